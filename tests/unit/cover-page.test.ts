import { describe, expect, it } from "vitest";

import { agreementScopeCopy } from "@/content/agreement";
import { COVER_PAGE_ANSWERS, type CoverPageAnswer } from "@/content/agreement-scope";
import { coverPageSchema } from "@/lib/agreements/schema";
import { coverPageMissing } from "@/lib/agreements/scope";
import type { AgreementTerms } from "@/lib/agreements/shapes";
import en from "@/messages/en.json";

// Who asked for the visit (docs/decisions/0018-agreements-and-ontario-consumer-law.md): the cover page's
// question, what each answer does to the agreement, and its words.

const termsOf = (category: string, householdUse?: boolean) =>
  ({ project: { category, householdUse } }) as unknown as AgreementTerms;
const HVAC = termsOf("HVAC", true);
const READ = new Date("2026-12-03T15:00:00Z");

describe("coverPageMissing", () => {
  const missing = (
    answer: CoverPageAnswer | null,
    confirmedAt: Date | null = READ,
    anyoneConfirmed = false,
  ) => coverPageMissing(HVAC, { confirmedAt, answer, anyoneConfirmed });

  it("asks for the reading and the answer before anyone confirms", () => {
    expect(missing(null, null)).toEqual([{ item: "coverPage", party: "homeowner" }]);
    expect(missing(null)).toEqual([{ item: "coverPage", party: "homeowner" }]);
    expect(missing("invited", null)).toEqual([{ item: "coverPage", party: "homeowner" }]);
  });

  it("an invited or online answer completes it; an uninvited one stops the confirmations", () => {
    expect(missing("invited")).toEqual([]);
    expect(missing("online")).toEqual([]);
    expect(missing("uninvited")).toEqual([{ item: "coverPageUninvited", party: "homeowner" }]);
  });

  it("a cover page read before the question, with a confirmation since, stays as it was", () => {
    expect(missing(null, READ, true)).toEqual([]);
    expect(missing(null, null, true)).toEqual([{ item: "coverPage", party: "homeowner" }]);
  });

  it("nothing for an agreement without a cover page, whatever is stored", () => {
    for (const terms of [termsOf("HVAC", false), termsOf("Electrical", true)]) {
      for (const answer of [null, ...COVER_PAGE_ANSWERS]) {
        expect(
          coverPageMissing(terms, { confirmedAt: null, answer, anyoneConfirmed: false }),
        ).toEqual([]);
      }
    }
  });
});

describe("coverPageSchema", () => {
  it("takes read: true with one of the answers, and nothing else", () => {
    for (const answer of COVER_PAGE_ANSWERS) {
      expect(coverPageSchema.parse({ read: true, answer })).toEqual({ read: true, answer });
    }
    for (const body of [
      { read: true },
      { answer: "invited" },
      { read: true, answer: "Invited" },
      { read: true, answer: "" },
      { read: 1, answer: "online" },
    ]) {
      expect(coverPageSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe("the cover page's words for each answer", () => {
  const step = en.agreement.coverPageStep.answers as Record<string, string>;

  it("every answer has the homeowner's option, the record's words and a consequence with its source", () => {
    expect(Object.keys(step)).toEqual([...COVER_PAGE_ANSWERS]);
    const { answer, consequence } = agreementScopeCopy.coverPage;
    for (const key of COVER_PAGE_ANSWERS) {
      expect(step[key]).toMatch(/\S/);
      expect(answer[key]).toMatch(/\S/);
      expect(answer[key]).not.toBe(step[key]);
      expect(consequence[key].heading).toMatch(/^What this answer means: /);
      expect(consequence[key].source).toContain("Consumer Protection Act, 2002");
      expect(consequence[key].source).toContain("43.1");
      expect(consequence[key].source).toContain(
        "O. Reg. 17/05, s. 35.1 as amended by O. Reg. 8/18",
      );
    }
    expect(consequence.invited.source).toContain("ss. 43 (1), 43.1, 92 and 96");
    expect(consequence.uninvited.source).toContain("Consumer Protection Ontario");
    expect(consequence.uninvited.body).toContain("1-800-889-9768");
  });

  it("the intro's first sentences are plain, and water heaters say what was not verified", () => {
    const { intro, paragraphs } = agreementScopeCopy.coverPage;
    expect(intro).not.toContain("has a consumer agreement");
    expect(intro.split(". ")[1]).toBe(
      "When a consumer agreement for one of these products is made at the consumer's home, Ontario law requires it to open with a cover page of this title, in a form the Province prescribes",
    );
    const water = paragraphs.find((paragraph) => paragraph.heading.startsWith("Water heaters"))!;
    expect(water.body).toContain("What this site could not verify");
    expect(water.source).toContain("section not confirmed");
    const asked = paragraphs.find((paragraph) => paragraph.heading === "Only if you asked first")!;
    expect(asked.body).not.toContain("You contacted this contractor by posting");
  });
});
