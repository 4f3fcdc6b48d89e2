import { getTranslations } from "next-intl/server";
import { ImageResponse } from "next/og";

import { site } from "@/content/site";
import type { City, Service } from "@/content/types";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";

// Open Graph images are drawn at build time by next/og with its bundled Geist font (a local file
// in the next package). next/og fetches a fallback font from the web for any glyph that font
// lacks, so every text goes through ogText first: the images never need the network.

// Every opengraph-image file exports these as its `size` and `contentType`, so the page's
// og:image tags describe the image ogImage draws.
export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = "image/png";

const REPLACEMENTS: [RegExp, string][] = [
  [/[‘’‚‛′]/g, "'"],
  [/[“”„‟″]/g, '"'],
  [/[‐‑‒–—―−]/g, "-"],
  [/…/g, "..."],
  [/[•·]/g, "-"],
  [/\u00a0/g, " "],
];

/** Text reduced to printable ASCII (accents dropped, typographic punctuation made plain). */
export function ogText(text: string): string {
  let plain = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  for (const [pattern, replacement] of REPLACEMENTS) plain = plain.replace(pattern, replacement);
  return plain
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const colors = {
  background: "#10203f",
  panel: "#173063",
  text: "#ffffff",
  muted: "#c7d3ea",
  accent: "#f5b93c",
};

/** The one card layout every page's share image uses. */
export function ogImage({
  eyebrow,
  title,
  body,
}: {
  eyebrow: string;
  title: string;
  body?: string;
}) {
  const heading = ogText(title);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundColor: colors.background,
        backgroundImage: `linear-gradient(135deg, ${colors.background} 0%, ${colors.panel} 100%)`,
        color: colors.text,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 64 64">
          <rect width="64" height="64" rx="14" fill={colors.accent} />
          <path d="M32 14 L52 31 H46 V50 H36 V38 H28 V50 H18 V31 H12 Z" fill={colors.background} />
        </svg>
        <div style={{ display: "flex", fontSize: 40, letterSpacing: -0.5 }}>
          {ogText(site.brand)}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: 30, color: colors.accent }}>{ogText(eyebrow)}</div>
        <div
          style={{
            display: "flex",
            fontSize: heading.length > 48 ? 60 : 76,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          }}
        >
          {heading}
        </div>
        {body ? (
          <div style={{ display: "flex", fontSize: 32, lineHeight: 1.3, color: colors.muted }}>
            {ogText(body)}
          </div>
        ) : null}
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          fontSize: 26,
          color: colors.muted,
        }}
      >
        <div style={{ display: "flex" }}>{ogText(`${site.city}, ${site.province}`)}</div>
        <div style={{ display: "flex" }}>{ogText(`${site.phone} | ${site.email}`)}</div>
      </div>
    </div>,
    { ...OG_SIZE },
  );
}

/** A service's card for one city, or Ontario-wide without one (as its page does). */
export async function serviceOgImage(service: Service, city?: City) {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: "seo" });
  if (!city) {
    return ogImage({
      eyebrow: `${service.category} - Ontario`,
      title: service.name,
      body: t("ogServiceBody"),
    });
  }
  return ogImage({
    eyebrow: `${service.category} - ${city.name}, ${city.province}`,
    title: `${service.name} in ${city.name}`,
    body: t("ogServiceCityBody", { city: city.name }),
  });
}
