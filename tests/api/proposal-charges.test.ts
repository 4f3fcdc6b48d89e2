import { describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as addressRoute from "@/app/api/agreements/[id]/address/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import * as proposalsForProject from "@/app/api/proposals/project/[rowId]/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { agreementDocument } from "@/lib/agreements/document";
import { confirmedAgreementTotals } from "@/lib/agreements/totals";
import type { Agreement } from "@/lib/agreements/shapes";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import { sortForComparison } from "@/lib/proposals/compare";
import {
  CONTRACTOR,
  CONTRACTOR_DETAILS,
  HOMEOWNER,
  TOTAL,
  agreementKey,
  itemised,
  post,
} from "./agreement-fixture";
import {
  databases,
  params,
  postListedProject,
  request,
  useDatabase,
  validProposal,
} from "./helpers";

// Additional charges stated in the proposal (docs/decisions/0015-money-and-quote-pricing.md): a fixed one is in every total,
// from the proposal's to the agreement's; one that may apply is stated beside it, never added.

const PERMIT = 45_000;
const WITH_PERMIT = TOTAL + PERMIT;
const charges = [
  { description: "ESA permit and inspection fee", kind: "fixed", amountCents: PERMIT },
  { description: "Overtime", kind: "may-apply", basis: "$95 per hour beyond 40 hours" },
];
const withCharges = {
  ...itemised,
  charges,
  totalCents: WITH_PERMIT,
  schedule: [
    { description: "Deposit", amountCents: 29_000 },
    { description: "On completion", amountCents: WITH_PERMIT - 29_000 },
  ],
};
const { additionalCharges: _charges, ...DETAILS_WITHOUT_CHARGES } = CONTRACTOR_DETAILS;

const propose = (projectId: number, structured: unknown, name = "Northside Renovations") => {
  const { bidAmount: _bid, ...simple } = validProposal(projectId);
  return proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: { ...simple, contractorName: name, structured },
    }),
    undefined,
  );
};

