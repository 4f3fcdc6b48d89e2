import type { Locator, Page } from "@playwright/test";

import { depositAdvice, smallSupplierNote } from "@/content/credentials";
import {
  choose,
  expect,
  expectNoAxeViolations,
  fragmentToken,
  gotoInTheme,
  hydrated,
  openProjectPath,
  postProjectByApi,
  proposeByApi,
  test,
  toast,
} from "./fixtures";

// The itemised quote in the proposal dialog: live figures in exact cents, the deposit advice, a
// payment schedule that must add up, the licences a category requires, and what is stored.

const line = (dialog: Locator, index: number, field: string) =>
  dialog.locator(`#proposal-structured-lineItems-${index}-${field}`);
const payment = (dialog: Locator, index: number, field: string) =>
  dialog.locator(`#proposal-structured-schedule-${index}-${field}`);

/** Opens the proposal dialog on a project's page and switches the itemised quote on. */
async function openItemised(page: Page, displayId: number) {
  await page.goto(`/project/${displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }).first())).click();
  const dialog = page.getByRole("dialog", { name: "Submit a Proposal" });
  await dialog.getByLabel("Itemised quote (recommended)").check();
  await expect(dialog.getByTestId("quote-totals")).toBeVisible();
  return dialog;
}

/** The fields every proposal has, itemised or not. */
async function fillSimpleFields(page: Page, dialog: Locator) {
  await choose(page, "Timeline", "2 weeks");
  await dialog.getByLabel("Approach").fill("Strip the old floor, level it, then tile and grout.");
  await dialog.getByLabel("Relevant experience").fill("Eleven years of bathroom work in Toronto.");
  await dialog.getByLabel("Your name or company").fill("Northside Renovations");
  // An address of each proposal's own: an unproven address gets only a few messages an hour.
  await dialog
    .getByLabel("E-mail")
    .fill(
      `bids-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@northside.example`,
    );
}

/** Whether anything on the page scrolls sideways, the dialog included. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll("[role=dialog]")].some(
      (element) => element.scrollWidth > element.clientWidth,
    ),
  );

test("an itemised quote adds up to the cent, warns about a 15 % deposit and is stored in cents @phone", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Bathroom floor ${Date.now()}`,
    category: "Renovation",
    location: "Leaside, Toronto, ON",
  });
  const dialog = await openItemised(page, project.displayId);

  // Two lines: 2 × $1,234.50 and 1 × $99.99.
  await line(dialog, 0, "description").fill("Tile the bathroom floor");
  await line(dialog, 0, "quantity").fill("2");
  await line(dialog, 0, "unit").fill("room");
  await line(dialog, 0, "unitPrice").fill("1,234.50");
  await dialog.getByRole("button", { name: "Add line item" }).click();
  await line(dialog, 1, "description").fill("Haul away the old tile");
  await line(dialog, 1, "unitPrice").fill("99.99");
  await expect(dialog.getByTestId("line-total")).toHaveText(["$2,469.00", "$99.99"]);
  await expect(dialog.getByTestId("quote-subtotal")).toHaveText("$2,568.99");
  await expect(dialog.getByTestId("quote-hst")).toHaveText("$333.97");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$2,902.96");
  // One warranty section: the quote's own terms replace the free-text field.
  await expect(dialog.locator("#proposal-warranty")).toHaveCount(0);
  await expect(dialog.getByLabel("Warranty term (months)")).toBeVisible();
  // The bid select gives way to the range the total falls in.
  await expect(dialog.getByRole("combobox", { name: "Bid amount" })).toHaveCount(0);
  await expect(dialog.getByTestId("derived-bid")).toHaveText("$2,500 - $5,000 (total $2,902.96)");
  await dialog.getByLabel("HST number").fill("123456789RT0001");

  // A 15 % deposit is allowed, with Consumer Protection Ontario's advice.
  await expect(dialog.getByText(depositAdvice)).toHaveCount(0);
  await dialog.getByLabel("Percent of the total").check();
  await dialog.getByLabel("Deposit (% of the total)").fill("15");
  await expect(dialog.getByTestId("deposit-cents")).toHaveText("Deposit: $435.44 of $2,902.96");
  await expect(dialog.getByRole("status").filter({ hasText: depositAdvice })).toBeVisible();

  // The schedule: the deposit, a milestone and the rest.
  for (let index = 0; index < 3; index++) {
    await dialog.getByRole("button", { name: "Add payment" }).click();
  }
  await payment(dialog, 0, "description").fill("Deposit");
  await payment(dialog, 0, "amount").fill("435.44");
  await payment(dialog, 1, "description").fill("Floor levelled");
  await payment(dialog, 1, "amount").fill("1,000");
  await payment(dialog, 2, "description").fill("Completion");
  await expect(dialog.getByTestId("schedule-sum")).toHaveText("Adds up to $1,435.44 of $2,902.96");
  await dialog.getByRole("button", { name: "Fill the rest" }).click();
  await expect(payment(dialog, 2, "amount")).toHaveValue("1,467.52");
  await expect(dialog.getByTestId("schedule-sum")).toHaveText("Adds up to $2,902.96 of $2,902.96");

  await fillSimpleFields(page, dialog);
  await dialog.getByLabel("Proposed start").fill("2027-03-01");
  await dialog.getByLabel("Proposed completion").fill("2027-03-15");
  await dialog.getByLabel("Warranty term (months)").fill("24");
  await dialog.getByLabel("What the warranty covers").fill("Tile and grout workmanship.");
  await dialog
    .getByRole("combobox", { name: "Who obtains the permits?" })
    .selectOption("contractor");
  await dialog.getByLabel("Business name").fill("Northside Renovations Inc.");
  await dialog.getByLabel("Business address").fill("42 Danforth Avenue, Toronto, ON M4K 1N2");
  // A Toronto renovation: WSIB, the City's licence and proof of liability insurance apply, none
  // is required; no ESA.
  await expect(dialog.getByTestId("credential")).toHaveCount(3);
  await dialog.getByLabel(/^WSIB clearance certificate/).fill("A1234567");
  // Insurance has no public register: no link, and a malformed answer is refused by the server.
  const insurance = dialog.getByLabel(/^Commercial general liability insurance/);
  await insurance.fill("Intact Insurance");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(
    dialog.getByText("Give the insurer and policy number (4 to 120 characters)").first(),
  ).toBeVisible();
  await insurance.fill("Intact Insurance, policy CGL 554-221");
  await expect(
    dialog.getByRole("link", { name: /Where to check it: City of Toronto/ }),
  ).toHaveAttribute("href", "https://www.toronto.ca/");
  expect(await scrollsSideways(page)).toBe(false);

  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();
  await expect(page.getByTestId("proposal-tracking")).toBeVisible();

  const stored = await request.get(`/api/proposals/project/${project.id}`, {
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(stored.status()).toBe(200);
  const [proposal] = await stored.json();
  expect(proposal.bidAmount).toBe("$2,500 - $5,000");
  expect(proposal.structured).toEqual({
    lineItems: [
      {
        description: "Tile the bathroom floor",
        pricing: "fixed",
        quantity: 2,
        unit: "room",
        unitPriceCents: 123450,
        totalCents: 246900,
      },
      {
        description: "Haul away the old tile",
        pricing: "fixed",
        quantity: 1,
        unit: "each",
        unitPriceCents: 9999,
        totalCents: 9999,
      },
    ],
    subtotalCents: 256899,
    hstRegistered: true,
    hstNumber: "123456789RT0001",
    hstCents: 33397,
    totalCents: 290296,
    // No charge entered: the proposal states that none applies.
    charges: [],
    chargesCents: 0,
    deposit: { kind: "percent", percent: 15, depositCents: 43544 },
    depositAboveAdvice: true,
    schedule: [
      { description: "Deposit", amountCents: 43544 },
      { description: "Floor levelled", amountCents: 100000 },
      { description: "Completion", amountCents: 146752 },
    ],
    startDate: "2027-03-01",
    completionDate: "2027-03-15",
    warrantyMonths: 24,
    warrantyCovers: "Tile and grout workmanship.",
    permitsBy: "contractor",
    business: {
      name: "Northside Renovations Inc.",
      address: "42 Danforth Avenue, Toronto, ON M4K 1N2",
    },
    credentials: {
      esaLicence: null,
      tssaRegistration: null,
      wsibClearance: "A1234567",
      torontoBusinessLicence: null,
      stoCertificate: null,
      hcraLicence: null,
      tarionEnrolment: null,
      liabilityInsurance: "Intact Insurance, policy CGL 554-221",
    },
  });
});

