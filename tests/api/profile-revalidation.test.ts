import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

import * as signInRoute from "@/app/api/auth/sign-in/route";
import * as verifyRoute from "@/app/api/auth/verify/route";
import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as completionRoute from "@/app/api/agreements/[id]/completion/route";
import * as answerRoute from "@/app/api/agreements/[id]/completion/answer/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as declineRoute from "@/app/api/agreements/[id]/decline/route";
import * as photoConsentRoute from "@/app/api/agreements/[id]/photo-consent/route";
import * as reviewRoute from "@/app/api/agreements/[id]/review/route";
import * as responseRoute from "@/app/api/agreements/[id]/review/response/route";
import * as claimRoute from "@/app/api/pro/claim/route";
import * as profileRoute from "@/app/api/pro/profile/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as hideRoute from "@/app/api/reviews/[reviewId]/hide/route";
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { torontoDay } from "@/lib/calendar-day";
import { outbox, reviews } from "@/lib/db/schema";
import type { AgreementReviews } from "@/lib/reviews/store";
import { agreement, CONTRACTOR, post } from "./agreement-fixture";
import {
  ADMIN_TOKEN,
  databases,
  params,
  postListedProject,
  request,
  useDatabase,
  validProposal,
} from "./helpers";

// Issue 29, item 3: a public profile is kept (ISR) and revalidated on every write that changes
// what it shows. Next's revalidatePath is recorded here; each write goes through its route, as a
// browser sends it, and must mark the contractor's profile (and no other), after it committed.

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: (path: string) => {
    revalidated.push(path);
  },
}));

const PROFILE = {
  businessName: "Northside Renovations",
  contactName: "Sam Patel",
  trades: ["Electrical"],
  serviceAreas: ["Toronto"],
  credentials: [],
};
const SLUG = "northside-renovations";
const GOOD = { rating: 5, body: "Clean work, on time, and the permit was closed properly." };
/** Terms whose work started a month ago: it may be recorded done today. */
const STARTED = {
  startDate: torontoDay(new Date(Date.now() - 30 * 86_400_000)),
  completionDate: torontoDay(),
};

