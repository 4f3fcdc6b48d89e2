import { describe, expect, it } from "vitest";

import { createProposalSchema } from "@/lib/proposals/schema";
import { proposalFormSchema } from "@/lib/proposals/form-schema";
import { translateValidation } from "@/lib/validation/translate";
import {
  centsToInput,
  emptyProposalForm,
  formFieldOf,
  formFieldOrder,
  MONEY_MESSAGE,
  parseDecimal,
  proposalBodyOf,
  quoteFigures,
  restOfSchedule,
  type ProposalFormValues,
} from "@/lib/proposals/form";

const renovation = { category: "Renovation", location: "East York, Toronto, ON" };
const electrical = { category: "Electrical", location: "Mississauga, ON" };
const cleaning = { category: "Cleaning", location: "Mississauga, ON" };
const plumbing = { category: "Plumbing", location: "Brampton, ON" };

/** A simple proposal as a contractor fills it in. */
function simpleForm(): ProposalFormValues {
  return {
    ...emptyProposalForm(3001),
    bidAmount: "$2,500 - $5,000",
    timeline: "2 weeks",
    approach: "Strip the old tile, waterproof, then tile the floor and walls.",
    experience: "Eleven years of bathroom work across Toronto.",
    contractorName: "Northside Renovations",
    contractorEmail: "bids@northside.example",
  };
}

/** The same proposal with an itemised quote: 2 × $1,234.50 and 1 × $99.99 with HST. */
function itemisedForm(): ProposalFormValues {
  const form = simpleForm();
  return {
    ...form,
    itemised: true,
    structured: {
      ...form.structured,
      lineItems: [
        { description: "Tile floor", quantity: "2", unit: "room", unitPrice: "1,234.50" },
        { description: "Haul away", quantity: "1", unit: "each", unitPrice: "$99.99" },
      ],
      hstNumber: "123456789RT0001",
    },
  };
}

const parse = (values: ProposalFormValues, project = renovation) =>
  proposalFormSchema(project).safeParse(values);

/** The form's messages by field name, as the resolver hands them to the form (translated). */
function messagesOf(values: ProposalFormValues, project = renovation): Record<string, string> {
  const result = parse(values, project);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [i.path.join("."), translateValidation(i.message)]),
  );
}

