import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as alertsRoute from "@/app/api/pro/alerts/route";
import * as seenRoute from "@/app/api/pro/matches/seen/route";
import * as dismissRoute from "@/app/api/projects/[id]/dismiss/route";
import * as profileRoute from "@/app/api/pro/profile/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as unsubscribeRoute from "@/app/api/unsubscribe/[token]/route";
import { getDb } from "@/lib/db/client";
import { authUsers, contractorProfiles, outbox, projectAlerts } from "@/lib/db/schema";
import { deliverDueAlerts, nextDigestTimes } from "@/lib/matching/alerts";
import { matchesOf } from "@/lib/matching/matches";
import {
  databases,
  params,
  postListedProject,
  publishByEmail,
  request,
  signIn,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

// Matching: a listed project reaches, once, every signed-in contractor whose profile does its
// trade where it is, with alerts on; the homeowner is told how many, never padded.

const profile = (businessName: string, trades: string[]) => ({
  businessName,
  contactName: `${businessName} Owner`,
  trades,
  serviceAreas: ["Toronto"],
  credentials: [],
});

const alertsBody = (settings: Record<string, unknown> = {}) => ({
  areas: ["toronto"],
  alerts: "instant",
  ...settings,
});

describe.each(databases)("matching new projects to contractors on $name", (target) => {
  const state = useDatabase(target);

  /** A signed-in contractor with a profile and the given alert settings: their cookie. */
  async function contractor(
    email: string,
    trades: string[],
    settings: Record<string, unknown> | null = {},
  ): Promise<string> {
    const cookie = await signIn(await getDb(), email);
    const saved = await profileRoute.PUT(
      request("/api/pro/profile", {
        method: "PUT",
        body: profile(email.split("@")[0]!, trades),
        headers: { cookie },
      }),
      undefined,
    );
    expect(saved.status).toBe(200);
    if (settings) {
      const response = await putAlerts(cookie, alertsBody(settings));
      expect(response.status).toBe(200);
    }
    return cookie;
  }

  const putAlerts = (cookie: string | undefined, body: unknown) =>
    alertsRoute.PUT(
      request("/api/pro/alerts", { method: "PUT", body, headers: cookie ? { cookie } : {} }),
      undefined,
    );

  const alertMails = async () =>
    (
      await state
        .handle!.db.select()
        .from(outbox)
        .where(eq(outbox.template, "project-alerts"))
        .orderBy(outbox.id)
    ).map((row) => ({
      recipient: row.recipient,
      payload: row.payload as {
        delivery: string;
        projects: { project: number; category: string; place: string; budget: string }[];
      },
    }));

  // Each post from its own homeowner with its own words: repeats of one address are refused.
  let posts = 0;
  const post = (body: Record<string, unknown>) => {
    posts++;
    return postListedProject(state.handle!.db, {
      ...validProject,
      homeownerEmail: `owner${posts}@home.example`,
      description: `${"Project number ".repeat(posts)}: ${validProject.description}`,
      ...body,
    });
  };

  it("saves the settings, with the consent's time, and refuses bad ones field by field", async () => {
    expect((await putAlerts(undefined, alertsBody())).status).toBe(401);
    const cookie = await signIn(await getDb(), "early@pro.example");
    // No profile yet: the trades are the profile's.
    const early = await putAlerts(cookie, alertsBody());
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: "profile_required" });

    const saved = await contractor("sam@pro.example", ["Renovation"], null);
    for (const bad of [
      { areas: [] },
      { areas: ["atlantis"] },
      { areas: [], baseArea: "oakville" },
      { areas: [], baseArea: "oakville", radiusKm: 150 },
      { areas: [], baseArea: "oakville", radiusKm: 4 },
      { alerts: "hourly" },
      { alertHour: 24 },
      { minBudget: "$1" },
      { pausedUntil: "next week" },
      { pausedUntil: "2026-01-01" },
      { pausedUntil: "2031-02-30" },
    ]) {
      const response = await putAlerts(saved, alertsBody(bad));
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    const response = await putAlerts(
      saved,
      alertsBody({
        areas: ["mississauga"],
        baseArea: "oakville",
        radiusKm: 10,
        minBudget: "$5,000 - $10,000",
        urgentOk: false,
        alerts: "daily",
        alertHour: 18,
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.settings).toMatchObject({ areas: ["mississauga"], radiusKm: 10, alertHour: 18 });
    expect(Date.parse(body.alertsConsentAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await state
      .handle!.db.select({ covers: contractorProfiles.covers })
      .from(contractorProfiles);
    expect(row!.covers).toContain("oakville");
    expect(row!.covers).toContain("mississauga");
    expect(row!.covers).not.toContain("toronto");
    expect(body.covers).toBe(row!.covers.length);
    // Off forgets the consent.
    const off = await (await putAlerts(saved, alertsBody({ alerts: "off" }))).json();
    expect(off.alertsConsentAt).toBeNull();
  });

  it("alerts each matching contractor once, at once, and tells the homeowner the real count", async () => {
    await contractor("reno@pro.example", ["Renovation"]);
    await contractor("etobicoke@pro.example", ["Renovation"], { areas: ["etobicoke"] });
    await contractor("plumber@pro.example", ["Plumbing"]);
    await contractor("big@pro.example", ["Renovation"], { minBudget: "$50,000 - $100,000" });
    await contractor("quiet@pro.example", ["Renovation"], { alerts: "off" });
    await contractor("radius@pro.example", ["Renovation"], {
      areas: [],
      baseArea: "mississauga",
      radiusKm: 30,
    });
    // Posted but not yet confirmed: nothing is matched.
    const posted = await projectsRoute.POST(
      request("/api/projects", {
        method: "POST",
        body: { ...validProject, municipality: "etobicoke", postalCode: "m9a 1a1" },
      }),
      undefined,
    );
    expect(posted.status).toBe(201);
    const { project } = await posted.json();
    expect(project.municipality).toBe("etobicoke");
    expect(await state.handle!.db.select().from(projectAlerts)).toEqual([]);

    const published = (await publishByEmail(state.handle!.db, project.id)) as {
      listing: string;
      matched: { contractors: number; category: string; municipality: string };
    };
    // Toronto covers Etobicoke; Etobicoke itself; 30 km around Mississauga reaches Etobicoke.
    expect(published.matched).toEqual({
      contractors: 3,
      category: "Renovation",
      municipality: "etobicoke",
    });
    await deliverDueAlerts(state.handle!.db);
    const mails = await alertMails();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      "etobicoke@pro.example",
      "radius@pro.example",
      "reno@pro.example",
    ]);
    expect(mails[0]!.payload).toMatchObject({
      delivery: "instant",
      projects: [
        {
          project: project.displayId,
          category: "Renovation",
          place: "Etobicoke (Toronto)",
          budget: "$25,000 - $50,000",
        },
      ],
    });
    // Never the homeowner's name or address.
    const text = JSON.stringify(mails);
    expect(text).not.toContain("Jordan");
    expect(text).not.toContain("home.example");
    expect(text).not.toContain("M9A");

    // Opening the link again, a budget edit, another worker run: nobody is alerted twice.
    await publishByEmail(state.handle!.db, project.id);
    await deliverDueAlerts(state.handle!.db);
    expect(await alertMails()).toHaveLength(3);
  });

  it("matches again on a new budget, only those it newly fits", async () => {
    await contractor("reno@pro.example", ["Renovation"]);
    await contractor("big@pro.example", ["Renovation"], { minBudget: "$50,000 - $100,000" });
    const { project, manageToken } = await post({ municipality: "toronto" });
    await deliverDueAlerts(state.handle!.db);
    expect((await alertMails()).map((mail) => mail.recipient)).toEqual(["reno@pro.example"]);
    const edited = await projectRoute.PUT(
      request(`/api/projects/${project.id}`, {
        method: "PUT",
        body: { budget: "Over $100,000" },
        token: manageToken,
      }),
      params({ id: String(project.id) }),
    );
    expect(edited.status).toBe(200);
    await deliverDueAlerts(state.handle!.db);
    expect((await alertMails()).map((mail) => mail.recipient)).toEqual([
      "reno@pro.example",
      "big@pro.example",
    ]);
  });

  it("sends nothing for a project elsewhere, urgent work to those it does not suit, or to the homeowner's own account", async () => {
    await contractor("calm@pro.example", ["Renovation"], { urgentOk: false });
    await contractor("owner-own@home.example", ["Renovation"]);
    const elsewhere = await post({ municipality: "elsewhere", title: "Cottage deck rebuild" });
    const urgent = await post({ urgency: "high", title: "Burst pipe repair in basement" });
    expect(urgent.project).toMatchObject({ municipality: null });
    const placed = await post({
      urgency: "high",
      municipality: "toronto",
      title: "Emergency roof tarp",
      homeownerEmail: "owner-own@home.example",
    });
    await deliverDueAlerts(state.handle!.db);
    expect(await alertMails()).toEqual([]);
    const rows = await state.handle!.db.select().from(projectAlerts);
    expect(rows).toEqual([]);
    expect(elsewhere.project.id).not.toBe(placed.project.id);
  });

  it("skips a project that closed or that the contractor bid on before the alert went, and a paused contractor", async () => {
    await contractor("daily@pro.example", ["Renovation"], { alerts: "daily", alertHour: 7 });
    await contractor("bidder@pro.example", ["Renovation"], { alerts: "daily", alertHour: 7 });
    const paused = await contractor("paused@pro.example", ["Renovation"]);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await putAlerts(paused, alertsBody({ pausedUntil: until }))).status).toBe(200);
    const first = await post({ municipality: "toronto", title: "Kitchen and basement" });
    const second = await post({ municipality: "york", title: "Main floor refresh" });
    // The bidder sends a proposal before their digest.
    const bid = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: { ...validProposal(first.project.displayId), contractorEmail: "bidder@pro.example" },
      }),
      undefined,
    );
    expect(bid.status).toBe(201);
    // Nothing is due before the digest hour.
    await deliverDueAlerts(state.handle!.db);
    expect(await alertMails()).toEqual([]);
    // At the digest hour: each of the two in one message, what the bidder bid on left out.
    await deliverDueAlerts(state.handle!.db, new Date(Date.now() + 25 * 3_600_000));
    const mails = await alertMails();
    const byRecipient = Object.fromEntries(mails.map((mail) => [mail.recipient, mail.payload]));
    expect(Object.keys(byRecipient).sort()).toEqual(["bidder@pro.example", "daily@pro.example"]);
    expect(byRecipient["daily@pro.example"]!.delivery).toBe("daily");
    expect(byRecipient["daily@pro.example"]!.projects.map((p) => p.project).sort()).toEqual(
      [first.project.displayId, second.project.displayId].sort(),
    );
    expect(byRecipient["bidder@pro.example"]!.projects.map((p) => p.project)).toEqual([
      second.project.displayId,
    ]);
    const skipped = await state.handle!.db.select().from(projectAlerts);
    expect(skipped.filter((row) => row.skippedAt !== null)).toHaveLength(3);
  });

  it("turns alerts off from the stop link of an alert", async () => {
    await contractor("stop@pro.example", ["Renovation"]);
    await post({ municipality: "toronto" });
    await deliverDueAlerts(state.handle!.db);
    // The worker issues the stop link's token when it sends; issue one as it does.
    const { issueMailToken } = await import("@/lib/mail/outbox");
    const token = await issueMailToken(state.handle!.db, "stop@pro.example", "project-alerts");
    const stopped = await unsubscribeRoute.POST(
      request(`/api/unsubscribe/${token}`, { method: "POST" }),
      params({ token }),
    );
    expect(stopped.status).toBe(200);
    const [row] = await state
      .handle!.db.select({ alerts: contractorProfiles.alerts })
      .from(contractorProfiles);
    expect(row!.alerts).toBe("off");
    await post({ municipality: "toronto", title: "Another basement" });
    await deliverDueAlerts(state.handle!.db);
    expect(await alertMails()).toHaveLength(1);
  });
});

