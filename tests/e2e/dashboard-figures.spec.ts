import type { APIRequestContext, Page } from "@playwright/test";

import {
  CONTRACTOR_DETAILS,
  completeAgreement,
  confirmAgreementByApi,
  mailedAgreementKey,
  postProjectByApi,
  proposeByApi,
  trackingLink,
} from "./fixtures";
import { expect, testOnEmptyServer as test } from "./own-server";
import { ADMIN_TOKEN } from "./server-process";

// One source for every number: the dashboard's figures, its cards, its tabs and the project pages
// count the same proposals and mean what their labels say. Each test has a server and database of
// its own: the figures are exact, and an accepted proposal on a sample request stays here.

const post = (request: APIRequestContext, title: string, category = "Plumbing") =>
  postProjectByApi(request, { title, category, budget: "$5,000 - $10,000" });

/** An address of each proposal's own: an unproven address gets only a few messages an hour. */
const harbourAddress = () =>
  `quotes-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@harbour-plumbing.example`;

const propose = (request: APIRequestContext, projectId: number, bidAmount: string) =>
  proposeByApi(request, {
    projectId,
    contractorName: "Harbour Plumbing",
    contractorEmail: harbourAddress(),
    bidAmount,
    timeline: "2 weeks",
    approach: "Shut off, replace the supply lines in PEX, new main valve, pressure test.",
    experience: "Twelve years of residential plumbing in Toronto and Etobicoke.",
  });

async function decide(
  request: APIRequestContext,
  id: number,
  status: string,
  token: string,
  extra: Record<string, string> = {},
) {
  const response = await request.patch(`/api/proposals/${id}/status`, {
    data: { status, ...extra },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

const figure = (page: Page, label: string) => page.getByTestId(`stat-${label}`);
const tabCount = async (page: Page, name: string) =>
  Number(
    (await page.getByRole("tab", { name: new RegExp(`^${name}`) }).innerText()).match(
      /\((\d+)\)/,
    )![1],
  );

test("the dashboard's figures, cards, tabs and project pages agree @phone", async ({
  page,
  request,
}) => {
  const accepted = await post(request, "Supply lines, accepted");
  const open = await post(request, "Supply lines, still open");
  await post(request, "Supply lines, no proposals");
  const won = await propose(request, accepted.project.displayId, "$5,000 - $10,000");
  await propose(request, accepted.project.displayId, "$10,000 - $15,000");
  const declined = await propose(request, open.project.displayId, "$2,500 - $5,000");
  await propose(request, open.project.displayId, "$2,500 - $5,000");
  await decide(request, won.id, "accepted", accepted.manageToken);
  await decide(request, declined.id, "declined", ADMIN_TOKEN);

  await page.goto("/contractor-dashboard");
  const cards = page.getByRole("tabpanel").getByTestId("dashboard-project");
  const card = (title: string) => cards.filter({ hasText: title });
  await expect(card("Supply lines, accepted")).toBeVisible();

  // Available = open for bids: the two open posted projects, which is what the Open for
  // proposals tab lists; the accepted one is marked and not counted, nor are the example
  // requests, which take no proposals (docs/decisions/0012-proposals-and-the-hire.md).
  await expect(figure(page, "Available Projects")).toHaveText("2");
  expect(await tabCount(page, "Open for proposals")).toBe(2);
  await expect(card("Supply lines, accepted").getByTestId("proposal-accepted-badge")).toBeVisible();
  await expect(card("Supply lines, accepted")).toContainText("2 proposals");
  await expect(card("Supply lines, still open")).toContainText("2 proposals");
  await expect(card("Supply lines, no proposals")).toContainText("No proposals");

  // Active Bids: proposals awaiting an answer (one on each posted project).
  await expect(figure(page, "Active Bids")).toHaveText("2");

  // The example request's card says it is one, and claims no status.
  const sampleCard = cards.filter({ has: page.locator('a[href="/project/2001"]') });
  await expect(sampleCard.getByTestId("example-card-label")).toHaveText("Example request");
  await expect(sampleCard).not.toContainText("Open for proposals");

  // Money reads the Canadian way, on one line, on a phone as on a desktop.
  const earnings = figure(page, "Total Earnings");
  await expect(earnings).toHaveText("$5,000–$10,000");
  const fits = await earnings.evaluate((node) => {
    const lineHeight = Number.parseFloat(getComputedStyle(node).lineHeight);
    return {
      lines: node.getBoundingClientRect().height / lineHeight,
      overflow: node.scrollWidth - node.clientWidth,
    };
  });
  expect(fits.lines).toBeLessThan(1.5);
  expect(fits.overflow).toBeLessThanOrEqual(0);

  // On a phone the figures sit two by two.
  const boxes = await page
    .locator("dl > div")
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
  const rows = new Set(boxes.map(Math.round)).size;
  expect(rows).toBe(page.viewportSize()!.width < 640 ? 2 : 1);
  // Every tab is in view, wrapping onto a second row on a phone rather than scrolling sideways
  // out of sight (docs/decisions/0010-contractor-dashboard.md).
  const width = page.viewportSize()!.width;
  const tabEdges = await page
    .getByRole("tab")
    .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().right));
  expect(Math.max(...tabEdges)).toBeLessThanOrEqual(width);

  // The project pages say the same.
  await page.goto(`/project/${accepted.project.displayId}`);
  await expect(page.getByTestId("proposal-count")).toHaveText("2 proposals");
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toHaveCount(0);
});

test("the dashboard spells its dates and figures without an Intl formatter, on Toronto's calendar @phone", async ({
  page,
  request,
}) => {
  // A phone's first Intl date or number formatter costs more main-thread time than the
  // dashboard's own cards (docs/performance.md): the page builds none, and says the same.
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlBuilt: built });
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const original = Intl[name];
      Intl[name] = new Proxy(original, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target, args);
        },
      }) as never;
    }
  });
  const { project, manageToken } = await post(request, "Shut-off valve, one proposal");
  const bid = await propose(request, project.displayId, "$5,000 - $10,000");
  await decide(request, bid.id, "accepted", manageToken);

  await page.goto("/contractor-dashboard");
  const cards = page.getByRole("tabpanel").getByTestId("dashboard-project");
  const card = cards.filter({ hasText: "Shut-off valve, one proposal" });
  const today = new Intl.DateTimeFormat("en", {
    dateStyle: "long",
    timeZone: "America/Toronto",
  }).format(new Date());
  await expect(card).toContainText(`Posted ${today} · 1 proposal`);
  // The example request was posted on August 1 (content/projects.ts), not the evening before.
  const sample = cards.filter({ has: page.locator('a[href="/project/2001"]') });
  await expect(sample).toContainText("Posted August 1, 2025");
  await expect(figure(page, "Total Earnings")).toHaveText("$5,000–$10,000");
  await expect(figure(page, "Available Projects")).toHaveText("0");
  expect(
    await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
  ).toEqual([]);

  // The project pages read the catalogue's days as those days too.
  await page.goto("/project/2001");
  await expect(page.getByText("August 1, 2025")).toBeVisible();
  await page.goto("/project/1001");
  await expect(page.getByText("October 20, 2023").first()).toBeVisible();
});

