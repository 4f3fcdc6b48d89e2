import type { APIRequestContext, Page } from "@playwright/test";

import { expect, mailedLink, manageLink, postProjectByApi, test, toast } from "./fixtures";

// The owner's proposals in the main column, accepting with a confirmation, and the project pages
// by kind (a completed sample, an open project, the not-found page).

const postByApi = (request: APIRequestContext, title: string) =>
  postProjectByApi(request, {
    title,
    description: "Rebuild the back deck with pressure-treated framing and composite boards.",
    category: "General Contracting",
    budget: "$10,000 - $25,000",
    homeowner: "Robin Chen",
  });

const proposal = (projectId: number, contractorName: string, contractorEmail: string) => ({
  projectId,
  contractorName,
  contractorEmail,
  contractorPhone: "416-555-0142",
  bidAmount: "$10,000 - $15,000",
  timeline: "3 weeks",
  approach: "Remove the old deck, pour new footings, frame, then lay composite boards.",
  experience: "Fourteen years building decks and porches across Toronto, licensed and insured.",
});

/**
 * `length` letters and digits no other test uses: a contractor's address of its own (the mail
 * budget is per address), as long as the one it stands for.
 */
const unique = (length: number) =>
  (Date.now().toString(36) + Math.random().toString(36).slice(2)).slice(-length);

async function propose(request: APIRequestContext, body: ReturnType<typeof proposal>) {
  return request.post("/api/proposals", { data: body });
}

/** The element's height in lines of its own computed line height. */
async function lines(page: Page, testText: string) {
  const element = page.getByText(testText, { exact: true });
  const box = (await element.boundingBox())!;
  const lineHeight = await element.evaluate((node) =>
    Number.parseFloat(getComputedStyle(node).lineHeight),
  );
  return box.height / lineHeight;
}

test("the owner's proposals take the main column, and an e-mail address stays on one line", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postByApi(request, `Back deck ${Date.now()}`);
  // 44 characters, as long as "estimates.department@greenwood-decks.example".
  const email = `estimates.${unique(10)}@greenwood-decks.example`;
  expect(
    (await propose(request, proposal(project.displayId, "Greenwood Decks", email))).status(),
  ).toBe(201);
  await page.goto(manageLink(project.displayId, manageToken));
  const proposals = page.getByTestId("owner-proposals");
  await expect(proposals.getByText(email)).toBeVisible();
  // In the main column: it starts at the page's left edge and is wider than the sidebar.
  const box = (await proposals.boundingBox())!;
  const sidebar = (await page.getByTestId("owner-controls").boundingBox())!;
  expect(box.x + box.width).toBeLessThan(sidebar.x);
  expect(box.width).toBeGreaterThan(sidebar.width * 1.5);
  expect(await lines(page, email)).toBeLessThan(1.5);
  expect(await lines(page, "E-mail:")).toBeLessThan(1.5);
});

test("the owner's proposals read on a phone, the e-mail on one line @phone", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postByApi(request, `Back deck ${Date.now()}`);
  // As long as "bids@greenwood-decks.example".
  const email = `${unique(4)}@greenwood-decks.example`;
  await propose(request, proposal(project.displayId, "Greenwood Decks", email));
  await page.goto(manageLink(project.displayId, manageToken));
  await expect(page.getByTestId("owner-proposals").getByText(email)).toBeVisible();
  expect(await lines(page, email)).toBeLessThan(1.5);
  expect(await lines(page, "E-mail:")).toBeLessThan(1.5);
});

