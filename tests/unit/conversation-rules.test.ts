import { describe, expect, it } from "vitest";

import {
  MAX_MAIL_DELAY_MINUTES,
  MESSAGES_PER_ACCOUNT_PER_DAY,
  MESSAGES_PER_PROJECT_PER_DAY,
  QUIET_MINUTES,
  mailDueAt,
  seenUpTo,
  sendRefusal,
  showsContactDetails,
  takesMessages,
} from "@/lib/conversations/rules";
import { sendMessageSchema } from "@/lib/conversations/schema";

const NOW = new Date("2026-12-04T12:00:00Z");
const minutes = (count: number) => count * 60_000;

describe("conversation rules", () => {
  it("takes messages while the proposal waits or after the hire, and unmasks only after it", () => {
    expect(["pending", "accepted", "declined", "withdrawn"].map(takesMessages)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(["pending", "accepted", "declined"].map(showsContactDetails)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("refuses past the sender's day, then the project's, with the wait until the oldest is a day old", () => {
    const free = { count: 0, oldest: null };
    expect(sendRefusal({ account: free, project: free }, NOW)).toBeNull();
    const full = (count: number) => ({
      count,
      oldest: new Date(NOW.getTime() - minutes(23 * 60)),
    });
    expect(
      sendRefusal({ account: full(MESSAGES_PER_ACCOUNT_PER_DAY), project: free }, NOW),
    ).toEqual({ reason: "account-limit", retryAfterSeconds: 3_600 });
    expect(
      sendRefusal({ account: free, project: full(MESSAGES_PER_PROJECT_PER_DAY) }, NOW),
    ).toEqual({ reason: "project-limit", retryAfterSeconds: 3_600 });
  });

  it("mails after a quiet period, pushed back by each message, never past the cap", () => {
    expect(mailDueAt(NOW, NOW)).toEqual(new Date(NOW.getTime() + minutes(QUIET_MINUTES)));
    const later = new Date(NOW.getTime() + minutes(5));
    expect(mailDueAt(NOW, later)).toEqual(new Date(later.getTime() + minutes(QUIET_MINUTES)));
    const muchLater = new Date(NOW.getTime() + minutes(MAX_MAIL_DELAY_MINUTES - 2));
    expect(mailDueAt(NOW, muchLater)).toEqual(
      new Date(NOW.getTime() + minutes(MAX_MAIL_DELAY_MINUTES)),
    );
  });

  it("shows Seen under the newest of the reader's messages the other read", () => {
    expect(seenUpTo([])).toBeNull();
    expect(
      seenUpTo([
        { id: 1, mine: true, readAt: "2026-12-04T12:00:00Z" },
        { id: 2, mine: false, readAt: null },
        { id: 3, mine: true, readAt: "2026-12-04T12:05:00Z" },
        { id: 4, mine: true, readAt: null },
      ]),
    ).toBe(3);
  });

  it("takes text, photos or both, but not neither", () => {
    expect(sendMessageSchema.safeParse({ body: "  hi  " }).data).toEqual({
      body: "hi",
      photos: [],
    });
    expect(sendMessageSchema.safeParse({ body: " \u200b " }).success).toBe(false);
    expect(sendMessageSchema.safeParse({}).success).toBe(false);
    expect(
      sendMessageSchema.safeParse({
        photos: ["/api/uploads/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0.jpg"],
      }).success,
    ).toBe(true);
  });
});
