import { describe, expect, it } from "vitest";

import {
  askRefusal,
  DAY_MS,
  MAX_OPEN_QUESTIONS,
  noteWait,
  NOTES_PER_PROJECT_PER_DAY,
  QUESTIONS_PER_ACCOUNT_PER_DAY,
  QUESTIONS_PER_PROJECT_PER_DAY,
} from "@/lib/questions/rules";

const now = new Date("2026-12-03T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const quiet = { count: 0, oldest: null };

describe("how many questions a contractor may ask", () => {
  it("takes up to three open questions per project, then waits for an answer", () => {
    expect(MAX_OPEN_QUESTIONS).toBe(3);
    for (const open of [0, 1, 2]) {
      expect(askRefusal({ open, account: quiet, project: quiet }, now)).toBeNull();
    }
    expect(askRefusal({ open: 3, account: quiet, project: quiet }, now)).toEqual({
      reason: "open-limit",
    });
  });

  it("refuses past the account's day, until its oldest question of the day is a day old", () => {
    const account = { count: QUESTIONS_PER_ACCOUNT_PER_DAY, oldest: hoursAgo(20) };
    expect(askRefusal({ open: 0, account, project: quiet }, now)).toEqual({
      reason: "account-limit",
      retryAfterSeconds: 4 * 3600,
    });
    expect(
      askRefusal(
        { open: 0, account: { ...account, count: account.count - 1 }, project: quiet },
        now,
      ),
    ).toBeNull();
  });

  it("refuses past the project's day, whoever asked", () => {
    const project = { count: QUESTIONS_PER_PROJECT_PER_DAY, oldest: hoursAgo(1) };
    expect(askRefusal({ open: 0, account: quiet, project }, now)).toEqual({
      reason: "project-limit",
      retryAfterSeconds: 23 * 3600,
    });
  });

  it("names the open questions first: they are what the contractor can change", () => {
    const full = { count: 99, oldest: hoursAgo(1) };
    expect(askRefusal({ open: 3, account: full, project: full }, now)?.reason).toBe("open-limit");
  });

  it("never asks to wait less than a second", () => {
    const account = {
      count: QUESTIONS_PER_ACCOUNT_PER_DAY,
      oldest: new Date(now.getTime() - DAY_MS),
    };
    expect(askRefusal({ open: 0, account, project: quiet }, now)).toEqual({
      reason: "account-limit",
      retryAfterSeconds: 1,
    });
  });
});

describe("how many notes a homeowner may add", () => {
  it("takes ten a day", () => {
    expect(noteWait({ count: NOTES_PER_PROJECT_PER_DAY - 1, oldest: hoursAgo(2) }, now)).toBe(0);
    expect(noteWait({ count: NOTES_PER_PROJECT_PER_DAY, oldest: hoursAgo(2) }, now)).toBe(
      22 * 3600,
    );
  });
});
