import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as cancellationRoute from "@/app/api/agreements/[id]/cancellation-notice/route";
import * as changeOrdersRoute from "@/app/api/agreements/[id]/change-orders/route";
import * as changeOrderConfirmRoute from "@/app/api/agreements/[id]/change-orders/[number]/confirm/route";
import * as completionRoute from "@/app/api/agreements/[id]/completion/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import { agreementDocument, formatDay, type AgreementSection } from "@/lib/agreements/document";
import { agreementAsText } from "@/lib/agreements/text";
import type { Agreement } from "@/lib/agreements/shapes";
import { torontoDay } from "@/lib/calendar-day";
import { agreementCancellationNotices, changeOrders, outbox } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { smtpTransport } from "@/lib/mail/transport";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../smtp-server";
import { agreement, CONTRACTOR, HOMEOWNER, post } from "./agreement-fixture";
import { ADMIN_TOKEN, databases, params, request, useDatabase } from "./helpers";

// What issue item 6 adds to the agreement under the Consumer Protection Act, 2002 and O. Reg.
// 17/05: a change order may carry a new start date (s. 26; docs/decisions/0019-payments-holdback-and-change-orders.md), the homeowner gives a
// dated notice of cancellation e-mailed to both parties (ss. 92 and 96; docs/decisions/0018-agreements-and-ontario-consumer-law.md), and the
// contractor says whether it met the homeowner in person, with who negotiated the agreement for
// it, where and when (a direct agreement, s. 1 and O. Reg. 17/05, s. 35; docs/decisions/0018-agreements-and-ontario-consumer-law.md).

const DAY = 86_400_000;
/** A day `days` from today in Toronto, YYYY-MM-DD. */
const inDays = (days: number) => torontoDay(new Date(Date.now() + days * DAY));
/** The quote's own dates (tests/api/agreement-fixture.ts). */
const QUOTE_START = "2027-03-01";
const QUOTE_COMPLETION = "2027-03-20";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});

