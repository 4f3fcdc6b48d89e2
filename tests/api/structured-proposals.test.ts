import { beforeEach, describe, expect, it } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsForProject from "@/app/api/proposals/project/[rowId]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { proposals } from "@/lib/db/schema";
import { getDb } from "@/lib/db/client";
import {
  databases,
  insertOpenProject,
  OPEN_PROJECT,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

/** A project posted and published, each by a homeowner of its own (a repeat would be refused). */
let homeowners = 0;
async function postProject(overrides: Record<string, unknown> = {}) {
  const homeownerEmail = `owner${++homeowners}@home.example`;
  const response = await projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body: { ...validProject, homeownerEmail, ...overrides },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const posted = (await response.json()) as { project: { id: number }; manageToken: string };
  await publishByEmail(await getDb(), posted.project.id, homeownerEmail);
  return posted;
}

async function propose(body: unknown) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", { method: "POST", body }),
    undefined,
  );
  return { response, body: await response.json() };
}

async function proposeRaw(raw: string) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", { method: "POST", raw }),
    undefined,
  );
  return { response, body: await response.json() };
}

const listFor = (rowId: string, token?: string) =>
  proposalsForProject.GET(request(`/api/proposals/project/${rowId}`, { token }), params({ rowId }));

// 700 × $28.50 = $19,950.00; 1 × $8,500.00; 2.5 × $1,234.99 = $3,087.475 → $3,087.48.
// Subtotal $31,537.48; HST 13 % = $4,099.8724 → $4,099.87; total $35,637.35.
const SUBTOTAL = 3_153_748;
const HST = 409_987;
const TOTAL = 3_563_735;
const ADDRESS = "42 Danforth Avenue, Toronto, ON M4K 1N2";

const structured = () => ({
  lineItems: [
    { description: "Frame and drywall", quantity: 700, unit: "sq ft", unitPriceCents: 2_850 },
    { description: "Bathroom rough-in", quantity: 1, unit: "each", unitPriceCents: 850_000 },
    { description: "Finishing carpenter", quantity: 2.5, unit: "day", unitPriceCents: 123_499 },
  ],
  hstRegistered: true,
  hstNumber: "123456789 RT 0001",
  subtotalCents: SUBTOTAL,
  hstCents: HST,
  totalCents: TOTAL,
  // 10 % of the total: $3,563.735 → $3,563.74.
  deposit: { kind: "percent", percent: 10 },
  schedule: [
    { description: "Deposit", amountCents: 356_374 },
    { description: "Framing inspected", amountCents: 1_500_000 },
    { description: "Substantial completion", amountCents: TOTAL - 356_374 - 1_500_000 },
  ],
  startDate: "2027-03-01",
  completionDate: "2027-05-15",
  warrantyMonths: 24,
  warrantyCovers: "Workmanship on framing, drywall and finishing.",
  permitsBy: "contractor",
  business: { name: "Northside Renovations Inc.", address: ADDRESS },
  credentials: { wsibClearance: "A1234567", torontoBusinessLicence: "B02-4123456" },
});

type Structured = ReturnType<typeof structured>;

/** A proposal on the OPEN_PROJECT (Renovation in East York, Toronto). */
const withStructured = (change: (value: Structured) => unknown = (value) => value) => {
  const { bidAmount: _bid, ...simple } = validProposal(OPEN_PROJECT);
  return { ...simple, structured: change(structured()) };
};

