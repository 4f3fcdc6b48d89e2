import { describe, expect, it } from "vitest";

import { addressKey } from "@/lib/mail/address-key";
import {
  CONTENT_REPORT_REASONS,
  noteRecipients,
  REPORT_RETENTION_DAYS,
  retentionCutoff,
} from "@/lib/moderation/rules";
import { reportContentSchema, resolveReportSchema } from "@/lib/moderation/schema";

// The pure rules of reports and note notices (docs/decisions/0024-questions-notes-and-conversations.md).

describe("noteRecipients", () => {
  it("names each mailbox once, first spelling kept, and never the homeowner", () => {
    expect(
      noteRecipients(
        [
          "Ada.Builds@gmail.com",
          "adabuilds+quotes@gmail.com",
          "bids@northside.example",
          "Home@Owner.example",
          "BIDS@northside.example",
        ],
        "home@owner.example",
        addressKey,
      ),
    ).toEqual(["Ada.Builds@gmail.com", "bids@northside.example"]);
  });

  it("names nobody when nobody is at work on the project", () => {
    expect(noteRecipients([], null, addressKey)).toEqual([]);
    expect(noteRecipients(["home@owner.example"], "home@owner.example", addressKey)).toEqual([]);
  });
});

describe("retentionCutoff", () => {
  it("keeps a decided report for REPORT_RETENTION_DAYS days", () => {
    const now = new Date("2026-12-04T12:00:00.000Z");
    expect(REPORT_RETENTION_DAYS).toBe(90);
    expect(retentionCutoff(now).toISOString()).toBe("2026-09-05T12:00:00.000Z");
  });
});

describe("reportContentSchema", () => {
  it("takes a reason from the list, with optional words, trimmed; empty words are none", () => {
    for (const reason of CONTENT_REPORT_REASONS) {
      expect(reportContentSchema.parse({ reason })).toEqual({ reason });
    }
    expect(reportContentSchema.parse({ reason: "spam", text: "  ads  " })).toEqual({
      reason: "spam",
      text: "ads",
    });
    expect(reportContentSchema.parse({ reason: "spam", text: "   " })).toEqual({
      reason: "spam",
    });
  });

  it("refuses another reason, too many words, a filled honeypot", () => {
    expect(reportContentSchema.safeParse({}).success).toBe(false);
    expect(reportContentSchema.safeParse({ reason: "ugly" }).success).toBe(false);
    expect(reportContentSchema.safeParse({ reason: "spam", text: "x".repeat(1001) }).success).toBe(
      false,
    );
    expect(reportContentSchema.safeParse({ reason: "spam", text: 5 }).success).toBe(false);
    expect(reportContentSchema.safeParse({ reason: "spam", website: "x" }).success).toBe(false);
  });
});

describe("resolveReportSchema", () => {
  it("takes hide or dismiss only", () => {
    expect(resolveReportSchema.parse({ action: "hide" })).toEqual({ action: "hide" });
    expect(resolveReportSchema.parse({ action: "dismiss" })).toEqual({ action: "dismiss" });
    expect(resolveReportSchema.safeParse({ action: "unhide" }).success).toBe(false);
  });
});
