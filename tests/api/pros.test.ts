import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

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
import { mailRecipients, outbox, projects, proposals } from "@/lib/db/schema";
import { TRACKING_PURPOSE } from "@/lib/proposals/access";
import { findPublicProfile } from "@/lib/pros/store";
import { databases, params, request, useDatabase, validProject, validProposal } from "./helpers";

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

  async function postProject(): Promise<number> {
    const response = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
    return (await response.json()).project.displayId;
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
    const work = await contractorWork(ADDRESS);
    expect(work.proposals.map((p) => p.projectDisplayId).sort()).toEqual([first, second]);
    expect(work.proposals.every((p) => p.status === "pending")).toBe(true);
    expect(work.notices).toBe(true);
  });

  it("links each gathered proposal to its tracking page with a signed token that opens it", async () => {
    await sendProposal(await postProject());
    const [listed] = (await contractorWork(ADDRESS)).proposals;
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
    // Someone else's address typed while signed in, or the address without a session: no link.
    expect(
      (await (await sendProposal(displayId, "x@example.com", cookie)).json()).profileSlug,
    ).toBe(null);
    expect((await (await sendProposal(displayId, ADDRESS)).json()).profileSlug).toBe(null);
  });

  it("shows on the public profile the agreements both confirmed and the completed work, counted in SQL", async () => {
    const cookie = await signIn();
    await putProfile(validProfile, cookie);
    const displayId = await postProject();
    const sent = await (await sendProposal(displayId, ADDRESS, cookie)).json();
    let profile = await findPublicProfile("northside-renovations-and-sons");
    expect(profile).toMatchObject({ confirmedAgreements: 0, completedWork: [] });
    expect(JSON.stringify(profile)).not.toContain(ADDRESS);
    expect(JSON.stringify(profile)).not.toContain("416-555-0142");
    // The owner hired them and marked the project completed.
    await db().update(proposals).set({ status: "accepted" }).where(eq(proposals.id, sent.id));
    await db()
      .update(projects)
      .set({ status: "completed", completionDate: new Date("2026-10-15T12:00:00Z") })
      .where(eq(projects.id, displayId - 3000));
    profile = await findPublicProfile("northside-renovations-and-sons");
    expect(profile!.completedWork).toEqual([
      expect.objectContaining({ displayId, title: validProject.title }),
    ]);
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
    expect((await contractorWork(ADDRESS)).notices).toBe(false);
    expect((await put(true)).status).toBe(200);
    expect((await contractorWork(ADDRESS)).notices).toBe(true);
    expect((await put("off")).status).toBe(400);
  });
});
