import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as projectRoute from "@/app/api/projects/[id]/route";
import * as visitRoute from "@/app/api/projects/[id]/visits/[visitId]/route";
import * as visitsRoute from "@/app/api/projects/[id]/visits/route";
import { outbox, projectVisits } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import {
  torontoInstant,
  torontoWall,
  VISITS_PER_ACCOUNT_PER_DAY,
  VISITS_PER_PROJECT_PER_DAY,
} from "@/lib/visits/rules";
import type { ProjectVisits, VisitAnswer } from "@/lib/visits/shapes";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../smtp-server";
import {
  ADMIN_TOKEN,
  databases,
  fragmentToken,
  outboxLink,
  params,
  postListedProject,
  request,
  signIn,
  useDatabase,
  validProject,
} from "./helpers";

// Site visits: a signed-in contractor asks to see a listed project and offers windows; the
// homeowner picks one from the e-mailed manage link; both receive a calendar invitation that a
// real parser (ical.js) reads, updated on a move and cancelled on a cancellation.

const ADA = "ada@pros.example";
const BEN = "ben@pros.example";
const OWNER = validProject.homeownerEmail;
const ADDRESS = "12 Birchmount Road, Toronto ON M1N 3J5";

/** A Toronto day `days` from now, as the forms give it. */
const dayAhead = (days: number) => torontoWall(new Date(Date.now() + days * 86_400_000)).date;
const WINDOWS = [
  { date: dayAhead(5), from: "09:00", to: "10:30" },
  { date: dayAhead(6), from: "17:00", to: "18:00" },
];

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

