import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";

import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import * as notMeRoute from "@/app/api/not-me/[token]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as recoverRoute from "@/app/api/recover/route";
import * as unsubscribeRoute from "@/app/api/unsubscribe/[token]/route";
import { configureRateLimit } from "@/lib/api/rate-limit";
import { mailRecipients, mailTokens, outbox } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { MAIL_BUDGET, SUPPRESSED_BLOCKED, SUPPRESSED_LIMIT } from "@/lib/mail/outbox";
import { fileTransport, smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../smtp-server";
import { getDb } from "@/lib/db/client";
import {
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

const VICTIM = "victim@mailbox.example";
const SPAM_TITLE = "WIN A FREE CRUISE visit cheap-pills.example now";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

async function post(body: Record<string, unknown>) {
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: { ...validProject, ...body } }),
    undefined,
  );
  expect(response.status).toBe(201);
  return response.json();
}

/** A description of its own for post `n`: one address's repeat of an open project is refused. */
const textOf = (n: number) =>
  `${validProject.description} Reference ${createHash("sha256").update(String(n)).digest("hex")}`;

/** A project posted and published by its homeowner's e-mailed link (the address proven). */
async function postListed(body: Record<string, unknown>) {
  const posted = await post(body);
  await publishByEmail(await getDb(), posted.project.id, String(body.homeownerEmail));
  return posted;
}

async function propose(projectId: number, overrides: Record<string, unknown> = {}) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: { ...validProposal(projectId), ...overrides },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  return response.json();
}

