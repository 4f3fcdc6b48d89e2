import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as addressRoute from "@/app/api/agreements/[id]/address/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as changeOrdersRoute from "@/app/api/agreements/[id]/change-orders/route";
import * as changeOrderConfirmRoute from "@/app/api/agreements/[id]/change-orders/[number]/confirm/route";
import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsForProject from "@/app/api/proposals/project/[rowId]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { requestContext } from "@/lib/client-address.mjs";
import { agreements, changeOrders, outbox } from "@/lib/db/schema";
import type { Agreement, OwnerProposal } from "@/lib/api-shapes";
import { deliverDueMail } from "@/lib/mail/delivery";
import { smtpTransport } from "@/lib/mail/transport";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../smtp-server";
import {
  ADMIN_TOKEN,
  databases,
  params,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

// 2 × $1,234.50 + 1 × $99.99 = $2,568.99; HST $333.9687 → $333.97; total $2,902.96.
const TOTAL = 290_296;
const itemised = (business = true) => ({
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
  ...(business
    ? { business: { name: "Bright Wire Ltd.", address: "9 Queen St E, Toronto, ON M5C 1R5" } }
    : {}),
  credentials: { esaLicence: "7001234", wsibClearance: "A1234567" },
});

type Posted = { rowId: number; manageToken: string };

async function postProject(): Promise<Posted> {
  const response = await projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body: {
        ...validProject,
        category: "Electrical",
        homeownerEmail: "jordan@home.example",
      },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as { project: { id: number }; manageToken: string };
  return { rowId: body.project.id, manageToken: body.manageToken };
}

async function propose(rowId: number, structured: unknown) {
  const { bidAmount: _bid, ...simple } = validProposal(3000 + rowId);
  const body = structured ? { ...simple, structured } : validProposal(3000 + rowId);
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
const confirm = (id: number, token: string, name: string) =>
  post(confirmRoute, `/api/agreements/${id}/confirm`, { id: String(id) }, { name }, token);
const proposeChange = (id: number, token: string, body: unknown) =>
  post(changeOrdersRoute, `/api/agreements/${id}/change-orders`, { id: String(id) }, body, token);
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
  async function agreed(options: { business?: boolean } = {}) {
    const project = await postProject();
    const proposal = await propose(project.rowId, itemised(options.business ?? true));
    const accepted = await accept(proposal.id, project.manageToken);
    expect(accepted.status).toBe(200);
    expect(accepted.body.agreementId).toEqual(expect.any(Number));
    return { project, proposal, id: accepted.body.agreementId! };
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
    }
    const asOwner = (await (await get(id, project.manageToken)).json()) as Agreement;
    expect(asOwner.viewer).toBe("homeowner");
    expect(asOwner.state).toBe("awaiting-details");
    expect(asOwner.terms.quote.totalCents).toBe(TOTAL);
    expect(asOwner.terms.contractor.businessAddress).toBe("9 Queen St E, Toronto, ON M5C 1R5");
    expect(asOwner.currentTotalCents).toBe(TOTAL);
    const asContractor = (await (await get(id, proposal.trackingToken)).json()) as Agreement;
    expect(asContractor.viewer).toBe("contractor");
    // The owner's list names the agreement.
    const list = await proposalsForProject.GET(
      request(`/api/proposals/project/${project.rowId}`, { token: project.manageToken }),
      params({ rowId: String(project.rowId) }),
    );
    expect(((await list.json()) as OwnerProposal[])[0]!.agreementId).toBe(id);
  });

  it("opens only with a party's link: 401 without one, 403 with another project's", async () => {
    const { id } = await agreed();
    const other = await postProject();
    expect((await get(id)).status).toBe(401);
    expect((await get(id, other.manageToken)).status).toBe(403);
    expect((await get(id, "not-a-token")).status).toBe(403);
    expect((await get(999, other.manageToken)).status).toBe(404);
    const operator = (await (await get(id, ADMIN_TOKEN)).json()) as Agreement;
    expect(operator.viewer).toBe("operator");
    expect((await confirm(id, ADMIN_TOKEN, "Site Operator")).status).toBe(403);
  });

  it("wrong links count against the client: after ten, 429 even for a party's own", async () => {
    const { project, id } = await agreed();
    await requestContext.run({ clientAddress: "203.0.113.9" }, async () => {
      for (let i = 0; i < 10; i++) expect((await get(id, `not-a-token-${i}`)).status).toBe(403);
      expect((await get(id, project.manageToken)).status).toBe(429);
      expect((await confirm(id, project.manageToken, "Jordan Lee")).status).toBe(429);
    });
    expect((await get(id, project.manageToken)).status).toBe(200);
  });

  it("another contractor's tracking link on the same project does not open it", async () => {
    const project = await postProject();
    const loser = await propose(project.rowId, itemised());
    const winner = await propose(project.rowId, itemised());
    const { body } = await accept(winner.id, project.manageToken);
    const id = body.agreementId!;
    await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    const refused = await get(id, loser.trackingToken);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("12 Elm St");
    expect((await confirm(id, loser.trackingToken, "Someone Else")).status).toBe(403);
  });

  it("a simple proposal, when accepted, makes no agreement", async () => {
    const project = await postProject();
    const proposal = await propose(project.rowId, null);
    const accepted = await accept(proposal.id, project.manageToken);
    expect(accepted.body.agreementId).toBeNull();
    expect(await state.handle!.db.select().from(agreements)).toHaveLength(0);
  });

  it("needs both addresses, then both typed names; confirmed, it is e-mailed and fixed", async () => {
    const { project, proposal, id } = await agreed({ business: false });
    // Nothing can be confirmed while an address is missing.
    const early = await confirm(id, project.manageToken, "Jordan Lee");
    expect(early.status).toBe(409);
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
    const ready = (await business.json()) as Agreement;
    expect(ready.state).toBe("awaiting-confirmation");
    expect(ready.contractorBusinessName).toBe("Bright Wire Ltd.");

    const blank = await confirm(id, project.manageToken, " ");
    expect(blank.status).toBe(400);
    expect((await blank.json()).issues[0].message).toBe("Type your full name to confirm");
    const owner = (await (
      await confirm(id, project.manageToken, "Jordan Lee")
    ).json()) as Agreement;
    expect(owner.homeownerConfirmation?.name).toBe("Jordan Lee");
    expect(owner.state).toBe("awaiting-confirmation");
    // The addresses are fixed from the first confirmation on.
    expect(
      (await giveAddress(id, project.manageToken, { address: "99 Other Rd, Toronto, ON M4E 2V1" }))
        .status,
    ).toBe(409);
    expect((await confirm(id, project.manageToken, "Jordan Lee")).status).toBe(409);
    const both = (await (
      await confirm(id, proposal.trackingToken, "Sam Patel")
    ).json()) as Agreement;
    expect(both.state).toBe("confirmed");
    expect(both.contractorConfirmation?.name).toBe("Sam Patel");
    expect(Date.parse(both.contractorConfirmation!.at)).toBeGreaterThan(0);

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
      "Deposit: $290.00",
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
    const { project, proposal, id } = await agreed();
    await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    await confirm(id, proposal.trackingToken, "Sam Patel");
    await confirm(id, project.manageToken, "Jordan Lee");
    await deliverDueMail(state.handle!.db, smtpTransport(smtp.url));
    for (const [address, party] of [
      ["jordan@home.example", "homeowner"],
      ["bids@northside.example", "contractor"],
    ] as const) {
      const mails = smtp.to(address).filter((mail) => mail.subject.includes("written agreement"));
      // Delivered in parallel: in whatever order they arrive.
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        `Confirmed: your written agreement (project ${3000 + project.rowId})`,
        `Your written agreement is ready to confirm (project ${3000 + project.rowId})`,
      ]);
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

  it("changes go through numbered change orders that both confirm", async () => {
    const { project, proposal, id } = await agreed();
    const change = {
      description: "Add two more pot lights in the hallway",
      priceChangeCents: 45_000,
      completionDate: "2027-03-27",
      name: "Jordan Lee",
    };
    // Not before the agreement is confirmed.
    expect((await proposeChange(id, project.manageToken, change)).status).toBe(409);
    await giveAddress(id, project.manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    await confirm(id, project.manageToken, "Jordan Lee");
    await confirm(id, proposal.trackingToken, "Sam Patel");

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
      const refused = await proposeChange(id, project.manageToken, { ...change, [field]: value });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues).toEqual([{ path: field, message }]);
    }
    const bad = await proposeChange(id, project.manageToken, { ...change, priceChangeCents: 1.5 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toBe("priceChangeCents");
    const tooLow = await proposeChange(id, project.manageToken, {
      ...change,
      priceChangeCents: -300_000,
    });
    expect(tooLow.status).toBe(400);

    const proposed = await proposeChange(id, project.manageToken, change);
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
    expect((await proposeChange(id, proposal.trackingToken, change)).status).toBe(409);
    expect((await confirmChange(id, 1, project.manageToken, "Jordan Lee")).status).toBe(409);
    expect((await confirmChange(id, 2, proposal.trackingToken, "Sam Patel")).status).toBe(404);

    const done = (await (
      await confirmChange(id, 1, proposal.trackingToken, "Sam Patel")
    ).json()) as Agreement;
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

  /** An agreement both parties have given their addresses to, ready to confirm. */
  async function readyToConfirm() {
    const agreement = await agreed();
    const given = await giveAddress(agreement.id, agreement.project.manageToken, {
      address: "12 Elm St, Toronto, ON M4E 2V1",
    });
    expect(given.status).toBe(200);
    return agreement;
  }

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
    // A sample request too: one hire, by the operator.
    const sample = await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: validProposal(2001) }),
      undefined,
    );
    const other = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: { ...validProposal(2001), contractorName: "Other Co" },
      }),
      undefined,
    );
    const [a, b] = [await sample.json(), await other.json()];
    expect((await setStatus(a.id, "accepted", ADMIN_TOKEN)).status).toBe(200);
    expect((await setStatus(b.id, "accepted", ADMIN_TOKEN)).status).toBe(409);
  });

  it("two acceptances at once on one project: exactly one is stored", async () => {
    for (let round = 0; round < 10; round++) {
      const project = await postProject();
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

  it("a decline racing the confirmations: never a declined proposal with a confirmation", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const { project, proposal, id } = await readyToConfirm();
      const [declined, contractor, homeowner] = await Promise.all([
        setStatus(proposal.id, "declined", project.manageToken),
        confirm(id, proposal.trackingToken, "Sam Patel"),
        confirm(id, project.manageToken, "Jordan Lee"),
      ]);
      const statuses = [declined.status, contractor.status, homeowner.status];
      outcomes.add(statuses.join(","));
      const [row] = await state.handle!.db.select().from(agreements).where(eq(agreements.id, id));
      const confirmedAny =
        row!.homeownerConfirmedAt !== null || row!.contractorConfirmedAt !== null;
      if (declined.status === 200) {
        // The decline went first: both confirmations were refused, none stored.
        expect(statuses).toEqual([200, 409, 409]);
        expect(confirmedAny).toBe(false);
      } else {
        // A confirmation went first: the outcome is fixed, the decline refused.
        expect(declined.status).toBe(409);
        expect(confirmedAny).toBe(true);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
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
    const { project, proposal, id } = await readyToConfirm();
    expect((await confirm(id, proposal.trackingToken, "Sam Patel")).status).toBe(200);
    expect((await confirm(id, project.manageToken, "Jordan Lee")).status).toBe(200);
    const change = (priceChangeCents: number) => ({
      description: "More work than the quote holds, for the test.",
      priceChangeCents,
      name: "Jordan Lee",
    });
    // $3,000,000.00 three times would take $2,902.96 past the $10,000,000.00 cap with tax.
    for (const number of [1, 2]) {
      expect((await proposeChange(id, project.manageToken, change(300_000_000))).status).toBe(201);
      expect((await confirmChange(id, number, proposal.trackingToken, "Sam Patel")).status).toBe(
        200,
      );
    }
    const over = await proposeChange(id, project.manageToken, change(300_000_000));
    expect(over.status).toBe(400);
    expect((await over.json()).issues[0].path).toBe("priceChangeCents");
    // Down to nothing is not a change order either.
    const current = (await (await get(id, project.manageToken)).json()) as Agreement;
    const subtotal = 256_899 + 600_000_000;
    expect(current.currentTotalCents).toBeLessThanOrEqual(1_000_000_000);
    expect((await proposeChange(id, project.manageToken, change(-subtotal))).status).toBe(400);

    const zero = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: {
          ...validProposal(3000 + (await postProject()).rowId),
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
    const { project, proposal, id } = await readyToConfirm();
    expect((await confirm(id, proposal.trackingToken, "Sam Patel")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await confirm(id, project.manageToken, "Jordan Lee")).status).toBe(200);
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
});
