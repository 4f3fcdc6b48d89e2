import type { APIRequestContext, Locator, Page } from "@playwright/test";

import {
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  manageLink,
  postProjectByApi,
  proposeByApi,
  test,
} from "./fixtures";

// The owner's proposals on an electrical project in Toronto: each itemised quote in the list, and
// the side-by-side comparison (order, figures, credentials, accepting) on a desktop, a phone, on
// paper and in both themes.

const CHEAPER = "Queen West Electric";
const DEARER = "Bright Spark Wiring";
const SIMPLE = "Danforth Handyman";

const common = (projectId: number, contractorName: string, contractorEmail: string) => ({
  projectId,
  contractorName,
  // An address of each proposal's own (the mail budget is per address, +tags aside): stamped.
  contractorEmail: contractorEmail.replace(
    "@",
    `-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@`,
  ),
  contractorPhone: "416-555-0199",
  timeline: "1 week",
  approach:
    "Pull the permit, shut off at the meter, replace the panel and breakers, then book the ESA inspection and restore power the same day. Every circuit is labelled and tested before we leave, and the old panel is taken away.",
  experience: "Nine years of residential service upgrades in Toronto's older houses.",
});

/** An Electrical project with three proposals: sent cheaper, simple, then dearer. */
async function projectWithProposals(request: APIRequestContext) {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Panel upgrade ${Date.now()}`,
    description: "Upgrade a 100 A fuse panel to a 200 A breaker panel in a Leslieville semi.",
    category: "Electrical",
    budget: "$5,000 - $10,000",
    location: "Leslieville, Toronto, ON",
  });
  const id = project.displayId;
  // $3,200.00 + 8 × $100.00 = $4,000.00; HST $520.00; total $4,520.00; 10 % deposit $452.00.
  await proposeByApi(request, {
    ...common(id, CHEAPER, "quotes@queenwest-electric.example"),
    structured: {
      lineItems: [
        {
          description: "200 A panel and breakers",
          quantity: 1,
          unit: "each",
          unitPriceCents: 320_000,
        },
        // The hours are an estimate: the owner's list says so.
        {
          description: "Electrician",
          pricing: "estimate",
          quantity: 8,
          unit: "hour",
          unitPriceCents: 10_000,
        },
      ],
      hstRegistered: true,
      hstNumber: "123456789RT0001",
      deposit: { kind: "percent", percent: 10 },
      schedule: [
        { description: "Deposit", amountCents: 45_200 },
        { description: "Power restored and inspected", amountCents: 406_800 },
      ],
      startDate: "2027-04-05",
      completionDate: "2027-04-06",
      warrantyMonths: 24,
      warrantyCovers: "Workmanship on the panel and every connection made.",
      permitsBy: "contractor",
      business: { name: "Queen West Electric Ltd.", address: "12 Queen Street West, Toronto, ON" },
      credentials: { esaLicence: "7012345", wsibClearance: "A1234567" },
    },
  });
  await proposeByApi(request, {
    ...common(id, SIMPLE, "dan@danforth-handyman.example"),
    bidAmount: "$5,000 - $10,000",
  });
  // Not HST-registered: total $6,100.00; a $1,830.00 deposit is 30 %, above the advised 10 %.
  await proposeByApi(request, {
    ...common(id, DEARER, "office@brightspark.example"),
    structured: {
      lineItems: [
        { description: "Panel upgrade, all in", quantity: 1, unit: "job", unitPriceCents: 610_000 },
      ],
      hstRegistered: false,
      deposit: { kind: "amount", cents: 183_000 },
      warrantyMonths: 12,
      permitsBy: "homeowner",
      credentials: { esaLicence: "7098765" },
    },
  });
  return manageLink(id, manageToken);
}

async function openComparison(page: Page) {
  await page.getByRole("tab", { name: "Compare" }).click();
  const comparison = page.getByTestId("proposal-comparison");
  await expect(comparison).toBeVisible();
  return comparison;
}

/** How much of an element's width is within the page's width (columns are taller than a screen). */
async function shareInView(locator: Locator, width: number) {
  const box = (await locator.boundingBox())!;
  const visible = Math.min(box.x + box.width, width) - Math.max(box.x, 0);
  return Math.max(visible, 0) / box.width;
}

const column = (page: Page, contractor: string) =>
  page
    .getByTestId("compare-column")
    .filter({ has: page.getByRole("heading", { name: contractor }) });

test("each itemised quote shows in the owner's list, and a simple one lacks the ESA licence", async ({
  page,
  request,
}) => {
  await page.goto(await projectWithProposals(request));
  const card = (name: string) => page.getByTestId("proposal").filter({ hasText: name });

  const cheaper = card(CHEAPER).getByTestId("itemised-quote");
  await expect(cheaper.getByTestId("line-item")).toHaveCount(2);
  await expect(cheaper.getByTestId("line-item").nth(1)).toContainText("8 hour");
  await expect(cheaper.getByTestId("line-item").nth(1)).toContainText("$100.00");
  await expect(cheaper.getByTestId("line-item").nth(1).getByTestId("line-pricing")).toHaveText(
    "Estimate: at most 10 % more without your agreement",
  );
  await expect(cheaper.getByTestId("line-item").first().getByTestId("line-pricing")).toHaveCount(0);
  await expect(cheaper.getByTestId("subtotal")).toHaveText("$4,000.00");
  await expect(cheaper.getByTestId("hst")).toHaveText("$520.00");
  await expect(cheaper).toContainText("HST no. 123456789RT0001");
  await expect(cheaper.getByTestId("total")).toHaveText("$4,520.00");
  await expect(cheaper.getByTestId("deposit")).toHaveText("$452.00 (10 % of the total)");
  await expect(cheaper).toContainText("Power restored and inspected$4,068.00");
  await expect(cheaper).toContainText("24 months");
  await expect(cheaper).toContainText("The contractor obtains them");
  await expect(cheaper).toContainText("12 Queen Street West, Toronto, ON");
  const esa = card(CHEAPER).locator('[data-testid="credential"][data-kind="esaLicence"]');
  await expect(esa).toHaveAttribute("data-state", "given");
  await expect(esa.getByRole("link")).toHaveAttribute("href", "https://esasafe.com/");

  const dearer = card(DEARER);
  await expect(dearer).toContainText("Not HST-registered: no HST");
  // An itemised quote's card gives its exact price, never the range; a simple one its range.
  await expect(dearer).toContainText("Price:$6,100.00, no HST: not registered");
  await expect(card(CHEAPER)).toContainText("Price:$4,520.00 incl. HST");
  await expect(dearer.getByTestId("deposit-warning")).toContainText("above 10 % of the total");
  await expect(
    dearer.locator('[data-testid="credential"][data-kind="wsibClearance"]'),
  ).toHaveAttribute("data-state", "missing");

  const simple = card(SIMPLE);
  await expect(simple.getByTestId("itemised-quote")).toHaveCount(0);
  await expect(simple).toContainText("$5,000 - $10,000");
  const missing = simple.locator('[data-testid="credential"][data-kind="esaLicence"]');
  await expect(missing).toHaveAttribute("data-state", "required-missing");
  await expect(missing).toContainText("Required for Electrical work");
  await expect(page.getByTestId("credential-notice")).toHaveCount(1);
});

test("Compare puts the proposals side by side by total, and accepts through the same dialog", async ({
  page,
  request,
}) => {
  await page.goto(await projectWithProposals(request));
  const comparison = await openComparison(page);
  const columns = comparison.getByTestId("compare-column");
  await expect(columns).toHaveCount(3);
  await expect(columns.getByRole("heading")).toHaveText([CHEAPER, DEARER, SIMPLE]);
  await expect(comparison.getByTestId("compare-total")).toHaveText([
    "$4,520.00",
    "$6,100.00",
    "Bid range: $5,000 - $10,000",
  ]);
  for (const total of await comparison.getByTestId("compare-total").all()) {
    const text = (await total.textContent())!;
    if (text.startsWith("$")) expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  }
  await expect(column(page, SIMPLE)).toContainText("No itemised quote");
  // The range comes after the totals, and the page says why.
  await expect(comparison.getByTestId("compare-ranges-apart")).toContainText(
    "a range is not a price, so it is not ranked against a total",
  );
  await expect(comparison.getByTestId("lowest-total")).toHaveCount(1);
  await expect(column(page, CHEAPER).getByTestId("lowest-total")).toHaveText("Lowest total");

  // Credentials: the numbers with their registries, the missing ESA licence highlighted.
  const esa = (name: string) =>
    column(page, name).locator('[data-testid="compare-credential"][data-kind="esaLicence"]');
  await expect(esa(CHEAPER)).toHaveAttribute("data-state", "given");
  await expect(esa(CHEAPER)).toContainText("7012345");
  await expect(
    esa(CHEAPER).getByRole("link", { name: /^Look up ESA licence at Electrical Safety Authority/ }),
  ).toHaveAttribute("href", "https://esasafe.com/");
  await expect(esa(SIMPLE)).toHaveAttribute("data-state", "required-missing");
  await expect(esa(SIMPLE)).toHaveText("ESA licence: Required, not given");
  await expect(esa(SIMPLE)).toBeVisible();
  await expect(comparison.getByTestId("credential-notice")).toHaveCount(1);
  await expect(comparison.getByTestId("credential-notice")).toContainText("does not check them");
  await expect(column(page, DEARER).getByTestId("deposit-warning")).toBeVisible();

  // On a wide screen all three columns are in view at once, their rows aligned.
  const width = page.viewportSize()!.width;
  for (const each of await columns.all()) expect(await shareInView(each, width)).toBe(1);
  const tops = await Promise.all(
    ["total", "credentials", "timeline"].map(async (aspect) =>
      Promise.all(
        (await columns.locator(`[data-aspect="${aspect}"]`).all()).map(
          async (cell) => (await cell.boundingBox())!.y,
        ),
      ),
    ),
  );
  for (const row of tops) expect(new Set(row).size).toBe(1);

  // By date: newest first.
  await comparison.getByLabel("Sort by").selectOption({ label: "Date sent, newest first" });
  await expect(columns.getByRole("heading")).toHaveText([DEARER, SIMPLE, CHEAPER]);
  await expect(comparison.getByTestId("compare-ranges-apart")).toHaveCount(0);

  // Accept from the comparison: the list's dialog asks first.
  await column(page, DEARER).getByRole("button", { name: "Accept", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Accept ${DEARER}'s proposal?` });
  await expect(dialog).toContainText("Price $6,100.00, no HST: not registered, timeline");
  await expect(dialog).toContainText("stops taking new proposals");
  // Every project is posted and published with its homeowner's address: the dialog asks for
  // none (the written agreement goes there).
  await expect(dialog.getByLabel("Your e-mail address")).toHaveCount(0);
  await expect(dialog).not.toContainText("Your project has no e-mail address");
  await dialog.getByRole("button", { name: "Accept proposal" }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, DEARER)).toHaveAttribute("data-status", "accepted");
  await expect(column(page, DEARER).getByText("Accepted", { exact: true })).toBeVisible();
  // One hire: no Accept anywhere now; the others can be declined in one step.
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("decline-others")).toContainText(
    "2 other proposals are still pending",
  );
});

