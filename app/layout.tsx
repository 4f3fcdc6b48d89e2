import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { EarlyActionsScript } from "@/components/layout/early-actions-script";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { AppProviders } from "@/components/providers/app-providers";
import { JsonLd } from "@/components/seo/json-ld";
import { ThemeScript } from "@/components/theme/theme-script";
import { site } from "@/content/site";
import { ClientMessages } from "@/i18n/client-messages";
import { DEFAULT_LOCALE, LOCALE_TAGS } from "@/i18n/config.mjs";
import { siteUrl } from "@/lib/env";
import { businessJsonLd, SITE_IMAGE } from "@/lib/seo";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t("siteTitle"), template: `%s | ${site.brand}` },
    description: t("siteDescription"),
    keywords: t("siteKeywords"),
    applicationName: site.brand,
    openGraph: {
      siteName: site.brand,
      locale: LOCALE_TAGS[DEFAULT_LOCALE].openGraph,
      type: "website",
      images: [{ url: SITE_IMAGE, width: 1200, height: 630, alt: site.tagline }],
    },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#141a26" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("common");
  return (
    <html lang={LOCALE_TAGS[DEFAULT_LOCALE].html} suppressHydrationWarning>
      <head>
        <ThemeScript />
        <EarlyActionsScript />
        <JsonLd data={businessJsonLd()} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <ClientMessages>
          <AppProviders>
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
          </AppProviders>
        </ClientMessages>
      </body>
    </html>
  );
}