/** A bare POST as a mail provider's one-click unsubscribe sends it (RFC 8058): no Origin. */
const oneClick = (
  route: typeof unsubscribeRoute | typeof notMeRoute,
  path: string,
  token: string,
) =>
  route.POST(
    request(`${path}/${token}`, {
      method: "POST",
      raw: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    params({ token }),
  );

const recover = (email: string) =>
  recoverRoute.POST(request("/api/recover", { method: "POST", body: { email } }), undefined);

describe.each(databases)("mail nobody can abuse, on $name", (target) => {
  const state = useDatabase(target);
  let transport: MailTransport;
  beforeAll(() => {
    transport = smtpTransport(smtp.url);
  });
  const deliver = () => deliverDueMail(state.handle!.db, transport);
  const outboxRows = () => state.handle!.db.select().from(outbox).orderBy(outbox.id);

  it("mails an address someone typed in at most a few times, whatever its capitalisation", async () => {
    const spellings = [VICTIM, VICTIM.toUpperCase(), ` Victim@Mailbox.Example `];
    const emailed: boolean[] = [];
    for (let i = 0; i < 20; i++) {
      const body = await post({
        title: SPAM_TITLE,
        description: textOf(i),
        homeownerEmail: spellings[i % 3],
      });
      emailed.push(body.manageLinkEmailed);
    }
    // A proposal's receipt to the same address counts against the same limit.
    const other = await postListed({ homeownerEmail: "owner@home.example" });
    const proposal = await propose(other.project.displayId, { contractorEmail: VICTIM });
    expect(proposal.receiptEmailed).toBe(false);
    await deliver();

    const received = smtp.received.filter((mail) => mail.to === VICTIM);
    expect(received).toHaveLength(MAIL_BUDGET.perHour);
    expect(emailed.filter(Boolean)).toHaveLength(MAIL_BUDGET.perHour);
    // The text a visitor typed never reaches a subject line.
    for (const mail of received) expect(mail.subject).not.toMatch(/cruise|pills/i);
    const held = (await outboxRows()).filter((row) => row.lastError === SUPPRESSED_LIMIT);
    expect(held).toHaveLength(20 - MAIL_BUDGET.perHour + 1);
    // What was held back keeps no secret link.
    expect(held.every((row) => row.status === "suppressed" && !("private" in row.payload))).toBe(
      true,
    );
    // Another address is not affected: its manage link and the notice of the proposal.
    expect(smtp.to("owner@home.example")).toHaveLength(2);
  });

  it("puts a 'this was not me' link in first messages, which stops every e-mail to the address", async () => {
    await post({ homeownerEmail: VICTIM });
    await deliver();
    const [mail] = smtp.to(VICTIM);
    const link = linkIn(mail!, "/not-me/");
    const token = link.pathname.split("/").pop()!;
    // Waiting in the outbox when the address says no (a proposal's receipt): not sent either.
    const other = await postListed({ homeownerEmail: "owner@home.example" });
    await propose(other.project.displayId, { contractorEmail: VICTIM });
    expect((await oneClick(notMeRoute, "/api/not-me", "x".repeat(43))).status).toBe(404);
    expect((await oneClick(notMeRoute, "/api/not-me", token)).status).toBe(200);

    const second = await post({ homeownerEmail: VICTIM.toUpperCase(), description: textOf(2) });
    expect(second.manageLinkEmailed).toBe(false);
    smtp.received.length = 0;
    await state.handle!.db.update(outbox).set({ sendAfter: sql`now() - interval '1 second'` });
    await deliver();
    expect(smtp.to(VICTIM)).toHaveLength(0);
    const [recipient] = await state
      .handle!.db.select()
      .from(mailRecipients)
      .where(eq(mailRecipients.email, VICTIM));
    expect(recipient!.blockedAt).toBeInstanceOf(Date);
    const toVictim = (await outboxRows()).filter((row) => row.recipient.toLowerCase() === VICTIM);
    expect(toVictim.filter((row) => row.status === "sent")).toHaveLength(1);
    expect(
      toVictim.filter((row) => row.status !== "sent").every((r) => r.status === "suppressed"),
    ).toBe(true);
    expect(toVictim.some((row) => row.lastError === SUPPRESSED_BLOCKED)).toBe(true);
  });

  it("takes a mail provider's one-click unsubscribe however often its servers post", async () => {
    const project = await postListed({ homeownerEmail: "owner@home.example" });
    await propose(project.project.displayId);
    await deliver();
    const notice = smtp.to("owner@home.example").find((m) => m.subject.startsWith("New proposal"))!;
    const header = notice.headers.get("list-unsubscribe")!;
    const token = new URL(header.replace(/^<|>$/g, "")).pathname.split("/").pop()!;
    // The write limit at its tightest: one write a minute per client.
    configureRateLimit(1, "memory");
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await oneClick(unsubscribeRoute, "/api/unsubscribe", token)).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // The token is kept only as a hash: nothing stored holds it.
    const stored = await state.handle!.db.execute(
      sql`select (select count(*) from ${mailTokens} t where t::text like ${`%${token}%`})
        + (select count(*) from ${mailRecipients} r where r::text like ${`%${token}%`}) as found`,
    );
    expect(Number((stored as unknown as { rows: { found: string }[] }).rows[0]!.found)).toBe(0);
  });

  it("answers a recovery the same way with or without projects, and does the lookup at delivery", async () => {
    await post({ homeownerEmail: VICTIM });
    await deliver();
    smtp.received.length = 0;
    const unknown = await recover("nobody@nowhere.example");
    const known = await recover(VICTIM);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    // What the request wrote does not depend on the address's projects.
    const requests = (await outboxRows()).filter((row) => row.template === "manage-links");
    expect(requests.map((row) => row.payload)).toEqual([{}, {}]);
    await deliver();
    expect(smtp.to("nobody@nowhere.example")).toHaveLength(0);
    expect(smtp.to(VICTIM)).toHaveLength(1);
  });

  it("counts recovery requests per address whatever its capitalisation", async () => {
    // Projects posted under three spellings of one address, each followed by three requests. The
    // first published, so the address is proven: the mail budget of an address nobody proved
    // (MAIL_BUDGET) does not hold back the recoveries, their own limit does.
    const spellings = [VICTIM, VICTIM.toUpperCase(), "Victim@MAILBOX.example"];
    for (const [n, spelling] of spellings.entries()) {
      const body = { homeownerEmail: spelling, description: textOf(n) };
      if (n === 0) await postListed(body);
      else await post(body);
      for (let i = 0; i < 3; i++) expect((await recover(spelling)).status).toBe(202);
    }
    await deliver();
    const recoveries = smtp.to(VICTIM).filter((mail) => mail.subject.includes("manage links"));
    expect(recoveries).toHaveLength(3);
  });

  describe("logs", () => {
    let rejecting: SMTPServer;
    let url: string;
    beforeAll(async () => {
      rejecting = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(address, _session, callback) {
          const error = new Error(`<${address.address}>: Recipient address rejected`);
          (error as Error & { responseCode: number }).responseCode = 550;
          callback(error);
        },
      });
      await new Promise<void>((resolve) => rejecting.listen(0, "127.0.0.1", resolve));
      url = `smtp://127.0.0.1:${(rejecting.server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => rejecting.close(() => resolve())));
    afterEach(() => vi.restoreAllMocks());

    it("carry no recipient address or visitor text when a mail server refuses a message", async () => {
      const lines: string[] = [];
      vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args.join(" ")));
      vi.spyOn(console, "log").mockImplementation((...args) => void lines.push(args.join(" ")));
      await post({ title: SPAM_TITLE, homeownerEmail: VICTIM });
      await deliverDueMail(state.handle!.db, smtpTransport(url));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join("\n")).not.toMatch(/victim|mailbox\.example|cruise/i);
      // The operator's deliveries list keeps the server's whole answer.
      const [row] = await outboxRows();
      expect(row!.lastError).toContain(VICTIM);

      // The embedded default's files: the log names the file, not the address or subject.
      lines.length = 0;
      await fileTransport(`${process.env.TMPDIR ?? "/tmp"}/torontopros-mail-test`).send({
        to: VICTIM,
        subject: SPAM_TITLE,
        text: "text",
        html: "<p>text</p>",
        messageId: "<log-test@torontopros.local>",
      });
      expect(lines.join("\n")).not.toMatch(/victim|cruise/i);
    });
  });

  it("records a message the server accepted even when the first record fails, and sends it once", async () => {
    const db = state.handle!.db;
    // A real database failure on the first attempt to record a sent message (a sequence's
    // value survives the rollback, so only the first attempt fails).
    await db.execute(sql`create sequence if not exists record_failures`);
    await db.execute(sql`create or replace function fail_first_record() returns trigger
      language plpgsql as $$
      begin
        if new.status = 'sent' then
          if nextval('record_failures') = 1 then
            raise exception 'connection lost while recording';
          end if;
        end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger fail_first_record before update on outbox
      for each row execute function fail_first_record()`);
    try {
      await post({ homeownerEmail: VICTIM });
      await deliver().catch(() => {});
      // A claim that has run out, as after a crash: a worker would now send it again.
      await db.update(outbox).set({ claimedUntil: sql`now() - interval '1 second'` });
      await deliver();
      expect(smtp.to(VICTIM)).toHaveLength(1);
      const [row] = await outboxRows();
      expect(row!.status).toBe("sent");
    } finally {
      await db.execute(sql`drop trigger if exists fail_first_record on outbox`);
      await db.execute(sql`drop function if exists fail_first_record()`);
      await db.execute(sql`drop sequence if exists record_failures`);
    }
  });
});
