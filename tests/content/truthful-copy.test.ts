// Copy says only what the site does (docs/decisions/0005-truthful-copy-and-earned-signals.md).
// Projects are published once their homeowner confirms them; nothing on the site verifies a
// contractor, matches projects, counts satisfaction or promises a reply time. These checks scan the
// UI text, the non-article catalogue and the structured data for the promises the site cannot keep.
// Articles are left out: advice to the reader ("verify a contractor's licence") is not a promise.
import { describe, expect, it } from "vitest";

import messages from "@/messages/en.json";
import { categories } from "@/content/categories";
import { cities } from "@/content/cities";
import { aboutUs, howItWorks, whyChooseUs } from "@/content/company";
import { contractors } from "@/content/contractors";
import {
  credentialNotice,
  credentials,
  depositAdvice,
  smallSupplierNote,
} from "@/content/credentials";
import { accessibilityStatement } from "@/content/accessibility";
import { legalDocuments } from "@/content/legal";
import { sampleProjects } from "@/content/projects";
import { services } from "@/content/services";
import { openingHoursText, site } from "@/content/site";
import { tradeFigures, trades } from "@/content/trades";
import { businessJsonLd, serviceJsonLd } from "@/lib/seo";

/** Every string inside a value (object keys are not copy). */
function strings(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

/** A sentence that tells the reader what to do is advice, not a promise about the site. */
const ADVICE = /^(ask|check|make sure|verify|confirm|before you)\b/i;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

const PROMISES: [string, RegExp][] = [
  ["reply-time promise", /within 24 hours|same day|\b24\/7\b|we reply within/i],
  ["verification claim", /\bverified\b|\bvetted\b|\bvetting\b|background[- ]?check/i],
  ["moderation that does not happen", /reviewed and published|review (new|posted) projects/i],
  [
    "guarantee the site does not give",
    /satisfaction guarantee|we stand behind|quality and satisfaction/i,
  ],
  ["dispute service that does not exist", /dispute resolution/i],
  ["matching that does not happen", /smart matching|get matched|matched (us|you) with|we match/i],
  ["network the site does not police", /removed from the network|checked by our/i],
  ["fee the site does not charge", /subscription/i],
  ["reviews the site does not collect", /reviews and ratings from previous customers/i],
  ["team promise", /stays? (available|involved) until/i],
  ["round-the-clock service nobody keeps", /around the clock|24 hours a day/i],
  ["the site presented as the provider", /why choose our \{name\}|our \{name\} process/i],
  [
    "a warranty no proposal must state",
    /every proposal (on \S+ )?states the warranty|proposal includes the contractor's e-mail and phone/i,
  ],
  [
    "publication before the homeowner confirms",
    /goes live|live right away|published the moment|as soon as (you|they) post|published as soon as they are posted/i,
  ],
];

/** Each source is read inside its own test, so one that fails to load fails alone. */
const sources: Record<string, () => unknown> = {
  "messages/en.json": () => messages,
  "content/company.ts": () => ({ aboutUs, howItWorks, whyChooseUs }),
  "content/site.ts": () => site,
  "content/services.ts": () => services,
  "content/cities.ts": () => cities,
  "content/categories.ts": () => categories,
  "content/trades.ts": () => Object.values(trades).map((trade) => tradeFigures(trade) ?? []),
  "content/legal.ts": () => legalDocuments,
  "content/accessibility.ts": () => accessibilityStatement,
  "content/contractors.ts": () => contractors.map(({ bio, specialties }) => ({ bio, specialties })),
  "content/credentials.ts": () => ({
    credentials,
    credentialNotice,
    depositAdvice,
    smallSupplierNote,
  }),
  "lib/seo.ts businessJsonLd": () => businessJsonLd(),
  "lib/seo.ts serviceJsonLd": () =>
    services.flatMap((service) => [
      serviceJsonLd(service),
      ...cities.map((city) => serviceJsonLd(service, city)),
    ]),
};

describe("copy makes no promise the site does not keep", () => {
  for (const [source, value] of Object.entries(sources)) {
    it(`${source}`, () => {
      const found: string[] = [];
      for (const { path, text } of strings(value())) {
        for (const sentence of sentences(text)) {
          if (ADVICE.test(sentence.trim())) continue;
          for (const [kind, pattern] of PROMISES) {
            if (pattern.test(sentence)) found.push(`${kind} at ${path}: ${sentence}`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
});

describe("figures are ones the site can stand behind", () => {
  const countable = new Set([
    services.length,
    cities.length,
    categories.filter((category) => category.slug !== "all").length,
    categories.length,
    sampleProjects.length,
    contractors.length,
  ]);

  it("About Us shows no rounded-up counts or percentages, only counts of the catalogue", () => {
    for (const stat of aboutUs.stats) {
      expect(stat.value).not.toMatch(/\d[\d,]*\+/);
      expect(stat.value).not.toMatch(/\d+\s*%/);
      if (/^\d+$/.test(stat.value)) expect(countable).toContain(Number(stat.value));
    }
    expect(aboutUs.stats.map((stat) => stat.value)).toContain(String(services.length));
    expect(aboutUs.stats.map((stat) => stat.value)).toContain(String(cities.length));
  });

  it("the company story claims no city count beyond the catalogue", () => {
    expect(aboutUs.story.join(" ")).not.toMatch(/\d[\d,]*\+|more than \d+ cities/i);
  });

  it("trade pages show no counts nothing keeps (a price such as $150+ is a price)", () => {
    for (const trade of Object.values(trades)) {
      for (const figure of tradeFigures(trade) ?? []) {
        expect(figure.value, `${trade.key} ${figure.key}`).not.toMatch(/^\d[\d,]*\+$/);
      }
    }
  });
});

describe("structured data", () => {
  const business = JSON.parse(JSON.stringify(businessJsonLd())) as Record<string, unknown>;

  it("publishes no aggregate rating, since the site collects no reviews of itself", () => {
    expect(business).not.toHaveProperty("aggregateRating");
    expect(JSON.stringify(business)).not.toMatch(/AggregateRating|reviewCount/);
  });

  it("has the opening hours the contact page shows", () => {
    const clock = (time: string) => {
      const [hours = 0, minutes = 0] = time.split(":").map(Number);
      const hour = hours % 12 === 0 ? 12 : hours % 12;
      return `${hour}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${hours < 12 ? "AM" : "PM"}`;
    };
    const specs = business.openingHoursSpecification as {
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }[];
    const fromJsonLd = specs.map(({ dayOfWeek, opens, closes }) => {
      const first = dayOfWeek[0]!.slice(0, 3);
      const last = dayOfWeek.at(-1)!.slice(0, 3);
      const days = dayOfWeek.length > 1 ? `${first}-${last}` : first;
      return `${days} ${clock(opens)}-${clock(closes)}`;
    });
    expect(openingHoursText).toEqual(["Mon-Fri 8AM-6PM", "Sat 9AM-4PM"]);
    expect(fromJsonLd).toEqual(openingHoursText);
  });
});

describe("texts of the contact and post forms", () => {
  it("the contact toast says the message arrived, not when we will answer", () => {
    expect(messages.contact.successTitle).toBe("Message Sent!");
    expect(messages.contact.successBody).toMatch(/received/i);
    expect(messages.contact.successBody).not.toMatch(/hours?|day|get back/i);
  });

  it("the post form says a project is published once its e-mailed link is opened", () => {
    expect(messages.postProject.intro).toMatch(/link to publish your project/i);
    expect(messages.postProject.successTitle).toMatch(/check your e-mail to publish/i);
    expect(JSON.stringify(messages)).not.toMatch(/published as soon as you post/i);
  });

  it("the contractor profile has no Verified badge text", () => {
    expect(messages.contractor).not.toHaveProperty("verified");
  });
});

describe("names in sentences", () => {
  // "You hired Moreau Building Co.." and "TorontoPros's": a business name may end in a period,
  // and the brand takes no possessive.
  it("never ends a sentence with a business name, nor gives the brand an apostrophe s", () => {
    const found = strings(messages)
      .filter(({ text }) => /\{(contractor|contractors|business|businessName)\}\./.test(text))
      .concat(strings(messages).filter(({ text }) => /\{brand\}['’]s/.test(text)))
      .map(({ path, text }) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });
});
