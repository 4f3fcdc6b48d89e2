import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { isInToronto, municipalities } from "@/content/municipalities";
import { createProjectSchema, postProjectFormSchema, PROJECT_PLACES } from "@/lib/projects/schema";
import { MESSAGES_FOR_EVERY_CHECK } from "@/lib/validation/messages";

// Where the work is: the municipality and the optional postal code, as POST /api/projects and the
// post form check them (one set of rules; the form requires the municipality).

const BODY = {
  title: "Replace the basement waste stack",
  description: "Cast-iron stack cracked below the floor drain; replace with ABS, permit included.",
  category: "Plumbing",
  budget: "$5,000 - $10,000",
  timeline: "Within 1 month",
  homeowner: "Jordan Lee",
  homeownerEmail: "jordan@home.example",
  householdUse: true,
  location: "Leslieville",
};

const SCHEMAS = [
  ["POST /api/projects", createProjectSchema],
  ["the post form", postProjectFormSchema],
] as const;

/** Each issue as `path: message`. */
function issuesOf(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body, MESSAGES_FOR_EVERY_CHECK);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** The parsed place, or the test fails with the issues. */
function placeOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body, MESSAGES_FOR_EVERY_CHECK);
  expect(result.error?.issues ?? []).toEqual([]);
  const { municipality, postalCode } = result.data as {
    municipality?: string;
    postalCode?: string;
  };
  return { municipality, postalCode };
}

const TORONTO_AREAS = municipalities
  .filter(({ slug }) => isInToronto(slug))
  .map(({ slug }) => slug);
const OUTSIDE_TORONTO = municipalities
  .filter(({ slug }) => !isInToronto(slug))
  .map(({ slug }) => slug);

describe("the municipality", () => {
  it("is required by the post form", () => {
    for (const municipality of [undefined, "", "atlantis", "Toronto", 3]) {
      expect(
        issuesOf(postProjectFormSchema, { ...BODY, municipality }),
        String(municipality),
      ).toEqual(["municipality: chooseMunicipality"]);
    }
  });

  it("is optional in POST /api/projects for clients that never sent it, and checked when sent", () => {
    expect(placeOf(createProjectSchema, BODY)).toEqual({
      municipality: undefined,
      postalCode: undefined,
    });
    expect(issuesOf(createProjectSchema, { ...BODY, municipality: "atlantis" })).toEqual([
      "municipality: chooseMunicipality",
    ]);
    expect(issuesOf(createProjectSchema, { ...BODY, municipality: "" })).toEqual([
      "municipality: chooseMunicipality",
    ]);
  });

  it("is any municipality of the list, or elsewhere in Ontario", () => {
    expect(PROJECT_PLACES).toEqual([...municipalities.map(({ slug }) => slug), "elsewhere"]);
    for (const [name, schema] of SCHEMAS) {
      for (const municipality of PROJECT_PLACES) {
        expect(placeOf(schema, { ...BODY, municipality }).municipality, name).toBe(municipality);
      }
    }
  });
});

