import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as addressRoute from "@/app/api/agreements/[id]/address/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import * as claimRoute from "@/app/api/pro/claim/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import type { Agreement } from "@/lib/agreements/shapes";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import type { Database } from "@/lib/db/client";
import { authUsers } from "@/lib/db/schema";
import { saveProfile } from "@/lib/pros/store";
import {
  fragmentToken,
  outboxLink,
  params,
  postListedProject,
  request,
  signIn,
  validProject,
  validProposal,
} from "./helpers";

// A written agreement made through the API as the parties make it: an itemised proposal on a
// posted Electrical project, accepted, with both parties' details, confirmed by none, one or both.

export const TOTAL = 290_296;
export const CONTRACTOR = "bids@northside.example";
export const HOMEOWNER = validProject.homeownerEmail;
export const itemised = {
  lineItems: [
    { description: "Install pot lights", quantity: 2, unit: "each", unitPriceCents: 123_450 },
    { description: "Permit fee", quantity: 1, unit: "each", unitPriceCents: 9_999 },
  ],
  hstRegistered: true,
  hstNumber: "123456789RT0001",
  deposit: { kind: "amount", cents: 29_000 },
  schedule: [
    { description: "Deposit", amountCents: 29_000 },
    { description: "On completion", amountCents: TOTAL - 29_000 },
  ],
  startDate: "2027-03-01",
  completionDate: "2027-03-20",
  warrantyMonths: 12,
  warrantyCovers: "Workmanship on the new fixtures.",
  permitsBy: "contractor",
  business: { name: "Bright Wire Ltd.", address: "9 Queen St E, Toronto, ON M5C 1R5" },
  credentials: { esaLicence: "7001234", wsibClearance: "A1234567" },
};
export const CONTRACTOR_DETAILS = {
  signer: { name: "Sam Patel", role: "Owner" },
  materials: "Eight 4-inch LED wafer lights, 14/2 NM cable, two 15 A breakers.",
  paymentMethod: "E-transfer to quotes@brightwire.example",
  additionalCharges: [{ description: "Drywall repair", amount: "$85.00 an hour, by change order" }],
  cancellationTerms: "",
  // Nobody met the homeowner in person for it: not a direct agreement (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
  directAgreement: { visited: false },
};

export type Route = { POST: (request: Request, context: never) => Promise<Response> };
export const post = (
  route: Route,
  path: string,
  values: Record<string, string>,
  body: unknown,
  token?: string,
) => route.POST(request(path, { method: "POST", body, token }), params(values) as never);

/**
 * The agreement's private key e-mailed to a party (agreement-ready, in the outbox): what confirms
 * it. The manage and tracking tokens open it but sign for nobody.
 */
export async function agreementKey(db: Database, recipient: string, agreementId?: number) {
  if (agreementId === undefined) {
    return fragmentToken(await outboxLink(db, "agreement-ready", recipient, "agreementUrl"), "key");
  }
  // The key of that agreement: a later agreement's, or an older one's, opens another.
  const rows = (await db.execute(sql`
    select payload -> 'private' ->> 'agreementUrl' as url from outbox
    where template = 'agreement-ready' and lower(recipient) = lower(${recipient})
      and payload -> 'private' ->> 'agreementUrl' is not null
    order by id desc`)) as unknown as { rows: { url: string }[] };
  const url = rows.rows.find(
    (row) => new URL(row.url).pathname === `/agreement/${agreementId}`,
  )?.url;
  if (!url) throw new Error(`No agreement-ready of agreement ${agreementId} to ${recipient}`);
  return fragmentToken(url, "key");
}

export async function agreement(
  db: Database,
  confirm: "none" | "one" | "both",
  /** Terms of the itemised proposal other than `itemised`'s (a start date already passed, say). */
  terms: Partial<typeof itemised> = {},
  /** Another homeowner's address: a second agreement of one test is not a repeated post. */
  homeownerEmail: string = HOMEOWNER,
  /** Fields of the project other than the test's (householdUse: false, a business's contract). */
  projectFields: Record<string, unknown> = {},
) {
  const project = await postListedProject(db, {
    category: "Electrical",
    homeownerEmail,
    ...projectFields,
  });
  // A business's contract is no consumer agreement: it asks no question of an in-person visit.
  const { directAgreement: _visit, ...businessDetails } = CONTRACTOR_DETAILS;
  const details = projectFields.householdUse === false ? businessDetails : CONTRACTOR_DETAILS;
  const { bidAmount: _bid, ...simple } = validProposal(3000 + project.project.id);
  const proposed = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: { ...simple, structured: { ...itemised, ...terms } },
    }),
    undefined,
  );
  const proposal = (await proposed.json()) as { id: number; trackingToken: string };
  const accepted = await statusRoute.PATCH(
    request(`/api/proposals/${proposal.id}/status`, {
      method: "PATCH",
      body: { status: "accepted" },
      token: project.manageToken,
    }),
    params({ proposalId: String(proposal.id) }),
  );
  const id = ((await accepted.json()) as OwnerProposal).agreementId!;
  const owner = await agreementKey(db, homeownerEmail, id);
  const contractor = await agreementKey(db, CONTRACTOR, id);
  const ids = { id: String(id) };
  expect(
    (await post(addressRoute, "/", ids, { address: "12 Elm St, Toronto, ON M4E 2V1" }, owner))
      .status,
  ).toBe(200);
  expect((await post(detailsRoute, "/", ids, details, contractor)).status).toBe(200);
  const version = async (token: string) =>
    (
      (await (
        await agreementRoute.GET(request(`/api/agreements/${id}`, { token }), params(ids) as never)
      ).json()) as Agreement
    ).version;
  if (confirm !== "none") {
    const body = { name: "Jordan Lee", version: await version(owner), read: true };
    expect((await post(confirmRoute, "/", ids, body, owner)).status).toBe(200);
  }
  if (confirm === "both") {
    const body = { name: "Sam Patel", version: await version(contractor), read: true };
    expect((await post(confirmRoute, "/", ids, body, contractor)).status).toBe(200);
  }
  return {
    id,
    owner,
    contractor,
    ids,
    projectRowId: project.project.id,
    proposalId: proposal.id,
    manageToken: project.manageToken,
    trackingToken: proposal.trackingToken,
  };
}

/** The contractor's account (`userId`) and public profile: Northside Renovations, electrical. */
export async function northsideProfile(db: Database, userId: string) {
  await db
    .insert(authUsers)
    .values({ id: userId, name: "Northside", email: CONTRACTOR, emailVerified: true })
    .onConflictDoNothing();
  return saveProfile(userId, {
    businessName: "Northside Renovations",
    contactName: "Sam Patel",
    trades: ["Electrical"],
    serviceAreas: ["Toronto"],
    credentials: [],
  } as never);
}

/**
 * The contractor signs in to the account of the proposal's address (CONTRACTOR) and claims the
 * proposal sent without it (POST /api/pro/claim): the proposal, and what it leads to, is the
 * account's, as its profile counts it. Answers the session cookie and the account's id.
 */
export async function contractorAccount(db: Database, proposalId: number) {
  const cookie = await signIn(db, CONTRACTOR);
  await claimProposal(proposalId, cookie);
  const [user] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, CONTRACTOR));
  return { cookie, userId: user!.id };
}

/** The signed-in account (`cookie`) claims a proposal sent with its address. */
export async function claimProposal(proposalId: number, cookie: string) {
  const claimed = await claimRoute.POST(
    request("/api/pro/claim", { method: "POST", body: { proposalId }, headers: { cookie } }),
    undefined,
  );
  expect(claimed.status).toBe(200);
}