describe("proposal form → POST /api/proposals body", () => {
  it("sends the simple proposal as it was, without the quote, even when the quote was filled in", () => {
    const form = itemisedForm();
    form.itemised = false;
    form.contractorPhone = "416-555-0142";
    const { body, problems } = proposalBodyOf(form, renovation);
    expect(problems).toEqual([]);
    expect(body).toEqual({
      projectId: 3001,
      contractorName: "Northside Renovations",
      contractorEmail: "bids@northside.example",
      contractorPhone: "416-555-0142",
      bidAmount: "$2,500 - $5,000",
      timeline: "2 weeks",
      approach: "Strip the old tile, waterproof, then tile the floor and walls.",
      experience: "Eleven years of bathroom work across Toronto.",
      validDays: 30,
    });
    expect(createProposalSchema.safeParse(body).success).toBe(true);
  });

  it("leaves empty and blank optional fields out", () => {
    const form = itemisedForm();
    form.materials = "   ";
    form.structured.warrantyCovers = " ";
    const { body } = proposalBodyOf(form, renovation);
    expect(Object.keys(body)).not.toContain("materials");
    expect(Object.keys(body)).not.toContain("contractorPhone");
    expect(Object.keys(body)).not.toContain("bidAmount");
    expect(Object.keys(body.structured!).sort()).toEqual(
      [
        "charges",
        "hstCents",
        "hstNumber",
        "hstRegistered",
        "lineItems",
        "subtotalCents",
        "totalCents",
      ].sort(),
    );
  });

  it("turns typed money into cents and sends the figures it showed", () => {
    const { body, problems } = proposalBodyOf(itemisedForm(), renovation);
    expect(problems).toEqual([]);
    expect(body.structured).toEqual({
      lineItems: [
        {
          description: "Tile floor",
          pricing: "fixed",
          quantity: 2,
          unit: "room",
          unitPriceCents: 123450,
          totalCents: 246900,
        },
        {
          description: "Haul away",
          pricing: "fixed",
          quantity: 1,
          unit: "each",
          unitPriceCents: 9999,
          totalCents: 9999,
        },
      ],
      hstRegistered: true,
      hstNumber: "123456789RT0001",
      subtotalCents: 256899,
      hstCents: 33397,
      totalCents: 290296,
      // The form states the charges: none listed is none.
      charges: [],
    });
    // The server agrees with every figure, and derives the bid range from the total.
    const parsed = createProposalSchema.parse(body);
    expect(parsed.bidAmount).toBe("$2,500 - $5,000");
    expect(parsed.structured?.totalCents).toBe(290296);
  });

  it("reads quantities with up to two decimals and grouped thousands", () => {
    const form = itemisedForm();
    form.structured.lineItems = [
      { description: "Carpenter", quantity: "2.5", unit: "day", unitPrice: "1,234.99" },
      { description: "Drywall", quantity: "1,200", unit: "sq ft", unitPrice: "3.1" },
    ];
    const { body } = proposalBodyOf(form, renovation);
    expect(body.structured?.lineItems.map((line) => line.quantity)).toEqual([2.5, 1200]);
    // 2.5 × $1,234.99 = $3,087.475, rounded half up.
    expect(body.structured?.lineItems.map((line) => line.totalCents)).toEqual([308748, 372000]);
    expect(parseDecimal("2.555")).toBe(2.555);
    expect(parseDecimal("1,00")).toBeNaN();
    expect(parseDecimal("two")).toBeNaN();
    expect(parseDecimal("")).toBeNaN();
  });

  it("gives money that does not parse its own message, once, under its field", () => {
    const form = itemisedForm();
    form.structured.lineItems[0]!.unitPrice = "12.345";
    form.structured.lineItems[1]!.unitPrice = "";
    const { problems } = proposalBodyOf(form, renovation);
    expect(problems).toEqual([
      { name: "structured.lineItems.0.unitPrice", message: MONEY_MESSAGE },
      { name: "structured.lineItems.1.unitPrice", message: MONEY_MESSAGE },
    ]);
    expect(messagesOf(form)).toEqual({
      "structured.lineItems.0.unitPrice": "Enter an amount like 1,250.00",
      "structured.lineItems.1.unitPrice": "Enter an amount like 1,250.00",
    });
  });

  it("sends a deposit as an amount in cents or as a percentage", () => {
    const form = itemisedForm();
    form.structured.depositKind = "amount";
    form.structured.depositAmount = "435.44";
    expect(proposalBodyOf(form, renovation).body.structured?.deposit).toEqual({
      kind: "amount",
      cents: 43544,
    });
    form.structured.depositKind = "percent";
    form.structured.depositPercent = "15";
    expect(proposalBodyOf(form, renovation).body.structured?.deposit).toEqual({
      kind: "percent",
      percent: 15,
    });
    form.structured.depositPercent = "12.5 %";
    expect(proposalBodyOf(form, renovation).body.structured?.deposit).toEqual({
      kind: "percent",
      percent: 12.5,
    });
    form.structured.depositKind = "none";
    expect(proposalBodyOf(form, renovation).body.structured).not.toHaveProperty("deposit");
  });

  it("sends the schedule, dates, warranty, permits and business; no HST number when not registered", () => {
    const form = itemisedForm();
    Object.assign(form.structured, {
      hstRegistered: "no",
      schedule: [
        { description: "Deposit", amount: "256.90" },
        { description: "On completion", amount: "2,312.09" },
      ],
      startDate: "2027-03-01",
      completionDate: "2027-03-15",
      warrantyMonths: "24",
      warrantyCovers: "Workmanship on the tile and grout.",
      permitsBy: "contractor",
      businessName: "Northside Renovations Inc.",
      businessAddress: "42 Danforth Avenue, Toronto, ON M4K 1N2",
    });
    form.structured.credentials.wsibClearance = "A1234567";
    form.structured.credentials.esaLicence = "7001234"; // does not apply to Renovation
    const { body, problems } = proposalBodyOf(form, renovation);
    expect(problems).toEqual([]);
    expect(body.structured).toMatchObject({
      hstRegistered: false,
      hstCents: 0,
      totalCents: 256899,
      schedule: [
        { description: "Deposit", amountCents: 25690 },
        { description: "On completion", amountCents: 231209 },
      ],
      startDate: "2027-03-01",
      completionDate: "2027-03-15",
      warrantyMonths: 24,
      warrantyCovers: "Workmanship on the tile and grout.",
      permitsBy: "contractor",
      business: {
        name: "Northside Renovations Inc.",
        address: "42 Danforth Avenue, Toronto, ON M4K 1N2",
      },
      credentials: { wsibClearance: "A1234567" },
    });
    expect(body.structured).not.toHaveProperty("hstNumber");
    expect(parse(form).success).toBe(true);
  });

  it("refuses a schedule that does not add up to the total, with the server's message", () => {
    const form = itemisedForm();
    form.structured.schedule = [
      { description: "Deposit", amount: "290.30" },
      { description: "On completion", amount: "2,000" },
    ];
    expect(messagesOf(form)).toEqual({
      "structured.schedule.root":
        "The payment schedule adds up to $2,290.30; it must add up to the total, $2,902.96",
    });
  });

  it("refuses an electrical quote without the ESA licence, as the server does", () => {
    const form = itemisedForm();
    expect(messagesOf(form, electrical)).toEqual({
      "structured.credentials.esaLicence":
        "Give your ECRA/ESA electrical contractor licence number: it is required to quote on Electrical work",
    });
    form.structured.credentials.esaLicence = "7001234";
    expect(parse(form, electrical).success).toBe(true);
    // A simple proposal is not asked for credentials.
    expect(parse(simpleForm(), electrical).success).toBe(true);
  });

  it("asks a plumber whether the work includes gas: TSSA registration is sent and required only when it does", () => {
    const form = itemisedForm();
    form.structured.credentials.tssaRegistration = "000123";
    // Not answered: no TSSA number is sent, none is asked for.
    let { body } = proposalBodyOf(form, plumbing);
    expect(body.structured).not.toHaveProperty("gasWork");
    expect(body.structured).not.toHaveProperty("credentials");
    expect(parse(form, plumbing).success).toBe(true);
    form.structured.gasWork = "no";
    ({ body } = proposalBodyOf(form, plumbing));
    expect(body.structured).toMatchObject({ gasWork: false });
    expect(body.structured).not.toHaveProperty("credentials");
    form.structured.gasWork = "yes";
    ({ body } = proposalBodyOf(form, plumbing));
    expect(body.structured).toMatchObject({
      gasWork: true,
      credentials: { tssaRegistration: "000123" },
    });
    expect(formFieldOrder(form, plumbing)).toContain("structured.credentials.tssaRegistration");
    form.structured.credentials.tssaRegistration = "";
    expect(messagesOf(form, plumbing)).toEqual({
      "structured.credentials.tssaRegistration":
        "Give your TSSA fuels contractor registration number: it is required to take on work with gas appliances or gas piping",
    });
    // Other trades are not asked: the answer is not sent.
    expect(proposalBodyOf(form, renovation).body.structured).not.toHaveProperty("gasWork");
  });

  it("puts the server's other messages on their form fields", () => {
    const form = itemisedForm();
    form.structured.lineItems[0]!.quantity = "0";
    form.structured.lineItems[1]!.quantity = "abc";
    form.structured.hstNumber = "12345";
    form.structured.startDate = "2027-05-01";
    form.structured.completionDate = "2027-04-01";
    form.structured.depositKind = "amount";
    form.structured.depositAmount = "9,999.00";
    form.structured.businessName = "Northside";
    form.structured.warrantyMonths = "1.5";
    form.approach = "short";
    expect(messagesOf(form)).toEqual({
      approach: "Please provide a detailed approach (minimum 10 characters)",
      "structured.lineItems.0.quantity": "Quantity must be more than 0",
      "structured.lineItems.1.quantity": "Quantity must be a number",
      "structured.hstNumber":
        "An HST number is the 9-digit business number, RT and 4 digits (e.g. 123456789RT0001)",
      "structured.warrantyMonths": "Warranty is a number of months from 0 to 120",
      "structured.businessAddress": "Business address is required",
    });
    // Once the lines add up, the checks that need a total run too.
    form.structured.lineItems[0]!.quantity = "2";
    form.structured.lineItems[1]!.quantity = "1";
    form.structured.hstNumber = "123 456 789 rt 0001";
    form.structured.warrantyMonths = "12";
    form.structured.businessAddress = "42 Danforth Avenue";
    form.approach = "Strip, waterproof, tile.";
    expect(messagesOf(form)).toEqual({
      "structured.depositAmount": "The deposit cannot be more than the total, $2,902.96",
      "structured.completionDate": "The completion date cannot be before the start date",
    });
  });

  it("without the quote asks for a bid range", () => {
    const form = simpleForm();
    form.bidAmount = "";
    expect(messagesOf(form)).toEqual({ bidAmount: "Bid amount is required" });
  });
});