test("a schedule that does not add up and a missing ESA licence are shown under their fields, and nothing is stored", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Panel upgrade ${Date.now()}`,
    description: "Replace the 60 A fuse panel with a 200 A breaker panel.",
    category: "Electrical",
    location: "Mississauga, ON",
  });
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/api/proposals")) posts.push(sent.url());
  });
  const dialog = await openItemised(page, project.displayId);
  await line(dialog, 0, "description").fill("Panel and breakers");
  await line(dialog, 0, "unitPrice").fill("1,000");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$1,130.00");
  await dialog.getByLabel("HST number").fill("123456789RT0001");
  await dialog.getByRole("button", { name: "Add payment" }).click();
  await payment(dialog, 0, "description").fill("Deposit");
  await payment(dialog, 0, "amount").fill("100");
  await fillSimpleFields(page, dialog);

  // ESA is required on electrical work and says so; the worker's STO certificate, WSIB and
  // liability insurance apply and are optional.
  const esa = dialog.locator("#proposal-structured-credentials-esaLicence");
  await expect(esa).toHaveAttribute("aria-required", "true");
  await expect(dialog.getByTestId("credential")).toHaveText([
    /^ECRA\/ESA electrical contractor licence \*/,
    /^Skilled Trades Ontario certificate of qualification \(of the worker\) \(optional\)/,
    /^WSIB clearance certificate \(optional\)/,
    /^Commercial general liability insurance \(insurer and policy number\) \(optional\)/,
  ]);
  await expect(dialog.getByTestId("credential-notice")).toContainText(
    "These numbers are the contractor's own statement.",
  );

  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  const scheduleMessage =
    "The payment schedule adds up to $100.00; it must add up to the total, $1,130.00";
  const esaMessage =
    "Give your ECRA/ESA electrical contractor licence number: it is required to quote on Electrical work";
  const errors = dialog.getByTestId("proposal-errors");
  await expect(errors).toBeFocused();
  await expect(errors.getByRole("listitem")).toHaveText([scheduleMessage, esaMessage]);
  await expect(dialog.locator("#proposal-structured-schedule-root-error")).toHaveText(
    scheduleMessage,
  );
  await expect(dialog.locator("#proposal-structured-credentials-esaLicence-error")).toHaveText(
    esaMessage,
  );
  await expect(esa).toHaveAttribute("aria-invalid", "true");
  await expect(payment(dialog, 0, "amount")).toHaveAttribute(
    "aria-describedby",
    "proposal-structured-schedule-root-error",
  );
  // The summary's links lead to the field that fixes each message.
  await errors.getByRole("link", { name: scheduleMessage }).click();
  await expect(payment(dialog, 0, "amount")).toBeFocused();
  await errors.getByRole("link", { name: esaMessage }).click();
  await expect(esa).toBeFocused();

  // Nothing was sent, and nothing is stored.
  expect(posts).toEqual([]);
  const stored = await request.get(`/api/proposals/project/${project.id}`, {
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(await stored.json()).toEqual([]);

  // Fixed, the messages go one by one.
  await payment(dialog, 0, "amount").fill("1,130.00");
  await expect(dialog.locator("#proposal-structured-schedule-root-error")).toHaveCount(0);
  await expect(errors.getByRole("listitem")).toHaveText([esaMessage]);
  await esa.fill("7001234");
  await expect(errors).toHaveCount(0);

  // The owner accepts another proposal meanwhile: the server refuses this one, and says why.
  const other = await proposeByApi(request, {
    projectId: project.displayId,
    contractorName: "Other Electric",
    contractorEmail: `other-${Date.now().toString(36)}@electric.example`,
    bidAmount: "$2,500 - $5,000",
    timeline: "1 week",
    approach: "Run two new circuits and fit the fixtures the owner chose.",
    experience: "Licensed electrical contractor working in Toronto homes since 2012.",
  });
  const accepted = await request.patch(`/api/proposals/${other.id}/status`, {
    data: { status: "accepted" },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(accepted.status()).toBe(200);
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(page, /not open for proposals/)).toBeVisible();
  await expect(dialog).toBeVisible();
  const after = await request.get(`/api/proposals/project/${project.id}`, {
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(
    ((await after.json()) as { contractorName: string }[]).map((p) => p.contractorName),
  ).toEqual(["Other Electric"]);
});

// Item 7: TSSA registration was asked on every plumbing job; it is asked, and required, when the
// contractor says the work includes gas appliances or gas piping (docs/decisions/0016-credentials-licences-and-permits.md).
test("a plumbing quote asks whether the work includes gas, and asks for TSSA registration only then", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Water heater swap ${Date.now()}`,
    description: "Replace a 40 gallon tank water heater in the basement.",
    category: "Plumbing",
    location: "Brampton, ON",
  });
  const dialog = await openItemised(page, project.displayId);
  await line(dialog, 0, "description").fill("Water heater and install");
  await line(dialog, 0, "unitPrice").fill("1,800");
  await dialog.getByLabel("HST number").fill("123456789RT0001");
  await fillSimpleFields(page, dialog);

  const gas = dialog.getByRole("group", {
    name: "Does this work include gas appliances or gas piping?",
  });
  const tssa = dialog.locator("#proposal-structured-credentials-tssaRegistration");
  const kinds = [
    /^Skilled Trades Ontario certificate of qualification \(of the worker\) \(optional\)/,
    /^WSIB clearance certificate \(optional\)/,
    /^Commercial general liability insurance \(insurer and policy number\) \(optional\)/,
  ];
  await expect(dialog.getByTestId("credential")).toHaveText(kinds);
  await gas.getByLabel("No").check();
  await expect(tssa).toHaveCount(0);
  await gas.getByLabel("Yes").check();
  await expect(tssa).toHaveAttribute("aria-required", "true");
  await expect(dialog.getByTestId("credential")).toHaveText([
    kinds[0]!,
    /^TSSA fuels contractor registration \*/,
    ...kinds.slice(1),
  ]);

  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  const tssaMessage =
    "Give your TSSA fuels contractor registration number: it is required to take on work with gas appliances or gas piping";
  await expect(dialog.getByTestId("proposal-errors").getByRole("listitem")).toHaveText([
    tssaMessage,
  ]);
  await expect(
    dialog.locator("#proposal-structured-credentials-tssaRegistration-error"),
  ).toHaveText(tssaMessage);
  await tssa.fill("TS-000123");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();

  const stored = await request.get(`/api/proposals/project/${project.id}`, {
    headers: { authorization: `Bearer ${manageToken}` },
  });
  const [proposal] = (await stored.json()) as {
    structured: { gasWork: boolean; credentials: Record<string, string | null> };
  }[];
  expect(proposal!.structured.gasWork).toBe(true);
  expect(proposal!.structured.credentials.tssaRegistration).toBe("TS-000123");
});