describe.each(databases)("profile revalidation on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  beforeEach(() => {
    revalidated.length = 0;
  });

  /** Signs in as a browser would (the e-mailed link opened), answering the session cookie. */
  async function signIn(email: string): Promise<string> {
    await signInRoute.POST(
      request("/api/auth/sign-in", { method: "POST", body: { email } }),
      undefined,
    );
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
    return verified.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  const putProfile = (body: unknown, cookie: string) =>
    profileRoute.PUT(
      request("/api/pro/profile", { method: "PUT", body, headers: { cookie } }),
      undefined,
    );

  /** Runs a write; expects it to succeed and to mark exactly `expected`, its route to purge. */
  async function expectRevalidates(
    path: string,
    write: () => Promise<Response>,
    expected: string[] = [`/pros/${SLUG}`],
  ) {
    revalidated.length = 0;
    const response = await write();
    expect(response.status, path).toBeLessThan(300);
    expect(revalidated, path).toEqual(expected);
  }

  async function withProfile() {
    const cookie = await signIn(CONTRACTOR);
    expect((await putProfile(PROFILE, cookie)).status).toBe(200);
    return cookie;
  }

  const version = async (id: number, token: string) =>
    (
      (await (
        await agreementRoute.GET(
          request(`/api/agreements/${id}`, { token }),
          params({ id: String(id) }) as never,
        )
      ).json()) as Agreement
    ).version;

  it("marks the profile when it is created (a kept 404 goes) and when it is edited", async () => {
    const cookie = await signIn(CONTRACTOR);
    await expectRevalidates("/api/pro/profile", () => putProfile(PROFILE, cookie));
    await expectRevalidates("/api/pro/profile", () =>
      putProfile({ ...PROFILE, businessName: "Northside Electric" }, cookie),
    );
    // A refused edit changes nothing and marks nothing.
    revalidated.length = 0;
    expect((await putProfile({ ...PROFILE, businessName: " " }, cookie)).status).toBe(400);
    expect(revalidated).toEqual([]);
  });

  it("marks it when both parties confirm an agreement, not when one does", async () => {
    await withProfile();
    const made = await agreement(state.handle!.db, "none");
    revalidated.length = 0;
    const first = await post(
      confirmRoute,
      `/api/agreements/${made.id}/confirm`,
      made.ids,
      { name: "Jordan Lee", version: await version(made.id, made.owner), read: true },
      made.owner,
    );
    expect(first.status).toBe(200);
    expect(revalidated).toEqual([]);
    const v = await version(made.id, made.contractor);
    await expectRevalidates(`/api/agreements/${made.id}/confirm`, () =>
      post(
        confirmRoute,
        `/api/agreements/${made.id}/confirm`,
        made.ids,
        { name: "Sam Patel", version: v, read: true },
        made.contractor,
      ),
    );
  });

  it("marks it when the work is recorded completed and the record stands, photos shown or withdrawn, reviews written, answered and hidden", async () => {
    await withProfile();
    const { id, ids, owner, contractor } = await agreement(state.handle!.db, "both", STARTED);
    const at = (path: string) => `/api/agreements/${id}${path}`;
    await expectRevalidates(at("/completion"), () =>
      post(
        completionRoute,
        at("/completion"),
        ids,
        { kind: "completion", completedOn: torontoDay() },
        owner,
      ),
    );
    const consent = (show: boolean) =>
      photoConsentRoute.PUT(
        request(at("/photo-consent"), { method: "PUT", body: { show }, token: owner }),
        params(ids) as never,
      );
    await expectRevalidates(at("/photo-consent"), () => consent(true));
    await expectRevalidates(at("/photo-consent"), () => consent(false));
    // The contractor acknowledges the record: it stands, and the reviews open.
    await expectRevalidates(at("/completion/answer"), () =>
      post(answerRoute, at("/completion/answer"), ids, { answer: "acknowledged" }, contractor),
    );
    const write = (token: string) => post(reviewRoute, at("/review"), ids, GOOD, token);
    await expectRevalidates(at("/review"), () => write(owner));
    await expectRevalidates(at("/review"), () => write(contractor));
    await expectRevalidates(at("/review/response"), () =>
      post(responseRoute, at("/review/response"), ids, { response: "Thank you." }, contractor),
    );
    const [homeowners] = await db()
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        sql`${reviews.agreementId} = ${id} AND ${reviews.author} = ${"homeowner" satisfies AgreementParty}`,
      );
    const rid = { reviewId: String(homeowners!.id) };
    await expectRevalidates(`/api/reviews/${rid.reviewId}/hide`, () =>
      post(
        hideRoute,
        `/api/reviews/${rid.reviewId}/hide`,
        rid,
        { reason: "Names a person." },
        ADMIN_TOKEN,
      ),
    );
    const seen = (await (
      await reviewRoute.GET(request(at("/review"), { token: owner }), params(ids) as never)
    ).json()) as AgreementReviews;
    expect(seen.own?.hidden).not.toBeNull();
  });

  it("marks it when a hire is accepted or declined, its project edited or deleted", async () => {
    await withProfile();
    const { project, manageToken } = await postListedProject(db());
    const sent = await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: validProposal(3000 + project.id) }),
      undefined,
    );
    const proposalId = String(((await sent.json()) as { id: number }).id);
    const status = (value: string) =>
      statusRoute.PATCH(
        request(`/api/proposals/${proposalId}/status`, {
          method: "PATCH",
          body: { status: value },
          token: manageToken,
        }),
        params({ proposalId }),
      );
    const statusPath = `/api/proposals/${proposalId}/status`;
    await expectRevalidates(statusPath, () => status("accepted"));
    const projectPath = `/api/projects/${project.id}`;
    const ids = params({ id: String(project.id) });
    await expectRevalidates(projectPath, () =>
      projectRoute.PUT(
        request(projectPath, { method: "PUT", body: { status: "completed" }, token: manageToken }),
        ids,
      ),
    );
    await expectRevalidates(projectPath, () =>
      projectRoute.PUT(
        request(projectPath, {
          method: "PUT",
          body: { title: "Basement, finished" },
          token: manageToken,
        }),
        ids,
      ),
    );
    await expectRevalidates(statusPath, () => status("declined"));
    await expectRevalidates(statusPath, () => status("accepted"));
    await expectRevalidates(projectPath, () =>
      projectRoute.DELETE(request(projectPath, { method: "DELETE", token: manageToken }), ids),
    );
  });

  it("marks it when the account claims a proposal sent with its address (it counts there now)", async () => {
    const cookie = await withProfile();
    const { project } = await postListedProject(db());
    const sent = await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: validProposal(3000 + project.id) }),
      undefined,
    );
    const proposalId = ((await sent.json()) as { id: number }).id;
    await expectRevalidates("/api/pro/claim", () =>
      claimRoute.POST(
        request("/api/pro/claim", { method: "POST", body: { proposalId }, headers: { cookie } }),
        undefined,
      ),
    );
  });

  it("marks it when the homeowner declines the agreement (the hire withdrawn)", async () => {
    await withProfile();
    const { id, ids, owner } = await agreement(state.handle!.db, "none");
    await expectRevalidates(`/api/agreements/${id}/decline`, () =>
      post(declineRoute, `/api/agreements/${id}/decline`, ids, {}, owner),
    );
  });

  it("marks nothing for a contractor without a profile, and nothing of another's", async () => {
    const other = await signIn("crew@another.example");
    expect((await putProfile({ ...PROFILE, businessName: "Another Crew" }, other)).status).toBe(
      200,
    );
    const { id, ids, owner } = await agreement(state.handle!.db, "both", STARTED);
    await expectRevalidates(
      `/api/agreements/${id}/completion`,
      () =>
        post(
          completionRoute,
          `/api/agreements/${id}/completion`,
          ids,
          { kind: "completion", completedOn: torontoDay() },
          owner,
        ),
      [],
    );
  });
});