describe("live figures", () => {
  it("computes line totals, subtotal, HST and total in cents", () => {
    const figures = quoteFigures(itemisedForm().structured);
    expect(figures).toMatchObject({
      lineTotalsCents: [246900, 9999],
      complete: true,
      subtotalCents: 256899,
      hstCents: 33397,
      totalCents: 290296,
      depositCents: undefined,
      depositAboveAdvice: false,
      scheduledCents: 0,
    });
  });

  it("leaves a line out until its amount parses, and shows no HST when not registered", () => {
    const quote = itemisedForm().structured;
    quote.lineItems[1]!.unitPrice = "9.999";
    quote.hstRegistered = "no";
    expect(quoteFigures(quote)).toMatchObject({
      lineTotalsCents: [246900, undefined],
      complete: false,
      subtotalCents: 246900,
      hstCents: 0,
      totalCents: 246900,
    });
  });

  it("flags a deposit above 10 % of the total, and not one of exactly 10 %", () => {
    const quote = itemisedForm().structured;
    quote.depositKind = "percent";
    quote.depositPercent = "15";
    expect(quoteFigures(quote)).toMatchObject({ depositCents: 43544, depositAboveAdvice: true });
    quote.depositPercent = "10";
    expect(quoteFigures(quote)).toMatchObject({ depositCents: 29030, depositAboveAdvice: false });
    quote.depositKind = "amount";
    quote.depositAmount = "290.30";
    expect(quoteFigures(quote).depositAboveAdvice).toBe(true);
    quote.depositAmount = "290.29";
    expect(quoteFigures(quote).depositAboveAdvice).toBe(false);
  });

  it("adds up the milestones that parse; the rest shows as money again", () => {
    const quote = itemisedForm().structured;
    quote.schedule = [
      { description: "Deposit", amount: "290.30" },
      { description: "Tile", amount: "1,000" },
      { description: "Typo", amount: "12,34" },
    ];
    expect(quoteFigures(quote).scheduledCents).toBe(129030);
    expect(centsToInput(5)).toBe("0.05");
    expect(centsToInput(123456789)).toBe("1,234,567.89");
  });

  it("fills the rest into the last payment only when it can be told", () => {
    const quote = itemisedForm().structured;
    quote.schedule = [
      { description: "Deposit", amount: "290.30" },
      { description: "Tile", amount: "1,000" },
      { description: "Completion", amount: "5" },
    ];
    const rest = restOfSchedule(quote, quoteFigures(quote));
    expect(rest).toBe(290296 - 129030);
    expect(centsToInput(rest!)).toBe("1,612.66");
    quote.schedule[1]!.amount = "1.000,00";
    expect(restOfSchedule(quote, quoteFigures(quote))).toBeUndefined();
    quote.schedule[1]!.amount = "3,000";
    expect(restOfSchedule(quote, quoteFigures(quote))).toBeUndefined();
    quote.schedule[1]!.amount = "1,000";
    quote.lineItems[0]!.quantity = "";
    expect(restOfSchedule(quote, quoteFigures(quote))).toBeUndefined();
  });
});