test("on a phone one proposal fills the screen and the contractors' buttons move along @phone", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone's layout");
  await page.goto(await projectWithProposals(request));
  const comparison = await openComparison(page);
  const columns = comparison.getByTestId("compare-column");
  const width = page.viewportSize()!.width;

  const first = (await columns.first().boundingBox())!;
  expect(first.width).toBeGreaterThanOrEqual(width * 0.85);
  expect(first.x).toBeGreaterThanOrEqual(0);
  expect(first.x + first.width).toBeLessThanOrEqual(width);
  expect(await shareInView(columns.nth(1), width)).toBeLessThan(0.2);

  const jump = comparison.getByTestId("compare-jump");
  await expect(jump.getByRole("button")).toHaveText([CHEAPER, DEARER, SIMPLE]);
  await expect(jump.getByRole("button", { name: CHEAPER })).toHaveAttribute("aria-current", "true");
  await jump.getByRole("button", { name: DEARER }).click();
  await expect.poll(() => shareInView(columns.nth(1), width)).toBe(1);
  await expect.poll(() => shareInView(columns.first(), width)).toBeLessThan(0.05);
  await expect(jump.getByRole("button", { name: DEARER })).toHaveAttribute("aria-current", "true");
  await expect(jump.getByRole("button", { name: CHEAPER })).not.toHaveAttribute("aria-current");

  await jump.getByRole("button", { name: SIMPLE }).click();
  await expect.poll(() => shareInView(columns.nth(2), width)).toBe(1);
  await expect(
    columns.nth(2).locator('[data-testid="compare-credential"][data-kind="esaLicence"]'),
  ).toHaveAttribute("data-state", "required-missing");

  // The row scrolls inside itself: the page never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await page.getByRole("tab", { name: "List" }).click();
  await expect(page.getByTestId("itemised-quote").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});

