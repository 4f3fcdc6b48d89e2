import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as answerRoute from "@/app/api/agreements/[id]/completion/answer/route";
import * as completionRoute from "@/app/api/agreements/[id]/completion/route";
import * as signInRoute from "@/app/api/auth/sign-in/route";
import * as verifyRoute from "@/app/api/auth/verify/route";
import * as meRoute from "@/app/api/pro/me/route";
import * as notificationsRoute from "@/app/api/pro/notifications/route";
import * as profileRoute from "@/app/api/pro/profile/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as trackRoute from "@/app/api/proposals/[proposalId]/track/route";
import { contractorWork } from "@/lib/accounts/work";
import { signedToken } from "@/lib/auth/tokens";
import { torontoDay } from "@/lib/calendar-day";
import { authUsers, mailRecipients, outbox, projects, proposals } from "@/lib/db/schema";
import { TRACKING_PURPOSE } from "@/lib/proposals/access";
import { findPublicProfile } from "@/lib/pros/store";
import { agreement, claimProposal, post } from "./agreement-fixture";
import {
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

const ADDRESS = "bids@northside.example";

const validProfile = {
  businessName: "Northside Renovations & Sons",
  contactName: "Sam Patel",
  phone: "416-555-0142",
  trades: ["Renovation", "Plumbing"],
  serviceAreas: ["Toronto", "Markham"],
  credentials: [
    { kind: "wsibClearance", number: "WSIB-123456" },
    { kind: "hcraLicence", number: "B12345" },
  ],
};

describe.each(databases)("contractor accounts and profiles ($name)", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;

  /** Signs in with an address as a browser would: asks for the link, opens it; the cookie. */
  async function signIn(email = ADDRESS): Promise<string> {
    const asked = await signInRoute.POST(
      request("/api/auth/sign-in", { method: "POST", body: { email } }),
      undefined,
    );
    expect(asked.status).toBe(202);
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.template, "sign-in-link"))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    const token = (row!.payload as { private: { url: string } }).private.url.split("#token=")[1]!;
    const verified = await verifyRoute.POST(
      request("/api/auth/verify", { method: "POST", token }),
      undefined,
    );
    expect(verified.status).toBe(200);
    return verified.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  /** A project posted and published, each by a homeowner of its own: its displayed id. */
  let homeowners = 0;
  async function postProject(): Promise<number> {
    const homeownerEmail = `owner${++homeowners}@home.example`;
    const response = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: { ...validProject, homeownerEmail } }),
      undefined,
    );
    const { project } = await response.json();
    await publishByEmail(db(), project.id, homeownerEmail);
    return project.displayId;
  }

  /** The signed-in account of an address, as lib/accounts/session.ts gives it. */
  async function accountOf(email = ADDRESS) {
    const [user] = await db().select().from(authUsers).where(eq(authUsers.email, email));
    return { userId: user!.id, email };
  }

  const sendProposal = (displayId: number, email = ADDRESS, cookie?: string) =>
    proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: { ...validProposal(displayId), contractorEmail: email },
        headers: cookie ? { cookie } : {},
      }),
      undefined,
    );

  const putProfile = (body: unknown, cookie?: string) =>
    profileRoute.PUT(
      request("/api/pro/profile", { method: "PUT", body, headers: cookie ? { cookie } : {} }),
      undefined,
    );

  it("gathers every earlier proposal of the address, sent without an account, once signed in", async () => {
    const first = await postProject();
    const second = await postProject();
    await sendProposal(first, "Bids@Northside.example");
    await sendProposal(second);
    await sendProposal(second, "someone-else@example.com");
    const cookie = await signIn();
    const me = await (
      await meRoute.GET(request("/api/pro/me", { headers: { cookie } }), undefined)
    ).json();
    expect(me).toEqual({ signedIn: true, email: ADDRESS, profile: null });
    const work = await contractorWork(await accountOf());
    expect(work.proposals.map((p) => p.projectDisplayId).sort()).toEqual([first, second]);
    expect(work.proposals.every((p) => p.status === "pending")).toBe(true);
    // Sent without the account, by whoever typed the address: listed, not yet the account's.
    expect(work.proposals.every((p) => !p.yours)).toBe(true);
    expect(work.notices).toBe(true);
  });

  it("links each gathered proposal to its tracking page with a signed token that opens it", async () => {
    await sendProposal(await postProject());
    await signIn();
    const [listed] = (await contractorWork(await accountOf())).proposals;
    const token = decodeURIComponent(listed!.trackPath.split("#track=")[1]!);
    const opened = await trackRoute.GET(
      request(`/api/proposals/${listed!.id}/track`, { token }),
      params({ proposalId: String(listed!.id) }),
    );
    expect(opened.status).toBe(200);
    // The token opens that proposal alone, and not once expired.
    const other = await trackRoute.GET(
      request(`/api/proposals/${listed!.id + 1}/track`, { token }),
      params({ proposalId: String(listed!.id + 1) }),
    );
    expect(other.status).not.toBe(200);
    const expired = signedToken(TRACKING_PURPOSE, listed!.id, new Date(Date.now() - 1000));
    const refused = await trackRoute.GET(
      request(`/api/proposals/${listed!.id}/track`, { token: expired }),
      params({ proposalId: String(listed!.id) }),
    );
    expect(refused.status).toBe(403);
  });

  it("answers 401 to profile and settings changes without a session", async () => {
    expect((await putProfile(validProfile)).status).toBe(401);
    expect((await putProfile(validProfile, "torontopros.session_token=forged.value")).status).toBe(
      401,
    );
    const settings = await notificationsRoute.PUT(
      request("/api/pro/notifications", { method: "PUT", body: { notices: false } }),
      undefined,
    );
    expect(settings.status).toBe(401);
  });

  it("creates a profile with a slug from the business name, dating each credential as stated", async () => {
    const cookie = await signIn();
    const created = await putProfile(validProfile, cookie);
    expect(created.status).toBe(200);
    const body = await created.json();
    expect(body.slug).toBe("northside-renovations-and-sons");
    const today = new Date().toISOString().slice(0, 10);
    expect(body.credentials).toEqual([
      { kind: "wsibClearance", number: "WSIB-123456", statedOn: today },
      { kind: "hcraLicence", number: "B12345", statedOn: today },
    ]);
    // A second contractor with the same name gets a slug of their own.
    const other = await signIn("crew@another.example");
    expect((await (await putProfile(validProfile, other)).json()).slug).toBe(
      "northside-renovations-and-sons-2",
    );
    // An update keeps the slug.
    const renamed = await putProfile({ ...validProfile, businessName: "Northside Reno" }, cookie);
    expect((await renamed.json()).slug).toBe("northside-renovations-and-sons");
  });

  it("refuses an invalid profile field by field", async () => {
    const cookie = await signIn();
    const response = await putProfile(
      {
        businessName: " ",
        contactName: "Sam",
        trades: ["Knitting"],
        serviceAreas: [],
        credentials: [
          { kind: "esaLicence", number: "12" },
          { kind: "verifiedBadge", number: "12345" },
        ],
      },
      cookie,
    );
    expect(response.status).toBe(400);
    const { issues } = await response.json();
    const paths = issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "businessName",
        "trades.0",
        "serviceAreas",
        "credentials.0.number",
        "credentials.1.kind",
      ]),
    );
    const twice = await putProfile(
      {
        ...validProfile,
        credentials: [
          { kind: "wsibClearance", number: "1234" },
          { kind: "wsibClearance", number: "5678" },
        ],
      },
      cookie,
    );
    expect(twice.status).toBe(400);
    const hostile = await putProfile({ ...validProfile, businessName: { $gt: "" } }, cookie);
    expect(hostile.status).toBe(400);
    const huge = await putProfile({ ...validProfile, businessName: "x".repeat(5000) }, cookie);
    expect(huge.status).toBe(400);
  });

  it("links a proposal sent signed in from the account's address to the profile, and no other", async () => {
    const displayId = await postProject();
    const cookie = await signIn();
    await putProfile(validProfile, cookie);
    const linked = await (await sendProposal(displayId, ADDRESS, cookie)).json();
    expect(linked.profileSlug).toBe("northside-renovations-and-sons");
    // The same mailbox spelt otherwise (a +tag, capitals) is the account's address too.
    const tagged = await (
      await sendProposal(displayId, "Bids+Quotes@Northside.example", cookie)
    ).json();
    expect(tagged.profileSlug).toBe("northside-renovations-and-sons");
    // Someone else's address typed while signed in, or the address without a session: no link.
    const other = await (await sendProposal(displayId, "x@example.com", cookie)).json();
    expect(other.profileSlug).toBe(null);
    const anonymous = await (await sendProposal(displayId, ADDRESS)).json();
    expect(anonymous.profileSlug).toBe(null);
    // Only the ones sent signed in are the account's (what its profile counts).
    const { userId } = await accountOf();
    const owners = await db()
      .select({ id: proposals.id, owner: proposals.contractorUserId })
      .from(proposals)
      .orderBy(proposals.id);
    expect(owners).toEqual([
      { id: linked.id, owner: userId },
      { id: tagged.id, owner: userId },
      { id: other.id, owner: null },
      { id: anonymous.id, owner: null },
    ]);
  });

  it("shows on the public profile the account's agreements both confirmed and its completed work whose record stands, counted in SQL", async () => {
    const cookie = await signIn();
    await putProfile(validProfile, cookie);
    // Work started a month ago, agreed and confirmed by both; sent without the account.
    const made = await agreement(db(), "both", {
      startDate: torontoDay(new Date(Date.now() - 30 * 86_400_000)),
      completionDate: torontoDay(),
    });
    const displayId = 3000 + made.projectRowId;
    const shown = () => findPublicProfile("northside-renovations-and-sons");
    // Not the account's until it claims the proposal: nothing counts.
    expect(await shown()).toMatchObject({ confirmedAgreements: 0, completedWork: [] });
    await claimProposal(made.proposalId, cookie);
    let profile = await shown();
    expect(profile).toMatchObject({ confirmedAgreements: 1, completedWork: [] });
    expect(JSON.stringify(profile)).not.toContain(ADDRESS);
    expect(JSON.stringify(profile)).not.toContain("416-555-0142");
    // The owner marking the project completed is no record of the work: still none.
    await db()
      .update(projects)
      .set({ status: "completed", completionDate: new Date("2026-10-15T12:00:00Z") })
      .where(eq(projects.id, made.projectRowId));
    expect((await shown())!.completedWork).toEqual([]);
    // Recorded completed by the homeowner: not until the contractor acknowledges it.
    const today = torontoDay();
    const recorded = await post(
      completionRoute,
      "/",
      made.ids,
      { kind: "completion", completedOn: today },
      made.owner,
    );
    expect(recorded.status).toBe(200);
    expect((await shown())!.completedWork).toEqual([]);
    expect(
      (await post(answerRoute, "/", made.ids, { answer: "acknowledged" }, made.contractor)).status,
    ).toBe(200);
    profile = await shown();
    expect(profile!.completedWork).toEqual([
      expect.objectContaining({ displayId, title: validProject.title }),
    ]);
    expect(profile!.completedWork[0]!.completedOn!.slice(0, 10)).toBe(today);
    expect(await findPublicProfile("no-such-slug")).toBeNull();
  });

  it("turns the address's notices off and on from /pro", async () => {
    const cookie = await signIn();
    const put = (notices: unknown) =>
      notificationsRoute.PUT(
        request("/api/pro/notifications", {
          method: "PUT",
          body: { notices },
          headers: { cookie },
        }),
        undefined,
      );
    expect((await put(false)).status).toBe(200);
    const [row] = await db().select().from(mailRecipients).where(eq(mailRecipients.email, ADDRESS));
    expect(row!.unsubscribedAt).not.toBeNull();
    expect((await contractorWork(await accountOf())).notices).toBe(false);
    expect((await put(true)).status).toBe(200);
    expect((await contractorWork(await accountOf())).notices).toBe(true);
    expect((await put("off")).status).toBe(400);
  });
});