describe.each(databases)("the agreement under Ontario law on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  const read = async (ids: Record<string, string>, token: string) => {
    const response = await agreementRoute.GET(request("/", { token }), params(ids) as never);
    expect(response.status).toBe(200);
    return (await response.json()) as Agreement;
  };
  const mailsOf = (template: string) =>
    db().select().from(outbox).where(eq(outbox.template, template)).orderBy(outbox.id);
  const section = (agreement: Agreement, id: string): AgreementSection | undefined =>
    agreementDocument(agreement).find((candidate) => candidate.id === id);
  const rowsOf = (agreement: Agreement, id: string) =>
    Object.fromEntries(section(agreement, id)?.rows ?? []);
  /** The issues' paths and messages of a 400. */
  const refused = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    return body.issues.map((issue) => `${issue.path}: ${issue.message}`);
  };

  describe("POST /api/agreements/{id}/change-orders: a new start date", () => {
    const propose = (ids: Record<string, string>, token: string, body: unknown) =>
      post(changeOrdersRoute, "/", ids, body, token);
    const change = {
      description: "Start later: the fixtures the homeowner chose arrive late.",
      priceChangeCents: 0,
      name: "Sam Patel",
    };

    it("refuses a malformed or past start date with 400 naming the field, and a start after the completion", async () => {
      const { ids, contractor } = await agreement(db(), "both");
      expect(
        await refused(await propose(ids, contractor, { ...change, startDate: "2027-13-01" })),
      ).toEqual(["startDate: Use a date as YYYY-MM-DD"]);
      expect(
        await refused(await propose(ids, contractor, { ...change, startDate: "next week" })),
      ).toEqual(["startDate: Use a date as YYYY-MM-DD"]);
      expect(
        await refused(await propose(ids, contractor, { ...change, startDate: 20270405 })),
      ).toEqual(["startDate: Use a date as YYYY-MM-DD"]);
      // A date and time is not a day.
      expect(
        await refused(await propose(ids, contractor, { ...change, startDate: "2027-04-05T09:00" })),
      ).toEqual(["startDate: Use a date as YYYY-MM-DD"]);
      expect(
        await refused(await propose(ids, contractor, { ...change, startDate: inDays(-1) })),
      ).toEqual(["startDate: Choose today or a later day: a new start date cannot be in the past"]);
      // After the completion date in force, the completion moves too, in the same change order.
      const late = inDays(400);
      expect(await refused(await propose(ids, contractor, { ...change, startDate: late }))).toEqual(
        ["startDate: The start date cannot be after the completion date"],
      );
      expect(
        await refused(
          await propose(ids, contractor, {
            ...change,
            startDate: late,
            completionDate: inDays(399),
          }),
        ),
      ).toEqual(["completionDate: The completion date cannot be before the start date"]);
      // Nothing was stored, nothing mailed.
      expect(await db().select().from(changeOrders)).toEqual([]);
      expect(await mailsOf("change-order")).toEqual([]);
      // Today is not past.
      expect((await propose(ids, contractor, { ...change, startDate: torontoDay() })).status).toBe(
        201,
      );
    });

    it("confirmed by the homeowner, it is the start date, the first one kept beside it, in the document, the copy and both e-mails", async () => {
      smtp.received.length = 0;
      const { ids, owner, contractor } = await agreement(db(), "both");
      const start = inDays(120);
      const completion = inDays(140);
      const proposed = await propose(ids, contractor, {
        ...change,
        startDate: start,
        completionDate: completion,
      });
      expect(proposed.status).toBe(201);
      const pending = (await proposed.json()) as Agreement;
      expect(pending.changeOrders[0]).toMatchObject({
        number: 1,
        startDate: start,
        completionDate: completion,
      });
      // Until the homeowner confirms it, the agreement's dates stay as agreed.
      expect(rowsOf(pending, "dates")["Start date"]).toBe(formatDay(QUOTE_START));
      const [sent] = await mailsOf("change-order");
      expect(sent!.recipient).toBe(HOMEOWNER);
      expect(sent!.payload).toMatchObject({
        startDate: `${start}T12:00:00.000Z`,
        completionDate: `${completion}T12:00:00.000Z`,
        startBefore: `${QUOTE_START}T12:00:00.000Z`,
        completionBefore: `${QUOTE_COMPLETION}T12:00:00.000Z`,
      });

      const confirmed = await post(
        changeOrderConfirmRoute,
        "/",
        { ...ids, number: "1" },
        { name: "Jordan Lee" },
        owner,
      );
      expect(confirmed.status).toBe(200);
      const agreed = (await confirmed.json()) as Agreement;
      const dates = rowsOf(agreed, "dates");
      expect(dates["Start date"]).toBe(
        `${formatDay(start)} (change order 1; before: ${formatDay(QUOTE_START)})`,
      );
      expect(dates["Completion date"]).toBe(
        `${formatDay(completion)} (change order 1; before: ${formatDay(QUOTE_COMPLETION)})`,
      );
      // The change order's own record keeps the new date, in the printed copy too.
      expect(rowsOf(agreed, "change-orders")["No. 1 · New start date"]).toBe(formatDay(start));
      const copy = agreementAsText(agreed);
      expect(copy).toContain(
        `Start date: ${formatDay(start)} (change order 1; before: ${formatDay(QUOTE_START)})`,
      );
      expect(copy).toContain(`No. 1 · New start date: ${formatDay(start)}`);
      // The late-start right runs from a new start date the homeowner agreed to.
      expect(
        section(agreed, "rights")!
          .paragraphs!.map((p) => p.body)
          .join(" "),
      ).toContain("or after a new start date you agreed to");
      const [answer] = await mailsOf("change-order-answered");
      expect(answer!.recipient).toBe(CONTRACTOR);
      expect(answer!.payload).toMatchObject({
        kind: "confirmed",
        startDate: `${start}T12:00:00.000Z`,
        startBefore: `${QUOTE_START}T12:00:00.000Z`,
        completionDate: `${completion}T12:00:00.000Z`,
      });

      // Both e-mails, through a real SMTP server, say so with the section of the Act.
      await deliverDueMail(db(), smtpTransport(smtp.url));
      const toOwner = smtp.to(HOMEOWNER).find((mail) => mail.subject.startsWith("Change order 1"))!;
      expect(toOwner.text).toContain(
        `This change order moves the start date to ${formatDay(start)} (before: ${formatDay(QUOTE_START)}).`,
      );
      expect(toOwner.text).toContain("(Consumer Protection Act, 2002, s. 26)");
      expect(toOwner.text).toContain(
        `This change order moves the completion date to ${formatDay(completion)} (before: ${formatDay(QUOTE_COMPLETION)}).`,
      );
      const toContractor = smtp
        .to(CONTRACTOR)
        .find((mail) => mail.subject.startsWith("Change order 1 confirmed"))!;
      expect(toContractor.text).toContain(
        `Change order 1 moves the start date to ${formatDay(start)} (before: ${formatDay(QUOTE_START)})`,
      );

      // A later change order that leaves the start date keeps the one change order 1 gave.
      expect(
        (
          await propose(ids, owner, {
            description: "Add a dimmer in the den, on the same circuit.",
            priceChangeCents: 8_000,
            name: "Jordan Lee",
          })
        ).status,
      ).toBe(201);
      const second = await post(
        changeOrderConfirmRoute,
        "/",
        { ...ids, number: "2" },
        { name: "Sam Patel" },
        contractor,
      );
      const after = (await second.json()) as Agreement;
      expect(rowsOf(after, "dates")["Start date"]).toContain(
        `${formatDay(start)} (change order 1;`,
      );
      const [, secondAnswer] = await mailsOf("change-order-answered");
      expect(secondAnswer!.payload).toMatchObject({ startDate: `${start}T12:00:00.000Z` });
      expect(secondAnswer!.payload).not.toHaveProperty("startBefore");

      // The work cannot be recorded done before the start date now agreed.
      const early = await post(
        completionRoute,
        "/",
        ids,
        { kind: "completion", completedOn: torontoDay() },
        owner,
      );
      expect(early.status).toBe(409);
      expect((await early.json()).code).toBe("completion_before_start");

      // Stored, a change order's new start date is fixed like the rest of it.
      await expect(
        db().execute(sql`UPDATE change_orders SET start_date = '2030-01-01' WHERE number = 1`),
      ).rejects.toThrow();
    });
  });

  describe("POST /api/agreements/{id}/cancellation-notice", () => {
    const give = (ids: Record<string, string>, token: string | undefined, body: unknown) =>
      post(cancellationRoute, "/", ids, body, token);

    it("is the homeowner's, from the link e-mailed to them, on an agreement both confirmed", async () => {
      const draft = await agreement(db(), "one");
      const early = await give(draft.ids, draft.owner, { reason: "cooling-off" });
      expect(early.status).toBe(409);
      expect((await early.json()).code).toBe("not_confirmed");

      const { ids, contractor, manageToken } = await agreement(
        db(),
        "both",
        {},
        "second@home.example",
      );
      expect((await give(ids, undefined, { reason: "cooling-off" })).status).toBe(401);
      expect((await give(ids, "not-a-key", { reason: "cooling-off" })).status).toBe(403);
      // The contractor has no such right to give: the Act gives it to the consumer.
      expect((await give(ids, contractor, { reason: "cooling-off" })).status).toBe(403);
      expect((await give(ids, ADMIN_TOKEN, { reason: "cooling-off" })).status).toBe(403);
      // The manage link opens the agreement but gives no notice for anyone.
      const unproven = await give(ids, manageToken, { reason: "cooling-off" });
      expect(unproven.status).toBe(403);
      expect((await unproven.json()).code).toBe("proof_required");
      expect(await db().select().from(agreementCancellationNotices)).toEqual([]);
      expect(await mailsOf("cancellation-notice")).toEqual([]);
    });

    it("refuses a missing or unknown reason and a bad explanation with 400 naming the field, never 500", async () => {
      const { ids, owner } = await agreement(db(), "both");
      const REASON =
        "reason: Choose the reason: cooling-off, late-start, online, missing-information, unfair-practice or other";
      const WORDS = "explanation: Say in your own words why you cancel (10 to 2,000 characters)";
      expect(await refused(await give(ids, owner, {}))).toEqual([REASON]);
      expect(await refused(await give(ids, owner, { reason: "changed my mind" }))).toEqual([
        REASON,
      ]);
      expect(await refused(await give(ids, owner, { reason: ["other"] }))).toEqual([REASON]);
      expect(await refused(await give(ids, owner, { reason: "other" }))).toEqual([WORDS]);
      expect(
        await refused(await give(ids, owner, { reason: "other", explanation: "   " })),
      ).toEqual([WORDS]);
      expect(
        await refused(await give(ids, owner, { reason: "late-start", explanation: "late" })),
      ).toEqual([WORDS]);
      expect(
        await refused(await give(ids, owner, { reason: "other", explanation: "x".repeat(2_001) })),
      ).toEqual(["explanation: At most 2000 characters"]);
      expect(
        (await give(ids, owner, { reason: "other", explanation: "They never came\u0000 back." }))
          .status,
      ).toBe(400);
      expect((await give(ids, owner, { reason: "other", explanation: 42 })).status).toBe(400);
      expect((await give(ids, owner, "cancel")).status).toBe(400);
      const raw = await cancellationRoute.POST(
        request("/", { method: "POST", raw: "{not json", token: owner }),
        params(ids) as never,
      );
      expect(raw.status).toBe(400);
      expect(await db().select().from(agreementCancellationNotices)).toEqual([]);
      // Whatever a client sends, the answer is a notice (once), a refusal of the body or a
      // conflict: never 500.
      const hostile = fc.oneof(
        fc.jsonValue(),
        fc.string({ unit: "binary" }),
        fc.constantFrom("other", "cooling-off", "\u0000", "__proto__", "💥".repeat(600)),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.record({ reason: hostile, explanation: hostile }, { requiredKeys: [] }),
          async (body) => {
            const answer = await give(ids, owner, body);
            expect([201, 400, 409]).toContain(answer.status);
          },
        ),
        { numRuns: 40 },
      );
    });

    it("records the notice with its time, e-mails both parties a dated notice through SMTP, and is given once", async () => {
      smtp.received.length = 0;
      const { id, ids, owner, contractor } = await agreement(db(), "both");
      const before = Date.now();
      const given = await give(ids, owner, {
        reason: "late-start",
        explanation: "Nobody came on the agreed start day, nor in the 30 days after it.",
      });
      expect(given.status).toBe(201);
      const noticed = (await given.json()) as Agreement;
      expect(noticed.cancellationNotice).toEqual({
        reason: "late-start",
        explanation: "Nobody came on the agreed start day, nor in the 30 days after it.",
        givenBy: "homeowner",
        givenAt: expect.any(String),
      });
      const givenAt = new Date(noticed.cancellationNotice!.givenAt).getTime();
      expect(givenAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(givenAt).toBeLessThanOrEqual(Date.now() + 1_000);
      // The site does not decide whether it is valid: the agreement stays confirmed.
      expect(noticed.state).toBe("confirmed");
      // Both parties read it in the agreement, with the right the reason names and what follows.
      for (const token of [owner, contractor]) {
        const seen = await read(ids, token);
        expect(seen.cancellationNotice).toEqual(noticed.cancellationNotice);
        const notice = section(seen, "cancellation-notice")!;
        // Printed last, after the confirmations: what happened once the agreement bound.
        expect(agreementDocument(seen).at(-1)!.id).toBe("cancellation-notice");
        expect(Object.fromEntries(notice.rows!)).toMatchObject({
          "Given by": "Jordan Lee, the homeowner",
          "Reason given": "The work did not begin within 30 days after the start date",
          "In the homeowner's words":
            "Nobody came on the agreed start day, nor in the 30 days after it.",
        });
        expect(notice.intro).toContain("it does not decide whether the cancellation is valid");
        expect(notice.paragraphs!.map((p) => p.source)).toEqual([
          "Consumer Protection Act, 2002, s. 26",
          "Consumer Protection Act, 2002, s. 96; O. Reg. 17/05",
          "Consumer Protection Act, 2002, s. 92",
        ]);
      }
      const rows = await mailsOf("cancellation-notice");
      expect(rows.map((row) => row.recipient).sort()).toEqual([CONTRACTOR, HOMEOWNER].sort());
      expect(rows[0]!.payload).toMatchObject({
        agreement: id,
        reason: "late-start",
        givenAt: noticed.cancellationNotice!.givenAt,
      });

      // Given again (a second tab, a retry): 409 with the notice already given, and no mail.
      const again = await give(ids, owner, { reason: "cooling-off" });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        code: "notice_given",
        notice: noticed.cancellationNotice,
      });
      expect(await mailsOf("cancellation-notice")).toHaveLength(2);

      await deliverDueMail(db(), smtpTransport(smtp.url));
      const subject = `Notice of cancellation of written agreement No. ${id} (project ${noticed.terms.project.displayId})`;
      for (const [address, party] of [
        [HOMEOWNER, "homeowner"],
        [CONTRACTOR, "contractor"],
      ] as const) {
        const [mail] = smtp.to(address).filter((candidate) => candidate.subject === subject);
        expect(mail, address).toBeDefined();
        const at = new Intl.DateTimeFormat("en-CA", {
          dateStyle: "long",
          timeStyle: "long",
          timeZone: "America/Toronto",
        }).format(new Date(noticed.cancellationNotice!.givenAt));
        expect(mail!.text).toContain(
          party === "homeowner"
            ? `You gave notice through TorontoPros on ${at} that you cancel written agreement No. ${id}`
            : `Jordan Lee, the homeowner, gave notice through TorontoPros on ${at} that they cancel their written agreement No. ${id} with you`,
        );
        expect(mail!.text).toContain(
          "Reason given: the work did not begin within 30 days after the start date.",
        );
        expect(mail!.text).toContain("Nobody came on the agreed start day");
        expect(mail!.text).toContain("(Consumer Protection Act, 2002, s. 26)");
        expect(mail!.text).toMatch(/refunds every payment made under the agreement within 15 days/);
        expect(mail!.text).toContain("(Consumer Protection Act, 2002, s. 96; O. Reg. 17/05)");
        expect(mail!.text).toContain("(Consumer Protection Act, 2002, s. 92)");
        expect(mail!.text).toContain("it does not decide whether the cancellation is valid");
        // Each party's own link opens the agreement as that party.
        const key = new URLSearchParams(linkIn(mail!, `/agreement/${id}`).hash.slice(1)).get(
          "key",
        )!;
        expect((await read(ids, key)).viewer).toBe(party);
      }

      // The stored notice is never changed or deleted.
      await expect(
        db().execute(sql`UPDATE agreement_cancellation_notices SET reason = 'other'`),
      ).rejects.toThrow();
      await expect(db().execute(sql`DELETE FROM agreement_cancellation_notices`)).rejects.toThrow();
    });

    it("two notices at once: one is recorded and e-mailed, the other answers 409", async () => {
      const { ids, owner } = await agreement(db(), "both");
      const answers = await Promise.all(
        ["cooling-off", "online"].map((reason) => give(ids, owner, { reason })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await db().select().from(agreementCancellationNotices)).toHaveLength(1);
      expect(await mailsOf("cancellation-notice")).toHaveLength(2);
    });

    it("a business client's contract states no consumer right to cancel: 409", async () => {
      const { ids, owner } = await agreement(db(), "both", {}, HOMEOWNER, { householdUse: false });
      const refusedNotice = await give(ids, owner, { reason: "cooling-off" });
      expect(refusedNotice.status).toBe(409);
      expect((await refusedNotice.json()).code).toBe("not_consumer");
    });
  });

  describe("POST /api/agreements/{id}/details: an in-person visit (a direct agreement)", () => {
    const details = (ids: Record<string, string>, token: string, body: unknown) =>
      post(detailsRoute, "/", ids, body, token);
    const VISIT = {
      visited: true,
      negotiatedBy: "Alex Moreau",
      place: "12 Elm St, Toronto, ON M4E 2V1",
      on: inDays(-2),
    };

    /** An agreement the contractor completed but for the answer about a visit. */
    async function unanswered() {
      const made = await agreement(db(), "none");
      await db().execute(
        sql`UPDATE agreements SET details = details - 'directAgreement' WHERE id = ${made.id}`,
      );
      return made;
    }

    it("is asked of the contractor before anyone confirms, and refused with 400 naming the field when malformed", async () => {
      const { ids, owner, contractor } = await unanswered();
      const waiting = await read(ids, contractor);
      expect(waiting.state).toBe("awaiting-details");
      expect(waiting.missing).toEqual([{ item: "directAgreement", party: "contractor" }]);
      expect(
        rowsOf(waiting, "direct-agreement")[
          "Did the contractor, or someone for it, meet the homeowner in person to negotiate or agree this work?"
        ],
      ).toBe("Missing: the contractor adds this before either party can confirm");
      const confirmed = await post(
        confirmRoute,
        "/",
        ids,
        { name: "Jordan Lee", version: waiting.version, read: true },
        owner,
      );
      expect(await refused(confirmed)).toEqual([
        "directAgreement: The contractor says whether it, or someone for it, met the homeowner in person to negotiate or agree this work, and if so who, where and when",
      ]);

      const send = (directAgreement: unknown) => details(ids, contractor, { directAgreement });
      expect(await refused(await send({ visited: "yes" }))).toEqual([
        "directAgreement.visited: Say whether you, or someone for you, met the homeowner in person to discuss or agree this work (visited: true or false)",
      ]);
      expect(await refused(await send({ visited: true }))).toEqual([
        "directAgreement.negotiatedBy: Give the full name of the person who negotiated the agreement in person for you",
        "directAgreement.place: Give where you met: the address of the home, or the place (at least 10 characters)",
        "directAgreement.on: Give the day you met as YYYY-MM-DD",
      ]);
      expect(await refused(await send({ ...VISIT, on: inDays(1) }))).toEqual([
        "directAgreement.on: The day you met cannot be after today",
      ]);
      expect(await refused(await send({ ...VISIT, on: "last Tuesday" }))).toEqual([
        "directAgreement.on: Use a date as YYYY-MM-DD",
      ]);
      expect(await refused(await send({ ...VISIT, negotiatedBy: "\u0007\u0007" }))).toHaveLength(1);
      expect((await send("yes")).status).toBe(400);
      expect((await send(null)).status).toBe(400);
      // The question is the contractor's to answer.
      expect(await refused(await details(ids, owner, { directAgreement: VISIT }))).toEqual([
        "directAgreement: This is the other party's to add",
      ]);
      expect((await read(ids, contractor)).missing).toEqual([
        { item: "directAgreement", party: "contractor" },
      ]);
    });

    it("answered yes, the agreement names who negotiated it, where and when, in the document and the confirmed e-mail", async () => {
      smtp.received.length = 0;
      const { ids, owner, contractor } = await unanswered();
      const answered = await details(ids, contractor, {
        directAgreement: { ...VISIT, place: "  12 Elm St, Toronto, ON M4E 2V1  " },
      });
      expect(answered.status).toBe(200);
      const ready = (await answered.json()) as Agreement;
      expect(ready.details.directAgreement).toEqual(VISIT);
      expect(ready.missing).toEqual([]);
      const rows = rowsOf(ready, "direct-agreement");
      expect(rows).toEqual({
        "Did the contractor, or someone for it, meet the homeowner in person to negotiate or agree this work?":
          "Yes: in person, away from the contractor's place of business (at the home, for example)",
        "Negotiated in person for the contractor by": "Alex Moreau",
        Where: "12 Elm St, Toronto, ON M4E 2V1",
        On: formatDay(VISIT.on),
        Made: "On TorontoPros: each party confirms it on its page, and it is dated by the later confirmation (see “Confirmations” below)",
      });
      const [paragraph] = section(ready, "direct-agreement")!.paragraphs!;
      expect(paragraph!.heading).toBe("A direct agreement");
      expect(paragraph!.body).toContain("until 10 days after receiving the written copy");
      expect(paragraph!.source).toBe(
        "Consumer Protection Act, 2002, ss. 1 (definition of “direct agreement”), 42 and 43 (1); O. Reg. 17/05, s. 35",
      );
      // It follows the parties, as the regulation lists the facts after the supplier's.
      expect(
        agreementDocument(ready)
          .map((candidate) => candidate.id)
          .slice(0, 3),
      ).toEqual(["parties", "direct-agreement", "work"]);

      // Both confirm; the confirmed copy each receives holds the facts.
      for (const [token, name] of [
        [owner, "Jordan Lee"],
        [contractor, "Sam Patel"],
      ] as const) {
        const { version } = await read(ids, token);
        expect(
          (await post(confirmRoute, "/", ids, { name, version, read: true }, token)).status,
        ).toBe(200);
      }
      await deliverDueMail(db(), smtpTransport(smtp.url));
      for (const address of [HOMEOWNER, CONTRACTOR]) {
        const copy = smtp.to(address).find((mail) => mail.subject.startsWith("Confirmed"))!;
        expect(copy.text).toContain("HOW THIS AGREEMENT WAS NEGOTIATED");
        expect(copy.text).toContain("Negotiated in person for the contractor by: Alex Moreau");
        expect(copy.text).toContain("Where: 12 Elm St, Toronto, ON M4E 2V1");
        expect(copy.text).toContain(`On: ${formatDay(VISIT.on)}`);
      }
      // Fixed once confirmed.
      expect((await details(ids, contractor, { directAgreement: { visited: false } })).status).toBe(
        409,
      );
    });

    it("answered no, it says so and what follows; a business contract asks nothing and takes no answer", async () => {
      const { ids, contractor } = await agreement(db(), "none");
      const no = await read(ids, contractor);
      expect(
        rowsOf(no, "direct-agreement")[
          "Did the contractor, or someone for it, meet the homeowner in person to negotiate or agree this work?"
        ],
      ).toBe("No: the parties negotiated it without meeting in person");
      expect(section(no, "direct-agreement")!.paragraphs![0]!.body).toContain(
        "is not a direct agreement",
      );

      const business = await agreement(db(), "none", {}, "office@business.example", {
        householdUse: false,
      });
      const contract = await read(business.ids, business.contractor);
      expect(contract.missing).toEqual([]);
      expect(section(contract, "direct-agreement")).toBeUndefined();
      expect(
        await refused(
          await details(business.ids, business.contractor, { directAgreement: { visited: false } }),
        ),
      ).toEqual([
        "directAgreement: This is a contract for business purposes, not a consumer agreement: it states no in-person visit",
      ]);
    });

    it("an agreement a party confirmed before the question was asked keeps its confirmation and says it was not asked", async () => {
      const { id, ids, contractor } = await unanswered();
      // A confirmation from before the question (the database takes one with its version).
      await db().execute(sql`
        UPDATE agreements SET homeowner_confirmed_name = 'Jordan Lee',
          homeowner_confirmed_at = now(), homeowner_confirmed_version = 'v-before'
        WHERE id = ${id}`);
      const legacy = await read(ids, contractor);
      expect(legacy.state).toBe("awaiting-confirmation");
      expect(legacy.missing).toEqual([]);
      expect(
        rowsOf(legacy, "direct-agreement")[
          "Did the contractor, or someone for it, meet the homeowner in person to negotiate or agree this work?"
        ],
      ).toBe("Not asked: a party confirmed this agreement before the site asked this question");
    });
  });
});
