import { describe, expect, it } from "vitest";

import {
  canCompare,
  comparableProposals,
  credentialChecks,
  depositPercent,
  lowestTotalIds,
  missingRequired,
  rangeLowCents,
  shownCredentialChecks,
  sortForComparison,
  type ComparableProposal,
} from "@/lib/proposals/compare";
import type { ProposalCredentials } from "@/lib/proposals/shapes";

let nextId = 1;
const proposal = (
  fields: Partial<ComparableProposal> & { totalCents?: number },
): ComparableProposal => {
  const { totalCents, ...rest } = fields;
  const id = nextId++;
  return {
    id,
    status: "pending",
    bidAmount: "$5,000 - $10,000",
    submittedDate: new Date(Date.UTC(2026, 2, 1, 12, id)).toISOString(),
    structured: totalCents === undefined ? null : { totalCents },
    ...rest,
  };
};

const ids = (list: readonly ComparableProposal[]) => list.map((p) => p.id);

describe("sortForComparison by total", () => {
  it("puts itemised quotes first, lowest total first", () => {
    const high = proposal({ totalCents: 904_000 });
    const low = proposal({ totalCents: 452_000 });
    const middle = proposal({ totalCents: 452_001 });
    expect(ids(sortForComparison([high, low, middle], "total"))).toEqual([
      low.id,
      middle.id,
      high.id,
    ]);
  });

  it("puts simple proposals after every itemised one, by their range's lower bound", () => {
    const cheapSimple = proposal({ bidAmount: "Under $1,000" });
    const simple = proposal({ bidAmount: "$2,500 - $5,000" });
    const expensive = proposal({ totalCents: 5_000_000 });
    const openEnded = proposal({ bidAmount: "$100,000+" });
    expect(ids(sortForComparison([openEnded, simple, cheapSimple, expensive], "total"))).toEqual([
      expensive.id,
      cheapSimple.id,
      simple.id,
      openEnded.id,
    ]);
  });

  it("orders equal figures by submission, earlier first, whatever order they came in", () => {
    const first = proposal({ totalCents: 100_000, submittedDate: "2026-03-01T10:00:00.000Z" });
    const second = proposal({ totalCents: 100_000, submittedDate: "2026-03-02T10:00:00.000Z" });
    expect(ids(sortForComparison([second, first], "total"))).toEqual([first.id, second.id]);
    const a = proposal({ bidAmount: "$1,000 - $2,500", submittedDate: "2026-03-05T00:00:00Z" });
    const b = proposal({ bidAmount: "$1,000 - $2,500", submittedDate: "2026-03-04T00:00:00Z" });
    expect(ids(sortForComparison([a, b], "total"))).toEqual([b.id, a.id]);
  });

  it("leaves the list it was given as it was", () => {
    const list = [proposal({ totalCents: 2 }), proposal({ totalCents: 1 })];
    const before = ids(list);
    sortForComparison(list, "total");
    expect(ids(list)).toEqual(before);
  });
});

describe("sortForComparison by date", () => {
  it("puts the newest first, itemised or not", () => {
    const old = proposal({ totalCents: 100, submittedDate: "2026-01-01T00:00:00.000Z" });
    const recent = proposal({ submittedDate: "2026-03-01T00:00:00.000Z" });
    const middle = proposal({ totalCents: 50, submittedDate: "2026-02-01T00:00:00.000Z" });
    expect(ids(sortForComparison([old, recent, middle], "date"))).toEqual([
      recent.id,
      middle.id,
      old.id,
    ]);
  });
});

describe("which proposals are compared", () => {
  it("leaves withdrawn proposals out and keeps declined ones", () => {
    const withdrawn = proposal({ status: "withdrawn", totalCents: 1 });
    const declined = proposal({ status: "declined", totalCents: 2 });
    const pending = proposal({});
    expect(ids(comparableProposals([withdrawn, declined, pending]))).toEqual([
      declined.id,
      pending.id,
    ]);
    expect(canCompare([withdrawn, declined])).toBe(false);
    expect(canCompare([withdrawn, declined, pending])).toBe(true);
  });
});

