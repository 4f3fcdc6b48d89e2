import fc from "fast-check";
import { describe, expect, it } from "vitest";

import validationEn from "@/messages/validation.en.json";
import { missingContents, missingIssues, type AgreementContents } from "@/lib/agreements/contents";
import { changedDateIssues } from "@/lib/agreements/model";
import { agreementDetailsSchema } from "@/lib/agreements/schema";
import { torontoDay } from "@/lib/calendar-day";
import { agreementVersion, canonicalJson } from "@/lib/agreements/version";
import type { AgreementTerms } from "@/lib/agreements/shapes";

const terms: AgreementTerms = {
  project: {
    displayId: 3001,
    title: "Pot lights",
    description: "Eight pot lights in the living room.",
    category: "Electrical",
    location: "Toronto, ON",
  },
  homeowner: { name: "Jordan Lee", email: "jordan@home.example" },
  contractor: {
    name: "Sam Patel",
    email: "quotes@brightwire.example",
    phone: "416-555-0142",
    businessName: "Bright Wire Ltd.",
    businessAddress: "9 Queen St E, Toronto, ON M5C 1R5",
  },
  proposal: {
    id: 1,
    submittedDate: "2027-01-05T12:00:00.000Z",
    timeline: "3 weeks",
    approach: "Cut in eight pot lights on two new circuits.",
    materials: "LED wafer lights",
  },
  quote: {
    lineItems: [
      {
        description: "Pot light",
        quantity: 8,
        unit: "each",
        unitPriceCents: 10_000,
        totalCents: 80_000,
      },
    ],
    subtotalCents: 80_000,
    hstRegistered: false,
    hstNumber: null,
    hstCents: 0,
    totalCents: 80_000,
    deposit: null,
    depositAboveAdvice: false,
    schedule: [],
    startDate: "2027-03-01",
    completionDate: "2027-03-20",
    warrantyMonths: null,
    warrantyCovers: null,
    permitsBy: "contractor",
    credentials: {
      esaLicence: "7001234",
      tssaRegistration: null,
      wsibClearance: null,
      torontoBusinessLicence: null,
    },
  },
};

const complete: AgreementContents = {
  terms,
  homeownerAddress: "12 Elm St, Toronto, ON M4E 2V1",
  contractorAddress: null,
  contractorBusinessName: null,
  details: {
    paymentMethod: "E-transfer",
    additionalCharges: [],
    cancellationTerms: "",
    signer: { name: "Sam Patel", role: "Owner" },
    directAgreement: { visited: false },
  },
};

const without = (change: (copy: AgreementContents) => void) => {
  const copy = structuredClone(complete);
  change(copy);
  return missingContents(copy).map((missing) => missing.item);
};

describe("required contents (CPA 2002 ss. 22 and 42, O. Reg. 17/05 ss. 24 and 35)", () => {
  it("a complete agreement lacks nothing", () => {
    expect(missingContents(complete)).toEqual([]);
  });

  it("names each missing item, with the party who adds it", () => {
    expect(without((a) => (a.terms.homeowner.name = " "))).toEqual(["homeownerName"]);
    expect(without((a) => (a.homeownerAddress = null))).toEqual(["homeownerAddress"]);
    expect(without((a) => (a.terms.contractor.businessName = null))).toEqual(["businessName"]);
    expect(without((a) => (a.terms.contractor.businessAddress = null))).toEqual([
      "businessAddress",
    ]);
    expect(without((a) => (a.terms.contractor.phone = null))).toEqual(["contractorPhone"]);
    expect(without((a) => (a.terms.contractor.email = ""))).toEqual(["contractorEmail"]);
    expect(without((a) => (a.terms.proposal.approach = ""))).toEqual(["description"]);
    expect(without((a) => (a.terms.proposal.materials = null))).toEqual(["materials"]);
    expect(without((a) => delete a.details.additionalCharges)).toEqual(["additionalCharges"]);
    expect(without((a) => delete a.details.paymentMethod)).toEqual(["paymentMethod"]);
    expect(without((a) => (a.terms.quote.startDate = null))).toEqual(["startDate"]);
    expect(without((a) => (a.terms.quote.completionDate = null))).toEqual(["completionDate"]);
    expect(without((a) => delete a.details.cancellationTerms)).toEqual(["cancellationTerms"]);
    // A business confirms through a person the contractor names, with their role.
    expect(without((a) => delete a.details.signer)).toEqual(["signer"]);
    // Whether it was negotiated in person, and so a direct agreement (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
    expect(without((a) => delete a.details.directAgreement)).toEqual(["directAgreement"]);
    const copy = structuredClone(complete);
    copy.homeownerAddress = null;
    copy.terms.contractor.phone = null;
    expect(missingContents(copy)).toEqual([
      { item: "homeownerAddress", party: "homeowner" },
      { item: "contractorPhone", party: "contractor" },
    ]);
  });

  it("what the parties added fills what the proposal left out", () => {
    const copy = structuredClone(complete);
    copy.terms.contractor.phone = null;
    copy.terms.proposal.materials = null;
    copy.terms.quote.startDate = null;
    copy.terms.contractor.businessName = null;
    copy.contractorBusinessName = "Bright Wire Ltd.";
    copy.details = {
      ...copy.details,
      phone: "416-555-0142",
      materials: "LED",
      startDate: "2027-03-01",
    };
    expect(missingContents(copy)).toEqual([]);
  });

  it("every missing item's message is in the catalogue", () => {
    const everything = structuredClone(complete);
    everything.terms.homeowner.name = "";
    everything.homeownerAddress = null;
    everything.terms.contractor = {
      name: "",
      email: "",
      phone: null,
      businessName: null,
      businessAddress: null,
    };
    everything.terms.proposal.approach = "";
    everything.terms.proposal.materials = null;
    everything.terms.quote.startDate = null;
    everything.terms.quote.completionDate = null;
    everything.details = {};
    const issues = missingIssues(missingContents(everything));
    expect(issues).toHaveLength(15);
    for (const issue of issues) expect(validationEn.validation).toHaveProperty(issue.message);
  });
});

