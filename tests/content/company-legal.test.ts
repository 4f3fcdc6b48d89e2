import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { articles } from "@/content/articles";
import { categories } from "@/content/categories";
import { cities } from "@/content/cities";
import { aboutUs, howItWorks } from "@/content/company";
import { cookiePolicy, legalAnchors, legalDocuments, privacyPolicy } from "@/content/legal";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { readingMinutes } from "@/lib/articles";
import { FAVORITES_STORAGE_KEY } from "@/lib/favorites";
import { THEME_STORAGE_KEY } from "@/lib/theme";

const text = (value: unknown) => JSON.stringify(value);

describe("articles", () => {
  it.each(articles.map((a) => [a.id, a] as const))(
    "article %s states the reading time its body takes",
    (_, article) => {
      expect(article.readTime).toBe(`${readingMinutes(article.body)} min read`);
    },
  );
});

describe("About Us", () => {
  it("has a story, a mission and a vision", () => {
    expect(aboutUs.story.length).toBeGreaterThanOrEqual(2);
    expect(aboutUs.mission.length).toBeGreaterThan(50);
    expect(aboutUs.vision.length).toBeGreaterThan(50);
  });

  it("has the four values and four figures counted from the catalogue", () => {
    expect(aboutUs.values.map((v) => v.name)).toEqual([
      "Customer First",
      "Quality Work",
      "Excellence",
      "Trust & Reliability",
    ]);
    const projectCategories = categories.filter((category) => category.slug !== "all");
    expect(aboutUs.stats.map((s) => s.value)).toEqual([
      String(services.length),
      String(cities.length),
      String(projectCategories.length),
      "$0",
    ]);
  });

  it("has a four-person team whose portraits exist", () => {
    expect(aboutUs.team).toHaveLength(4);
    for (const member of aboutUs.team) {
      expect(existsSync(path.join("public", member.image))).toBe(true);
    }
  });
});

describe("How It Works", () => {
  it("has the four homeowner steps, four contractor steps and the three details", () => {
    expect(howItWorks.steps.map((s) => s.title)).toEqual([
      "Post Your Project",
      "Get Proposals",
      "Compare Quotes",
      "Hire & Agree",
    ]);
    expect(howItWorks.contractorSteps).toHaveLength(4);
    expect(howItWorks.details.map((d) => d.title)).toEqual([
      "Project Submission",
      "Open to Every Contractor",
      "Quote Comparison",
    ]);
    expect(howItWorks.whyChoose.map((r) => r.title)).toEqual([
      "Know Who You Hire",
      "Published When You Confirm",
      "Direct Communication",
    ]);
  });

  it("answers the four questions, including that it is free for homeowners", () => {
    expect(howItWorks.faq).toHaveLength(4);
    expect(howItWorks.faq[1]!.answer).toMatch(/free for homeowners/);
  });
});

describe("legal documents", () => {
  it.each(legalDocuments.map((d) => [d.title, d] as const))(
    "%s is dated and its anchors are unique",
    (_, document) => {
      expect(document.lastUpdated).toBe(
        { "Privacy Policy": "2026-12-04", "Terms of Service": "2026-12-03" }[document.title] ??
          "2026-12-02",
      );
      const ids = legalAnchors(document, "Contact Us").map((a) => a.id);
      expect(ids.at(-1)).toBe("contact-us");
      expect(new Set(ids).size).toBe(ids.length);
      // The contents box uses this id for its own heading.
      expect(ids).not.toContain("contents");
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    },
  );

  it("names the laws an Ontario marketplace answers to", () => {
    expect(text(privacyPolicy)).toContain("PIPEDA");
    expect(text(privacyPolicy)).toContain("Anti-Spam Legislation (CASL)");
    expect(text(privacyPolicy)).toContain("Office of the Privacy Commissioner of Canada");
    expect(text(legalDocuments[1])).toContain("Consumer Protection Act, 2002");
  });

  // The privacy policy follows the code: accounts, profiles, reviews, reports, alerts and the
  // retention of each kind (issue: privacy policy against the code).
  it("the privacy policy describes accounts, what is public and how long each kind is kept", () => {
    const policy = text(privacyPolicy);
    expect(policy).not.toContain("You do not need an account");
    for (const kind of [
      "Contractor accounts and profiles",
      "Reviews and reports",
      "Questions, answers and notes",
      "Private messages",
      "Site visits",
      "never the contractor's name or account",
      // Reports of what is said before a hire: kept while open and 90 days after the decision.
      "for 90 days after it",
      "only if the homeowner allows it",
      "lists as the messages before it",
      "alerts of new projects",
      "public profile",
      "first three characters",
      "seven years after the work ends",
      "Income Tax Act",
      "after 72 hours",
      "30 days",
    ]) {
      expect(policy, kind).toContain(kind);
    }
    // A published review never ties a homeowner to a street.
    expect(policy).toMatch(/never shows the homeowner's name, address, street/);
    expect(text(cookiePolicy)).not.toContain("we do not set cookies");
  });

  it("does not hard-code contact details that belong in the site config", () => {
    for (const document of legalDocuments) {
      expect(text(document)).not.toMatch(/@|\(\d{3}\) ?\d{3}-\d{4}/);
    }
    expect(site.email).toMatch(/@/);
  });

  it("the cookie policy lists exactly the browser storage the site uses", () => {
    const listed = cookiePolicy.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (typeof block === "string" ? [] : block.items.map((i) => i.term)));
    const tokens = readFileSync("lib/client/manage-tokens.ts", "utf8");
    const tokenKeys = [...tokens.matchAll(/const \w*KEY = "([^"]+)"/g)].map((m) => m[1]);
    expect(tokenKeys.length).toBeGreaterThan(0);
    // The forms' drafts: the prefix, and the name each form keeps its draft under.
    expect(readFileSync("lib/client/form-draft.ts", "utf8")).toContain('PREFIX = "draft:"');
    expect(readFileSync("components/projects/post-project-form.tsx", "utf8")).toContain(
      'useFormDraft(form, "post-project"',
    );
    expect(readFileSync("components/proposals/use-proposal-form.ts", "utf8")).toContain(
      "useFormDraft(form, `proposal:${projectId}`",
    );
    const draftKeys = ["draft:post-project", "draft:proposal:{project number}"];
    expect(listed.sort()).toEqual(
      [THEME_STORAGE_KEY, FAVORITES_STORAGE_KEY, ...tokenKeys, ...draftKeys].sort(),
    );
  });
});

describe("the estimate rule (Consumer Protection Act, 2002, s. 10)", () => {
  // More than 10 % above an estimate is allowed only for additional or different work the
  // consumer asks for, not whenever the consumer agrees to a higher price.
  const agreementCopy = readFileSync(
    path.join(process.cwd(), "messages/agreement.en.json"),
    "utf8",
  );
  const everywhere = [agreementCopy, text(articles), text(legalDocuments)];

  it("says a higher price is for additional or different work, never 'unless you agree'", () => {
    for (const copy of everywhere) {
      expect(copy).not.toMatch(/10 ?(%|percent)[^."]*unless (you|the homeowner) agrees?/);
    }
    expect(agreementCopy).toMatch(/only for additional or different work you ask for/);
    expect(text(legalDocuments)).toMatch(/additional or different work/);
  });
});