describe("lowestTotalIds", () => {
  it("marks the lowest itemised total", () => {
    const low = proposal({ totalCents: 452_000 });
    const high = proposal({ totalCents: 904_000 });
    expect([...lowestTotalIds([high, low])]).toEqual([low.id]);
  });

  it("marks every proposal tied at the lowest total", () => {
    const a = proposal({ totalCents: 452_000 });
    const b = proposal({ totalCents: 452_000 });
    const c = proposal({ totalCents: 452_001 });
    expect([...lowestTotalIds([a, b, c])].sort()).toEqual([a.id, b.id].sort());
  });

  it("marks nothing when a simple proposal's range could start below that total", () => {
    const itemised = proposal({ totalCents: 452_000 });
    const below = proposal({ bidAmount: "$2,500 - $5,000" });
    expect(lowestTotalIds([itemised, below]).size).toBe(0);
    const above = proposal({ bidAmount: "$5,000 - $10,000" });
    expect([...lowestTotalIds([itemised, above])]).toEqual([itemised.id]);
  });

  it("marks nothing with one proposal to compare, or none itemised", () => {
    const only = proposal({ totalCents: 100 });
    expect(lowestTotalIds([only]).size).toBe(0);
    expect(lowestTotalIds([only, proposal({ status: "withdrawn", totalCents: 200 })]).size).toBe(0);
    expect(lowestTotalIds([proposal({}), proposal({})]).size).toBe(0);
  });

  it("does not count a withdrawn proposal's lower total", () => {
    const withdrawn = proposal({ status: "withdrawn", totalCents: 1 });
    const a = proposal({ totalCents: 500 });
    const b = proposal({ totalCents: 600 });
    expect([...lowestTotalIds([withdrawn, a, b])]).toEqual([a.id]);
  });
});

describe("credentialChecks and missingRequired", () => {
  const none: ProposalCredentials = {
    esaLicence: null,
    tssaRegistration: null,
    wsibClearance: null,
    torontoBusinessLicence: null,
  };

  it("lists the credentials of the project's trade with the numbers given", () => {
    const checks = credentialChecks(
      { ...none, esaLicence: "7012345", tssaRegistration: "000123" },
      "Electrical",
      "Toronto, ON",
    );
    // TSSA does not apply to electrical work, so its number is not shown.
    expect(checks).toEqual([
      { kind: "esaLicence", required: true, number: "7012345" },
      { kind: "stoCertificate", required: false, number: null },
      { kind: "wsibClearance", required: false, number: null },
      { kind: "liabilityInsurance", required: false, number: null },
    ]);
    expect(missingRequired(checks)).toEqual([]);
  });

  it("marks the ESA licence missing on a simple proposal for electrical work", () => {
    for (const category of ["Electrical", "EV Charging"]) {
      expect(missingRequired(credentialChecks(null, category, "Toronto, ON"))).toEqual([
        "esaLicence",
      ]);
    }
  });

  it("never calls an optional credential missing-and-required", () => {
    const checks = credentialChecks(none, "HVAC", "North York, ON");
    expect(checks.map((check) => check.kind)).toEqual([
      "tssaRegistration",
      "stoCertificate",
      "wsibClearance",
      "torontoBusinessLicence",
      "liabilityInsurance",
    ]);
    expect(missingRequired(checks)).toEqual([]);
  });

  it("leaves the Toronto licence out outside the city, and TSSA out of plumbing without gas work", () => {
    const kinds = (work?: { gasWork?: boolean }) =>
      credentialChecks(none, "Plumbing", "Mississauga, ON", work).map((check) => check.kind);
    expect(kinds()).toEqual(["stoCertificate", "wsibClearance", "liabilityInsurance"]);
    expect(kinds({ gasWork: true })).toEqual([
      "stoCertificate",
      "tssaRegistration",
      "wsibClearance",
      "liabilityInsurance",
    ]);
  });

  it("shows a plumbing proposal's TSSA number as its stated gas work decides", () => {
    const quote = (gasWork?: boolean) => ({
      structured: {
        credentials: { ...none, tssaRegistration: gasWork === false ? null : "000123" },
        ...(gasWork === undefined ? {} : { gasWork }),
      },
    });
    const tssa = (proposal: ReturnType<typeof quote>) =>
      shownCredentialChecks(proposal, "Plumbing", "Brampton, ON").find(
        (check) => check.kind === "tssaRegistration",
      );
    expect(tssa(quote(true))).toEqual({
      kind: "tssaRegistration",
      required: true,
      number: "000123",
    });
    expect(tssa(quote(false))).toBeUndefined();
    // Sent before the question: its TSSA number is shown, as it was.
    expect(tssa(quote())).toMatchObject({ number: "000123" });
  });

  it("has nothing to check for a trade without credentials", () => {
    expect(credentialChecks(null, "Cleaning", "Toronto, ON")).toEqual([]);
  });
});

describe("rangeLowCents and depositPercent", () => {
  it("reads a range's lower bound in cents", () => {
    expect(rangeLowCents("$5,000 - $10,000")).toBe(500_000);
    expect(rangeLowCents("Under $1,000")).toBe(0);
    expect(rangeLowCents("$100,000+")).toBe(10_000_000);
  });

  it("gives a percentage deposit as given and an amount's share to one decimal", () => {
    expect(depositPercent({ kind: "percent", percent: 12.5 }, 100_000)).toBe(12.5);
    expect(depositPercent({ kind: "amount", cents: 45_200 }, 452_000)).toBe(10);
    expect(depositPercent({ kind: "amount", cents: 100_000 }, 300_000)).toBe(33.3);
    expect(depositPercent({ kind: "amount", cents: 0 }, 0)).toBe(0);
  });
});