test("printed, the comparison shows every column side by side without the site's chrome", async ({
  page,
  request,
}) => {
  await page.goto(await projectWithProposals(request));
  const comparison = await openComparison(page);
  await page.emulateMedia({ media: "print" });
  const columns = comparison.getByTestId("compare-column");
  const row = comparison.getByTestId("compare-columns");
  // The page's width on a wide screen, then on a narrow sheet (A5 is about 500 px wide) where the
  // screen's layout would scroll the row.
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    const boxes = await Promise.all(
      (await columns.all()).map(async (each) => (await each.boundingBox())!),
    );
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(pageWidth);
      expect(box.y).toBe(boxes[0]!.y);
    }
    // Nothing in a column is cut off by the row's scrolling.
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      pageWidth,
    );
  }
  for (const each of await columns.all()) {
    await expect(each.getByTestId("compare-total")).toBeVisible();
    await expect(each.getByRole("button", { name: "Accept", exact: true })).toBeHidden();
  }
  await expect(page.locator("header.sticky")).toBeHidden();
  await expect(page.locator("footer").last()).toBeHidden();
  await expect(page.getByRole("tab", { name: "Compare" })).toBeHidden();
  await expect(page.getByTestId("owner-controls")).toBeHidden();
});

for (const theme of ["light", "dark"] as const) {
  test(`the list and the comparison read well in the ${theme} theme`, async ({ page, request }) => {
    await gotoInTheme(page, await projectWithProposals(request), theme);
    await expect(page.getByTestId("itemised-quote").first()).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="owner-proposals"]');
    await openComparison(page);
    await expectNoAxeViolations(page, '[data-testid="owner-proposals"]');
  });
}
