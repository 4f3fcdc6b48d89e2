import {
  choose,
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  hydrated,
  postProjectByApi,
  proposeByApi,
  test,
  toast,
  trackingLink,
} from "./fixtures";

// How long a proposal stands, from the contractor's side: the form asks, the tracking page says
// until when, the reminder's link (`&renew`) opens it on the renew button, and a project closed
// or paused by its owner says so there.

const DAY = 86_400_000;
const longDate = (time: number) =>
  new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "America/Toronto" }).format(time);

test("a contractor chooses 14 days in the form; the tracking page says until when and renews from the reminder's link @phone", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const { project } = await postProjectByApi(request, { title: `Porch steps ${run}` });
  await page.goto(`/project/${project.displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }))).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your name or company").fill("Step Right");
  await dialog.getByLabel("E-mail").fill(`bids-${run}@step-right.example`);
  await choose(page, "Bid amount", "$2,500 - $5,000");
  await choose(page, "Timeline", "1 week");
  await choose(page, "Proposal stands for", "14 days");
  await dialog
    .getByLabel("Approach")
    .fill("Rebuild the three porch steps in pressure-treated wood.");
  await dialog.getByLabel("Relevant experience").fill("Ten years of decks and porches.");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();
  const link = await page
    .getByTestId("proposal-tracking")
    .getByLabel("Your private tracking link")
    .inputValue();
  const [, id, token] = link.match(/\/proposal\/(\d+)#track=([^&]+)$/)!;
  const tracked = async () =>
    (
      await (
        await request.get(`/api/proposals/${id}/track`, {
          headers: { authorization: `Bearer ${decodeURIComponent(token!)}` },
        })
      ).json()
    ).proposal as { validUntil: string; validDays: number };
  const sent = await tracked();
  expect(sent.validDays).toBe(14);

  // The reminder's link: the page says until when, with the renew button focused.
  await gotoInTheme(page, `/proposal/${id}#track=${token}&renew`, "dark");
  await expect(page.getByTestId("proposal-validity")).toHaveText(
    `Your proposal stands until ${longDate(Date.parse(sent.validUntil))}: the homeowner can accept it until then. We e-mail you 3 days before it lapses.`,
  );
  const renew = page.getByRole("button", { name: "Renew for 14 days" });
  await expect(renew).toBeFocused();
  await expectNoAxeViolations(page);
  await renew.click();
  await expect(toast(page, "Your proposal stands until")).toBeVisible();
  const renewed = await tracked();
  expect(Date.parse(renewed.validUntil)).toBeGreaterThan(Date.parse(sent.validUntil));
  expect(Date.parse(renewed.validUntil) - Date.now()).toBeGreaterThan(13.9 * DAY);
});

test("a bidder's page says when the homeowner paused new proposals, then closed the project", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const { project, manageToken } = await postProjectByApi(request, { title: `Eavestrough ${run}` });
  const bid = await proposeByApi(request, {
    projectId: project.displayId,
    contractorName: "Gutter Guys",
    contractorEmail: `bids-${run}@gutter-guys.example`,
    bidAmount: "$1,000 - $2,500",
    timeline: "1 week",
    approach: "Replace 40 feet of eavestrough and two downspouts in aluminium.",
    experience: "Eight years of eavestroughs across Scarborough.",
  });
  const owner = { authorization: `Bearer ${manageToken}` };
  const paused = await request.put(`/api/projects/${project.id}`, {
    headers: owner,
    data: { proposalsPaused: true },
  });
  expect(paused.status()).toBe(200);
  await gotoInTheme(page, trackingLink(bid.id, bid.trackingToken), "light");
  await expect(page.getByTestId("proposal-status")).toHaveText("Pending");
  await expect(page.getByTestId("proposal-paused")).toHaveText(
    "The homeowner paused new proposals; yours can still be accepted.",
  );

  const closed = await request.post(`/api/projects/${project.id}/answer`, {
    headers: owner,
    data: { answer: "postponed" },
  });
  expect(closed.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("proposal-status")).toHaveText("Project closed");
  await expect(page.getByTestId("proposal-status-note")).toContainText(
    "The homeowner postponed the work.",
  );
  await expect(page.getByTestId("renew-proposal")).toHaveCount(0);
  await expect(page.getByTestId("proposal-validity")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
