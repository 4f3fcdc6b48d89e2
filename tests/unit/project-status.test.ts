import fc from "fast-check";
import { describe, expect, it } from "vitest";

import messages from "@/messages/en.json";
import { BIDDING_STATUSES } from "@/lib/projects/project";
import { SHOWN_STATUSES, shownAfter, shownStatus, statusMoves } from "@/lib/projects/status";
import { PROJECT_STATUSES } from "@/lib/validation/options";

const facts = fc.record({
  status: fc.constantFrom(...PROJECT_STATUSES),
  proposalAccepted: fc.boolean(),
  agreementConfirmed: fc.boolean(),
});

describe("one status vocabulary", () => {
  it("names a bidding project by its hire and agreement", () => {
    for (const status of BIDDING_STATUSES) {
      expect(shownStatus({ status, proposalAccepted: false })).toBe("open");
      expect(shownStatus({ status, proposalAccepted: true })).toBe("hired");
      expect(shownStatus({ status, proposalAccepted: true, agreementConfirmed: true })).toBe(
        "agreement-confirmed",
      );
    }
  });

  it("keeps the owner's own choices, whatever the hire", () => {
    fc.assert(
      fc.property(facts, fc.constantFrom("in-progress", "completed", "cancelled"), (f, status) => {
        expect(shownStatus({ ...f, status })).toBe(status);
      }),
    );
  });

  it("has one English word for every status shown, and no other", () => {
    expect(Object.keys(messages.project.statusLabels).sort()).toEqual([...SHOWN_STATUSES].sort());
  });
});

describe("the owner's status moves", () => {
  it("offers the current status first, then only other statuses", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const moves = statusMoves(f);
        expect(moves[0]).toBe(f.status);
        expect(new Set(moves).size).toBe(moves.length);
        expect(moves.every((move) => PROJECT_STATUSES.includes(move))).toBe(true);
      }),
    );
  });

  it("never shows two options with the same word", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const words = statusMoves(f).map((move) => shownAfter(f, move));
        expect(new Set(words).size).toBe(words.length);
      }),
    );
  });

  it("completes only work that started, and reopens only a cancelled project", () => {
    expect(statusMoves({ status: "open", proposalAccepted: false })).toEqual([
      "open",
      "in-progress",
      "cancelled",
    ]);
    expect(
      statusMoves({ status: "open", proposalAccepted: true, agreementConfirmed: true }),
    ).toEqual(["open", "in-progress", "cancelled"]);
    expect(statusMoves({ status: "in-progress", proposalAccepted: true })).toEqual([
      "in-progress",
      "completed",
      "cancelled",
    ]);
    expect(statusMoves({ status: "completed", proposalAccepted: true })).toEqual([
      "completed",
      "in-progress",
    ]);
    expect(statusMoves({ status: "cancelled", proposalAccepted: false })).toEqual([
      "cancelled",
      "open",
    ]);
    // An older estimation stage reads as open, and can move on like open.
    expect(statusMoves({ status: "estimated", proposalAccepted: false })).toEqual([
      "estimated",
      "in-progress",
      "cancelled",
    ]);
  });
});