test("a trade page lists only the projects still open for bids", async ({ page, request }) => {
  const closed = await post(request, "Move-out clean, bid accepted", "Cleaning");
  await post(request, "Move-out clean, open", "Cleaning");
  const proposal = await propose(request, closed.project.displayId, "$1,000 - $2,500");
  await decide(request, proposal.id, "accepted", closed.manageToken);
  await page.goto("/cleaning-services");
  const list = page.getByTestId("open-projects");
  await expect(list.getByText("Move-out clean, open")).toBeVisible();
  await expect(list.getByText("Move-out clean, bid accepted")).toHaveCount(0);

  // The example request takes no proposals: it is not listed.
  await expect(list.locator('a[href="/project/2002"]')).toHaveCount(0);
});

test("Total Earnings counts confirmed agreements to the cent, and the tracking page shows the quote's totals @phone", async ({
  page,
  request,
}) => {
  const { project, manageToken, homeownerEmail } = await post(request, "Supply lines, itemised");
  const contractorEmail = harbourAddress();
  // 2 × $1,234.50 + $99.99 = $2,568.99; HST $333.97; total $2,902.96.
  const { id, trackingToken } = await proposeByApi(request, {
    projectId: project.displayId,
    contractorName: "Harbour Plumbing",
    contractorEmail,
    timeline: "2 weeks",
    approach: "Shut off, replace the supply lines in PEX, new main valve, pressure test.",
    experience: "Twelve years of residential plumbing in Toronto and Etobicoke.",
    structured: {
      lineItems: [
        { description: "Supply lines", quantity: 2, unit: "run", unitPriceCents: 123_450 },
        { description: "Main valve", quantity: 1, unit: "each", unitPriceCents: 9_999 },
      ],
      hstRegistered: true,
      hstNumber: "123456789RT0001",
      business: {
        name: "Harbour Plumbing Ltd.",
        address: "5 Lake Shore Blvd, Toronto, ON M5E 1A1",
      },
    },
  });
  // Accepted but not yet confirmed: the figure is still the accepted bid's range.
  await decide(request, id, "accepted", manageToken);
  await page.goto("/contractor-dashboard");
  await expect(figure(page, "Total Earnings")).toHaveText("$2,500–$5,000");
  await expect(page.getByTestId("stat-note")).toHaveText("Accepted bids' range");

  const agreementId = (
    (await (
      await request.get(`/api/proposals/project/${project.id}`, {
        headers: { authorization: `Bearer ${manageToken}` },
      })
    ).json()) as { agreementId: number }[]
  )[0]!.agreementId;
  // Nothing missing (the contractor adds what the quote left out, its dates among them), then
  // both confirm the version they read.
  await completeAgreement(
    request,
    agreementId,
    { manageToken, trackingToken },
    {
      ...CONTRACTOR_DETAILS,
      startDate: "2027-03-01",
      completionDate: "2027-03-12",
      signer: { name: "Sam Harbour", role: "Owner" },
    },
  );
  // Each party confirms with the key e-mailed to it.
  await confirmAgreementByApi(
    request,
    agreementId,
    await mailedAgreementKey(homeownerEmail, agreementId),
    "Dana Price",
  );
  await confirmAgreementByApi(
    request,
    agreementId,
    await mailedAgreementKey(contractorEmail, agreementId),
    "Sam Harbour",
  );

  await page.reload();
  await expect(figure(page, "Total Earnings")).toHaveText("$2,902.96");
  await expect(page.getByTestId("stat-note")).toHaveText("In 1 confirmed agreement, with HST");

  // The contractor's tracking page shows the quote's totals and opens the agreement.
  await page.goto(trackingLink(id, trackingToken));
  const details = page.getByTestId("proposal-details");
  await expect(details).toContainText("Total with HST");
  await expect(details).toContainText("$2,902.96");
  await expect(details).toContainText("$333.97");
  await page.getByRole("link", { name: "Open the agreement" }).click();
  await expect(page.getByTestId("agreement-state")).toHaveText("Confirmed by both");
});