const ownerList = async (rowId: number, token: string) => {
  const response = await proposalsForProject.GET(
    request(`/api/proposals/project/${rowId}`, { token }),
    params({ rowId: String(rowId) }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as OwnerProposal[];
};

const agreementOf = async (id: number, token: string) =>
  (await (
    await agreementRoute.GET(
      request(`/api/agreements/${id}`, { token }),
      params({ id: String(id) }) as never,
    )
  ).json()) as Agreement;

describe.each(databases)("additional charges in the price on $name", (target) => {
  const state = useDatabase(target);

  /** A listed Electrical project with the proposal (`structured`) accepted: its agreement's keys. */
  async function accepted(structured: unknown) {
    const db = state.handle!.db;
    const project = await postListedProject(db, { category: "Electrical" });
    const sent = await propose(3000 + project.project.id, structured);
    expect(sent.status).toBe(201);
    const proposal = (await sent.json()) as { id: number };
    const answer = await statusRoute.PATCH(
      request(`/api/proposals/${proposal.id}/status`, {
        method: "PATCH",
        body: { status: "accepted" },
        token: project.manageToken,
      }),
      params({ proposalId: String(proposal.id) }),
    );
    const id = ((await answer.json()) as OwnerProposal).agreementId!;
    return {
      id,
      ids: { id: String(id) },
      owner: await agreementKey(db, HOMEOWNER, id),
      contractor: await agreementKey(db, CONTRACTOR, id),
    };
  }

  it("POST /api/proposals: a fixed charge is in the stored total, the owner's list and the comparison's order", async () => {
    const db = state.handle!.db;
    const project = await postListedProject(db, { category: "Electrical" });
    const displayId = 3000 + project.project.id;
    const sent = await propose(displayId, withCharges);
    expect(sent.status).toBe(201);
    const proposal = await sent.json();
    expect(proposal.structured).toMatchObject({
      totalCents: WITH_PERMIT,
      chargesCents: PERMIT,
      subtotalCents: 256_899,
      hstCents: 33_397,
    });
    // $3,352.96 with the permit: the bid range is worked out from the total with it.
    expect(proposal.bidAmount).toBe("$2,500 - $5,000");
    // Lines dearer by $100, no charge: cheaper in the end, so first by total.
    const dearerLines = {
      ...itemised,
      lineItems: [
        ...itemised.lineItems,
        { description: "Cover plates", quantity: 1, unit: "each", unitPriceCents: 10_000 },
      ],
      charges: [],
      schedule: undefined,
    };
    expect((await propose(displayId, dearerLines, "Eastside Electric")).status).toBe(201);
    const rows = (await db.execute(
      "select contractor_name, total_cents from proposals order by id",
    )) as unknown as { rows: { contractor_name: string; total_cents: number }[] };
    expect(rows.rows.map((row) => Number(row.total_cents))).toEqual([WITH_PERMIT, 301_596]);

    const list = await ownerList(project.project.id, project.manageToken);
    const mine = list.find((item) => item.contractorName === "Northside Renovations")!;
    expect(mine.structured?.totalCents).toBe(WITH_PERMIT);
    expect(mine.structured?.charges).toEqual([
      { ...charges[0], basis: null },
      { ...charges[1], amountCents: null },
    ]);
    expect(sortForComparison(list, "total").map((item) => item.contractorName)).toEqual([
      "Eastside Electric",
      "Northside Renovations",
    ]);
  });

  it("the agreement's Total includes the fixed charge and states the one that may apply beside it", async () => {
    const db = state.handle!.db;
    const { id, ids, owner, contractor } = await accepted(withCharges);
    const before = await agreementOf(id, owner);
    expect(before.terms.quote.totalCents).toBe(WITH_PERMIT);
    expect(before.missing.map((item) => item.item)).not.toContain("additionalCharges");

    expect(
      (await post(addressRoute, "/", ids, { address: "12 Elm St, Toronto, ON M4E 2V1" }, owner))
        .status,
    ).toBe(200);
    expect((await post(detailsRoute, "/", ids, DETAILS_WITHOUT_CHARGES, contractor)).status).toBe(
      200,
    );
    const ready = await agreementOf(id, owner);
    expect(ready.state).toBe("awaiting-confirmation");
    expect(ready.currentTotalCents).toBe(WITH_PERMIT);

    const sections = agreementDocument(ready);
    const price = sections.find((section) => section.id === "price")!;
    const foot = price.table!.foot;
    const total = foot.findIndex(([label]) => label === "Total");
    expect(foot[total]).toEqual(["Total", "$3,352.96"]);
    expect(foot[total - 1]).toEqual([
      "ESA permit and inspection fee (fixed charge, as charged, no HST added)",
      "$450.00",
    ]);
    expect(foot[total + 1]).toEqual([
      "May apply, not in the total: Overtime",
      "$95 per hour beyond 40 hours",
    ]);
    const stated = sections.find((section) => section.id === "additional-charges")!;
    expect(stated.rows).toEqual([
      ["ESA permit and inspection fee", "$450.00, fixed: included in the total"],
      ["Overtime", "May apply: $95 per hour beyond 40 hours, not included in the total"],
    ]);
    // The payments, holdback included, add up to the total with the charge.
    const payment = sections.find((section) => section.id === "payment")!;
    const amounts = payment.table!.rows.map((row) => Number(row[1]!.replace(/[$,.]/g, "")));
    expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(WITH_PERMIT);
    expect(payment.table!.foot.at(-1)).toEqual(["Total", "$3,352.96"]);

    for (const [name, token] of [
      ["Jordan Lee", owner],
      ["Sam Patel", contractor],
    ] as const) {
      const version = (await agreementOf(id, token)).version;
      const body = { name, version, read: true };
      expect((await post(confirmRoute, "/", ids, body, token)).status).toBe(200);
    }
    expect(await confirmedAgreementTotals(db)).toEqual({ count: 1, totalCents: WITH_PERMIT });
  });

  it("POST /api/agreements/{id}/details: charges stated in the proposal cannot be added to", async () => {
    const { ids, contractor } = await accepted({ ...itemised, charges: [] });
    const refused = await post(
      detailsRoute,
      "/",
      ids,
      { additionalCharges: [{ description: "Disposal", amount: "$300.00" }] },
      contractor,
    );
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.issues).toEqual([
      {
        path: "additionalCharges",
        message:
          "The additional charges are the proposal's: the homeowner saw them with its total. A charge added now goes through a change order both parties confirm",
      },
    ]);
    // An empty list in the proposal states that none applies.
    const agreement = await agreementOf(Number(ids.id), contractor);
    const stated = agreementDocument(agreement).find(
      (section) => section.id === "additional-charges",
    )!;
    expect(stated.rows).toEqual([["Additional charges", "None: no additional charge applies"]]);
    expect(agreement.details.additionalCharges).toBeUndefined();
  });

  it("an agreement from a proposal that did not state its charges still asks for them", async () => {
    const { id, ids, contractor } = await accepted(itemised);
    const before = await agreementOf(id, contractor);
    expect(before.missing.map((item) => item.item)).toContain("additionalCharges");
    expect((await post(detailsRoute, "/", ids, CONTRACTOR_DETAILS, contractor)).status).toBe(200);
    const after = await agreementOf(id, contractor);
    expect(after.missing.map((item) => item.item)).not.toContain("additionalCharges");
    expect(after.currentTotalCents).toBe(TOTAL);
  });

  it.each([
    [{ ...charges[0], amountCents: -100 }, "structured.charges.0.amountCents"],
    [{ ...charges[0], amountCents: 0 }, "structured.charges.0.amountCents"],
    [{ ...charges[0], amountCents: 12.5 }, "structured.charges.0.amountCents"],
    [{ ...charges[0], amountCents: "450" }, "structured.charges.0.amountCents"],
    [{ ...charges[0], amountCents: 1e300 }, "structured.charges.0.amountCents"],
    [{ description: "Permit", kind: "fixed" }, "structured.charges.0.amountCents"],
    [
      { description: "Permit", kind: "fixed", amountCents: 100, basis: "hourly" },
      "structured.charges.0.basis",
    ],
    [{ description: "Overtime", kind: "may-apply" }, "structured.charges.0.amountCents"],
    [{ description: "Overtime", kind: "sometimes", amountCents: 100 }, "structured.charges.0.kind"],
    [{ description: "", kind: "fixed", amountCents: 100 }, "structured.charges.0.description"],
    [{ description: 7, kind: "fixed", amountCents: 100 }, "structured.charges.0.description"],
    ["Permit $450", "structured.charges.0"],
  ])("POST /api/proposals refuses the charge %j with 400 naming %s", async (charge, path) => {
    const db = state.handle!.db;
    const project = await postListedProject(db, { category: "Electrical" });
    const response = await propose(3000 + project.project.id, {
      ...itemised,
      schedule: undefined,
      charges: [charge],
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it.each([
    [{ charges: "none" }, "structured.charges"],
    [{ charges: Array.from({ length: 11 }, () => charges[0]) }, "structured.charges"],
    [
      // Past the cap only with the charges: the total is refused, not stored.
      { charges: Array.from({ length: 10 }, () => ({ ...charges[0], amountCents: 999_999_999 })) },
      "structured.lineItems",
    ],
  ])("POST /api/proposals refuses %j with 400 naming %s", async (extra, path) => {
    const db = state.handle!.db;
    const project = await postListedProject(db, { category: "Electrical" });
    const response = await propose(3000 + project.project.id, {
      ...itemised,
      schedule: undefined,
      ...extra,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});
