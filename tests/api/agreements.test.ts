import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as addressRoute from "@/app/api/agreements/[id]/address/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as correctionsRoute from "@/app/api/agreements/[id]/corrections/route";
import * as correctionAcceptRoute from "@/app/api/agreements/[id]/corrections/accept/route";
import * as correctionDeclineRoute from "@/app/api/agreements/[id]/corrections/decline/route";
import * as declineRoute from "@/app/api/agreements/[id]/decline/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import * as changeOrdersRoute from "@/app/api/agreements/[id]/change-orders/route";
import * as changeOrderConfirmRoute from "@/app/api/agreements/[id]/change-orders/[number]/confirm/route";
import * as changeOrderDeclineRoute from "@/app/api/agreements/[id]/change-orders/[number]/decline/route";
import { agreementDocument } from "@/lib/agreements/document";
import { PROFILE_REGISTRIES } from "@/lib/pros/registries";
import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsForProject from "@/app/api/proposals/project/[rowId]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { requestContext } from "@/lib/client-address.mjs";
import { agreements, changeOrders, outbox } from "@/lib/db/schema";
import type { Agreement } from "@/lib/agreements/shapes";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import { deliverDueMail } from "@/lib/mail/delivery";
import { smtpTransport } from "@/lib/mail/transport";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../smtp-server";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { agreementKey, CONTRACTOR } from "./agreement-fixture";
import {
  ADMIN_TOKEN,
  databases,
  params,
  postListedProject,
  request,
  signIn,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

// 2 × $1,234.50 + 1 × $99.99 = $2,568.99; HST $333.9687 → $333.97; total $2,902.96.
const TOTAL = 290_296;
const itemised = (business = true, dates = true) => ({
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
  ...(dates ? { startDate: "2027-03-01", completionDate: "2027-03-20" } : {}),
  warrantyMonths: 12,
  warrantyCovers: "Workmanship on the new fixtures.",
  permitsBy: "contractor",
  ...(business
    ? { business: { name: "Bright Wire Ltd.", address: "9 Queen St E, Toronto, ON M5C 1R5" } }
    : {}),
  credentials: { esaLicence: "7001234", wsibClearance: "A1234567" },
});

type Posted = { rowId: number; manageToken: string; email: string };

/**
 * A posted electrical project, published with the link e-mailed to its homeowner. Another
 * homeowner's address for each further project of a test: one address's repeat of an open
 * project is refused, and its posts' e-mails count against its first-contact budget.
 */
async function postProject(email = "jordan@home.example"): Promise<Posted> {
  const posted = await postListedProject(await getDb(), {
    category: "Electrical",
    homeownerEmail: email,
  });
  return { rowId: posted.project.id, manageToken: posted.manageToken, email };
}

/** A project stored before an address was required to post (the operator's, not listed by link). */
async function projectWithoutEmail(category: string): Promise<Posted> {
  const manageToken = newSecretToken();
  const stored = (await (
    await getDb()
  ).execute(sql`
    INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
      household_use, manage_token_hash, listing, confirmed_at)
    VALUES (${validProject.title}, ${validProject.description}, ${category}, ${validProject.budget},
      ${validProject.timeline}, ${validProject.homeowner}, ${validProject.location}, true,
      ${hashToken(manageToken)}, 'listed', now())
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  return { rowId: stored.rows[0]!.id, manageToken, email: "" };
}

async function propose(rowId: number, structured: unknown, phone = true, email = CONTRACTOR) {
  const {
    bidAmount: _bid,
    contractorPhone,
    ...simple
  } = {
    ...validProposal(3000 + rowId),
    contractorEmail: email,
  };
  const body = structured
    ? { ...simple, ...(phone ? { contractorPhone } : {}), structured }
    : { ...validProposal(3000 + rowId), contractorEmail: email };
  const response = await proposalsRoute.POST(
    request("/api/proposals", { method: "POST", body }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; trackingToken: string };
}

async function accept(proposalId: number, token: string) {
  const response = await statusRoute.PATCH(
    request(`/api/proposals/${proposalId}/status`, {
      method: "PATCH",
      body: { status: "accepted" },
      token,
    }),
    params({ proposalId: String(proposalId) }),
  );
  return { status: response.status, body: (await response.json()) as OwnerProposal };
}

const get = (id: number, token?: string) =>
  agreementRoute.GET(request(`/api/agreements/${id}`, { token }), params({ id: String(id) }));

const post = (
  route: { POST: (request: Request, context: never) => Promise<Response> },
  path: string,
  values: Record<string, string>,
  body: unknown,
  token: string,
) => route.POST(request(path, { method: "POST", body, token }), params(values) as never);

const giveAddress = (id: number, token: string, body: unknown) =>
  post(addressRoute, `/api/agreements/${id}/address`, { id: String(id) }, body, token);
const giveDetails = (id: number, token: string, body: unknown) =>
  post(detailsRoute, `/api/agreements/${id}/details`, { id: String(id) }, body, token);
/** The version of the agreement as the token's holder reads it now. */
const versionFor = async (id: number, token: string) =>
  ((await (await get(id, token)).json()) as Agreement).version;
/** Confirms the version the party reads now, as the page does. */
const confirm = async (id: number, token: string, name: string) =>
  post(
    confirmRoute,
    `/api/agreements/${id}/confirm`,
    { id: String(id) },
    { name, version: await versionFor(id, token), read: true },
    token,
  );
const confirmVersion = (id: number, token: string, body: unknown) =>
  post(confirmRoute, `/api/agreements/${id}/confirm`, { id: String(id) }, body, token);

/** What the contractor adds that the test proposal does not hold. */
const CONTRACTOR_DETAILS = {
  signer: { name: "Sam Patel", role: "Owner" },
  materials: "Eight 4-inch LED wafer lights, 14/2 NM cable, two 15 A breakers.",
  paymentMethod: "E-transfer to quotes@brightwire.example",
  additionalCharges: [
    {
      description: "Drywall repair behind concealed damage",
      amount: "$85.00 an hour, by change order",
    },
  ],
  cancellationTerms: "",
  // Nobody met the homeowner in person for it: not a direct agreement (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
  directAgreement: { visited: false },
};
const proposeChange = (id: number, token: string, body: unknown) =>
  post(changeOrdersRoute, `/api/agreements/${id}/change-orders`, { id: String(id) }, body, token);
const declineChange = (id: number, number: number, token: string) =>
  post(
    changeOrderDeclineRoute,
    `/api/agreements/${id}/change-orders/${number}/decline`,
    { id: String(id), number: String(number) },
    {},
    token,
  );
const confirmChange = (id: number, number: number, token: string, name: string) =>
  post(
    changeOrderConfirmRoute,
    `/api/agreements/${id}/change-orders/${number}/confirm`,
    { id: String(id), number: String(number) },
    { name },
    token,
  );

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});

describe.each(databases)("written agreements on $name", (target) => {
  const state = useDatabase(target);
  const mail = (template: string) =>
    state.handle!.db.select().from(outbox).where(eq(outbox.template, template));

  /** A posted electrical project with an accepted itemised proposal and its agreement. */
  async function agreed(
    options: { business?: boolean; dates?: boolean; phone?: boolean; homeownerEmail?: string } = {},
  ) {
    const project = await postProject(options.homeownerEmail);
    const proposal = await propose(
      project.rowId,
      itemised(options.business ?? true, options.dates ?? true),
      options.phone ?? true,
    );
    const accepted = await accept(proposal.id, project.manageToken);
    expect(accepted.status).toBe(200);
    expect(accepted.body.agreementId).toEqual(expect.any(Number));
    const id = accepted.body.agreementId!;
    // The keys e-mailed to each party: what signs for them. The manage and tracking tokens open
    // the agreement (reading, adding details, corrections) but bind nobody.
    const owner = await agreementKey(state.handle!.db, project.email, id);
    const contractor = await agreementKey(state.handle!.db, CONTRACTOR, id);
    return { project, proposal, id, owner, contractor };
  }

  /** The homeowner's address and the contractor's details: nothing is missing after. */
  async function complete(id: number, homeowner: string, contractor: string) {
    const given = await giveAddress(id, homeowner, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    expect(given.status).toBe(200);
    const details = await giveDetails(id, contractor, CONTRACTOR_DETAILS);
    expect(details.status).toBe(200);
    expect(((await details.json()) as Agreement).missing).toEqual([]);
  }

  /** An agreement nothing is missing from, ready to confirm. */
  async function readyToConfirm(options: Parameters<typeof agreed>[0] = {}) {
    const agreement = await agreed(options);
    await complete(agreement.id, agreement.project.manageToken, agreement.proposal.trackingToken);
    return agreement;
  }

  it("accepting an itemised proposal creates the agreement, e-mailed to both with private links", async () => {
    const { project, proposal, id } = await agreed();
    const ready = await mail("agreement-ready");
    expect(ready.map((row) => row.recipient).sort()).toEqual([
      "bids@northside.example",
      "jordan@home.example",
    ]);
    // Each e-mailed key opens the agreement as its party.
    for (const row of ready) {
      const url = new URL(
        (row.payload as { private: { agreementUrl: string } }).private.agreementUrl,
      );
      expect(url.pathname).toBe(`/agreement/${id}`);
      expect(url.search).toBe("");
      const key = new URLSearchParams(url.hash.slice(1)).get("key")!;
      const viewer = (await (await get(id, key)).json()) as Agreement;
      expect(viewer.viewer).toBe(
        row.recipient === "jordan@home.example" ? "homeowner" : "contractor",
      );
      // A key e-mailed to the party proves it is that party: it may sign.
      expect(viewer.viewerProven).toBe(true);
    }
    const asOwner = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(asOwner.viewer).toBe("homeowner");
    // The manage token was handed to whoever posted: it opens the agreement, and signs nothing.
    expect(asOwner.viewerProven).toBe(false);
    expect(asOwner.state).toBe("awaiting-details");
    expect(asOwner.terms.quote.totalCents).toBe(TOTAL);
    expect(asOwner.terms.contractor.businessAddress).toBe("9 Queen St E, Toronto, ON M5C 1R5");
    expect(asOwner.currentTotalCents).toBe(TOTAL);
    const asContractor = (await (await get(id, proposal.trackingToken)).json()) as Agreement;
    expect(asContractor.viewer).toBe("contractor");
    expect(asContractor.viewerProven).toBe(false);
    // The owner's list names the agreement.
    const list = await proposalsForProject.GET(
      request(`/api/proposals/project/${project.rowId}`, { token: project.manageToken }),
      params({ rowId: String(project.rowId) }),
    );
    expect(((await list.json()) as OwnerProposal[])[0]!.agreementId).toBe(id);
  });

  it("opens with the manage and tracking tokens, but signs only with an e-mailed key or the contractor's own session", async () => {
    const db = state.handle!.db;
    const project = await postProject();
    // The contractor sends the proposal signed in to the account of its address: it is theirs.
    const cookie = await signIn(db, CONTRACTOR);
    const { bidAmount: _bid, ...simple } = validProposal(3000 + project.rowId);
    const sent = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: { ...simple, structured: itemised() },
        headers: { cookie },
      }),
      undefined,
    );
    expect(sent.status).toBe(201);
    const proposal = (await sent.json()) as { id: number; trackingToken: string };
    const { body } = await accept(proposal.id, project.manageToken);
    const id = body.agreementId!;
    const ids = { id: String(id) };
    // Reading and adding details work with the tokens.
    await complete(id, project.manageToken, proposal.trackingToken);
    const withCookie = (
      route: { POST: (request: Request, context: never) => Promise<Response> },
      path: string,
      values: Record<string, string>,
      body: unknown,
      credentials: { token?: string; cookie?: string },
    ) =>
      route.POST(
        request(path, {
          method: "POST",
          body,
          token: credentials.token,
          headers: credentials.cookie ? { cookie: credentials.cookie } : {},
        }),
        params(values) as never,
      );

    // Neither token signs: 403, saying what would.
    for (const [token, name] of [
      [project.manageToken, "Jordan Lee"],
      [proposal.trackingToken, "Sam Patel"],
    ] as const) {
      const refused = await confirm(id, token, name);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: "proof_required",
        error: expect.stringMatching(/link we e-mailed/),
      });
    }
    const [unsigned] = await db.select().from(agreements).where(eq(agreements.id, id));
    expect(unsigned!.homeownerConfirmedAt).toBeNull();
    expect(unsigned!.contractorConfirmedAt).toBeNull();

    // The homeowner's key signs; the contractor's session signs, with no token at all.
    const owner = await agreementKey(db, "jordan@home.example", id);
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    const asAccount = (await (
      await agreementRoute.GET(
        request(`/api/agreements/${id}`, { headers: { cookie } }),
        params(ids),
      )
    ).json()) as Agreement;
    expect(asAccount).toMatchObject({ viewer: "contractor", viewerProven: true });
    const signed = await withCookie(
      confirmRoute,
      `/api/agreements/${id}/confirm`,
      ids,
      { name: "Sam Patel", version: asAccount.version, read: true },
      { cookie },
    );
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as Agreement).state).toBe("confirmed");
    const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
    expect(row).toMatchObject({
      homeownerConfirmedVia: "key",
      contractorConfirmedVia: "session",
      proven: true,
    });

    // A change order the same way: not with the manage token, with the key.
    const change = {
      description: "Add two more pot lights in the hallway",
      priceChangeCents: 45_000,
      name: "Jordan Lee",
    };
    const byToken = await proposeChange(id, project.manageToken, change);
    expect(byToken.status).toBe(403);
    expect((await byToken.json()).code).toBe("proof_required");
    expect((await proposeChange(id, owner, change)).status).toBe(201);
    // Not with the tracking token, nor with it and another account's session; with the session.
    const confirmPath = `/api/agreements/${id}/change-orders/1/confirm`;
    const number = { id: String(id), number: "1" };
    const stranger = await signIn(db, "someone@else.example");
    for (const credentials of [
      { token: proposal.trackingToken },
      { token: proposal.trackingToken, cookie: stranger },
    ]) {
      const refused = await withCookie(
        changeOrderConfirmRoute,
        confirmPath,
        number,
        { name: "Sam Patel" },
        credentials,
      );
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe("proof_required");
    }
    // Another account's session alone does not open it at all.
    expect(
      (
        await agreementRoute.GET(
          request(`/api/agreements/${id}`, { headers: { cookie: stranger } }),
          params(ids),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await withCookie(
          changeOrderConfirmRoute,
          confirmPath,
          number,
          { name: "Sam Patel" },
          { token: proposal.trackingToken, cookie },
        )
      ).status,
    ).toBe(200);
  });

  it("opens only with a party's link: 401 without one, 403 with another project's", async () => {
    const { id } = await agreed();
    const other = await postProject("sam@home.example");
    expect((await get(id)).status).toBe(401);
    expect((await get(id, other.manageToken)).status).toBe(403);
    expect((await get(id, "not-a-token")).status).toBe(403);
    expect((await get(999, other.manageToken)).status).toBe(404);
    const operator = (await (await get(id, ADMIN_TOKEN)).json()) as Agreement;
    expect(operator.viewer).toBe("operator");
    expect((await confirm(id, ADMIN_TOKEN, "Site Operator")).status).toBe(403);
  });

  it("wrong links count against the client: after ten, 429 even for a party's own", async () => {
    const { project, id, owner } = await agreed();
    await requestContext.run({ clientAddress: "203.0.113.9" }, async () => {
      for (let i = 0; i < 10; i++) expect((await get(id, `not-a-token-${i}`)).status).toBe(403);
      expect((await get(id, project.manageToken)).status).toBe(429);
      expect((await confirm(id, owner, "Jordan Lee")).status).toBe(429);
    });
    expect((await get(id, project.manageToken)).status).toBe(200);
  });

  it("another contractor's tracking link on the same project does not open it", async () => {
    const project = await postProject();
    const loser = await propose(project.rowId, itemised(), true, "quotes@other-crew.example");
    const winner = await propose(project.rowId, itemised());
    const { body } = await accept(winner.id, project.manageToken);
    const id = body.agreementId!;
    await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    const refused = await get(id, loser.trackingToken);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("12 Elm St");
    expect((await confirm(id, loser.trackingToken, "Someone Else")).status).toBe(403);
  });

  it("an agreement needs the homeowner's e-mail: asked for at acceptance, stored on the project", async () => {
    // A project is posted with its homeowner's address now; one stored before that was asked for
    // has none.
    const { rowId, manageToken } = await projectWithoutEmail("Electrical");
    const project = { id: rowId };
    const proposal = await propose(project.id, itemised());
    const acceptWith = (body: unknown) =>
      statusRoute.PATCH(
        request(`/api/proposals/${proposal.id}/status`, {
          method: "PATCH",
          body,
          token: manageToken,
        }),
        params({ proposalId: String(proposal.id) }),
      );
    // None on the project and none given: 400 naming the field; nothing accepted, no agreement.
    const none = await acceptWith({ status: "accepted" });
    expect(none.status).toBe(400);
    expect((await none.json()).issues).toEqual([
      {
        path: "homeownerEmail",
        message:
          "Give your e-mail address: the written agreement and its confirmed copy are sent to each party by e-mail, to keep",
      },
    ]);
    for (const hostile of ["not an address", 42, "a".repeat(300) + "@x.example", { $ne: 1 }]) {
      const refused = await acceptWith({ status: "accepted", homeownerEmail: hostile });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues[0].path).toBe("homeownerEmail");
    }
    expect(await state.handle!.db.select().from(agreements)).toEqual([]);
    expect(await mail("proposal-accepted")).toEqual([]);
    // Given with the acceptance: stored on the project, and the agreement goes to it.
    const given = await acceptWith({ status: "accepted", homeownerEmail: " jordan@home.example " });
    expect(given.status).toBe(200);
    const { agreementId } = (await given.json()) as OwnerProposal;
    expect(agreementId).toEqual(expect.any(Number));
    const ready = await mail("agreement-ready");
    expect(ready.map((row) => row.recipient).sort()).toEqual([
      "bids@northside.example",
      "jordan@home.example",
    ]);
    const agreement = (await (await get(agreementId!, manageToken)).json()) as Agreement;
    expect(agreement.terms.homeowner.email).toBe("jordan@home.example");
    const [stored] = (
      (await state.handle!.db.execute(
        sql`select homeowner_email from projects where id = ${project.id}`,
      )) as unknown as { rows: { homeowner_email: string }[] }
    ).rows;
    expect(stored!.homeowner_email).toBe("jordan@home.example");
    // A simple proposal needs none: it makes no agreement.
    const plain = await projectWithoutEmail("Renovation");
    const simple = await propose(plain.rowId, null);
    const hired = await setStatus(simple.id, "accepted", plain.manageToken);
    expect(hired.status).toBe(200);
    expect(((await hired.json()) as OwnerProposal).agreementId).toBeNull();
  });

  it("a simple proposal, when accepted, makes no agreement", async () => {
    const project = await postProject();
    const proposal = await propose(project.rowId, null);
    const accepted = await accept(proposal.id, project.manageToken);
    expect(accepted.body.agreementId).toBeNull();
    expect(await state.handle!.db.select().from(agreements)).toHaveLength(0);
  });

  it("needs every required item, then both typed names; confirmed, it is e-mailed and fixed", async () => {
    const {
      project,
      proposal,
      id,
      owner: ownerKey,
      contractor,
    } = await agreed({ business: false });
    // Nothing can be confirmed while a required item is missing: each is named.
    for (const token of [ownerKey, contractor]) {
      const early = await confirm(id, token, "Jordan Lee");
      expect(early.status).toBe(400);
      const body = await early.json();
      expect(body.error).toMatch(/missing information the law requires/);
      expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([
        "homeownerAddress",
        "businessName",
        "businessAddress",
        "directAgreement",
        "materials",
        "additionalCharges",
        "paymentMethod",
        "cancellationTerms",
        "signer",
      ]);
      expect(body.issues[0].message).toBe("The homeowner adds the address where the work is done");
    }
    const waiting = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(waiting.state).toBe("awaiting-details");
    expect(waiting.missing[0]).toEqual({ item: "homeownerAddress", party: "homeowner" });
    const short = await giveAddress(id, project.manageToken, { address: "Home" });
    expect(short.status).toBe(400);
    expect((await short.json()).issues[0].path).toBe("address");
    expect(
      (await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" }))
        .status,
    ).toBe(200);
    const noName = await giveAddress(id, proposal.trackingToken, {
      address: "9 Queen St E, Toronto, ON M5C 1R5",
      businessName: "B",
    });
    expect((await noName.json()).issues).toEqual([
      { path: "businessName", message: "Give the business's name" },
    ]);
    const business = await giveAddress(id, proposal.trackingToken, {
      address: "9 Queen St E, Toronto, ON M5C 1R5",
      businessName: "Bright Wire Ltd.",
    });
    const named = (await business.json()) as Agreement;
    expect(named.state).toBe("awaiting-details");
    expect(named.contractorBusinessName).toBe("Bright Wire Ltd.");
    const details = await giveDetails(id, proposal.trackingToken, CONTRACTOR_DETAILS);
    expect(details.status).toBe(200);
    const ready = (await details.json()) as Agreement;
    expect(ready.state).toBe("awaiting-confirmation");
    expect(ready.missing).toEqual([]);
    expect(ready.datedAt).toBeNull();

    const blank = await confirm(id, ownerKey, " ");
    expect(blank.status).toBe(400);
    expect((await blank.json()).issues[0].message).toBe("Type your full name to confirm");
    const owner = (await (await confirm(id, ownerKey, "Jordan Lee")).json()) as Agreement;
    expect(owner.homeownerConfirmation?.name).toBe("Jordan Lee");
    expect(owner.state).toBe("awaiting-confirmation");
    // The addresses are fixed from the first confirmation on.
    expect(
      (await giveAddress(id, project.manageToken, { address: "99 Other Rd, Toronto, ON M4E 2V1" }))
        .status,
    ).toBe(409);
    expect((await confirm(id, ownerKey, "Jordan Lee")).status).toBe(409);
    const both = (await (await confirm(id, contractor, "Sam Patel")).json()) as Agreement;
    expect(both.state).toBe("confirmed");
    expect(both.contractorConfirmation?.name).toBe("Sam Patel");
    expect(Date.parse(both.contractorConfirmation!.at)).toBeGreaterThan(0);
    // Each confirmation records the version its person saw; the agreement is dated by the later.
    expect(both.contractorConfirmation?.version).toBe(ready.version);
    expect(both.homeownerConfirmation?.version).toBe(ready.version);
    expect(both.datedAt).toBe(both.contractorConfirmation!.at);
    // What was added is fixed with the rest.
    expect((await giveDetails(id, proposal.trackingToken, { paymentMethod: "Cash" })).status).toBe(
      409,
    );

    // Both get the agreement itself by e-mail.
    const confirmed = await mail("agreement-confirmed");
    expect(confirmed).toHaveLength(2);
    const text = (confirmed[0]!.payload as { private: { agreement: string } }).private.agreement;
    for (const field of [
      "Jordan Lee",
      "12 Elm St, Toronto, ON M4E 2V1",
      "Bright Wire Ltd.",
      "9 Queen St E, Toronto, ON M5C 1R5",
      "7001234",
      "Install pot lights",
      "$2,568.99",
      "HST 13 % (HST no. 123456789RT0001): $333.97",
      "Total: $2,902.96",
      "Payment method: E-transfer to quotes@brightwire.example",
      "Eight 4-inch LED wafer lights",
      "Drywall repair behind concealed damage: $85.00 an hour, by change order",
      // The deposit is the schedule's first payment, shown once, with its holdback.
      "- Payment 1 (deposit): Deposit | $290.00 | $29.00 | $261.00",
      "- Payment 2: On completion | $2,612.96 | $261.30 | $2,351.66",
      "Holdback, paid 60 days after completion: $290.30",
      "Construction Act (Ontario), ss. 22, 26, 31 and 32",
      "The contractor has no cancellation or termination terms of its own",
      "Date of this agreement: ",
      "Consumer Protection Act, 2002, s. 26",
      "Consumer Protection Act, 2023 replaces that Act once it is proclaimed",
      "reasonably acceptable quality",
      "March 1, 2027",
      "March 20, 2027",
      "12 months from completion",
      "The contractor obtains every building permit",
      "may not charge more than 10 % above it",
      "10 days after you receive your written copy",
      "Confirmed by Sam Patel",
    ]) {
      expect(text).toContain(field);
    }
    expect(text.match(/\$290\.00/g)).toHaveLength(1);
    expect(text).not.toContain("Not given\n");
    expect(text).not.toMatch(/Missing: /);

    // The database itself refuses edits: terms, confirmations, deletion.
    const db = state.handle!.db;
    await expect(
      db
        .update(agreements)
        .set({ terms: sql`'{}'::jsonb` })
        .where(eq(agreements.id, id)),
    ).rejects.toThrow();
    await expect(
      db.update(agreements).set({ homeownerName: "Someone Else" }).where(eq(agreements.id, id)),
    ).rejects.toThrow();
    await expect(db.delete(agreements).where(eq(agreements.id, id))).rejects.toThrow();
    // Nor can the outcome change or the project go.
    const decline = await statusRoute.PATCH(
      request(`/api/proposals/${proposal.id}/status`, {
        method: "PATCH",
        body: { status: "declined" },
        token: project.manageToken,
      }),
      params({ proposalId: String(proposal.id) }),
    );
    expect(decline.status).toBe(409);
    const removed = await projectRoute.DELETE(
      request(`/api/projects/${project.rowId}`, { method: "DELETE", token: project.manageToken }),
      params({ id: String(project.rowId) }),
    );
    expect(removed.status).toBe(409);

    // The dashboard's earnings are the confirmed agreements' totals, in cents.
    const stats = await (await dashboardRoute.GET(request("/api/dashboard"), undefined)).json();
    expect(stats.agreements).toEqual({ confirmed: 1, totalCents: TOTAL });
  });

  it("both parties receive the confirmed agreement through a real SMTP server, with a working link", async () => {
    smtp.received.length = 0;
    const { project, id, owner, contractor } = await readyToConfirm();
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    await deliverDueMail(state.handle!.db, smtpTransport(smtp.url));
    for (const [address, party] of [
      ["jordan@home.example", "homeowner"],
      ["bids@northside.example", "contractor"],
    ] as const) {
      const mails = smtp.to(address).filter((mail) => mail.subject.includes("written agreement"));
      // Delivered in parallel: in whatever order they arrive.
      // The contractor confirmed first: the homeowner was told so, and binds nobody until they too.
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        [
          `Confirmed: your written agreement (project ${3000 + project.rowId})`,
          ...(party === "homeowner"
            ? [`The other party confirmed your written agreement (project ${3000 + project.rowId})`]
            : []),
          `Your written agreement is ready to confirm (project ${3000 + project.rowId})`,
        ].sort(),
      );
      if (party === "homeowner") {
        const told = mails.find((mail) => mail.subject.startsWith("The other party"))!;
        expect(told.text).toContain(
          "Sam Patel (the name as typed) confirmed the written agreement",
        );
        expect(told.text).toContain("Nothing in it binds either of you until you confirm it too");
        const key = new URLSearchParams(linkIn(told, `/agreement/${id}`).hash.slice(1)).get("key");
        expect(((await (await get(id, key!)).json()) as Agreement).viewer).toBe("homeowner");
      }
      const confirmed = mails.find((mail) => mail.subject.startsWith("Confirmed"))!;
      expect(confirmed.text).toContain("HOME RENOVATION AGREEMENT");
      expect(confirmed.text).toContain("Total: $2,902.96");
      expect(confirmed.text).toContain("Confirmed by Jordan Lee");
      const link = linkIn(confirmed, `/agreement/${id}`);
      const key = new URLSearchParams(link.hash.slice(1)).get("key")!;
      const opened = (await (await get(id, key)).json()) as Agreement;
      expect(opened.viewer).toBe(party);
      expect(opened.state).toBe("confirmed");
    }
  });

  it("a confirmation needs the box ticked and the name of the person who signs for the party", async () => {
    smtp.received.length = 0;
    const { id, owner, contractor } = await agreed();
    expect(
      (await giveAddress(id, owner, { address: "12 Elm St, Toronto, ON M4E 2V1" })).status,
    ).toBe(200);
    const { signer: _signer, ...unsigned } = CONTRACTOR_DETAILS;
    const unnamed = (await (await giveDetails(id, contractor, unsigned)).json()) as Agreement;
    // A business confirms through a person: until the contractor names who, nobody confirms.
    expect(unnamed.state).toBe("awaiting-details");
    expect(unnamed.missing).toEqual([{ item: "signer", party: "contractor" }]);
    const beforeSigner = await confirm(id, owner, "Jordan Lee");
    expect(beforeSigner.status).toBe(400);
    expect((await beforeSigner.json()).issues).toEqual([
      {
        path: "signer",
        message: "The contractor names the person who confirms for the business and their role",
      },
    ]);
    // Only the contractor names its signer, with a name and a role.
    const signer = { name: "Sam Patel", role: "Owner" };
    const byOwner = await giveDetails(id, owner, { signer });
    expect(byOwner.status).toBe(400);
    expect((await byOwner.json()).issues).toEqual([
      { path: "signer", message: "This is the other party's to add" },
    ]);
    for (const hostile of [
      "Sam Patel",
      [],
      { name: "Sam Patel" },
      { name: "S", role: "Owner" },
      { name: "Sam Patel", role: "x".repeat(81) },
      { name: "Sam\u0000Patel", role: "Owner" },
    ]) {
      const refused = await giveDetails(id, contractor, { signer: hostile });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues[0].path).toMatch(/^signer/);
    }
    // The signer is a person: not the contractor's name, its business's, or a company's.
    for (const business of ["Northside Renovations", "bright wire ltd.", "Moreau Building Co."]) {
      const refused = await giveDetails(id, contractor, {
        signer: { name: business, role: "Owner" },
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues).toEqual([
        {
          path: "signer.name",
          message: "Give the name of the person who confirms, not the business's name",
        },
      ]);
    }
    const named = await giveDetails(id, contractor, { signer });
    expect(named.status).toBe(200);
    const ready = (await named.json()) as Agreement;
    expect(ready.details.signer).toEqual(signer);
    expect(ready.state).toBe("awaiting-confirmation");
    expect(ready.version).not.toBe(unnamed.version);
    const version = ready.version;

    // "I have read the whole agreement" is a box to tick: true, nothing else.
    for (const read of [undefined, false, "yes", 1]) {
      const refused = await confirmVersion(id, owner, { name: "Jordan Lee", version, read });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues).toEqual([
        { path: "read", message: "Tick the box to say you have read the whole agreement" },
      ]);
    }
    // The homeowner types the homeowner's name as the agreement gives it.
    const notOwner = await confirm(id, owner, "Sam Patel");
    expect(notOwner.status).toBe(400);
    expect((await notOwner.json()).issues).toEqual([
      { path: "name", message: "Type the homeowner's name as the agreement gives it: Jordan Lee" },
    ]);
    // From now on the business's name is not the signature: the person named is.
    expect((await confirm(id, contractor, "Northside Renovations")).status).toBe(400);

    // Case, accents and spacing aside; the name is kept as typed.
    const first = await confirm(id, owner, "  jordan   LEE ");
    expect(first.status).toBe(200);
    expect(((await first.json()) as Agreement).homeownerConfirmation?.name).toBe("jordan   LEE");
    const [told] = await mail("agreement-party-confirmed");
    expect(told!.payload).toMatchObject({ by: "jordan   LEE", party: "contractor" });
    const both = (await (await confirm(id, contractor, "SAM PATEL")).json()) as Agreement;
    expect(both.state).toBe("confirmed");
    expect(both.contractorConfirmation?.name).toBe("SAM PATEL");

    // Each e-mailed copy gives both names as typed and the times, in Toronto time.
    const confirmed = await mail("agreement-confirmed");
    expect(confirmed).toHaveLength(2);
    for (const message of confirmed) {
      expect(message.payload).toMatchObject({
        confirmations: {
          homeowner: { name: "jordan   LEE", at: both.homeownerConfirmation!.at },
          contractor: { name: "SAM PATEL", at: both.contractorConfirmation!.at },
        },
      });
    }
    await deliverDueMail(state.handle!.db, smtpTransport(smtp.url));
    const toronto = (at: string) =>
      new Intl.DateTimeFormat("en-CA", {
        dateStyle: "long",
        timeStyle: "long",
        timeZone: "America/Toronto",
      }).format(new Date(at));
    for (const address of ["jordan@home.example", "bids@northside.example"]) {
      const sent = smtp.to(address).find((m) => m.subject.startsWith("Confirmed"))!;
      expect(sent.text).toContain(
        `The homeowner confirmed it as "jordan   LEE" (the name as typed) on ${toronto(both.homeownerConfirmation!.at)}.`,
      );
      expect(sent.text).toContain(
        `The contractor confirmed it as "SAM PATEL" (the name as typed) on ${toronto(both.contractorConfirmation!.at)}.`,
      );
      expect(sent.text).toContain("Confirms for the contractor: Sam Patel, Owner");
      expect(sent.text).toContain("Confirmed by SAM PATEL on ");
    }
    const toldSent = smtp
      .to("bids@northside.example")
      .find((m) => m.subject.startsWith("The other"))!;
    expect(toldSent.text).toContain(
      `jordan   LEE (the name as typed) confirmed the written agreement`,
    );

    // A change order's typed names are checked the same way.
    const change = {
      description: "Add two more pot lights in the hallway",
      priceChangeCents: 45_000,
      name: "Someone Else",
    };
    const wrongChange = await proposeChange(id, owner, change);
    expect(wrongChange.status).toBe(400);
    expect((await wrongChange.json()).issues[0].path).toBe("name");
    expect((await proposeChange(id, owner, { ...change, name: "Jordan Lee" })).status).toBe(201);
    const wrongConfirm = await confirmChange(id, 1, contractor, "Northside Renovations");
    expect(wrongConfirm.status).toBe(400);
    expect((await wrongConfirm.json()).issues[0].path).toBe("name");
    expect((await confirmChange(id, 1, contractor, "Sam Patel")).status).toBe(200);
  });

  it("a change order is confirmed or declined by the other party, each told; confirmed, it rewrites the total, the completion date and the schedule", async () => {
    smtp.received.length = 0;
    const { id, owner, contractor } = await readyToConfirm();
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    const more = {
      description: "Add two more pot lights in the hallway",
      priceChangeCents: 45_000,
      completionDate: "2027-03-27",
      name: "Jordan Lee",
    };

    // 1. The homeowner proposes more work; its e-mail carries the change, its HST, the new total
    // and the dates.
    expect((await proposeChange(id, owner, more)).status).toBe(201);
    const [sent] = await mail("change-order");
    expect(sent!.recipient).toBe("bids@northside.example");
    expect(sent!.payload).toMatchObject({
      number: 1,
      priceChangeCents: 45_000,
      hstChangeCents: 5_850,
      totalCents: TOTAL + 50_850,
      startDate: "2027-03-01T12:00:00.000Z",
      completionDate: "2027-03-27T12:00:00.000Z",
    });
    await deliverDueMail(state.handle!.db, smtpTransport(smtp.url));
    const told = smtp
      .to("bids@northside.example")
      .find((m) => m.subject.startsWith("Change order 1"))!;
    expect(told.text).toContain("HST on the change: +$58.50.");
    expect(told.text).toContain("the agreement's total is $3,411.46");
    expect(told.text).toContain(
      "Dates once you confirm it: start March 1, 2027, completion March 27, 2027.",
    );
    expect(told.text).toContain("you may also decline it");

    // Its author does not decline it; the contractor does, and nothing changes.
    expect((await declineChange(id, 1, owner)).status).toBe(403);
    const declined = await declineChange(id, 1, contractor);
    expect(declined.status).toBe(200);
    const after = (await declined.json()) as Agreement;
    expect(after.changeOrders[0]!.declinedAt).toEqual(expect.any(String));
    expect(after.currentTotalCents).toBe(TOTAL);
    expect((await declineChange(id, 1, contractor)).status).toBe(409);
    expect((await confirmChange(id, 1, contractor, "Sam Patel")).status).toBe(409);
    expect((await declineChange(id, 9, contractor)).status).toBe(404);
    const [answer] = await mail("change-order-answered");
    expect(answer!.recipient).toBe("jordan@home.example");
    expect(answer!.payload).toMatchObject({
      number: 1,
      kind: "declined",
      party: "contractor",
      name: null,
      totalCents: TOTAL,
      completionDate: "2027-03-20T12:00:00.000Z",
    });
    expect(
      agreementDocument(after)
        .find((section) => section.id === "change-orders")!
        .rows!.some(([, value]) => value.startsWith("Declined by the contractor on ")),
    ).toBe(true);

    // 2. Declined, it does not block the next: the contractor proposes less work, the homeowner
    // confirms it, and the contractor is told the new total.
    const less = {
      description: "Leave out the dimmer in the den",
      priceChangeCents: -10_000,
      name: "Sam Patel",
    };
    expect((await proposeChange(id, contractor, less)).status).toBe(201);
    expect((await confirmChange(id, 2, owner, "Jordan Lee")).status).toBe(200);
    const confirmedAnswer = (await mail("change-order-answered")).find(
      (row) => (row.payload as { number: number }).number === 2,
    )!;
    expect(confirmedAnswer.recipient).toBe("bids@northside.example");
    // $100.00 less, and $13.00 less HST.
    expect(confirmedAnswer.payload).toMatchObject({
      kind: "confirmed",
      party: "homeowner",
      name: "Jordan Lee",
      totalCents: TOTAL - 11_300,
      completionDate: "2027-03-20T12:00:00.000Z",
    });
    expect((await declineChange(id, 2, contractor)).status).toBe(403);
    expect((await declineChange(id, 2, owner)).status).toBe(409);

    // 3. More work that moves the completion date, confirmed by the contractor.
    expect(
      (
        await proposeChange(id, owner, {
          ...more,
          description: "Add two more pot lights in the hall",
        })
      ).status,
    ).toBe(201);
    const third = await confirmChange(id, 3, contractor, "Sam Patel");
    expect(third.status).toBe(200);
    const agreement = (await third.json()) as Agreement;
    const total = TOTAL - 11_300 + 50_850;
    expect(agreement.currentTotalCents).toBe(total);
    const sections = agreementDocument(agreement);
    const dates = sections.find((section) => section.id === "dates")!;
    expect(dates.rows).toContainEqual([
      "Completion date",
      "March 27, 2027 (change order 3; before: March 20, 2027)",
    ]);
    // The schedule adds up to the new total: the last payment took up both changes, the deposit
    // stayed, and the holdback is 10 % of the new total.
    const payment = sections.find((section) => section.id === "payment")!;
    expect(payment.table!.rows).toEqual([
      ["Payment 1 (deposit): Deposit", "$290.00", "$29.00", "$261.00"],
      ["Payment 2: On completion", "$3,008.46", "$300.85", "$2,707.61"],
    ]);
    expect(payment.table!.foot).toEqual([
      ["Holdback, paid 60 days after completion", "$329.85"],
      ["Total", "$3,298.46"],
    ]);
    // How an invoice is paid or disputed (Construction Act, Part I.1), with its source.
    const invoices = payment.paragraphs!.find(
      (paragraph) => paragraph.heading === "Paying an invoice",
    )!;
    expect(invoices.body).toMatch(/within 28 days after receiving it/);
    expect(invoices.body).toMatch(/notice of non-payment .* within 14 days/);
    expect(invoices.source).toMatch(/Part I\.1 .*in force January 1, 2026/);
    const price = sections.find((section) => section.id === "price")!;
    expect(price.table!.foot.at(-1)).toEqual(["Total with confirmed change orders", "$3,298.46"]);
    // The registries are linked as a contractor's profile links them, each in its own words: a
    // confirmed lookup page, or the home page to search for the business on.
    const credentialsSection = sections.find((section) => section.id === "credentials")!;
    expect(credentialsSection.links).toEqual([
      {
        label: "Search for the business on the website of Electrical Safety Authority (ESA)",
        url: PROFILE_REGISTRIES.esaLicence.lookupUrl,
      },
      {
        label: "Search for the business on the website of Skilled Trades Ontario",
        url: PROFILE_REGISTRIES.skilledTradesCertificate.lookupUrl,
      },
      {
        label: "Look it up: Workplace Safety and Insurance Board (WSIB)",
        url: "https://www.wsib.ca/en/businesses/premiums-and-payment/clearances",
      },
    ]);
    expect(credentialsSection.intro).not.toContain("Each can be checked on the public registry");
    // A confirmed change order is not declined afterwards.
    expect((await declineChange(id, 3, contractor)).status).toBe(409);
  });

  it("changes go through numbered change orders that both confirm", async () => {
    const { id, owner, contractor } = await agreed();
    const change = {
      description: "Add two more pot lights in the hallway",
      priceChangeCents: 45_000,
      completionDate: "2027-03-27",
      name: "Jordan Lee",
    };
    // Not before the agreement is confirmed.
    expect((await proposeChange(id, owner, change)).status).toBe(409);
    await complete(id, owner, contractor);
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);

    // Each field's own message.
    for (const [field, value, message] of [
      ["description", "More", "Describe the change (at least 10 characters)"],
      ["completionDate", "27/03/2027", "Use a date as YYYY-MM-DD"],
      ["name", "", "Type your full name to confirm"],
      [
        "priceChangeCents",
        "450",
        "Give the change to the price in whole cents (negative for less work)",
      ],
    ] as const) {
      const refused = await proposeChange(id, owner, { ...change, [field]: value });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues).toEqual([{ path: field, message }]);
    }
    const bad = await proposeChange(id, owner, { ...change, priceChangeCents: 1.5 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toBe("priceChangeCents");
    const tooLow = await proposeChange(id, owner, {
      ...change,
      priceChangeCents: -300_000,
    });
    expect(tooLow.status).toBe(400);

    const proposed = await proposeChange(id, owner, change);
    expect(proposed.status).toBe(201);
    const pending = (await proposed.json()) as Agreement;
    // $2,568.99 + $450.00 = $3,018.99; HST $392.4687 → $392.47, $58.50 more than $333.97.
    expect(pending.changeOrders[0]).toMatchObject({
      number: 1,
      priceChangeCents: 45_000,
      hstChangeCents: 5_850,
      proposedBy: "homeowner",
      contractorConfirmation: null,
    });
    expect(pending.currentTotalCents).toBe(TOTAL);
    expect((await mail("change-order"))[0]!.recipient).toBe("bids@northside.example");
    // One awaits confirmation: no second one yet, and its author cannot confirm it twice.
    expect((await proposeChange(id, contractor, change)).status).toBe(409);
    expect((await confirmChange(id, 1, owner, "Jordan Lee")).status).toBe(409);
    expect((await confirmChange(id, 2, contractor, "Sam Patel")).status).toBe(404);

    const done = (await (await confirmChange(id, 1, contractor, "Sam Patel")).json()) as Agreement;
    expect(done.changeOrders[0]!.contractorConfirmation?.name).toBe("Sam Patel");
    expect(done.currentTotalCents).toBe(TOTAL + 45_000 + 5_850);
    await expect(
      state
        .handle!.db.update(changeOrders)
        .set({ priceChangeCents: 1 })
        .where(eq(changeOrders.agreementId, id)),
    ).rejects.toThrow();
    const stats = await (await dashboardRoute.GET(request("/api/dashboard"), undefined)).json();
    expect(stats.agreements.totalCents).toBe(TOTAL + 45_000 + 5_850);
  });

  it("a declined proposal's unconfirmed agreement is withdrawn and takes no confirmation", async () => {
    const { project, id, proposal } = await agreed();
    await statusRoute.PATCH(
      request(`/api/proposals/${proposal.id}/status`, {
        method: "PATCH",
        body: { status: "declined" },
        token: project.manageToken,
      }),
      params({ proposalId: String(proposal.id) }),
    );
    const withdrawn = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(withdrawn.state).toBe("withdrawn");
    expect(
      (await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" }))
        .status,
    ).toBe(409);
  });

  const setStatus = (proposalId: number, status: string, token: string) =>
    statusRoute.PATCH(
      request(`/api/proposals/${proposalId}/status`, { method: "PATCH", body: { status }, token }),
      params({ proposalId: String(proposalId) }),
    );

  it("accepts at most one proposal per project, in the state machine and in the database", async () => {
    const project = await postProject();
    const first = await propose(project.rowId, itemised());
    const second = await propose(project.rowId, null);
    expect((await setStatus(first.id, "accepted", project.manageToken)).status).toBe(200);
    const refused = await setStatus(second.id, "accepted", project.manageToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/already accepted/);
    // The database refuses a second accepted proposal whoever writes it.
    await expect(
      state
        .handle!.db.execute(sql`update proposals set status = 'accepted' where id = ${second.id}`)
        .then(() => "stored"),
    ).rejects.toThrow();
    // Once the first is declined (nobody confirmed its agreement), the other may be accepted.
    expect((await setStatus(first.id, "declined", project.manageToken)).status).toBe(200);
    expect((await setStatus(second.id, "accepted", project.manageToken)).status).toBe(200);
    // An example request's proposals stored before it stopped taking any: one hire too, by the
    // operator.
    const stored = (await state.handle!.db.execute(sql`
      INSERT INTO proposals (sample_project_id, contractor_name, contractor_email, bid_amount,
        timeline, approach, experience, status)
      VALUES (2001, 'S', 's@example.com', 'Under $1,000', '1 week', 'a', 'e', 'pending'),
        (2001, 'Other Co', 'o@example.com', 'Under $1,000', '1 week', 'a', 'e', 'pending')
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    const [a, b] = stored.rows;
    expect((await setStatus(a!.id, "accepted", ADMIN_TOKEN)).status).toBe(200);
    expect((await setStatus(b!.id, "accepted", ADMIN_TOKEN)).status).toBe(409);
  });

  it("two acceptances at once on one project: exactly one is stored", async () => {
    for (let round = 0; round < 10; round++) {
      const project = await postProject(`owner${round}@home.example`);
      const one = await propose(project.rowId, itemised());
      const two = await propose(project.rowId, itemised());
      const answers = await Promise.all([
        setStatus(one.id, "accepted", project.manageToken),
        setStatus(two.id, "accepted", project.manageToken),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [{ count }] = (
        (await state.handle!.db.execute(
          sql`select count(*)::int as count from agreements where project_id = ${project.rowId}`,
        )) as unknown as { rows: { count: number }[] }
      ).rows as [{ count: number }];
      expect(count).toBe(1);
    }
  });

  it("a decline racing the confirmations: declined only while not both confirmed", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const agreement = await readyToConfirm({ homeownerEmail: `owner${round}@home.example` });
      const { project, proposal, id } = agreement;
      const [declined, contractor, homeowner] = await Promise.all([
        setStatus(proposal.id, "declined", project.manageToken),
        confirm(id, agreement.contractor, "Sam Patel"),
        confirm(id, agreement.owner, "Jordan Lee"),
      ]);
      const statuses = [declined.status, contractor.status, homeowner.status];
      outcomes.add(statuses.join(","));
      const [row] = await state.handle!.db.select().from(agreements).where(eq(agreements.id, id));
      const both = row!.homeownerConfirmedAt !== null && row!.contractorConfirmedAt !== null;
      if (declined.status === 200) {
        // The decline went before the second confirmation: at most one was stored, and the
        // agreement is withdrawn.
        expect(both).toBe(false);
        expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(1);
        expect(((await (await get(id, project.manageToken)).json()) as Agreement).state).toBe(
          "withdrawn",
        );
      } else {
        // Both confirmed first: the outcome is fixed, the decline refused.
        expect(declined.status).toBe(409);
        expect(both).toBe(true);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  const decline = (id: number, token: string) =>
    post(declineRoute, `/api/agreements/${id}/decline`, { id: String(id) }, {}, token);

  it("the homeowner may decline after the contractor confirmed; the contractor is told, nothing binds", async () => {
    const { project, proposal, id, owner, contractor } = await readyToConfirm();
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    // The homeowner is told the contractor confirmed.
    const told = await mail("agreement-party-confirmed");
    expect(told.map((row) => row.recipient)).toEqual(["jordan@home.example"]);
    expect(told[0]!.payload).toMatchObject({ party: "homeowner", by: "Sam Patel" });
    // Only the homeowner declines, and the operator only reads.
    expect((await decline(id, proposal.trackingToken)).status).toBe(403);
    expect((await decline(id, ADMIN_TOKEN)).status).toBe(403);
    const declined = await decline(id, project.manageToken);
    expect(declined.status).toBe(200);
    const withdrawn = (await declined.json()) as Agreement;
    expect(withdrawn.state).toBe("withdrawn");
    expect(withdrawn.contractorConfirmation?.name).toBe("Sam Patel");
    // The contractor's e-mail says the agreement is withdrawn.
    const outcome = await mail("proposal-declined");
    expect(outcome.map((row) => row.recipient)).toEqual(["bids@northside.example"]);
    expect(outcome[0]!.payload).toMatchObject({ agreement: "withdrawn" });
    // Withdrawn: no confirmation, no second decline.
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(409);
    expect((await decline(id, project.manageToken)).status).toBe(409);
    // The proposal is no longer the hire: another may be accepted.
    const ownerList = await proposalsForProject.GET(
      request(`/api/proposals/project/${project.rowId}`, { token: project.manageToken }),
      params({ rowId: String(project.rowId) }),
    );
    const listed = (await ownerList.json()) as OwnerProposal[];
    expect(listed.find((p) => p.id === proposal.id)?.status).toBe("declined");
    // Accepted again, the same agreement comes back with the earlier confirmation cleared.
    expect((await setStatus(proposal.id, "accepted", project.manageToken)).status).toBe(200);
    const again = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(again.state).toBe("awaiting-confirmation");
    expect(again.contractorConfirmation).toBeNull();
    expect(again.homeownerConfirmation).toBeNull();
  });

  it("once both confirmed, neither a decline nor a cleared confirmation: only change orders", async () => {
    const { project, proposal, id, owner, contractor } = await readyToConfirm();
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    // The contractor is told the homeowner confirmed.
    const told = await mail("agreement-party-confirmed");
    expect(told.map((row) => row.recipient)).toEqual(["bids@northside.example"]);
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    // Both confirmed: no second notice, the full copy instead.
    expect(await mail("agreement-party-confirmed")).toHaveLength(1);
    expect(await mail("agreement-confirmed")).toHaveLength(2);
    const refused = await decline(id, project.manageToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/change order/);
    expect((await setStatus(proposal.id, "declined", project.manageToken)).status).toBe(409);
    // The database refuses to clear a confirmation of a binding agreement.
    await expect(
      state
        .handle!.db.update(agreements)
        .set({ homeownerName: null, homeownerConfirmedAt: null, homeownerVersion: null })
        .where(eq(agreements.id, id)),
    ).rejects.toThrow();
  });

  const correct = (id: number, token: string, body: unknown) =>
    post(correctionsRoute, `/api/agreements/${id}/corrections`, { id: String(id) }, body, token);
  const answer = (id: number, token: string, verb: "accept" | "decline") =>
    post(
      verb === "accept" ? correctionAcceptRoute : correctionDeclineRoute,
      `/api/agreements/${id}/corrections/${verb}`,
      { id: String(id) },
      {},
      token,
    );
  // The second line priced $80.00 instead of $99.99, one more week: $2,549.00 + HST $331.37.
  const CORRECTED_TOTAL = 288_037;
  const corrected = {
    ...itemised(),
    lineItems: [
      { description: "Install pot lights", quantity: 2, unit: "each", unitPriceCents: 123_450 },
      { description: "Permit fee", quantity: 1, unit: "each", unitPriceCents: 8_000 },
    ],
    schedule: [
      { description: "Deposit", amountCents: 29_000 },
      { description: "On completion", amountCents: CORRECTED_TOTAL - 29_000 },
    ],
    completionDate: "2027-03-27",
  };

  it("a correction before both confirm makes a new version that both confirm", async () => {
    const { project, proposal, id, owner, contractor } = await readyToConfirm();
    const before = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    // The homeowner proposes one; the contractor is e-mailed.
    const proposed = await correct(id, project.manageToken, {
      quote: corrected,
      note: "The permit fee is $80.00, and the work ends a week later.",
    });
    expect(proposed.status).toBe(201);
    const pending = (await proposed.json()) as Agreement;
    expect(pending.version).toBe(before.version);
    expect(pending.correction).toMatchObject({ by: "homeowner", totalCents: CORRECTED_TOTAL });
    expect(pending.correction!.changes.map((change) => change.field)).toEqual([
      "lineItems",
      "total",
      "schedule",
      "completionDate",
    ]);
    expect(pending.correction!.changes[1]).toEqual({
      field: "total",
      before: "$2,902.96",
      after: "$2,880.37",
    });
    const told = await mail("agreement-correction");
    expect(told.map((row) => [row.recipient, (row.payload as { kind: string }).kind])).toEqual([
      ["bids@northside.example", "proposed"],
    ]);
    // One at a time; nobody confirms while it awaits an answer; its author does not accept it.
    expect(
      (await correct(id, proposal.trackingToken, { quote: corrected, note: "Another one here" }))
        .status,
    ).toBe(409);
    const waiting = await confirm(id, owner, "Jordan Lee");
    expect(waiting.status).toBe(409);
    expect((await waiting.json()).error).toMatch(/correction/);
    expect((await answer(id, project.manageToken, "accept")).status).toBe(403);
    // The contractor accepts: the corrected terms, a new version, the confirmation cleared.
    const accepted = await answer(id, proposal.trackingToken, "accept");
    expect(accepted.status).toBe(200);
    const after = (await accepted.json()) as Agreement;
    expect(after.correction).toBeNull();
    expect(after.version).not.toBe(before.version);
    expect(after.contractorConfirmation).toBeNull();
    expect(after.terms.quote.totalCents).toBe(CORRECTED_TOTAL);
    expect(after.terms.quote.completionDate).toBe("2027-03-27");
    expect(after.currentTotalCents).toBe(CORRECTED_TOTAL);
    // The business and credentials stay as agreed.
    expect(after.terms.quote.credentials).toEqual(before.terms.quote.credentials);
    expect((await mail("agreement-correction")).map((row) => row.recipient)).toEqual([
      "bids@northside.example",
      "jordan@home.example",
    ]);
    // A confirmation of the old version is refused; both confirm the new one.
    const stale = await confirmVersion(id, owner, {
      name: "Jordan Lee",
      version: before.version,
      read: true,
    });
    expect(stale.status).toBe(409);
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    const both = (await (await confirm(id, contractor, "Sam Patel")).json()) as Agreement;
    expect(both.state).toBe("confirmed");
    expect(both.homeownerConfirmation?.version).toBe(after.version);
    expect(both.contractorConfirmation?.version).toBe(after.version);
    // Once both confirmed, a correction is refused: change orders from now on.
    const late = await correct(id, project.manageToken, {
      quote: itemised(),
      note: "Back to the first price",
    });
    expect(await late.json()).toMatchObject({ error: expect.stringMatching(/change order/) });
    expect(late.status).toBe(409);
  });

  it("a declined correction changes nothing; hostile corrections are refused with 400", async () => {
    const { project, proposal, id } = await readyToConfirm();
    const before = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(
      (
        await correct(id, proposal.trackingToken, {
          quote: corrected,
          approach: "Cut in eight pot lights on two new circuits; patch, prime and paint.",
          note: "Permit fee corrected.",
        })
      ).status,
    ).toBe(201);
    const declined = await answer(id, project.manageToken, "decline");
    expect(declined.status).toBe(200);
    const same = (await declined.json()) as Agreement;
    expect(same.correction).toBeNull();
    expect(same.version).toBe(before.version);
    expect(
      (await mail("agreement-correction")).map((row) => (row.payload as { kind: string }).kind),
    ).toEqual(["proposed", "declined"]);
    expect((await answer(id, project.manageToken, "decline")).status).toBe(409);
    // Nothing changed: refused, naming the quote.
    const unchanged = await correct(id, project.manageToken, {
      quote: itemised(),
      note: "Just checking this out",
    });
    expect(unchanged.status).toBe(400);
    expect((await unchanged.json()).issues[0].path).toBe("quote");
    for (const body of [
      {},
      { quote: corrected },
      { quote: corrected, note: "x" },
      {
        quote: { ...corrected, schedule: [{ description: "All", amountCents: 1 }] },
        note: "Wrong sum here",
      },
      { quote: { lineItems: "many" }, note: "A hostile shape" },
      { quote: corrected, note: "Fine note here", approach: 42 },
      null,
      [],
    ]) {
      const refused = await correct(id, project.manageToken, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    // The operator only reads.
    expect(
      (await correct(id, ADMIN_TOKEN, { quote: corrected, note: "Operator note" })).status,
    ).toBe(403);
  });

  it("before both confirm, the database clears a confirmation only whole, and changes terms only with none", async () => {
    const { id, contractor } = await readyToConfirm();
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    const db = state.handle!.db;
    await expect(
      db.update(agreements).set({ contractorName: "Someone Else" }).where(eq(agreements.id, id)),
    ).rejects.toThrow();
    await expect(
      db.update(agreements).set({ homeownerAddress: "1 Other St" }).where(eq(agreements.id, id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(agreements)
        .set({ contractorConfirmedAt: null, contractorName: null })
        .where(eq(agreements.id, id)),
    ).rejects.toThrow();
    await db
      .update(agreements)
      .set({ contractorConfirmedAt: null, contractorName: null, contractorVersion: null })
      .where(eq(agreements.id, id));
    await db
      .update(agreements)
      .set({ homeownerAddress: "1 Other St, Toronto, ON M4E 2V1" })
      .where(eq(agreements.id, id));
  });

  it("a project whose agreement nobody confirmed can be deleted after a decline", async () => {
    const { project, proposal, id } = await agreed();
    expect((await setStatus(proposal.id, "declined", project.manageToken)).status).toBe(200);
    const removed = await projectRoute.DELETE(
      request(`/api/projects/${project.rowId}`, { method: "DELETE", token: project.manageToken }),
      params({ id: String(project.rowId) }),
    );
    expect(removed.status).toBe(204);
    expect(await state.handle!.db.select().from(agreements).where(eq(agreements.id, id))).toEqual(
      [],
    );
  });

  it("keeps change orders within the quote's limits, and takes no $0.00 quote", async () => {
    const { project, id, owner, contractor } = await readyToConfirm();
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    const change = (priceChangeCents: number) => ({
      description: "More work than the quote holds, for the test.",
      priceChangeCents,
      name: "Jordan Lee",
    });
    // $3,000,000.00 three times would take $2,902.96 past the $10,000,000.00 cap with tax.
    for (const number of [1, 2]) {
      expect((await proposeChange(id, owner, change(300_000_000))).status).toBe(201);
      expect((await confirmChange(id, number, contractor, "Sam Patel")).status).toBe(200);
    }
    const over = await proposeChange(id, owner, change(300_000_000));
    expect(over.status).toBe(400);
    expect((await over.json()).issues[0].path).toBe("priceChangeCents");
    // Down to nothing is not a change order either.
    const current = (await (await get(id, project.manageToken)).json()) as Agreement;
    const subtotal = 256_899 + 600_000_000;
    expect(current.currentTotalCents).toBeLessThanOrEqual(1_000_000_000);
    expect((await proposeChange(id, owner, change(-subtotal))).status).toBe(400);

    const zero = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: {
          ...validProposal(3000 + (await postProject("sam@home.example")).rowId),
          bidAmount: undefined,
          structured: {
            ...itemised(),
            lineItems: [{ description: "Nothing", quantity: 1, unit: "each", unitPriceCents: 0 }],
            deposit: { kind: "amount", cents: 0 },
            schedule: [{ description: "On completion", amountCents: 0 }],
          },
        },
      }),
      undefined,
    );
    expect(zero.status).toBe(400);
    expect((await zero.json()).issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "structured.lineItems" })]),
    );
  });

  it("dates the agreement by the later of the two confirmations, in the e-mail too", async () => {
    const { id, owner, contractor } = await readyToConfirm();
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    const [row] = await state.handle!.db.select().from(agreements).where(eq(agreements.id, id));
    expect(row!.homeownerConfirmedAt!.getTime()).toBeGreaterThan(
      row!.contractorConfirmedAt!.getTime(),
    );
    const confirmed = await mail("agreement-confirmed");
    for (const message of confirmed) {
      expect((message.payload as { confirmedAt: string }).confirmedAt).toBe(
        row!.homeownerConfirmedAt!.toISOString(),
      );
    }
    smtp.received.length = 0;
    await deliverDueMail(state.handle!.db, smtpTransport(smtp.url));
    const sent = smtp.to("jordan@home.example").find((m) => m.subject.startsWith("Confirmed"))!;
    const later = new Intl.DateTimeFormat("en-CA", {
      dateStyle: "long",
      timeStyle: "long",
      timeZone: "America/Toronto",
    }).format(row!.homeownerConfirmedAt!);
    expect(sent.text).toContain(`The agreement is dated ${later}`);
  });

  // One case per required item the accepted proposal can leave out: everything else is given,
  // and both parties' confirmations are refused naming exactly that item.
  const ALL_BUT: Record<string, { options?: Parameters<typeof agreed>[0]; skip: string }> = {
    homeownerAddress: { skip: "homeownerAddress" },
    businessName: { options: { business: false }, skip: "businessName" },
    businessAddress: { options: { business: false }, skip: "businessAddress" },
    contractorPhone: { options: { phone: false }, skip: "phone" },
    materials: { skip: "materials" },
    additionalCharges: { skip: "additionalCharges" },
    paymentMethod: { skip: "paymentMethod" },
    startDate: { options: { dates: false }, skip: "startDate" },
    completionDate: { options: { dates: false }, skip: "completionDate" },
    cancellationTerms: { skip: "cancellationTerms" },
  };
  it.each(Object.entries(ALL_BUT))(
    "refuses to confirm an agreement missing only %s, for both parties",
    async (item, { options, skip }) => {
      const { project, proposal, id, owner, contractor } = await agreed(options);
      if (skip !== "homeownerAddress") {
        const given = await giveAddress(id, project.manageToken, {
          address: "12 Elm St, Toronto, ON M4E 2V1",
        });
        expect(given.status).toBe(200);
      }
      const everything: Record<string, unknown> = {
        ...CONTRACTOR_DETAILS,
        ...(options?.business === false
          ? { businessName: "Bright Wire Ltd.", address: "9 Queen St E, Toronto, ON M5C 1R5" }
          : {}),
        ...(options?.phone === false ? { phone: "416-555-0142" } : {}),
        ...(options?.dates === false
          ? { startDate: "2027-04-05", completionDate: "2027-04-30" }
          : {}),
      };
      const field = skip === "businessAddress" ? "address" : skip;
      delete everything[field];
      const details = await giveDetails(id, proposal.trackingToken, everything);
      expect(details.status).toBe(200);
      const agreement = (await details.json()) as Agreement;
      expect(agreement.state).toBe("awaiting-details");
      expect(agreement.missing.map((missing) => missing.item)).toEqual([item]);
      for (const token of [owner, contractor]) {
        const refused = await confirm(id, token, "Jordan Lee");
        expect(refused.status).toBe(400);
        const issues = (await refused.json()).issues as { path: string; message: string }[];
        expect(issues).toHaveLength(1);
        expect(issues[0]!.path).toBe(item);
        expect(issues[0]!.message).not.toMatch(/^missing/);
      }
      const [row] = await state.handle!.db.select().from(agreements).where(eq(agreements.id, id));
      expect(row!.homeownerConfirmedAt).toBeNull();
      expect(row!.contractorConfirmedAt).toBeNull();
    },
  );

  it("dates the contractor adds to a proposal without them are printed and checked", async () => {
    const { project, proposal, id, contractor } = await agreed({ dates: false });
    // The contractor opens the agreement from its e-mail: the address is proven, and the site may
    // write to it beyond an unproven address's budget (the second agreement's key below).
    expect((await get(id, contractor)).status).toBe(200);
    await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    await giveDetails(id, proposal.trackingToken, CONTRACTOR_DETAILS);
    const backwards = await giveDetails(id, proposal.trackingToken, {
      startDate: "2027-04-30",
      completionDate: "2027-04-05",
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).issues[0].path).toBe("completionDate");
    const dated = await giveDetails(id, proposal.trackingToken, {
      startDate: "2027-04-05",
      completionDate: "2027-04-30",
    });
    const agreement = (await dated.json()) as Agreement;
    expect(agreement.state).toBe("awaiting-confirmation");
    expect(agreement.details).toMatchObject({ startDate: "2027-04-05" });
    // The quote's own dates are its terms: the contractor does not replace them alone.
    const { proposal: other, id: otherId } = await agreed({ homeownerEmail: "sam@home.example" });
    const fixed = await giveDetails(otherId, other.trackingToken, { startDate: "2027-05-01" });
    expect(fixed.status).toBe(400);
    expect((await fixed.json()).issues).toEqual([
      { path: "startDate", message: "The proposal already states this: it is part of the terms" },
    ]);
  });

  it("each party adds only what is theirs; hostile details are refused with 400, never 500", async () => {
    const { project, proposal, id, contractor } = await agreed();
    // Opened from its e-mail: the contractor's address is proven (the second agreement's key).
    expect((await get(id, contractor)).status).toBe(200);
    const notYours = await giveDetails(id, project.manageToken, {
      paymentMethod: "Cash",
      address: "12 Elm St, Toronto, ON M4E 2V1",
    });
    expect(notYours.status).toBe(400);
    expect((await notYours.json()).issues).toEqual([
      { path: "paymentMethod", message: "This is the other party's to add" },
    ]);
    const inProposal = await giveDetails(id, proposal.trackingToken, { phone: "416-555-0000" });
    expect(inProposal.status).toBe(400);
    for (const body of [
      {},
      [],
      null,
      { additionalCharges: "none" },
      { additionalCharges: [{ description: "x", amount: "" }] },
      {
        additionalCharges: Array.from({ length: 11 }, () => ({ description: "Fee", amount: "$1" })),
      },
      { cancellationTerms: 5 },
      { cancellationTerms: "a\u0000b" },
      { paymentMethod: "x".repeat(5_000) },
      { materials: ["wood"] },
      { startDate: "2027-02-30" },
    ]) {
      const refused = await giveDetails(id, proposal.trackingToken, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const phone = await agreed({ phone: false, homeownerEmail: "sam@home.example" });
    const badPhone = await giveDetails(phone.id, phone.proposal.trackingToken, {
      phone: "call me",
    });
    expect((await badPhone.json()).issues[0].path).toBe("phone");
    expect(
      (await giveDetails(phone.id, phone.proposal.trackingToken, { phone: "(416) 555-0142" }))
        .status,
    ).toBe(200);
  });

  it("a confirmation names the version it saw: an older one is refused with 409", async () => {
    const { project, proposal, id, owner, contractor } = await agreed({ dates: false });
    await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    await giveDetails(id, proposal.trackingToken, {
      ...CONTRACTOR_DETAILS,
      startDate: "2027-04-05",
      completionDate: "2027-04-30",
    });
    const seen = await versionFor(id, project.manageToken);
    expect(seen).toMatch(/^[0-9a-f]{64}$/);
    // Both parties read the same version.
    expect(await versionFor(id, proposal.trackingToken)).toBe(seen);
    // The contractor moves the completion date before anyone confirms: a new version.
    const moved = (await (
      await giveDetails(id, proposal.trackingToken, { completionDate: "2027-05-15" })
    ).json()) as Agreement;
    expect(moved.version).not.toBe(seen);
    const stale = await confirmVersion(id, owner, {
      name: "Jordan Lee",
      version: seen,
      read: true,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatch(/changed since you opened it/);
    for (const body of [
      { name: "Jordan Lee", read: true },
      { name: "Jordan Lee", version: "abc", read: true },
    ]) {
      expect((await confirmVersion(id, owner, body)).status).toBe(400);
    }
    const current = await confirmVersion(id, owner, {
      name: "Jordan Lee",
      version: moved.version,
      read: true,
    });
    expect(current.status).toBe(200);
    const [row] = await state.handle!.db.select().from(agreements).where(eq(agreements.id, id));
    expect(row!.homeownerVersion).toBe(moved.version);
    expect(row!.contractorVersion).toBeNull();
    // The database refuses a confirmation without a version, and a change to one given.
    await expect(
      state
        .handle!.db.update(agreements)
        .set({ contractorName: "Sam Patel", contractorConfirmedAt: new Date() })
        .where(eq(agreements.id, id)),
    ).rejects.toThrow();
    await expect(
      state
        .handle!.db.update(agreements)
        .set({ homeownerVersion: seen })
        .where(eq(agreements.id, id)),
    ).rejects.toThrow();
    const done = await confirm(id, contractor, "Sam Patel");
    expect(((await done.json()) as Agreement).contractorConfirmation?.version).toBe(moved.version);
  });

  it("names the holdback's release date once the homeowner records the work completed", async () => {
    const { project, id, owner, contractor } = await readyToConfirm();
    expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
    expect((await confirm(id, owner, "Jordan Lee")).status).toBe(200);
    const before = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(before.completedOn).toBeNull();
    const completed = await projectRoute.PUT(
      request(`/api/projects/${project.rowId}`, {
        method: "PUT",
        body: { status: "completed", completionDate: "2027-03-20T15:00:00.000Z" },
        token: project.manageToken,
      }),
      params({ id: String(project.rowId) }),
    );
    expect(completed.status).toBe(200);
    const after = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(after.completedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("marks each line fixed, estimate or allowance, and states the 10 % rule for estimates", async () => {
    const project = await postProject();
    const lines = itemised().lineItems;
    const marked = {
      ...itemised(),
      lineItems: [
        { ...lines[0]!, pricing: "estimate" },
        { ...lines[1]!, pricing: "allowance" },
      ],
    };
    const refused = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: {
          ...validProposal(3000 + project.rowId),
          bidAmount: undefined,
          structured: { ...marked, lineItems: [{ ...lines[0]!, pricing: "roughly" }] },
        },
      }),
      undefined,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).issues).toContainEqual({
      path: "structured.lineItems.0.pricing",
      message: "Mark the line as fixed, estimate or allowance",
    });
    const proposal = await propose(project.rowId, marked);
    const { body } = await accept(proposal.id, project.manageToken);
    const id = body.agreementId!;
    const agreement = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(agreement.terms.quote.lineItems.map((line) => line.pricing)).toEqual([
      "estimate",
      "allowance",
    ]);
    await complete(id, project.manageToken, proposal.trackingToken);
    const db = state.handle!.db;
    const contractorKey = await agreementKey(db, CONTRACTOR, id);
    expect((await confirm(id, contractorKey, "Sam Patel")).status).toBe(200);
    expect(
      (await confirm(id, await agreementKey(db, project.email, id), "Jordan Lee")).status,
    ).toBe(200);
    const [sent] = await mail("agreement-confirmed");
    const text = (sent!.payload as { private: { agreement: string } }).private.agreement;
    expect(text).toContain("- Install pot lights (estimate) | 2 each | $1,234.50 | $2,469.00");
    expect(text).toContain("- Permit fee (allowance) | 1 each");
    expect(text).toContain("A line marked estimate or allowance is an estimate");
    expect(text).toContain("(Consumer Protection Act, 2002, s. 10)");
    // A line sent without a mark is a fixed price, and the agreement says every line is.
    const plain = await agreed({ homeownerEmail: "sam@home.example" });
    const plainAgreement = (await (
      await get(plain.id, plain.project.manageToken)
    ).json()) as Agreement;
    expect(plainAgreement.terms.quote.lineItems.every((line) => line.pricing === "fixed")).toBe(
      true,
    );
  });
});
