import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as completionRoute from "@/app/api/agreements/[id]/completion/route";
import * as answerRoute from "@/app/api/agreements/[id]/completion/answer/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import * as addressRoute from "@/app/api/agreements/[id]/address/route";
import * as reviewRoute from "@/app/api/agreements/[id]/review/route";
import * as signInRoute from "@/app/api/auth/sign-in/route";
import * as verifyRoute from "@/app/api/auth/verify/route";
import * as claimRoute from "@/app/api/pro/claim/route";
import * as profileRoute from "@/app/api/pro/profile/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as publishRoute from "@/app/api/projects/[id]/publish/route";
import * as reportRoute from "@/app/api/projects/[id]/report/route";
import * as decisionRoute from "@/app/api/admin/projects/[id]/decision/route";
import * as queueRoute from "@/app/api/admin/projects/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import type { Agreement } from "@/lib/agreements/shapes";
import { torontoDay } from "@/lib/calendar-day";
import { agreementCompletions, outbox, projects, proposals } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { MAIL_BUDGET, SUPPRESSED_LIMIT, SUPPRESSED_THREAD } from "@/lib/mail/outbox";
import { fileTransport } from "@/lib/mail/transport";
import { sweepUnconfirmedProjects } from "@/lib/projects/listing";
import { deleteProject } from "@/lib/projects/transitions";
import { findPublicProfile } from "@/lib/pros/store";
import { profileStructuredData } from "@/lib/pros/structured-data";
import { sweepStandingCompletions } from "@/lib/agreements/completion";
import { CONTRACTOR_DETAILS, itemised } from "./agreement-fixture";
import {
  ADMIN_TOKEN,
  databases,
  fragmentToken,
  outboxLink,
  params,
  postListedProject,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

// Issue 55, "proven people": the audit's two reproductions (a reputation forged in twelve
// requests; fourteen proposal flows to a stranger's address), and each rule they led to.

const VICTIM = "office@real-contractor.example";
const STRANGER = "stranger@mailbox.example";
const ATTACKER = "attacker@throwaway.example";
const PAST = "2026-11-01";

describe.each(databases)("proven people on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  const today = torontoDay();

  const call = (
    route: { POST: (r: Request, c: never) => Promise<Response> },
    path: string,
    body: unknown,
    options: { token?: string; cookie?: string; id?: Record<string, string> } = {},
  ) =>
    route.POST(
      request(path, {
        method: "POST",
        body,
        token: options.token,
        headers: options.cookie ? { cookie: options.cookie } : {},
      }),
      (options.id ? params(options.id) : undefined) as never,
    );

  /** Signs in as a browser would: asks for the link, opens it; answers the session cookie. */
  async function signIn(email: string): Promise<string> {
    const asked = await call(signInRoute, "/api/auth/sign-in", { email });
    expect(asked.status).toBe(202);
    const url = await outboxLink(db(), "sign-in-link", email, "url");
    const verified = await verifyRoute.POST(
      request("/api/auth/verify", { method: "POST", token: fragmentToken(url, "token") }),
      undefined,
    );
    expect(verified.status).toBe(200);
    return verified.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  async function profileOf(cookie: string) {
    const saved = await profileRoute.PUT(
      request("/api/pro/profile", {
        method: "PUT",
        body: {
          businessName: "Real Contractor Ltd.",
          contactName: "Dave Moreau",
          trades: ["Electrical"],
          serviceAreas: ["Toronto"],
          credentials: [],
        },
        headers: { cookie },
      }),
      undefined,
    );
    expect(saved.status).toBe(200);
    return ((await saved.json()) as { slug: string }).slug;
  }

  const propose = (displayId: number, body: Record<string, unknown> = {}, cookie?: string) =>
    call(
      proposalsRoute,
      "/api/proposals",
      {
        ...validProposal(displayId),
        contractorEmail: VICTIM,
        ...body,
      },
      { cookie },
    );

  /** An itemised proposal (its bid is derived from the total), sent as `cookie`'s session if given. */
  const proposeItemised = (
    displayId: number,
    terms: Partial<typeof itemised>,
    options: { email?: string; cookie?: string } = {},
  ) => {
    const { bidAmount: _bid, ...simple } = validProposal(displayId);
    return call(
      proposalsRoute,
      "/api/proposals",
      {
        ...simple,
        contractorEmail: options.email ?? VICTIM,
        structured: { ...itemised, ...terms },
      },
      { cookie: options.cookie },
    );
  };

  const accept = (proposalId: number, manageToken: string) =>
    statusRoute.PATCH(
      request(`/api/proposals/${proposalId}/status`, {
        method: "PATCH",
        body: { status: "accepted" },
        token: manageToken,
      }),
      params({ proposalId: String(proposalId) }),
    );

  const version = async (id: number, token: string) =>
    (
      (await (
        await agreementRoute.GET(
          request(`/api/agreements/${id}`, { token }),
          params({ id: String(id) }) as never,
        )
      ).json()) as Agreement
    ).version;

  it("the audit's forged reputation: twelve requests leave a real contractor's profile empty", async () => {
    const cookie = await signIn(VICTIM);
    const slug = await profileOf(cookie);
    // 1-2: the attacker posts a project with their own address and publishes it.
    const project = await postListedProject(db(), {
      homeownerEmail: ATTACKER,
      category: "Electrical",
      homeowner: "Pat Attacker",
    });
    // 3: a proposal in the victim's name, sent by the attacker, who gets its tracking token.
    const { bidAmount: _bid, ...simple } = validProposal(project.project.displayId);
    const sent = await call(proposalsRoute, "/api/proposals", {
      ...simple,
      contractorEmail: VICTIM,
      structured: { ...itemised, startDate: PAST, completionDate: PAST },
    });
    expect(sent.status).toBe(201);
    const { id: proposalId, trackingToken } = await sent.json();
    // 4: accepted with the manage token: an agreement.
    const accepted = await accept(proposalId, project.manageToken);
    const id = ((await accepted.json()) as { agreementId: number }).agreementId;
    const ids = { id: String(id) };
    // 5-7: both tokens open it and fill it in.
    expect(
      (
        await call(
          addressRoute,
          "/",
          { address: "1 Fake St, Toronto" },
          { token: project.manageToken, id: ids },
        )
      ).status,
    ).toBe(200);
    expect(
      (await call(detailsRoute, "/", CONTRACTOR_DETAILS, { token: trackingToken, id: ids })).status,
    ).toBe(200);
    // 8-9: but neither signs: the homeowner's manage token and the sender's tracking token.
    for (const [token, name] of [
      [project.manageToken, "Pat Attacker"],
      [trackingToken, "Sam Patel"],
    ] as const) {
      const body = { name, version: await version(id, token), read: true };
      const refused = await call(confirmRoute, "/", body, { token, id: ids });
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe("proof_required");
    }
    // 10-12: nor record completion, nor review.
    expect(
      (
        await call(
          completionRoute,
          "/",
          { kind: "completion", completedOn: today },
          { token: trackingToken, id: ids },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          reviewRoute,
          "/",
          { rating: 1, body: "Terrible work, never again, avoid this company." },
          { token: project.manageToken, id: ids },
        )
      ).status,
    ).toBe(403);
    // The victim's page shows nothing of it.
    const profile = (await findPublicProfile(slug))!;
    expect(profile.confirmedAgreements).toBe(0);
    expect(profile.completedWork).toEqual([]);
    expect(profile.reviews).toEqual([]);
    expect(profileStructuredData(profile)).not.toHaveProperty("aggregateRating");
    // The proposal is nobody's until the victim claims it.
    const [row] = await db().select().from(proposals).where(eq(proposals.id, proposalId));
    expect(row!.contractorUserId).toBeNull();
  });

  it("counts an agreement, completed work and a review only between proven parties", async () => {
    const cookie = await signIn(VICTIM);
    const slug = await profileOf(cookie);
    const homeowner = "jordan.lee@home.example";
    const project = await postListedProject(db(), {
      homeownerEmail: homeowner,
      category: "Electrical",
    });
    // Sent signed in, from the account's own mailbox spelled otherwise: the account's.
    const sent = await proposeItemised(
      project.project.displayId,
      { startDate: PAST, completionDate: PAST },
      { email: "Office+quotes@Real-Contractor.example", cookie },
    );
    expect(sent.status).toBe(201);
    const { id: proposalId } = await sent.json();
    const accepted = await accept(proposalId, project.manageToken);
    const id = ((await accepted.json()) as { agreementId: number }).agreementId;
    const ids = { id: String(id) };
    const homeownerKey = fragmentToken(
      await outboxLink(db(), "agreement-ready", homeowner, "agreementUrl"),
      "key",
    );
    await call(
      addressRoute,
      "/",
      { address: "12 Elm St, Toronto" },
      { token: homeownerKey, id: ids },
    );
    // The contractor acts through their session: no token at all.
    expect((await call(detailsRoute, "/", CONTRACTOR_DETAILS, { cookie, id: ids })).status).toBe(
      200,
    );
    const homeownerBody = {
      name: "Jordan Lee",
      version: await version(id, homeownerKey),
      read: true,
    };
    expect(
      (await call(confirmRoute, "/", homeownerBody, { token: homeownerKey, id: ids })).status,
    ).toBe(200);
    const viewed = await agreementRoute.GET(
      request(`/api/agreements/${id}`, { headers: { cookie } }),
      params(ids) as never,
    );
    const asContractor = (await viewed.json()) as Agreement;
    expect(asContractor.viewer).toBe("contractor");
    expect(asContractor.viewerProven).toBe(true);
    const confirmed = await call(
      confirmRoute,
      "/",
      { name: "Sam Patel", version: asContractor.version, read: true },
      { cookie, id: ids },
    );
    expect(confirmed.status).toBe(200);
    expect((await findPublicProfile(slug))!.confirmedAgreements).toBe(1);

    // Completion: not before the start date when the start is later; the contractor records it,
    // the homeowner acknowledges, and reviews open.
    const recorded = await call(
      completionRoute,
      "/",
      { kind: "completion", completedOn: today },
      { cookie, id: ids },
    );
    expect(recorded.status).toBe(200);
    expect((await findPublicProfile(slug))!.completedWork).toEqual([]);
    const early = await call(
      reviewRoute,
      "/",
      { rating: 5, body: "Excellent work, tidy and on time every day." },
      { token: homeownerKey, id: ids },
    );
    expect(early.status).toBe(409);
    expect(
      (await call(answerRoute, "/", { answer: "acknowledged" }, { token: homeownerKey, id: ids }))
        .status,
    ).toBe(200);
    expect((await findPublicProfile(slug))!.completedWork).toHaveLength(1);
    expect(
      (
        await call(
          reviewRoute,
          "/",
          { rating: 5, body: "Excellent work, tidy and on time every day." },
          { token: homeownerKey, id: ids },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await call(
          reviewRoute,
          "/",
          { rating: 4, body: "A good client, clear and paid on time." },
          { cookie, id: ids },
        )
      ).status,
    ).toBe(201);
    const profile = (await findPublicProfile(slug))!;
    expect(profile.reviews).toHaveLength(1);
    expect(profile.reviews[0]).toMatchObject({
      rating: 5,
      outcome: "completed",
      valueBand: "$1,000 - $5,000",
    });
    expect(profileStructuredData(profile)).toMatchObject({
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    });

    // A sock-puppet homeowner at an address the account has used counts for nothing: the review
    // no longer counts once the account makes a proposal sent with that address its own.
    const other = await postListedProject(db(), { homeownerEmail: "someone@else.example" });
    const puppet = await propose(other.project.displayId, { contractorEmail: homeowner });
    expect(puppet.status).toBe(201);
    const claim = new URLSearchParams(
      new URL(await outboxLink(db(), "proposal-receipt", homeowner, "claimUrl")).hash.slice(1),
    );
    const claimed = await call(
      claimRoute,
      "/api/pro/claim",
      { proposalId: (await puppet.json()).id, token: claim.get("token") },
      { cookie },
    );
    expect(claimed.status).toBe(200);
    expect((await findPublicProfile(slug))!.reviews).toEqual([]);
  });

  it("stands a completion unanswered for 7 days, and a disputed one opens no review", async () => {
    const cookie = await signIn(VICTIM);
    await profileOf(cookie);
    const homeowner = "robin@home.example";
    const project = await postListedProject(db(), {
      homeownerEmail: homeowner,
      category: "Electrical",
    });
    const sent = await proposeItemised(
      project.project.displayId,
      { startDate: "2099-01-01", completionDate: "2099-02-01" },
      { cookie },
    );
    const { id: proposalId } = await sent.json();
    const id = (
      (await (await accept(proposalId, project.manageToken)).json()) as { agreementId: number }
    ).agreementId;
    const ids = { id: String(id) };
    const key = fragmentToken(
      await outboxLink(db(), "agreement-ready", homeowner, "agreementUrl"),
      "key",
    );
    await call(addressRoute, "/", { address: "12 Elm St, Toronto" }, { token: key, id: ids });
    await call(detailsRoute, "/", CONTRACTOR_DETAILS, { cookie, id: ids });
    await call(
      confirmRoute,
      "/",
      { name: "Jordan Lee", version: await version(id, key), read: true },
      { token: key, id: ids },
    );
    const asContractor = (await (
      await agreementRoute.GET(request("/", { headers: { cookie } }), params(ids) as never)
    ).json()) as Agreement;
    await call(
      confirmRoute,
      "/",
      { name: "Sam Patel", version: asContractor.version, read: true },
      { cookie, id: ids },
    );

    // The work cannot be recorded done before the agreed start (2099); abandonment can be.
    const before = await call(
      completionRoute,
      "/",
      { kind: "completion", completedOn: today },
      { token: key, id: ids },
    );
    expect(before.status).toBe(409);
    expect((await before.json()).code).toBe("completion_before_start");
    expect(
      (
        await call(
          completionRoute,
          "/",
          { kind: "abandonment", completedOn: today },
          { token: key, id: ids },
        )
      ).status,
    ).toBe(200);
    // Disputed by the contractor: no review; then recorded again, and left unanswered.
    expect((await call(answerRoute, "/", { answer: "disputed" }, { cookie, id: ids })).status).toBe(
      400,
    );
    expect(
      (
        await call(
          answerRoute,
          "/",
          { answer: "disputed", note: "I was refused access to the house." },
          { cookie, id: ids },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          reviewRoute,
          "/",
          { rating: 1, body: "Walked off the job after two days." },
          { token: key, id: ids },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await call(
          completionRoute,
          "/",
          { kind: "termination", completedOn: today },
          { token: key, id: ids },
        )
      ).status,
    ).toBe(200);
    expect(await sweepStandingCompletions(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await sweepStandingCompletions(new Date(Date.now() + 7 * 86_400_000 + 60_000))).toBe(1);
    const [record] = await db()
      .select()
      .from(agreementCompletions)
      .where(eq(agreementCompletions.agreementId, id));
    expect(record!.stoodAt).toBeInstanceOf(Date);
    expect(record!.previous).toHaveLength(1);
    const reviewed = await call(
      reviewRoute,
      "/",
      { rating: 2, body: "Walked off the job after two days." },
      { token: key, id: ids },
    );
    expect(reviewed.status).toBe(201);
    const own = (await reviewed.json()) as { own: { outcome: string } };
    expect(own.own.outcome).toBe("terminated");
  });

  it("the audit's fourteen proposals to a stranger: at most the budget, each with 'this was not me'", async () => {
    const project = await postListedProject(db(), { homeownerEmail: "owner@home.example" });
    // A name that tries to greet the stranger with a telephone number is refused.
    const named = await propose(project.project.displayId, {
      contractorEmail: STRANGER,
      contractorName: "Call 416-555-0000 now to claim your refund",
    });
    expect(named.status).toBe(400);
    expect((await named.json()).issues[0].path).toBe("contractorName");
    for (let i = 0; i < 14; i++) {
      const listed = await postListedProject(db(), {
        homeownerEmail: `owner${i}@home.example`,
        title: `Project ${i} of the audit`,
      });
      const sent = await propose(listed.project.displayId, {
        contractorEmail: i % 2 ? STRANGER.toUpperCase() : "Stranger+reno@mailbox.example",
      });
      expect(sent.status).toBe(201);
      const { id } = await sent.json();
      expect((await accept(id, listed.manageToken)).status).toBe(200);
    }
    const sentTo = await db()
      .select()
      .from(outbox)
      .where(sql`mail_address_key(${outbox.recipient}) = ${STRANGER}`);
    const going = sentTo.filter((row) => row.status !== "suppressed");
    expect(going.length).toBeLessThanOrEqual(MAIL_BUDGET.perHour);
    expect(sentTo.some((row) => row.lastError === SUPPRESSED_LIMIT)).toBe(true);
    // After a held-back receipt, that project's "accepted" is held back too.
    expect(sentTo.some((row) => row.lastError === SUPPRESSED_THREAD)).toBe(true);
    const mails = await deliverDueMail(db(), fileTransport(`/tmp/proven-${Date.now()}`)).then(() =>
      db()
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.status, "sent"), sql`mail_address_key(${outbox.recipient}) = ${STRANGER}`),
        ),
    );
    expect(mails.length).toBe(going.length);
  });

  it("lists a project only once its homeowner opens the e-mailed link, and deletes it after 72 hours", async () => {
    const missing = await call(projectsRoute, "/api/projects", {
      ...validProject,
      homeownerEmail: undefined,
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues.map((issue: { path: string }) => issue.path)).toContain(
      "homeownerEmail",
    );
    const posted = await call(projectsRoute, "/api/projects", validProject);
    expect(posted.status).toBe(201);
    const body = await posted.json();
    expect(body.listing).toBe("unconfirmed");
    const rowId = body.project.id as number;
    const displayId = body.project.displayId as number;
    const list = async () =>
      JSON.parse(
        await (await projectsRoute.GET(request("/api/projects"), undefined)).text(),
      ) as unknown[];
    expect(await list()).toHaveLength(0);
    expect((await projectRoute.GET(request("/"), params({ id: String(rowId) }))).status).toBe(404);
    expect((await propose(displayId)).status).toBe(400);
    // The owner edits it before publishing.
    const edited = await projectRoute.PUT(
      request("/", {
        method: "PUT",
        body: { title: "Finish our basement, with a bathroom" },
        token: body.manageToken,
      }),
      params({ id: String(rowId) }),
    );
    expect(edited.status).toBe(200);
    // A wrong link publishes nothing.
    expect(
      (
        await call(
          publishRoute,
          "/",
          { token: "s.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
          { id: { id: String(rowId) } },
        )
      ).status,
    ).toBe(403);
    const url = await outboxLink(db(), "project-posted", validProject.homeownerEmail, "publishUrl");
    const published = await call(
      publishRoute,
      "/",
      { token: fragmentToken(url, "token") },
      { id: { id: String(rowId) } },
    );
    expect(published.status).toBe(200);
    expect((await published.json()).listing).toBe("listed");
    expect(await list()).toHaveLength(1);
    expect((await propose(displayId)).status).toBe(201);

    // One never confirmed is deleted after 72 hours.
    const stale = await call(projectsRoute, "/api/projects", {
      ...validProject,
      homeownerEmail: "late@home.example",
    });
    const staleId = (await stale.json()).project.id as number;
    expect(
      await sweepUnconfirmedProjects(deleteProject, new Date(Date.now() + 71 * 3_600_000)),
    ).toBe(0);
    expect(
      await sweepUnconfirmedProjects(deleteProject, new Date(Date.now() + 73 * 3_600_000)),
    ).toBe(1);
    expect(await db().select().from(projects).where(eq(projects.id, staleId))).toEqual([]);
  });

  it("refuses a repeat, holds contact details for the operator, and unlists what three contractors report", async () => {
    const first = await postListedProject(db());
    const repeat = await call(projectsRoute, "/api/projects", {
      ...validProject,
      title: "Finish our basement!",
    });
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toMatchObject({
      code: "project_repeated",
      existing: { displayId: first.project.displayId, url: `/project/${first.project.displayId}` },
    });
    const held = await postListedProject(db(), {
      homeownerEmail: "calls@home.example",
      description: "Finish the basement. Text me at (416) 555-0199 for the key.",
    });
    const [row] = await db().select().from(projects).where(eq(projects.id, held.project.id));
    expect(row!.listing).toBe("held");
    expect(row!.heldReasons).toEqual(["contact-details"]);
    const queue = async () =>
      (await (await queueRoute.GET(request("/", { token: ADMIN_TOKEN }), undefined)).json())
        .projects as {
        displayId: number;
        heldReasons: string[];
      }[];
    expect((await queue()).map((item) => item.displayId)).toEqual([held.project.displayId]);
    expect(
      (
        await call(
          decisionRoute,
          "/",
          { decision: "reject" },
          { token: ADMIN_TOKEN, id: { id: String(held.project.id) } },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          decisionRoute,
          "/",
          { decision: "publish" },
          { token: ADMIN_TOKEN, id: { id: String(held.project.id) } },
        )
      ).status,
    ).toBe(200);
    expect(await queue()).toEqual([]);
    const told = await db().select().from(outbox).where(eq(outbox.template, "project-decision"));
    expect(told.map((mail) => mail.recipient)).toEqual(["calls@home.example"]);

    // Reports: signed-in contractors only, once each; the third unlists.
    expect(
      (await call(reportRoute, "/", { reason: "fake" }, { id: { id: String(first.project.id) } }))
        .status,
    ).toBe(401);
    for (const [index, email] of ["a@pros.example", "b@pros.example", "c@pros.example"].entries()) {
      const cookie = await signIn(email);
      const reported = await call(
        reportRoute,
        "/",
        { reason: "already-done" },
        { cookie, id: { id: String(first.project.id) } },
      );
      expect(reported.status).toBe(201);
      expect((await reported.json()).listed).toBe(index < 2);
      if (index === 0) {
        const again = await call(
          reportRoute,
          "/",
          { reason: "fake" },
          { cookie, id: { id: String(first.project.id) } },
        );
        expect((await again.json()).listed).toBe(true);
      }
    }
    expect((await queue()).map((item) => item.displayId)).toEqual([first.project.displayId]);
    expect((await propose(first.project.displayId)).status).toBe(400);
  });

  it("lets the holder of a receipt's claim link add an anonymous proposal to their account", async () => {
    const project = await postListedProject(db());
    const sent = await propose(project.project.displayId, { contractorEmail: "info@shop.example" });
    const { id: proposalId } = await sent.json();
    const url = await outboxLink(db(), "proposal-receipt", "info@shop.example", "claimUrl");
    const cookie = await signIn(VICTIM);
    const fragment = new URLSearchParams(new URL(url).hash.slice(1));
    // Without the link, another mailbox's proposal cannot be claimed.
    expect((await call(claimRoute, "/api/pro/claim", { proposalId }, { cookie })).status).toBe(403);
    expect(
      (await call(claimRoute, "/api/pro/claim", { proposalId, token: fragment.get("token") }))
        .status,
    ).toBe(401);
    const claimed = await call(
      claimRoute,
      "/api/pro/claim",
      { proposalId, token: fragment.get("token") },
      { cookie },
    );
    expect(claimed.status).toBe(200);
    const [row] = await db().select().from(proposals).where(eq(proposals.id, proposalId));
    expect(row!.contractorUserId).toEqual(expect.any(String));
  });
});
