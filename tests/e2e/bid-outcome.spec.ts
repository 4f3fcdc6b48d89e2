import {
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  hydrated,
  mailedLink,
  manageLink,
  postProjectByApi,
  proposeByApi,
  test,
  trackingLink,
} from "./fixtures";

// A losing bidder hears how it ended: the homeowner accepts another proposal on their page, and
// the other bidder's tracking page and e-mail say someone else was hired, naming nobody; taken
// back, the page is pending again.

test("a losing bidder's page and e-mail say the homeowner hired another contractor @phone", async ({
  page,
  request,
  newParty,
}) => {
  const run = Date.now().toString(36);
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Fence rebuild ${run}`,
    category: "Landscaping & Snow Removal",
  });
  const bid = (name: string, bidAmount: string) =>
    proposeByApi(request, {
      projectId: project.displayId,
      contractorName: name,
      contractorEmail: `bids-${run}@${name.toLowerCase().replaceAll(" ", "-")}.example`,
      bidAmount,
      timeline: "2 weeks",
      approach: "Pull the old fence, reset the posts in concrete and build a cedar board fence.",
      experience: "Ten years of fences and decks across the GTA.",
    });
  await bid("Cedar Line", "$5,000 - $10,000");
  const loser = await bid("Post Hole Pros", "$2,500 - $5,000");
  const loserEmail = `bids-${run}@post-hole-pros.example`;

  // The homeowner accepts Cedar Line's proposal on their page.
  const owner = await newParty();
  await owner.goto(manageLink(project.displayId, manageToken));
  const chosen = owner.getByTestId("proposal").filter({ hasText: "Cedar Line" });
  await (await hydrated(chosen.getByRole("button", { name: "Accept", exact: true }))).click();
  await owner
    .getByRole("dialog", { name: "Accept Cedar Line's proposal?" })
    .getByRole("button", { name: "Accept proposal" })
    .click();
  await expect(chosen.getByText("Accepted", { exact: true })).toBeVisible();

  // The other bidder's page says someone else was hired, and nothing of whom or for how much.
  await page.goto(trackingLink(loser.id, loser.trackingToken));
  await expect(page.getByTestId("proposal-status")).toHaveText("Another contractor hired");
  await expect(page.getByTestId("proposal-status-note")).toContainText(
    "The homeowner hired another contractor.",
  );
  await expect(page.locator("main")).not.toContainText("Cedar Line");
  // Still theirs to withdraw.
  await expect(page.getByRole("button", { name: /Withdraw/ })).toBeVisible();

  // So does their e-mail, whose link opens the project.
  const link = await mailedLink(
    loserEmail,
    `/project/${project.displayId}`,
    "The homeowner hired another contractor",
  );
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Fence rebuild ${run}`);

  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(page, trackingLink(loser.id, loser.trackingToken), theme);
    await expect(page.getByTestId("proposal-status")).toHaveText("Another contractor hired");
    await expectNoAxeViolations(page);
  }

  // The homeowner takes the acceptance back: the page is pending again, and the mail says so.
  const [cedar] = (
    (await (
      await request.get(`/api/proposals/project/${project.id}`, {
        headers: { authorization: `Bearer ${manageToken}` },
      })
    ).json()) as { id: number; contractorName: string }[]
  ).filter((p) => p.contractorName.startsWith("Cedar"));
  const declined = await request.patch(`/api/proposals/${cedar!.id}/status`, {
    data: { status: "declined" },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(declined.status()).toBe(200);
  await mailedLink(
    loserEmail,
    `/project/${project.displayId}`,
    "A project you bid on is open again",
  );
  await page.goto(trackingLink(loser.id, loser.trackingToken));
  await expect(page.getByTestId("proposal-status")).toHaveText("Pending");
});