describe("API issue paths → form fields", () => {
  it.each([
    ["contractorEmail", "contractorEmail"],
    ["bidAmount", "bidAmount"],
    ["structured.lineItems.0.unitPriceCents", "structured.lineItems.0.unitPrice"],
    ["structured.lineItems.12.totalCents", "structured.lineItems.12.unitPrice"],
    ["structured.lineItems.3.quantity", "structured.lineItems.3.quantity"],
    ["structured.lineItems.3", "structured.lineItems.3.description"],
    ["structured.lineItems", "structured.lineItems.root"],
    ["structured.totalCents", "structured.lineItems.root"],
    ["structured.hstCents", "structured.hstRegistered"],
    ["structured.hstNumber", "structured.hstNumber"],
    ["structured.deposit", "structured.depositKind"],
    ["structured.deposit.cents", "structured.depositAmount"],
    ["structured.deposit.percent", "structured.depositPercent"],
    ["structured.schedule", "structured.schedule.root"],
    ["structured.schedule.1.amountCents", "structured.schedule.1.amount"],
    ["structured.schedule.1.description", "structured.schedule.1.description"],
    ["structured.completionDate", "structured.completionDate"],
    ["structured.business", "structured.businessName"],
    ["structured.business.address", "structured.businessAddress"],
    ["structured.credentials.esaLicence", "structured.credentials.esaLicence"],
    ["structured.gasWork", "structured.gasWork"],
  ])("%s → %s", (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });

  it("has no field for a closed project, the spam trap or an unknown path", () => {
    for (const path of ["projectId", "website", "structured", "structured.credentials", "x.y"]) {
      expect(formFieldOf(path), path).toBeUndefined();
    }
  });

  it("names every field the summary can list in the order of the form", () => {
    const form = itemisedForm();
    form.structured.schedule = [{ description: "", amount: "" }];
    const order = formFieldOrder(form, renovation);
    expect(order.indexOf("structured.lineItems.1.unitPrice")).toBeLessThan(
      order.indexOf("structured.schedule.0.amount"),
    );
    expect(order.indexOf("structured.schedule.root")).toBeLessThan(order.indexOf("timeline"));
    expect(order).toContain("structured.credentials.torontoBusinessLicence");
    expect(order).not.toContain("structured.credentials.esaLicence");
    expect(order).not.toContain("bidAmount");
    expect(formFieldOrder(simpleForm(), cleaning)).toEqual([
      "root",
      "bidAmount",
      "timeline",
      "approach",
      "experience",
      "materials",
      "warranty",
      "additionalNotes",
      "contractorName",
      "contractorEmail",
      "contractorPhone",
    ]);
  });
});