test("a contractor not registered for HST shows no tax, and the stored total has none", async ({
  page,
  request,
}) => {
  const { project } = await postProjectByApi(request, {
    title: `Move-out clean ${Date.now()}`,
    description: "A two-bedroom condo, move-out clean with the oven and fridge.",
    category: "Cleaning",
    location: "Mississauga, ON",
  });
  const dialog = await openItemised(page, project.displayId);
  await line(dialog, 0, "description").fill("Cleaner");
  await line(dialog, 0, "quantity").fill("3.5");
  await line(dialog, 0, "unit").fill("hour");
  await line(dialog, 0, "unitPrice").fill("45.50");
  await expect(dialog.getByTestId("quote-hst")).toHaveText("$20.70");
  await dialog.getByRole("radio", { name: "No", exact: true }).check();
  await expect(dialog.getByTestId("quote-hst")).toHaveCount(0);
  await expect(dialog.getByLabel("HST number")).toHaveCount(0);
  await expect(dialog.getByText(smallSupplierNote)).toBeVisible();
  await expect(dialog.getByTestId("quote-subtotal")).toHaveText("$159.25");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$159.25");
  await expect(dialog.getByTestId("derived-bid")).toHaveText("Under $1,000 (total $159.25)");
  // No licences apply to cleaning.
  await expect(dialog.getByTestId("credential")).toHaveCount(0);
  await fillSimpleFields(page, dialog);
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();

  // Read back through the tracking link the contractor is given.
  const link = new URL(await page.getByTestId("tracking-link").inputValue());
  const id = link.pathname.split("/").at(-1);
  const tracked = await request.get(`/api/proposals/${id}/track`, {
    headers: { authorization: `Bearer ${fragmentToken(link, "track")}` },
  });
  expect(tracked.status()).toBe(200);
  const { proposal } = await tracked.json();
  expect(proposal.bidAmount).toBe("Under $1,000");
  expect(proposal.structured).toMatchObject({
    lineItems: [
      {
        description: "Cleaner",
        quantity: 3.5,
        unit: "hour",
        unitPriceCents: 4550,
        totalCents: 15925,
      },
    ],
    subtotalCents: 15925,
    hstRegistered: false,
    hstNumber: null,
    hstCents: 0,
    totalCents: 15925,
    deposit: null,
    schedule: [],
  });
});

test("the dialog with the itemised quote passes axe in light and dark", async ({
  page,
  request,
}) => {
  // A Toronto renovation: the licences with their registry links are shown.
  const path = await openProjectPath(request);
  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(page, path, theme);
    await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }).first())).click();
    const dialog = page.getByRole("dialog", { name: "Submit a Proposal" });
    await dialog.getByLabel("Itemised quote (recommended)").check();
    await line(dialog, 0, "description").fill("Cabinets");
    await line(dialog, 0, "unitPrice").fill("12,000");
    await dialog.getByLabel("Amount ($)", { exact: true }).check();
    await dialog.getByLabel("Deposit amount ($)").fill("5,000");
    await expect(dialog.getByRole("status").filter({ hasText: depositAdvice })).toBeVisible();
    await dialog.getByRole("button", { name: "Add payment" }).click();
    await dialog.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(dialog.getByTestId("proposal-errors")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