describe("the digest hour", () => {
  it("is the next time the hour strikes in Toronto, across the clock change", () => {
    // 2026-12-02 12:30 UTC is 07:30 in Toronto (EST, UTC-5).
    const times = nextDigestTimes(new Date("2026-12-02T12:30:00Z"));
    expect(times[8]!.toISOString()).toBe("2026-12-02T13:00:00.000Z");
    expect(times[7]!.toISOString()).toBe("2026-12-03T12:00:00.000Z");
    expect(times[0]!.toISOString()).toBe("2026-12-03T05:00:00.000Z");
    // The night clocks go forward (2027-03-14, 02:00 EST becomes 03:00 EDT): there is no 2:00
    // that night, so the next 2:00 is the night after.
    const spring = nextDigestTimes(new Date("2027-03-14T05:30:00Z"));
    expect(spring[2]!.toISOString()).toBe("2027-03-15T06:00:00.000Z");
    expect(spring[3]!.toISOString()).toBe("2027-03-14T07:00:00.000Z");
  });
});

describe.each(databases)("projects for you on $name", (target) => {
  const state = useDatabase(target);
  let posts = 0;
  const post = (body: Record<string, unknown>) => {
    posts++;
    return postListedProject(state.handle!.db, {
      ...validProject,
      homeownerEmail: `mine${posts}@home.example`,
      description: `${"Match number ".repeat(posts)}: ${validProject.description}`,
      ...body,
    });
  };
  const dismiss = (rowId: number, cookie?: string) =>
    dismissRoute.POST(
      request(`/api/projects/${rowId}/dismiss`, {
        method: "POST",
        headers: cookie ? { cookie } : {},
      }),
      params({ id: String(rowId) }),
    );

  it("lists the contractor's matches nearest first, then newest, without what they bid on, hid or cannot take", async () => {
    const email = "near@pro.example";
    const cookie = await signIn(state.handle!.db, email);
    await profileRoute.PUT(
      request("/api/pro/profile", {
        method: "PUT",
        body: profile("Near", ["Renovation"]),
        headers: { cookie },
      }),
      undefined,
    );
    const saved = await alertsRoute.PUT(
      request("/api/pro/alerts", {
        method: "PUT",
        body: { areas: [], baseArea: "etobicoke", radiusKm: 25, alerts: "off" },
        headers: { cookie },
      }),
      undefined,
    );
    expect(saved.status).toBe(200);
    const account = { userId: (await accountId(email))!, email };
    const far = await post({ municipality: "brampton", title: "Brampton basement" });
    const near = await post({ municipality: "etobicoke", title: "Etobicoke basement" });
    const nearer = await post({ municipality: "etobicoke", title: "Second Etobicoke basement" });
    await post({ municipality: "etobicoke", category: "Plumbing", title: "A drain" });
    await post({ municipality: "oshawa", title: "Too far away" });
    const bidOn = await post({ municipality: "york", title: "York basement" });
    const hidden = await post({ municipality: "mississauga", title: "Mississauga basement" });
    await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: { ...validProposal(bidOn.project.displayId), contractorEmail: email },
      }),
      undefined,
    );
    // "Not for me": signed out 401, an unknown project 404, then hidden (twice is the same).
    expect((await dismiss(hidden.project.id)).status).toBe(401);
    expect((await dismiss(999_999, cookie)).status).toBe(404);
    expect((await dismiss(hidden.project.id, cookie)).status).toBe(200);
    expect((await dismiss(hidden.project.id, cookie)).status).toBe(200);

    const first = (await matchesOf(account))!;
    expect(first.matches.map((match) => match.displayId)).toEqual([
      nearer.project.displayId,
      near.project.displayId,
      far.project.displayId,
    ]);
    expect(first.matches[0]).toMatchObject({
      place: "Etobicoke (Toronto)",
      distanceKm: 0,
      isNew: true,
    });
    expect(first.matches[2]!.distanceKm).toBeGreaterThan(10);
    expect(first.newCount).toBe(3);
    // Seen: nothing is new until another is listed.
    const seen = await seenRoute.POST(
      request("/api/pro/matches/seen", { method: "POST", headers: { cookie } }),
      undefined,
    );
    expect(seen.status).toBe(200);
    expect((await matchesOf(account))!.newCount).toBe(0);
    const later = await post({ municipality: "york", title: "A later York basement" });
    const again = (await matchesOf(account))!;
    expect(again.newCount).toBe(1);
    expect(again.matches.find((match) => match.isNew)?.displayId).toBe(later.project.displayId);

    // A profile never given alert settings matches where it serves (Toronto and its six).
    const fresh = "fresh@pro.example";
    const freshCookie = await signIn(state.handle!.db, fresh);
    await profileRoute.PUT(
      request("/api/pro/profile", {
        method: "PUT",
        body: profile("Fresh", ["Renovation"]),
        headers: { cookie: freshCookie },
      }),
      undefined,
    );
    const freshMatches = (await matchesOf({ userId: (await accountId(fresh))!, email: fresh }))!;
    expect(freshMatches.matches.map((match) => match.displayId).sort()).toEqual(
      [near, nearer, bidOn, later].map((posted) => posted.project.displayId).sort(),
    );
  });

  it("does not send an alert of a project the contractor hid before it went", async () => {
    const email = "hider@pro.example";
    const cookie = await signIn(state.handle!.db, email);
    await profileRoute.PUT(
      request("/api/pro/profile", {
        method: "PUT",
        body: profile("Hider", ["Renovation"]),
        headers: { cookie },
      }),
      undefined,
    );
    await alertsRoute.PUT(
      request("/api/pro/alerts", {
        method: "PUT",
        body: { areas: ["toronto"], alerts: "daily", alertHour: 7 },
        headers: { cookie },
      }),
      undefined,
    );
    const { project } = await post({ municipality: "toronto" });
    expect((await dismiss(project.id, cookie)).status).toBe(200);
    await deliverDueAlerts(state.handle!.db, new Date(Date.now() + 25 * 3_600_000));
    const sent = await state
      .handle!.db.select()
      .from(outbox)
      .where(eq(outbox.template, "project-alerts"));
    expect(sent).toEqual([]);
  });

  it("leaves a paused project out of the matches and out of an alert not yet sent", async () => {
    const email = "pause-watcher@pro.example";
    const cookie = await signIn(state.handle!.db, email);
    await profileRoute.PUT(
      request("/api/pro/profile", {
        method: "PUT",
        body: profile("Watcher", ["Renovation"]),
        headers: { cookie },
      }),
      undefined,
    );
    await alertsRoute.PUT(
      request("/api/pro/alerts", {
        method: "PUT",
        body: { areas: ["toronto"], alerts: "daily", alertHour: 7 },
        headers: { cookie },
      }),
      undefined,
    );
    const account = { userId: (await accountId(email))!, email };
    const paused = await post({ municipality: "toronto", title: "Paused basement" });
    const open = await post({ municipality: "toronto", title: "Open basement" });
    const pause = await projectRoute.PUT(
      request(`/api/projects/${paused.project.id}`, {
        method: "PUT",
        body: { proposalsPaused: true },
        token: paused.manageToken,
      }),
      { params: Promise.resolve({ id: String(paused.project.id) }) },
    );
    expect(pause.status).toBe(200);
    expect((await matchesOf(account))!.matches.map((match) => match.displayId)).toEqual([
      open.project.displayId,
    ]);
    await deliverDueAlerts(state.handle!.db, new Date(Date.now() + 25 * 3_600_000));
    const sent = await state
      .handle!.db.select()
      .from(outbox)
      .where(eq(outbox.template, "project-alerts"));
    expect(sent).toHaveLength(1);
    const listed = (sent[0]!.payload as { projects: { project: number }[] }).projects;
    expect(listed.map((entry) => entry.project)).toEqual([open.project.displayId]);
  });

  const accountId = async (email: string) =>
    (
      await state
        .handle!.db.select({ id: authUsers.id })
        .from(authUsers)
        .where(eq(authUsers.email, email))
    )[0]?.id;
});