test("Accept asks first and says what happens next; then the project takes no more proposals", async ({
  page,
  browser,
  request,
}) => {
  const { project, manageToken } = await postByApi(request, `Back deck ${Date.now()}`);
  const greenwood = `bids-${unique(8)}@greenwood.example`;
  await propose(request, proposal(project.displayId, "Greenwood Decks", greenwood));
  await propose(
    request,
    proposal(project.displayId, "Lakeshore Carpentry", `hi-${unique(8)}@lakeshore.example`),
  );
  await page.goto(manageLink(project.displayId, manageToken));
  const card = page.getByTestId("proposal").filter({ hasText: "Greenwood Decks" });
  const accept = card.getByRole("button", { name: "Accept", exact: true });

  // Cancel changes nothing.
  await accept.click();
  const dialog = page.getByRole("dialog", { name: "Accept Greenwood Decks's proposal?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("your name and the e-mail address you posted with");
  await expect(dialog).toContainText("stops taking new proposals");
  await expect(dialog).toContainText("Other proposals stay pending until you decline them");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(accept).toBeEnabled();

  // Confirm accepts, and says what happens next.
  await accept.click();
  await dialog.getByRole("button", { name: "Accept proposal" }).click();
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "accepted");
  const next = page.getByTestId("accepted-next");
  await expect(next).toContainText("You accepted Greenwood Decks's proposal");
  await expect(next).toContainText("no longer takes new proposals");
  // One hire: the other proposal can only be declined now, and the panel offers it in one step.
  const other = page.getByTestId("proposal").filter({ hasText: "Lakeshore Carpentry" });
  await expect(other.getByText("Pending", { exact: true })).toBeVisible();
  await expect(other.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
  await expect(other.getByRole("button", { name: "Decline", exact: true })).toBeVisible();
  const others = page.getByTestId("decline-others");
  await expect(others).toContainText(
    "You hired Greenwood Decks, and 1 other proposal is still pending",
  );
  await others.getByRole("button", { name: "Decline the other proposal" }).click();
  const declineDialog = page.getByRole("dialog", { name: "Decline the other proposal?" });
  await expect(declineDialog).toContainText("Lakeshore Carpentry");
  await declineDialog.getByRole("button", { name: "Decline the other proposal" }).click();
  await expect(
    toast(page, "1 proposal declined; each contractor was told by e-mail."),
  ).toBeVisible();
  await expect(other.getByText("Declined", { exact: true })).toBeVisible();
  await expect(other.getByRole("button")).toHaveCount(0);
  await expect(others).toHaveCount(0);
  // Decline asks first, and Cancel keeps the hire.
  await card.getByRole("button", { name: "Decline", exact: true }).click();
  const undo = page.getByRole("dialog", { name: "Decline Greenwood Decks's proposal?" });
  await expect(undo).toContainText("Greenwood Decks is told by e-mail that you declined.");
  await undo.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();

  // A visitor sees that a proposal was accepted, without anyone's contact details.
  const visitor = await browser.newPage();
  await visitor.goto(`/project/${project.displayId}`);
  await expect(visitor.getByTestId("not-open")).toHaveText(
    "A proposal has been accepted. This project no longer takes proposals.",
  );
  await expect(visitor.getByRole("button", { name: "Submit Proposal" })).toHaveCount(0);
  await expect(visitor.getByTestId("project-status")).toHaveText("Hired");
  await expect(visitor.getByText(greenwood)).toHaveCount(0);
  await visitor.close();

  // The API refuses a new proposal by the same rule.
  const refused = await propose(
    request,
    proposal(project.displayId, "Late Bidder", `late-${unique(8)}@bidder.example`),
  );
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe("This project is not open for proposals");
});

for (const tag of ["", " @phone"]) {
  test(`a completed sample leads with what was done, then the original request${tag}`, async ({
    page,
  }) => {
    await page.goto("/project/1001");
    const done = page.getByTestId("what-was-done");
    await expect(done.getByRole("heading", { name: "What was done" })).toBeVisible();
    await expect(done.getByRole("heading", { name: "Project scope" })).toBeVisible();
    await expect(done.getByRole("heading", { name: "Result" })).toBeVisible();
    await expect(done.getByText("$185,000 - $240,000")).toBeVisible();
    await expect(done.getByRole("link", { name: "Mike Thompson" })).toHaveAttribute(
      "href",
      "/contractor/1",
    );
    const request = page.getByTestId("original-request");
    await expect(request.getByRole("heading", { name: "Requirements" })).toBeVisible();
    await expect(request.getByText("Over $100,000")).toBeVisible();
    // Unknown for a missing homeowner stays, in the request it belongs to.
    await expect(request.getByText("Unknown", { exact: true })).toBeVisible();
    const doneBox = (await done.boundingBox())!;
    const requestBox = (await request.boundingBox())!;
    expect(doneBox.y + doneBox.height).toBeLessThanOrEqual(requestBox.y);
    // The way to every posted project stays.
    await expect(page.getByRole("link", { name: "All posted projects" })).toBeVisible();
  });
}

test("the new-proposal e-mail's link opens the project on its proposals, past the owner's controls @phone", async ({
  page,
  request,
}) => {
  const { project, homeownerEmail } = await postByApi(request, `Deck stairs ${Date.now()}`);
  const sent = await propose(
    request,
    proposal(project.displayId, "Harbour Decks", `quotes-${unique(8)}@harbour-decks.example`),
  );
  expect(sent.status()).toBe(201);
  const link = await mailedLink(homeownerEmail, `/project/${project.displayId}`, "New proposal");
  expect(link).toMatch(/#manage=[\w-]+&proposals$/);
  await page.goto(link);
  await expect(page.getByTestId("proposal").filter({ hasText: "Harbour Decks" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Proposals" })).toBeInViewport();
  // The token is read and gone from the address; the section stays named in it.
  await expect(page).toHaveURL(new RegExp(`/project/${project.displayId}#proposals$`));
});

test("an open project puts Submit Proposal on the first screen of a phone @phone", async ({
  page,
  request,
}) => {
  const { project } = await postByApi(
    request,
    `Back deck and fence rebuild with a new gate and stairs ${Date.now()}`,
  );
  await page.goto(`/project/${project.displayId}`);
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeInViewport();
});

test("the proposal count's row is labelled Proposals", async ({ page }) => {
  await page.goto("/project/2001");
  const row = page.getByTestId("proposal-count").locator("xpath=..");
  await expect(row.locator("dt")).toHaveText("Proposals");
});

test("Project Not Found offers a search and the main ways in beside the dashboard button", async ({
  page,
}) => {
  const response = await page.goto("/project/3999999");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All posted projects" })).toHaveAttribute(
    "href",
    "/contractor-dashboard",
  );
  for (const [name, href] of [
    ["Browse services", "/services"],
    ["See projects", "/projects"],
    ["Post a project", "/post-project"],
  ] as const) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  const search = page.getByRole("searchbox", { name: "Search for a trade or project" });
  await search.fill("plumbing");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/services\?q=plumbing$/);
});
