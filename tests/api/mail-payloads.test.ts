import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { outbox } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { enqueueMail } from "@/lib/mail/outbox";
import { smtpTransport } from "@/lib/mail/transport";
import { startSmtpServer, type TestSmtpServer } from "../smtp-server";
import { databases, receiptPayload as receipt, useDatabase } from "./helpers";

const CONTRACTOR = "bids@northside.example";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});

describe.each(databases)("stored mail that no template can render, on $name", (target) => {
  const state = useDatabase(target);

  it("is marked failed at once with a log line naming the fields, and the rest is sent", async () => {
    const { db } = state.handle!;
    smtp.received.length = 0;
    const stored = (template: string, payload: Record<string, unknown>, messageId: string) =>
      db
        .insert(outbox)
        .values({ template, recipient: CONTRACTOR, payload, transactional: true, messageId });
    // Written by an older or newer release: a field renamed, and a kind this one does not know.
    const { bid: _bid, ...withoutBid } = receipt;
    await stored("proposal-receipt", { ...withoutBid, amount: "$5,000" }, "<old@test>");
    await stored("postcard", { text: "hello" }, "<unknown@test>");
    await db.transaction((tx) =>
      enqueueMail(tx, { template: "proposal-receipt", recipient: CONTRACTOR, payload: receipt }),
    );

    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await deliverDueMail(db, smtpTransport(smtp.url));
      const lines = log.mock.calls.map((call) => String(call[0]));
      expect(lines).toEqual([
        "Mail 1 (proposal-receipt) not sent, given up: Not sent: the stored message does not fit its template: invalid bid",
        "Mail 2 (postcard) not sent, given up: Not sent: the stored message does not fit its template: unknown template",
      ]);
    } finally {
      log.mockRestore();
    }

    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 1],
      ["failed", 1],
      ["sent", 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/does not fit its template: invalid bid$/);
    // A message given up keeps no secret link.
    expect("private" in rows[0]!.payload).toBe(false);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain("track=secret");
  });

  it("refuses to queue a payload that does not fit its kind, and the event rolls back", async () => {
    const { db } = state.handle!;
    const malformed = { ...receipt, private: {} } as unknown as typeof receipt;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(outbox).values({
          template: "contact-message",
          recipient: "owner@home.example",
          payload: {},
          transactional: true,
          messageId: "<same-transaction@test>",
        });
        await enqueueMail(tx, {
          template: "proposal-receipt",
          recipient: CONTRACTOR,
          payload: malformed,
        });
      }),
    ).rejects.toThrow(/trackUrl/);
    expect(await db.select().from(outbox)).toEqual([]);
  });
});