describe("an in-person visit (CPA 2002 s. 1, O. Reg. 17/05 s. 35; docs/decisions/0018-agreements-and-ontario-consumer-law.md)", () => {
  it("is asked of the contractor in a consumer agreement, after its contact details", () => {
    const copy = structuredClone(complete);
    delete copy.details.directAgreement;
    copy.terms.contractor.phone = null;
    copy.terms.proposal.materials = null;
    expect(missingContents(copy)).toEqual([
      { item: "contractorPhone", party: "contractor" },
      { item: "directAgreement", party: "contractor" },
      { item: "materials", party: "contractor" },
    ]);
  });

  it("is not asked in a business client's contract, which is no consumer agreement", () => {
    const copy = structuredClone(complete);
    delete copy.details.directAgreement;
    copy.terms.project.householdUse = false;
    expect(missingContents(copy)).toEqual([]);
  });

  it("answered yes, needs who negotiated it, where and a day not after today", () => {
    const parse = (directAgreement: unknown) =>
      agreementDetailsSchema.safeParse({ directAgreement });
    const issues = (directAgreement: unknown) => {
      const parsed = parse(directAgreement);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
    };
    expect(parse({ visited: false }).data).toEqual({ directAgreement: { visited: false } });
    // A "no" keeps nothing else that was sent.
    expect(parse({ visited: false, negotiatedBy: "Sam Patel" }).data).toEqual({
      directAgreement: { visited: false },
    });
    const visit = {
      visited: true,
      negotiatedBy: "Sam Patel",
      place: "12 Elm St, Toronto, ON M4E 2V1",
      on: torontoDay(),
    };
    expect(parse(visit).data).toEqual({ directAgreement: visit });
    expect(issues({ visited: true })).toEqual([
      "directAgreement.negotiatedBy",
      "directAgreement.place",
      "directAgreement.on",
    ]);
    const later = torontoDay(new Date(Date.now() + 3 * 86_400_000));
    expect(issues({ ...visit, on: later })).toEqual(["directAgreement.on"]);
    expect(issues({ ...visit, on: "tomorrow" })).toEqual(["directAgreement.on"]);
    expect(issues({ ...visit, place: "here" })).toEqual(["directAgreement.place"]);
    expect(issues({ visited: "yes" })).toEqual(["directAgreement.visited"]);
    expect(issues("yes")).toEqual(["directAgreement"]);
  });
});

describe("a change order's new dates (CPA 2002 s. 26; docs/decisions/0019-payments-holdback-and-change-orders.md)", () => {
  const current = { startDate: "2027-03-01", completionDate: "2027-03-20" };
  const today = "2026-12-03";
  const paths = (input: { startDate?: string; completionDate?: string }) =>
    changedDateIssues(input, current, today).map((issue) => `${issue.path}: ${issue.message}`);

  it("may move the start date (from today on), the completion date or both", () => {
    expect(paths({})).toEqual([]);
    expect(paths({ startDate: "2027-03-10" })).toEqual([]);
    expect(paths({ startDate: today })).toEqual([]);
    expect(paths({ startDate: "2027-04-05", completionDate: "2027-04-20" })).toEqual([]);
    expect(paths({ completionDate: "2027-03-27" })).toEqual([]);
  });

  it("names a new start date in the past, and a start after the completion that would stand", () => {
    expect(paths({ startDate: "2026-12-02" })).toEqual(["startDate: changeDateInPast"]);
    expect(paths({ startDate: "2026-11-01", completionDate: "2027-03-27" })).toEqual([
      "startDate: changeDateInPast",
    ]);
    // A later start needs a later completion in the same change order.
    expect(paths({ startDate: "2027-04-05" })).toEqual(["startDate: startAfterCompletion"]);
    expect(paths({ startDate: "2027-04-05", completionDate: "2027-04-01" })).toEqual([
      "completionDate: completionBeforeStart",
    ]);
    expect(paths({ completionDate: "2027-02-01" })).toEqual([
      "completionDate: completionBeforeStart",
    ]);
  });
});

describe("the version of the terms", () => {
  it("canonical JSON ignores key order, so equal terms have one version", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it("any change to what is confirmed changes the version", () => {
    const version = agreementVersion(1, complete);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(agreementVersion(1, structuredClone(complete))).toBe(version);
    expect(agreementVersion(2, complete)).not.toBe(version);
    for (const change of [
      (a: AgreementContents) => (a.homeownerAddress = "13 Elm St, Toronto, ON M4E 2V1"),
      (a: AgreementContents) => (a.details.paymentMethod = "Cheque"),
      (a: AgreementContents) =>
        (a.details.additionalCharges = [{ description: "Fee", amount: "$1" }]),
      (a: AgreementContents) => (a.terms.quote.completionDate = "2027-03-21"),
      (a: AgreementContents) => (a.terms.quote.lineItems[0]!.unitPriceCents = 10_001),
      (a: AgreementContents) =>
        (a.details.directAgreement = {
          visited: true,
          negotiatedBy: "Sam Patel",
          place: "12 Elm St, Toronto, ON M4E 2V1",
          on: "2026-11-30",
        }),
    ]) {
      const copy = structuredClone(complete);
      change(copy);
      expect(agreementVersion(1, copy)).not.toBe(version);
    }
  });
});