/** The one VEVENT of a message's calendar attachment, parsed, with the calendar's METHOD. */
function calendarOf(mail: ReceivedMail) {
  const file = mail.attachments.find((attachment) =>
    attachment.contentType.startsWith("text/calendar"),
  );
  if (!file) throw new Error(`No calendar in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    timezone: calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
    start: event.startDate,
    startZone: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    end: event.endDate,
    location: event.location,
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
    contentType: file.contentType,
  };
}

describe.each(databases)("site visits on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  let transport: MailTransport;
  beforeAll(() => {
    transport = smtpTransport(smtp.url);
  });
  const deliver = () => deliverDueMail(db(), transport);

  const ask = (rowId: number, body: unknown, cookie?: string, raw?: string) =>
    visitsRoute.POST(
      request(`/api/projects/${rowId}/visits`, {
        method: "POST",
        body: raw === undefined ? body : undefined,
        raw,
        headers: cookie ? { cookie } : {},
      }),
      params({ id: String(rowId) }),
    );
  const change = (
    rowId: number,
    visitId: number | string,
    body: unknown,
    who: { token?: string; cookie?: string },
  ) =>
    visitRoute.POST(
      request(`/api/projects/${rowId}/visits/${visitId}`, {
        method: "POST",
        body,
        token: who.token,
        headers: who.cookie ? { cookie: who.cookie } : {},
      }),
      params({ id: String(rowId), visitId: String(visitId) }),
    );
  const read = async (rowId: number, who: { token?: string; cookie?: string }) => {
    const response = await visitsRoute.GET(
      request(`/api/projects/${rowId}/visits`, {
        token: who.token,
        headers: who.cookie ? { cookie: who.cookie } : {},
      }),
      params({ id: String(rowId) }),
    );
    return { status: response.status, body: (await response.json()) as ProjectVisits };
  };
  const requested = async (rowId: number, cookie: string, windows = WINDOWS) => {
    const response = await ask(rowId, { name: "Ada Moreau", windows }, cookie);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as VisitAnswer;
  };

  it("asks, lets the homeowner choose from the e-mail, and sends both a calendar invitation in Toronto time", async () => {
    const { project } = await postListedProject(db());
    const ada = await signIn(db(), ADA);
    const asked = await ask(
      project.id,
      {
        name: "Ada Moreau",
        windows: WINDOWS,
        note: "About 45 minutes: I measure the basement. Call 416-555-0142.",
      },
      ada,
    );
    expect(asked.status).toBe(201);
    const { visit, emailed } = (await asked.json()) as VisitAnswer;
    expect(emailed).toBe(true);
    expect(visit).toMatchObject({ status: "requested", visitor: "Ada Moreau", address: null });
    expect(visit.windows).toHaveLength(2);
    expect(visit.windows[0]!.start).toBe(torontoInstant(WINDOWS[0]!.date, "09:00").toISOString());
    expect(visit.note).not.toContain("555");

    // The homeowner's e-mail opens the project on its visits with a working manage link.
    const link = await outboxLink(db(), "visit-requested", OWNER, "manageUrl");
    expect(new URL(link).hash).toMatch(/^#manage=[^&]+&visits$/);
    const token = fragmentToken(link, "manage");
    const owner = await read(project.id, { token });
    expect(owner.status).toBe(200);
    expect(owner.body.role).toBe("homeowner");
    expect(owner.body.visits[0]!.may).toMatchObject({ confirm: true, otherTimes: true });

    // Another contractor sees none of it; a visitor without a session is asked to sign in.
    const ben = await signIn(db(), BEN);
    expect((await read(project.id, { cookie: ben })).body).toMatchObject({
      visits: [],
      canRequest: true,
    });
    expect((await read(project.id, {})).status).toBe(401);
    expect(
      (await change(project.id, visit.id, { action: "cancel", reason: "x" }, { cookie: ben }))
        .status,
    ).toBe(404);
    // Ada may not ask twice while hers stands.
    const twice = await ask(project.id, { name: "Ada Moreau", windows: WINDOWS }, ada);
    expect(twice.status).toBe(409);
    expect((await twice.json()).code).toBe("visit_open");

    // The homeowner chooses the second window and lets Ada see the address.
    const confirmed = await change(
      project.id,
      visit.id,
      { action: "confirm", window: 1, shareAddress: true, address: ADDRESS },
      { token },
    );
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as VisitAnswer).visit).toMatchObject({
      status: "confirmed",
      chosen: visit.windows[1],
    });
    expect((await read(project.id, { cookie: ada })).body.visits[0]!.address).toBe(ADDRESS);

    await deliver();
    const [toAda] = smtp.to(ADA).filter((mail) => mail.subject.startsWith("Site visit confirmed"));
    const [toOwner] = smtp
      .to(OWNER)
      .filter((mail) => mail.subject.startsWith("Site visit confirmed"));
    const adaEvent = calendarOf(toAda!);
    const ownerEvent = calendarOf(toOwner!);
    expect(adaEvent).toMatchObject({
      method: "REQUEST",
      timezone: "America/Toronto",
      sequence: 0,
      status: "CONFIRMED",
      location: ADDRESS,
    });
    expect(adaEvent.startZone).toBe("America/Toronto");
    expect(adaEvent.start.hour).toBe(17);
    expect(adaEvent.end.hour).toBe(18);
    expect(adaEvent.uid).toBe(ownerEvent.uid);
    expect(adaEvent.organizer).toMatch(/^mailto:hello@/i);
    // Each side is the attendee of its own copy: neither learns the other's address.
    expect(adaEvent.attendees).toEqual([`mailto:${ADA}`]);
    expect(ownerEvent.attendees).toEqual([`mailto:${OWNER}`]);
    expect(ownerEvent.location).toBe(validProject.location);
    expect(toAda!.text).toContain(ADDRESS);

    // Ada moves it with a reason: both calendars hold it as tentative, one sequence on.
    smtp.received.length = 0;
    const later = [
      { date: dayAhead(8), from: "10:00", to: "11:00" },
      { date: dayAhead(9), from: "10:00", to: "11:00" },
    ];
    const moved = await change(
      project.id,
      visit.id,
      { action: "offer", windows: later, reason: "My van is in the shop that day." },
      { cookie: ada },
    );
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as VisitAnswer).visit).toMatchObject({
      status: "requested",
      address: null,
    });
    await deliver();
    const tentative = calendarOf(smtp.to(OWNER)[0]!);
    expect(tentative).toMatchObject({ method: "REQUEST", sequence: 1, status: "TENTATIVE" });
    expect(tentative.uid).toBe(adaEvent.uid);
    expect(calendarOf(smtp.to(ADA)[0]!)).toMatchObject({ sequence: 1, status: "TENTATIVE" });

    // The homeowner picks a new time: the same event moves, one sequence on again.
    smtp.received.length = 0;

    expect(
      (
        await change(
          project.id,
          visit.id,
          { action: "confirm", window: 0, shareAddress: false },
          { token },
        )
      ).status,
    ).toBe(200);
    await deliver();
    const movedEvent = calendarOf(
      smtp.to(ADA).find((mail) => mail.subject.startsWith("Site visit moved"))!,
    );
    expect(movedEvent).toMatchObject({ method: "REQUEST", sequence: 2, status: "CONFIRMED" });
    expect(movedEvent.uid).toBe(adaEvent.uid);
    expect(movedEvent.start.day).toBe(Number(later[0]!.date.slice(8)));
    expect(movedEvent.start.hour).toBe(10);
    // Not shared this time: the area only, for the contractor.
    expect(movedEvent.location).toBe(validProject.location);
    expect((await read(project.id, { cookie: ada })).body.visits[0]!.address).toBeNull();

    // The homeowner cancels with a reason: METHOD:CANCEL, the same UID, one sequence on.
    smtp.received.length = 0;
    const cancelled = await change(
      project.id,
      visit.id,
      { action: "cancel", reason: "We are putting the project off." },
      { token },
    );
    expect(cancelled.status).toBe(200);
    await deliver();
    for (const mail of [smtp.to(ADA)[0]!, smtp.to(OWNER)[0]!]) {
      expect(mail.subject).toMatch(/^Site visit cancelled/);
      expect(calendarOf(mail)).toMatchObject({
        method: "CANCEL",
        sequence: 3,
        status: "CANCELLED",
        uid: adaEvent.uid,
      });
    }
    expect(smtp.to(ADA)[0]!.text).toContain("We are putting the project off.");
    // Once cancelled, Ada may ask again.
    expect((await read(project.id, { cookie: ada })).body.canRequest).toBe(true);
  });

  it("reminds both sides 24 hours before, once, and never for a visit moved or cancelled", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ADA);
    const { visit } = await requested(project.id, ada);
    const confirm = (window: number) =>
      change(
        project.id,
        visit.id,
        { action: "confirm", window, shareAddress: false },
        { token: manageToken },
      );
    expect((await confirm(0)).status).toBe(200);
    const reminders = await db()
      .select({ sendAfter: outbox.sendAfter, recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.template, "visit-reminder"));
    expect(reminders.map((row) => row.recipient).sort()).toEqual([ADA, OWNER].sort());
    const start = torontoInstant(WINDOWS[0]!.date, "09:00").getTime();
    for (const row of reminders) expect(row.sendAfter.getTime()).toBe(start - 86_400_000);

    // Due now: each side receives it once, however often delivery runs.
    await db().execute(sql`update outbox set send_after = now() where template = 'visit-reminder'`);
    await deliver();
    await deliver();
    const sent = smtp.received.filter((mail) => mail.subject.startsWith("Site visit tomorrow"));
    expect(sent.map((mail) => mail.to).sort()).toEqual([ADA, OWNER].sort());

    // Moved by the homeowner: the reminders of the old time are not sent.
    smtp.received.length = 0;
    const other = await postListedProject(db(), {
      homeownerEmail: "sam@home.example",
      title: "Replace the deck boards",
      description: "Take up and replace the boards of a 300 sq ft cedar deck in the back yard.",
    });
    const second = await requested(other.project.id, ada);
    expect(
      (
        await change(
          other.project.id,
          second.visit.id,
          { action: "confirm", window: 1, shareAddress: false },
          { token: other.manageToken },
        )
      ).status,
    ).toBe(200);
    const moving = await change(
      other.project.id,
      second.visit.id,
      { action: "other-times", reason: "Evenings suit us better." },
      { token: other.manageToken },
    );
    expect(moving.status).toBe(200);
    await db().execute(sql`update outbox set send_after = now() where template = 'visit-reminder'`);
    await deliver();
    expect(smtp.received.filter((mail) => mail.subject.startsWith("Site visit tomorrow"))).toEqual(
      [],
    );
    const stale = await db()
      .select({ status: outbox.status, lastError: outbox.lastError })
      .from(outbox)
      .where(sql`template = 'visit-reminder' and payload ->> 'visit' = ${String(second.visit.id)}`);
    expect(stale).toHaveLength(2);
    for (const row of stale) {
      expect(row.status).toBe("suppressed");
      expect(row.lastError).toMatch(/visit was moved/);
    }
    // Moving a confirmed visit needs a reason.
    const third = await requested(project.id, await signIn(db(), BEN));
    await confirmThird();
    async function confirmThird() {
      expect(
        (
          await change(
            project.id,
            third.visit.id,
            { action: "confirm", window: 0, shareAddress: false },
            { token: manageToken },
          )
        ).status,
      ).toBe(200);
      const bare = await change(
        project.id,
        third.visit.id,
        { action: "other-times" },
        { token: manageToken },
      );
      expect(bare.status).toBe(400);
      expect((await bare.json()).issues[0].path).toBe("reason");
    }
  });

  it("marks a visit nobody came to, by the other side, once its window has passed", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ADA);
    const { visit } = await requested(project.id, ada);
    await change(
      project.id,
      visit.id,
      { action: "confirm", window: 0, shareAddress: false },
      { token: manageToken },
    );
    const early = await change(project.id, visit.id, { action: "missed" }, { cookie: ada });
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe("visit_state");
    await db()
      .update(projectVisits)
      .set({ startsAt: sql`now() - interval '3 hours'`, endsAt: sql`now() - interval '2 hours'` })
      .where(eq(projectVisits.id, visit.id));
    expect((await read(project.id, { cookie: ada })).body.visits[0]!.may).toMatchObject({
      missed: true,
      cancel: false,
      offer: false,
    });
    const marked = await change(
      project.id,
      visit.id,
      { action: "missed", reason: "Nobody answered the door." },
      { cookie: ada },
    );
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as VisitAnswer).visit).toMatchObject({
      status: "missed",
      absent: "homeowner",
      changedBy: "contractor",
    });
    await deliver();
    expect(
      smtp.to(OWNER).some((mail) => mail.subject.startsWith("A site visit was marked as missed")),
    ).toBe(true);
    expect(
      (await change(project.id, visit.id, { action: "missed" }, { token: manageToken })).status,
    ).toBe(409);
  });

  it("refuses hostile input, the wrong party and a project that is not open, with a code", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ADA);
    const bad = async (body: unknown, raw?: string) => {
      const response = await ask(project.id, body, ada, raw);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(
        response.status,
        `${JSON.stringify(body)} ${await response.clone().text()}`,
      ).toBeLessThan(500);
      return response.status;
    };
    const past = {
      date: torontoWall(new Date(Date.now() - 86_400_000)).date,
      from: "10:00",
      to: "11:00",
    };
    for (const body of [
      { name: "Ada", windows: [WINDOWS[0]] },
      { name: "Ada", windows: [...WINDOWS, WINDOWS[0], WINDOWS[1]] },
      { name: "Ada", windows: [WINDOWS[0], past] },
      { name: "Ada", windows: [WINDOWS[0], { date: dayAhead(7), from: "06:00", to: "07:00" }] },
      { name: "Ada", windows: [WINDOWS[0], { date: dayAhead(7), from: "20:00", to: "22:00" }] },
      { name: "Ada", windows: [WINDOWS[0], { date: dayAhead(7), from: "10:00", to: "10:10" }] },
      { name: "Ada", windows: [WINDOWS[0], { ...WINDOWS[0], from: "10:00", to: "11:00" }] },
      { name: "Ada", windows: [WINDOWS[0], { date: "2026-02-31x", from: "10:00", to: "11:00" }] },
      { name: "Ada", windows: [WINDOWS[0], { date: "2027-02-29", from: "10:00", to: "11:00" }] },
      { name: "Ada", windows: [WINDOWS[0], { date: dayAhead(200), from: "10:00", to: "11:00" }] },
      { name: "Ada", windows: [WINDOWS[0], { date: dayAhead(7), from: "25:00", to: "26:00" }] },
      { name: "", windows: WINDOWS },
      { name: "ada@pros.example", windows: WINDOWS },
      { name: "Ada", windows: "soon" },
      [],
      null,
    ]) {
      expect(await bad(body)).toBe(400);
    }
    expect(await bad(undefined, "{not json")).toBe(400);
    expect((await ask(project.id, { name: "Ada", windows: WINDOWS })).status).toBe(401);
    expect((await ask(999_999, { name: "Ada", windows: WINDOWS }, ada)).status).toBe(404);
    expect((await ask(project.id, { name: "Ada", windows: WINDOWS }, ada, undefined)).status).toBe(
      201,
    );

    const [row] = await db().select().from(projectVisits);
    for (const body of [
      { action: "explode" },
      { action: "confirm", window: 7 },
      { action: "confirm", window: -1 },
      { action: "confirm", window: 0, shareAddress: true },
      { action: "cancel" },
      { action: "cancel", reason: "   " },
      "cancel",
    ]) {
      const response = await change(project.id, row!.id, body, { token: manageToken });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    // The wrong side for an action, a wrong token, the operator, an unknown visit.
    const wrongSide = await change(
      project.id,
      row!.id,
      { action: "confirm", window: 0 },
      { cookie: ada },
    );
    expect(wrongSide.status).toBe(409);
    expect((await wrongSide.json()).code).toBe("visit_state");
    expect(
      (await change(project.id, row!.id, { action: "cancel", reason: "x" }, { token: "nope" }))
        .status,
    ).toBe(403);
    const operator = await change(
      project.id,
      row!.id,
      { action: "cancel", reason: "x" },
      { token: ADMIN_TOKEN },
    );
    expect(operator.status).toBe(403);
    expect((await operator.json()).code).toBe("visits_owner_only");
    expect(
      (await change(project.id, "abc", { action: "cancel", reason: "x" }, { token: manageToken }))
        .status,
    ).toBe(404);
    expect(
      (await change(project.id, 424_242, { action: "cancel", reason: "x" }, { token: manageToken }))
        .status,
    ).toBe(404);
    // The operator reads every visit.
    expect((await read(project.id, { token: ADMIN_TOKEN })).body.visits).toHaveLength(1);

    // A paused project takes no requests and no confirmation, but a visit may still be cancelled.
    const update = (body: unknown) =>
      projectRoute.PUT(
        request(`/api/projects/${project.id}`, { method: "PUT", body, token: manageToken }),
        params({ id: String(project.id) }),
      );
    expect((await update({ proposalsPaused: true })).status).toBe(200);
    const ben = await signIn(db(), BEN);
    const paused = await ask(project.id, { name: "Ben", windows: WINDOWS }, ben);
    expect(paused.status).toBe(409);
    expect((await paused.json()).code).toBe("visits_closed");
    const confirmPaused = await change(
      project.id,
      row!.id,
      { action: "confirm", window: 0 },
      { token: manageToken },
    );
    expect((await confirmPaused.json()).code).toBe("visits_closed");
    expect((await read(project.id, { cookie: ben })).body).toMatchObject({
      takesVisits: false,
      canRequest: false,
    });
    expect(
      (await change(project.id, row!.id, { action: "cancel", reason: "Paused" }, { cookie: ada }))
        .status,
    ).toBe(200);
  });

  it("limits the requests of an account and of a project in 24 hours, with Retry-After", async () => {
    const { project } = await postListedProject(db());
    const second = await postListedProject(db(), {
      homeownerEmail: "sam@home.example",
      title: "Replace the deck boards",
      description: "Take up and replace the boards of a 300 sq ft cedar deck in the back yard.",
    });
    const ada = await signIn(db(), ADA);
    const [user] = (
      (await db().execute(sql`select id from auth_users where email = ${ADA}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    // Cancelled requests of the last day count; one from two days ago does not.
    await db().execute(sql`
      insert into project_visits (project_id, user_id, visitor_name, status, windows, created_at)
      select ${second.project.id}, ${user!.id}, 'Ada', 'cancelled', '[]'::jsonb, now() - interval '1 hour'
      from generate_series(1, ${VISITS_PER_ACCOUNT_PER_DAY})`);
    await db().execute(sql`
      insert into project_visits (project_id, user_id, visitor_name, status, windows, created_at)
      values (${second.project.id}, ${user!.id}, 'Ada', 'cancelled', '[]'::jsonb, now() - interval '2 days')`);
    const over = await ask(project.id, { name: "Ada", windows: WINDOWS }, ada);
    expect(over.status).toBe(429);
    expect((await over.json()).code).toBe("account_visit_limit");
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(22 * 3600);
    expect(wait).toBeLessThanOrEqual(23 * 3600 + 1);

    await db().execute(sql`delete from project_visits`);
    await signIn(db(), BEN);
    const [benUser] = (
      (await db().execute(sql`select id from auth_users where email = ${BEN}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await db().execute(sql`
      insert into project_visits (project_id, user_id, visitor_name, status, windows, created_at)
      select ${project.id}, ${benUser!.id}, 'Ben', 'cancelled', '[]'::jsonb, now()
      from generate_series(1, ${VISITS_PER_PROJECT_PER_DAY})`);
    const full = await ask(project.id, { name: "Ada", windows: WINDOWS }, ada);
    expect(full.status).toBe(429);
    expect((await full.json()).code).toBe("project_visit_limit");
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await ask(second.project.id, { name: "Ada", windows: WINDOWS }, ada)).status).toBe(201);
  });

  it("takes a project's visits with it when it is deleted, and sends none of their reminders", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ADA);
    const { visit } = await requested(project.id, ada);
    await change(
      project.id,
      visit.id,
      { action: "confirm", window: 0, shareAddress: true, address: ADDRESS },
      { token: manageToken },
    );
    const removed = await projectRoute.DELETE(
      request(`/api/projects/${project.id}`, { method: "DELETE", token: manageToken }),
      params({ id: String(project.id) }),
    );
    expect(removed.status).toBe(204);
    expect(await db().select().from(projectVisits)).toEqual([]);
    await db().execute(
      sql`update outbox set send_after = now() where template = 'visit-reminder' and status = 'pending'`,
    );
    smtp.received.length = 0;
    await deliver();
    expect(smtp.received.filter((mail) => mail.subject.startsWith("Site visit tomorrow"))).toEqual(
      [],
    );
  });
});