describe.each(databases)("structured proposals on $name", (target) => {
  const state = useDatabase(target);
  beforeEach(() => insertOpenProject(state.handle!));
  const storedRows = () =>
    state
      .handle!.db.select({ totalCents: proposals.totalCents, details: proposals.details })
      .from(proposals);

  describe("POST /api/proposals with structured", () => {
    it("stores the itemised quote with the server's figures and derives the bid range", async () => {
      const { response, body } = await propose(withStructured());
      expect(response.status).toBe(201);
      expect(body.bidAmount).toBe("$30,000 - $40,000");
      expect(body.structured).toMatchObject({
        subtotalCents: SUBTOTAL,
        hstCents: HST,
        totalCents: TOTAL,
        hstRegistered: true,
        hstNumber: "123456789RT0001",
        deposit: { kind: "percent", percent: 10, depositCents: 356_374 },
        depositAboveAdvice: false,
        startDate: "2027-03-01",
        completionDate: "2027-05-15",
        warrantyMonths: 24,
        permitsBy: "contractor",
        business: { name: "Northside Renovations Inc." },
        credentials: {
          esaLicence: null,
          tssaRegistration: null,
          wsibClearance: "A1234567",
          torontoBusinessLicence: "B02-4123456",
        },
      });
      expect(
        body.structured.lineItems.map((line: { totalCents: number }) => line.totalCents),
      ).toEqual([1_995_000, 850_000, 308_748]);
      const [row] = await storedRows();
      expect(row!.totalCents).toBe(TOTAL);
      expect(row!.details!.business!.address).toBe(ADDRESS);
    });

    it("derives the bid range from the total without HST for a small supplier", async () => {
      const { response, body } = await propose(
        withStructured(
          ({
            hstNumber: _n,
            subtotalCents: _s,
            hstCents: _h,
            totalCents: _t,
            schedule: _p,
            ...rest
          }) => ({
            ...rest,
            hstRegistered: false,
          }),
        ),
      );
      expect(response.status).toBe(201);
      expect(body.structured).toMatchObject({ hstCents: 0, totalCents: SUBTOTAL, hstNumber: null });
      expect(body.bidAmount).toBe("$30,000 - $40,000");
    });

    it("puts a total on a range's lower bound into that range", async () => {
      const { response, body } = await propose(
        withStructured((value) => ({
          lineItems: [{ description: "Deck", quantity: 1, unit: "each", unitPriceCents: 500_000 }],
          hstRegistered: false,
          credentials: value.credentials,
        })),
      );
      expect(response.status).toBe(201);
      expect(body.bidAmount).toBe("$5,000 - $10,000");
    });

    it("accepts a matching bid amount and refuses one that does not hold the total", async () => {
      const matching = { ...withStructured(), bidAmount: "$30,000 - $40,000" };
      expect((await propose(matching)).response.status).toBe(201);
      const { response, body } = await propose({ ...withStructured(), bidAmount: "Under $1,000" });
      expect(response.status).toBe(400);
      expect(body.issues).toContainEqual({
        path: "bidAmount",
        message: 'The bid range must hold the total, $35,637.35: "$30,000 - $40,000"',
      });
    });

    it("flags a deposit above 10 % without refusing it", async () => {
      const { response, body } = await propose(
        withStructured(({ schedule: _schedule, ...rest }) => ({
          ...rest,
          deposit: { kind: "amount", cents: 356_374 },
        })),
      );
      expect(response.status).toBe(201);
      expect(body.structured.depositAboveAdvice).toBe(true);
      expect(body.structured.deposit).toEqual({
        kind: "amount",
        cents: 356_374,
        depositCents: 356_374,
      });
    });

    it("keeps the simple proposal as it was", async () => {
      const { response, body } = await propose(validProposal(OPEN_PROJECT));
      expect(response.status).toBe(201);
      expect(body.bidAmount).toBe("$30,000 - $40,000");
      expect(body.structured).toBeNull();
      expect(await storedRows()).toEqual([{ totalCents: null, details: null }]);
      const { bidAmount: _bid, ...withoutBid } = validProposal(OPEN_PROJECT);
      const missing = await propose(withoutBid);
      expect(missing.response.status).toBe(400);
      expect(missing.body.issues).toContainEqual({
        path: "bidAmount",
        message: "Bid amount is required",
      });
    });

    const invalid: [string, (value: Structured) => unknown, string, string][] = [
      [
        "a wrong total",
        (value) => ({ ...value, totalCents: TOTAL + 1 }),
        "structured.totalCents",
        "The total does not match the line items: it is $35,637.35",
      ],
      [
        "a wrong subtotal",
        (value) => ({ ...value, subtotalCents: 3_153_747 }),
        "structured.subtotalCents",
        "The subtotal does not match the line items: it is $31,537.48",
      ],
      [
        "HST rounded the wrong way",
        (value) => ({ ...value, hstCents: HST + 1 }),
        "structured.hstCents",
        "The HST is 13 % of the subtotal, rounded to the cent: $4,099.87",
      ],
      [
        "HST without registration",
        (value) => ({
          ...value,
          hstRegistered: false,
          hstNumber: undefined,
          totalCents: undefined,
        }),
        "structured.hstCents",
        "A supplier that is not HST-registered charges no HST: send 0",
      ],
      [
        "a wrong line total",
        (value) => ({
          ...value,
          lineItems: value.lineItems.map((line, i) =>
            i === 2 ? { ...line, totalCents: 308_747 } : line,
          ),
        }),
        "structured.lineItems.2.totalCents",
        "The line total is quantity × unit price: $3,087.48",
      ],
      [
        "a schedule that does not sum to the total",
        (value) => ({ ...value, schedule: value.schedule.slice(1) }),
        "structured.schedule",
        "The payment schedule adds up to $32,073.61; it must add up to the total, $35,637.35",
      ],
      [
        "dates reversed",
        (value) => ({ ...value, startDate: "2027-06-01" }),
        "structured.completionDate",
        "The completion date cannot be before the start date",
      ],
      [
        "a date that is not a day",
        (value) => ({ ...value, startDate: "2027-02-30" }),
        "structured.startDate",
        "Use a date as YYYY-MM-DD",
      ],
      [
        "a missing HST number",
        ({ hstNumber: _n, ...rest }) => rest,
        "structured.hstNumber",
        "The HST number is required when you are HST-registered",
      ],
      [
        "a malformed HST number",
        (value) => ({ ...value, hstNumber: "123456789RC0001" }),
        "structured.hstNumber",
        "An HST number is the 9-digit business number, RT and 4 digits (e.g. 123456789RT0001)",
      ],
      [
        "an HST number without registration",
        ({ subtotalCents: _s, hstCents: _h, totalCents: _t, schedule: _p, ...rest }) => ({
          ...rest,
          hstRegistered: false,
        }),
        "structured.hstNumber",
        "Leave the HST number out when you are not HST-registered",
      ],
      [
        "a deposit above 100 %",
        (value) => ({ ...value, deposit: { kind: "percent", percent: 100.5 } }),
        "structured.deposit.percent",
        "The deposit may be at most 100 % of the total",
      ],
      [
        "a deposit above the total",
        (value) => ({ ...value, deposit: { kind: "amount", cents: TOTAL + 1 } }),
        "structured.deposit.cents",
        "The deposit cannot be more than the total, $35,637.35",
      ],
      [
        "a deposit of an unknown kind",
        (value) => ({ ...value, deposit: { kind: "half", cents: 5 } }),
        "structured.deposit.kind",
        'Give the deposit as { kind: "amount", cents } or { kind: "percent", percent }',
      ],
      [
        "money as a float",
        (value) => ({
          ...value,
          lineItems: [{ ...value.lineItems[0]!, unitPriceCents: 28.5 }],
        }),
        "structured.lineItems.0.unitPriceCents",
        "Unit price must be a whole number of cents",
      ],
      [
        "money as a string",
        (value) => ({ ...value, lineItems: [{ ...value.lineItems[0]!, unitPriceCents: "28.50" }] }),
        "structured.lineItems.0.unitPriceCents",
        "Unit price must be a whole number of cents",
      ],
      [
        "a negative quantity",
        (value) => ({ ...value, lineItems: [{ ...value.lineItems[0]!, quantity: -2 }] }),
        "structured.lineItems.0.quantity",
        "Quantity must be more than 0",
      ],
      [
        "a quantity with three decimals",
        (value) => ({ ...value, lineItems: [{ ...value.lineItems[0]!, quantity: 1.005 }] }),
        "structured.lineItems.0.quantity",
        "Quantity may have at most two decimals",
      ],
      [
        "no line items",
        (value) => ({ ...value, lineItems: [] }),
        "structured.lineItems",
        "Add at least one line item",
      ],
      [
        "51 line items",
        (value) => ({ ...value, lineItems: Array(51).fill(value.lineItems[1]) }),
        "structured.lineItems",
        "At most 50 line items",
      ],
      [
        "a total above $10,000,000",
        (value) => ({
          ...value,
          lineItems: [{ ...value.lineItems[0]!, quantity: 100_000, unitPriceCents: 100_000_000 }],
        }),
        "structured.lineItems",
        "The total may be at most $10,000,000.00",
      ],
      [
        "a warranty over ten years",
        (value) => ({ ...value, warrantyMonths: 121 }),
        "structured.warrantyMonths",
        "Warranty is a number of months from 0 to 120",
      ],
      [
        "permits by nobody named",
        (value) => ({ ...value, permitsBy: "city" }),
        "structured.permitsBy",
        "Permits are obtained by the contractor, the homeowner, or none are needed",
      ],
      [
        "a business without an address",
        (value) => ({ ...value, business: { name: "Northside" } }),
        "structured.business.address",
        "Business address is required",
      ],
      [
        "a malformed ESA licence",
        (value) => ({ ...value, credentials: { esaLicence: "ESA-12" } }),
        "structured.credentials.esaLicence",
        "An ECRA/ESA licence number is 5 to 10 digits",
      ],
      [
        "structured as a string",
        () => "itemised",
        "structured",
        "The structured proposal is an object",
      ],
    ];

    it.each(invalid)(
      "answers %s with 400 and the field's message",
      async (_name, change, path, message) => {
        const { response, body } = await propose(withStructured(change));
        expect(response.status).toBe(400);
        expect(body.error).toBe("Please fix the following errors:");
        expect(body.issues).toContainEqual({ path, message });
      },
    );

    it("requires the ESA licence on an electrical project, and stores it when given", async () => {
      await postProject({ category: "Electrical", title: "Panel upgrade to 200 A" });
      const body = { ...withStructured(), projectId: 3001 };
      const missing = await propose(body);
      expect(missing.response.status).toBe(400);
      expect(missing.body.issues).toEqual([
        {
          path: "structured.credentials.esaLicence",
          message:
            "Give your ECRA/ESA electrical contractor licence number: it is required to quote on Electrical work",
        },
      ]);
      // Refused before anything was stored or counted.
      expect(await storedRows()).toEqual([]);
      const licensed = {
        ...body,
        structured: { ...(body.structured as Structured), credentials: { esaLicence: "7001234" } },
      };
      const stored = await propose(licensed);
      expect(stored.response.status).toBe(201);
      expect(stored.body.structured.credentials.esaLicence).toBe("7001234");
    });

    it("does not ask a simple proposal on an electrical project for a licence (yet)", async () => {
      await postProject({ category: "EV Charging", title: "Level 2 charger in the garage" });
      expect((await propose(validProposal(3001))).response.status).toBe(201);
    });

    it.each([
      [
        "a list of 5,000 line items",
        JSON.stringify(withStructured((v) => ({ ...v, lineItems: Array(5_000).fill({}) }))),
      ],
      [
        "a 100,000-character description",
        JSON.stringify(
          withStructured((v) => ({
            ...v,
            lineItems: [{ ...v.lineItems[0], description: "x".repeat(100_000) }],
          })),
        ),
      ],
      [
        "a 90,000-character address",
        JSON.stringify(
          withStructured((v) => ({ ...v, business: { name: "N", address: "y".repeat(90_000) } })),
        ),
      ],
      [
        "NaN for a quantity",
        JSON.stringify(withStructured()).replace('"quantity":700', '"quantity":NaN'),
      ],
      [
        "an infinite unit price",
        JSON.stringify(withStructured()).replace('"unitPriceCents":2850', '"unitPriceCents":1e400'),
      ],
      [
        "an infinite quantity",
        JSON.stringify(withStructured()).replace('"quantity":700', '"quantity":1e400'),
      ],
      ["nested lists", JSON.stringify(withStructured(() => [[[{ lineItems: [[]] }]]]))],
      [
        "line items as an object",
        JSON.stringify(withStructured((v) => ({ ...v, lineItems: { 0: v.lineItems[0] } }))),
      ],
      [
        "null everywhere",
        JSON.stringify(
          withStructured((v) => Object.fromEntries(Object.keys(v).map((k) => [k, null]))),
        ),
      ],
      [
        "a schedule of numbers",
        JSON.stringify(withStructured((v) => ({ ...v, schedule: [1, 2, 3] }))),
      ],
      [
        "credentials as a list",
        JSON.stringify(withStructured((v) => ({ ...v, credentials: ["7001234"] }))),
      ],
      [
        "a control character in a unit",
        JSON.stringify(
          withStructured((v) => ({ ...v, lineItems: [{ ...v.lineItems[0], unit: "sq\u0000ft" }] })),
        ),
      ],
      [
        "a quantity beyond safe integers",
        JSON.stringify(
          withStructured((v) => ({ ...v, lineItems: [{ ...v.lineItems[0], quantity: 2 ** 60 }] })),
        ),
      ],
    ])("answers %s with a 4xx, never a 500", async (_name, raw) => {
      const { response, body } = await proposeRaw(raw);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(body.error).toEqual(expect.any(String));
    });
  });

  it("drops a __proto__ key like any unknown field", async () => {
    const raw = JSON.stringify(withStructured()).replace(
      '"lineItems"',
      '"__proto__":{"hstRegistered":false},"lineItems"',
    );
    const { response, body } = await proposeRaw(raw);
    expect(response.status).toBe(201);
    expect(body.structured.hstRegistered).toBe(true);
    expect(body.structured.hstCents).toBe(HST);
  });

  describe("who sees the structured part", () => {
    it("keeps the business address, e-mail and phone from everyone but the project's owner", async () => {
      const { manageToken } = await postProject();
      const other = await postProject();
      const sent = await propose({ ...withStructured(), projectId: 3001 });
      expect(sent.response.status).toBe(201);
      for (const text of [JSON.stringify(sent.body)]) {
        expect(text).not.toContain("Danforth");
        expect(text).not.toContain("northside.example");
        expect(text).not.toContain("416-555-0142");
      }
      // The credential and HST numbers are public: a homeowner looks them up.
      expect(sent.body.structured.credentials.wsibClearance).toBe("A1234567");

      const anonymous = await listFor("1");
      expect(anonymous.status).toBe(401);
      const stranger = await listFor("1", other.manageToken);
      expect(stranger.status).toBe(403);
      for (const response of [anonymous, stranger]) {
        const text = await response.text();
        expect(text).not.toContain("Danforth");
        expect(text).not.toContain("northside.example");
      }

      const owner = await listFor("1", manageToken);
      expect(owner.status).toBe(200);
      const [proposal] = await owner.json();
      expect(proposal.structured.business).toEqual({
        name: "Northside Renovations Inc.",
        address: ADDRESS,
      });
      expect(proposal.contractorEmail).toBe("bids@northside.example");

      // Accepting it changes nothing in what others may read. (An itemised proposal's
      // agreement needs the homeowner's e-mail, which this project was posted without.)
      const accepted = await statusRoute.PATCH(
        request("/api/proposals/1/status", {
          method: "PATCH",
          body: { status: "accepted", homeownerEmail: "jordan@home.example" },
          token: manageToken,
        }),
        params({ proposalId: "1" }),
      );
      expect(accepted.status).toBe(200);
      expect((await accepted.json()).structured.totalCents).toBe(TOTAL);
      expect((await listFor("1")).status).toBe(401);
    });
  });
});
