import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import validationEn from "@/messages/validation.en.json";
import {
  agreementAddressSchema,
  agreementConfirmSchema,
  agreementDetailsSchema,
  cancellationNoticeSchema,
  changeOrderConfirmSchema,
  changeOrderSchema,
} from "@/lib/agreements/schema";
import { createContactMessageSchema } from "@/lib/contact/schema";
import { markHandledSchema, recoverySchema } from "@/lib/projects/recovery-schema";
import {
  createProjectFields,
  createProjectSchema,
  listProjectsQuerySchema,
  updateProjectSchema,
} from "@/lib/projects/schema";
import { createProposalSchema, updateProposalStatusSchema } from "@/lib/proposals/schema";
import { completeDirectUploadSchema, directUploadSchema } from "@/lib/storage/upload-schema";
import { invalid, MESSAGES_FOR_EVERY_CHECK } from "@/lib/validation/messages";
import { decodeValidation, translateValidation } from "@/lib/validation/translate";

const SCHEMAS: Record<string, z.ZodType> = {
  createProject: createProjectSchema,
  updateProject: updateProjectSchema,
  listProjectsQuery: listProjectsQuerySchema,
  recovery: recoverySchema,
  markHandled: markHandledSchema,
  createProposal: createProposalSchema,
  updateProposalStatus: updateProposalStatusSchema,
  agreementAddress: agreementAddressSchema,
  agreementConfirm: agreementConfirmSchema,
  agreementDetails: agreementDetailsSchema,
  changeOrder: changeOrderSchema,
  changeOrderConfirm: changeOrderConfirmSchema,
  cancellationNotice: cancellationNoticeSchema,
  contact: createContactMessageSchema,
  directUpload: directUploadSchema,
  completeDirectUpload: completeDirectUploadSchema,
};

// Values every field of every schema is tried with: wrong types, empty, too long, out of range,
// control characters, and shapes a hostile client sends.
const PROBES: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "x",
  "\u0000",
  "a\u0007b",
  "x".repeat(6_000),
  -1,
  0,
  0.001,
  1.5,
  1e12,
  true,
  [],
  [{}],
  Array.from({ length: 60 }, () => ({})),
  {},
  { kind: "percent", percent: 150.555 },
  { kind: "amount", cents: -5 },
  "2026-02-30",
  "1999-01-01",
  "9999-01-01T00:00:00Z",
];

/** Every field name a schema reads, with the nested ones a proposal's quote holds. */
const FIELDS = [
  ...Object.keys(createProjectFields.shape),
  "status",
  "estimatedCost",
  "startDate",
  "completionDate",
  "limit",
  "offset",
  "email",
  "handled",
  "projectId",
  "contractorName",
  "contractorEmail",
  "bidAmount",
  "approach",
  "experience",
  "structured",
  "address",
  "businessName",
  "operatingName",
  "phone",
  "materials",
  "paymentMethod",
  "additionalCharges",
  "cancellationTerms",
  "directAgreement",
  "reason",
  "explanation",
  "version",
  "name",
  "priceChangeCents",
  "subject",
  "message",
  "size",
  "key",
];

const structuredProbes: unknown[] = [
  {
    lineItems: [
      {
        description: "",
        pricing: "roughly",
        quantity: 0.001,
        unit: "",
        unitPriceCents: -1,
        totalCents: 1.5,
      },
    ],
    hstRegistered: "yes",
    hstNumber: "12",
    subtotalCents: "x",
    hstCents: -1,
    totalCents: 1e12,
    deposit: { kind: "weekly" },
    schedule: [{ description: "", amountCents: -1 }],
    startDate: "tomorrow",
    completionDate: "1999-01-01",
    warrantyMonths: 500,
    permitsBy: "nobody",
    business: { name: "", address: "" },
    credentials: {
      esaLicence: "x",
      tssaRegistration: "x",
      wsibClearance: "x",
      torontoBusinessLicence: "x",
    },
  },
  {
    lineItems: [
      { description: "Pot lights", quantity: 10, unit: "each", unitPriceCents: 100, totalCents: 5 },
    ],
    hstRegistered: false,
    hstNumber: "123456789RT0001",
    subtotalCents: 1,
    hstCents: 1,
    totalCents: 1,
    deposit: { kind: "amount", cents: 999_999 },
    schedule: [{ description: "All", amountCents: 1 }],
    startDate: "2027-05-02",
    completionDate: "2027-05-01",
  },
  {
    lineItems: [{ description: "x", quantity: 1, unit: "each", unitPriceCents: 0 }],
    hstRegistered: true,
  },
];

function messagesFrom(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, MESSAGES_FOR_EVERY_CHECK);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("validation messages", () => {
  it("are all keys of messages/validation.en.json, for every field and every kind of wrong value", () => {
    const seen = new Set<string>();
    for (const [name, schema] of Object.entries(SCHEMAS)) {
      const bodies: unknown[] = [undefined, null, "x", [], {}];
      for (const field of FIELDS) for (const probe of PROBES) bodies.push({ [field]: probe });
      for (const structured of structuredProbes) {
        bodies.push({ projectId: 3001, bidAmount: "$100 - $500", structured });
      }
      for (const body of bodies) {
        for (const message of messagesFrom(schema, body)) {
          seen.add(message);
          expect(decodeValidation(message), `${name}: ${JSON.stringify(message)}`).toBeDefined();
        }
      }
    }
    // Most messages are met: the probes reach the schemas' checks, not only their type checks.
    const keys = new Set([...seen].map((message) => decodeValidation(message)!.key));
    expect(keys.size).toBeGreaterThan(60);
  });

  it("are keys for random values too", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FIELDS), fc.anything()), (body) => {
        for (const schema of Object.values(SCHEMAS)) {
          for (const message of messagesFrom(schema, body)) {
            expect(decodeValidation(message), JSON.stringify(message)).toBeDefined();
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("read the same in English as the API has always answered", () => {
    expect(translateValidation(invalid("tooLong", { max: 5000 }))).toBe("At most 5000 characters");
    expect(
      translateValidation(invalid("centsMax", { what: "unitPrice", max: "$1,000,000.00" })),
    ).toBe("Unit price may be at most $1,000,000.00");
    expect(
      translateValidation(invalid("figureDisagrees", { what: "subtotal", amount: "$5.00" })),
    ).toBe("The subtotal does not match the line items: it is $5.00");
    expect(translateValidation(invalid("depositShape"))).toBe(
      'Give the deposit as { kind: "amount", cents } or { kind: "percent", percent }',
    );
    expect(
      translateValidation(invalid("bidRange", { total: "$5.00", range: "Under $1,000" })),
    ).toBe('The bid range must hold the total, $5.00: "Under $1,000"');
    // Text that is not a message key passes through.
    expect(translateValidation("Invalid input")).toBe("Invalid input");
    expect(translateValidation('tooLong {"max":')).toBe('tooLong {"max":');
  });

  it("every key in the catalogue is written somewhere in lib/ or app/", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith(".ts")) sources.push(readFileSync(file, "utf8"));
      }
    };
    walk(path.join(process.cwd(), "lib"));
    walk(path.join(process.cwd(), "app"));
    const code = sources.join("\n");
    const unused = Object.keys(validationEn.validation).filter(
      (key) => !code.includes(`invalid("${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
