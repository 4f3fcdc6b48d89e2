// No invented signal (docs/decisions/0005-truthful-copy-and-earned-signals.md): no rating, review count,
// testimonial, completed-work figure or "verified", "vetted", "trusted", "certified" claim that no
// data on the site backs. Scans every message file, every module of content/ and the structured
// data producers. A sentence that states what the law requires, or tells the reader what to ask
// or check, is information, not a claim about anyone on the site.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { articles } from "@/content/articles";
import { cities } from "@/content/cities";
import { services } from "@/content/services";
import { articleJsonLd, breadcrumbJsonLd, businessJsonLd, serviceJsonLd } from "@/lib/seo";

const root = path.resolve(__dirname, "../..");

/** Every string inside a value, with where it is (object keys are not copy). */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

const sentences = (text: string) => text.split(/(?<=[.!?:;])\s+/);

/** Figures that only reviews or a record of work could back. */
const FIGURES: [string, RegExp][] = [
  ["star rating", /★|\b[0-5]\.\d\s*(?:\/\s*5|stars?|out of 5|rating)\b|\brated [0-5]\.\d/i],
  ["review count", /\b\d[\d,]*\+?\s+(?:reviews|ratings|reviewers)\b|\{count\} reviews/i],
  ["completed-work figure", /\b\d[\d,]*\+?\s+(?:projects|jobs) completed\b|projects completed/i],
  ["testimonial", /testimonial|what (?:our|the) (?:customers|homeowners?) (?:say|said)/i],
  ["founding year", /\b(?:founded|started|co-founded|in business since)\b[^.]*\b(?:19|20)\d\d\b/i],
  [
    "founding year",
    /^since (?:19|20)\d\d$|\b(?:we|us|our|contractors)\b[^.]*\bsince (?:19|20)\d\d\b/i,
  ],
];

/** Words that claim someone checked something. */
const CLAIM =
  /\b(?:verified|vetted|vetting|trusted|certified|licensed|insured|background[- ]checked)\b/i;

/**
 * A sentence with such a word is fine when it states a rule ("must be done by a licensed…"),
 * advises the reader ("ask for…", "look it up"), or describes a credential as the contractor's
 * own statement, i.e. when it is not the site vouching for anyone.
 */
const INFORMATION =
  /\b(?:must|required?|requires|requirements?|calls for|should|compulsory|only a|only licensed|needs?|ask|check|confirm|look (?:it|each one|them)? ?up|lookup|is a compulsory|by law|law reserves|under the|Act\b|O\. Reg\.|regulation|does not check|checks no|own statement|no such business)\b/i;

/** Certifications of products and specialists a reader may look for: not a claim about anyone. */
const PRODUCT_OR_SPECIALIST = /eco-certified|EcoLogo|Green Seal|WETT-certified|certified arborist/i;

/** Each module of content/, by file. */
const contentModules = readdirSync(path.join(root, "content"))
  .filter((file) => file.endsWith(".ts"))
  .sort();

const messageFiles = readdirSync(path.join(root, "messages"))
  .filter((file) => file.endsWith(".json"))
  .sort();

function problems(value: unknown): string[] {
  const found: string[] = [];
  for (const { at, text } of strings(value)) {
    for (const sentence of sentences(text)) {
      for (const [kind, pattern] of FIGURES) {
        if (pattern.test(sentence)) found.push(`${kind} at ${at}: ${sentence}`);
      }
      if (
        CLAIM.test(sentence) &&
        !INFORMATION.test(sentence) &&
        !PRODUCT_OR_SPECIALIST.test(sentence)
      ) {
        found.push(`unbacked claim at ${at}: ${sentence}`);
      }
    }
  }
  return found;
}

describe("no invented signal in the copy", () => {
  for (const file of messageFiles) {
    it(`messages/${file}`, () => {
      expect(problems(JSON.parse(readFileSync(path.join(root, "messages", file), "utf8")))).toEqual(
        [],
      );
    });
  }

  for (const file of contentModules) {
    it(`content/${file}`, async () => {
      const exported = (await import(/* @vite-ignore */ `../../content/${file}`)) as object;
      expect(problems(exported)).toEqual([]);
    });
  }

  it("the catalogue's records carry no rating, review or completed-work field", async () => {
    const fields = /^(?:rating|reviews|reviewCount|testimonials|completedProjects|verified)$/;
    const keys = (value: unknown, at = ""): string[] => {
      if (Array.isArray(value)) return value.flatMap((item, i) => keys(item, `${at}[${i}]`));
      if (value && typeof value === "object") {
        return Object.entries(value).flatMap(([key, item]) => [
          ...(fields.test(key) ? [`${at}.${key}`] : []),
          ...keys(item, `${at}.${key}`),
        ]);
      }
      return [];
    };
    for (const file of contentModules) {
      const exported = (await import(/* @vite-ignore */ `../../content/${file}`)) as object;
      expect(keys(exported), file).toEqual([]);
    }
  });
});

describe("structured data carries no rating or review without data behind it", () => {
  const producers: Record<string, () => unknown> = {
    businessJsonLd: () => businessJsonLd(),
    serviceJsonLd: () =>
      services.flatMap((service) => [
        serviceJsonLd(service),
        ...cities.map((city) => serviceJsonLd(service, city)),
      ]),
    articleJsonLd: () => articles.map((article) => articleJsonLd(article)),
    breadcrumbJsonLd: () => breadcrumbJsonLd([{ name: "Home", path: "/" }]),
  };
  for (const [name, produce] of Object.entries(producers)) {
    it(name, () => {
      const json = JSON.stringify(produce());
      expect(json).not.toMatch(/aggregateRating|AggregateRating|"review"|"Review"|reviewCount/);
      expect(problems(JSON.parse(json))).toEqual([]);
    });
  }

  it("no page's source writes a rating or review into its JSON-LD by hand", () => {
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(path.join(dir, entry.name))
          : /\.(tsx?|mjs)$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    // The one producer of a rating: a profile's, from its published reviews only, tested in
    // tests/unit/profile-structured-data.test.ts.
    const allowed = new Set([path.join("lib", "pros", "structured-data.ts")]);
    const offenders = [...sources("app"), ...sources("components"), ...sources("lib")].filter(
      (file) =>
        !allowed.has(file) &&
        /\baggregateRating\s*:|"aggregateRating"|"@type":\s*"Review"/.test(
          readFileSync(path.join(root, file), "utf8"),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
