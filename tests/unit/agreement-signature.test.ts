import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { nameKey, namesTheBusiness, sameName, signerOf } from "@/lib/agreements/signature";
import type { AgreementTerms } from "@/lib/agreements/shapes";

describe("a typed name against the name in the agreement", () => {
  it.each([
    ["Jordan Lee", "Jordan Lee"],
    ["jordan lee", "Jordan Lee"],
    ["  JORDAN   LEE ", "Jordan Lee"],
    ["Zoe Lefebvre", "Zoë Lefèbvre"],
    ["Zoë Lefèbvre", "ZOE LEFEBVRE"],
    ["Marie-Claire O'Neil", "Marie - Claire O’Neil"],
    ["Jordan\tLee", "Jordan Lee"],
  ])("%j matches %j", (typed, named) => {
    expect(sameName(typed, named)).toBe(true);
  });

  it.each([
    ["Lee Jordan", "Jordan Lee"],
    ["Jordan", "Jordan Lee"],
    ["JordanLee", "Jordan Lee"],
    ["Jordan Lea", "Jordan Lee"],
    ["Sam Patel", "Northside Renovations"],
    ["J. Lee", "Jordan Lee"],
  ])("%j does not match %j", (typed, named) => {
    expect(sameName(typed, named)).toBe(false);
  });

  it("ignores case and surrounding or repeated spaces, whatever the name", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 12 }).filter((w) => /^\S+$/u.test(w)),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.nat(3),
        (words, extra) => {
          const named = words.join(" ");
          const spaced = ` ${words.join(" ".repeat(extra + 1))}  `;
          expect(sameName(spaced.toUpperCase(), named)).toBe(
            nameKey(named.toUpperCase()) === nameKey(named),
          );
          expect(sameName(spaced, named)).toBe(true);
        },
      ),
    );
  });

  it("is symmetric and its key is stable", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameName(a, b)).toBe(sameName(b, a));
        expect(nameKey(nameKey(a))).toBe(nameKey(a));
      }),
    );
  });
});

describe("who signs for each party", () => {
  const terms = {
    homeowner: { name: "Jordan Lee", email: null },
    contractor: { name: "Northside Renovations" },
  } as unknown as AgreementTerms;

  it("the homeowner named in the agreement signs for the homeowner", () => {
    expect(signerOf("homeowner", terms, { signer: { name: "X Y", role: "Owner" } })).toEqual({
      name: "Jordan Lee",
      role: null,
    });
  });

  it("the contractor's stated signer, else the contractor as named", () => {
    expect(signerOf("contractor", terms, {})).toEqual({
      name: "Northside Renovations",
      role: null,
    });
    expect(signerOf("contractor", terms, { signer: { name: "Sam Patel", role: "Owner" } })).toEqual(
      { name: "Sam Patel", role: "Owner" },
    );
  });
});

describe("a signer is a person, not the business", () => {
  const business = ["Moreau Building Co.", "Moreau Building", null];
  it.each([
    "Moreau Building Co.",
    "moreau building",
    "MOREAU  BUILDING CO.",
    "Bright Wire Ltd.",
    "Maple Leaf Renovations Inc",
    "Acme Holdings Limited",
    "Northern Homes Corp.",
    "Rénovations Tremblay Ltée",
  ])("%s names a business", (name) => {
    expect(namesTheBusiness(name, business)).toBe(true);
  });
  it.each(["Dave Moreau", "Sam Patel", "Coco Lee", "Marie-Claire O'Neil", "Lee Tremblay"])(
    "%s names a person",
    (name) => {
      expect(namesTheBusiness(name, business)).toBe(false);
    },
  );
});