describe("the postal code", () => {
  it.each([
    ["M4E", "M4E"],
    ["m4e", "M4E"],
    ["m4e 2v1", "M4E"],
    ["M4E 2V1", "M4E"],
    ["M4E2V1", "M4E"],
    [" m4e  2v1 ", "M4E"],
    ["m4e-2v1", "M4E"],
  ])("%j is kept as its first three characters, upper-case: %s", (postalCode, fsa) => {
    for (const [name, schema] of SCHEMAS) {
      expect(placeOf(schema, { ...BODY, municipality: "toronto", postalCode }), name).toEqual({
        municipality: "toronto",
        postalCode: fsa,
      });
    }
  });

  it("of any Ontario letter is kept with a municipality outside Toronto", () => {
    for (const [name, schema] of SCHEMAS) {
      expect(
        placeOf(schema, { ...BODY, municipality: "mississauga", postalCode: "l5b 1m2" }),
        name,
      ).toEqual({ municipality: "mississauga", postalCode: "L5B" });
      expect(
        placeOf(schema, { ...BODY, municipality: "elsewhere", postalCode: "K1A" }),
        name,
      ).toEqual({ municipality: "elsewhere", postalCode: "K1A" });
    }
  });

  it("may be left empty", () => {
    for (const [name, schema] of SCHEMAS) {
      expect(placeOf(schema, { ...BODY, municipality: "york", postalCode: "" }), name).toEqual({
        municipality: "york",
        postalCode: undefined,
      });
      expect(placeOf(schema, { ...BODY, municipality: "york", postalCode: "  " }).postalCode).toBe(
        undefined,
      );
    }
  });

  it.each([
    "V5K",
    "v5k 0a1",
    "H2X",
    "H2X 1Y4",
    "T2P",
    "A1C",
    "M4",
    "M4E 2V",
    "12345",
    "MMM",
    "D4E",
  ])("%j is no Ontario postal code: refused", (postalCode) => {
    for (const [name, schema] of SCHEMAS) {
      expect(issuesOf(schema, { ...BODY, municipality: "elsewhere", postalCode }), name).toEqual([
        "postalCode: ontarioPostalCode",
      ]);
    }
  });

  it("is refused when it is not text or too long", () => {
    for (const [name, schema] of SCHEMAS) {
      for (const postalCode of [4, null, "M4E 2V1 M4E 2V1"]) {
        expect(
          issuesOf(schema, { ...BODY, municipality: "toronto", postalCode }),
          `${name}: ${String(postalCode)}`,
        ).toEqual(["postalCode: ontarioPostalCode"]);
      }
    }
  });
});

describe("an M postal code is Toronto", () => {
  it("and refuses a municipality outside Toronto, under the municipality", () => {
    for (const [name, schema] of SCHEMAS) {
      for (const municipality of [...OUTSIDE_TORONTO, "elsewhere"]) {
        expect(
          issuesOf(schema, { ...BODY, municipality, postalCode: "M4E" }),
          `${name}: ${municipality}`,
        ).toEqual(["municipality: postalCodeOutsideToronto"]);
      }
      expect(
        issuesOf(schema, { ...BODY, municipality: "mississauga", postalCode: "m5v 3l9" }),
        name,
      ).toEqual(["municipality: postalCodeOutsideToronto"]);
    }
  });

  it("and takes Toronto or any of its former municipalities", () => {
    expect(TORONTO_AREAS).toEqual(expect.arrayContaining(["toronto", "etobicoke", "scarborough"]));
    for (const [name, schema] of SCHEMAS) {
      for (const municipality of TORONTO_AREAS) {
        expect(placeOf(schema, { ...BODY, municipality, postalCode: "m9a" }), name).toEqual({
          municipality,
          postalCode: "M9A",
        });
      }
    }
  });

  it("and fills in Toronto when POST /api/projects names no municipality", () => {
    expect(placeOf(createProjectSchema, { ...BODY, postalCode: "m4e 2v1" })).toEqual({
      municipality: "toronto",
      postalCode: "M4E",
    });
    // Other letters span many municipalities: none is implied.
    expect(placeOf(createProjectSchema, { ...BODY, postalCode: "L5B" })).toEqual({
      municipality: undefined,
      postalCode: "L5B",
    });
  });

  it("and still leaves the choice to the person on the post form", () => {
    expect(issuesOf(postProjectFormSchema, { ...BODY, postalCode: "M4E" })).toEqual([
      "municipality: chooseMunicipality",
    ]);
  });

  it("is checked with the other fields: every mistake is answered at once", () => {
    expect(
      issuesOf(postProjectFormSchema, {
        ...BODY,
        title: "",
        municipality: "brampton",
        postalCode: "M6K",
      }),
    ).toEqual(["title: projectTitleRequired", "municipality: postalCodeOutsideToronto"]);
  });
});
