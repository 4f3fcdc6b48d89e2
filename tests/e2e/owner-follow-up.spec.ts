import {
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  hydrated,
  manageLink,
  postProjectByApi,
  proposeByApi,
  test,
  toast,
  trackingLink,
} from "./fixtures";

// The homeowner's side of a project's follow-up: pausing new proposals (a visitor then sees why
// there is no proposal button), and the reminders' one-tap answers, opened from their links
// (`#manage=…&answer=…`): "still deciding" is recorded at once, a closing answer asks first.

async function bidOn(request: Parameters<typeof postProjectByApi>[0], title: string) {
  const run = Date.now().toString(36);
  const posted = await postProjectByApi(request, { title: `${title} ${run}` });
  const bid = await proposeByApi(request, {
    projectId: posted.project.displayId,
    contractorName: "Level Floors",
    contractorEmail: `bids-${run}@level-floors.example`,
    bidAmount: "$2,500 - $5,000",
    timeline: "2 weeks",
    approach: "Lift the old vinyl, level the subfloor and lay engineered oak.",
    experience: "Twelve years of floors in Toronto homes.",
  });
  return { ...posted, bid };
}

test("the owner pauses new proposals; a visitor sees the pause instead of the proposal button @phone", async ({
  page,
  browser,
  request,
}) => {
  const { project, manageToken } = await bidOn(request, "Basement floor");
  await gotoInTheme(page, manageLink(project.displayId, manageToken), "dark");
  const pause = await hydrated(page.getByLabel("Pause new proposals"));
  await expect(pause).not.toBeChecked();
  await expectNoAxeViolations(page);
  await pause.check();
  await expect(toast(page, "Project updated successfully!")).toBeVisible();
  await expect(pause).toBeChecked();
  const stored = await request.get(`/api/projects/${project.id}`, {
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect((await stored.json()).proposalsPaused).toBe(true);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/project/${project.displayId}`);
  await expect(visitor.getByTestId("not-open")).toHaveText(
    "The homeowner paused new proposals for now.",
  );
  await expect(visitor.getByRole("button", { name: "Submit Proposal" })).toHaveCount(0);
  await visitor.context().close();

  await page.reload();
  await (await hydrated(page.getByLabel("Pause new proposals"))).uncheck();
  await expect(toast(page, "Project updated successfully!").first()).toBeVisible();
  await expect
    .poll(async () => {
      const again = await request.get(`/api/projects/${project.id}`, {
        headers: { authorization: `Bearer ${manageToken}` },
      });
      return (await again.json()).proposalsPaused;
    })
    .toBe(false);
});

test("a reminder's closing answer asks first, then closes the project and tells the bidder", async ({
  page,
  request,
}) => {
  const { project, manageToken, bid } = await bidOn(request, "Hallway floor");
  await gotoInTheme(
    page,
    `${manageLink(project.displayId, manageToken)}&answer=hired-elsewhere`,
    "light",
  );
  const dialog = page.getByRole("dialog", { name: "Close the project: Hired someone elsewhere?" });
  await expect(dialog).toBeVisible();
  // Neither the token nor the answer stays in the address bar.
  await expect(page).toHaveURL(new RegExp(`/project/${project.displayId}$`));
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close the project" }).click();
  await expect(toast(page, "The project is closed and its contractors are told.")).toBeVisible();
  await expect(page.getByTestId("closed-reason")).toHaveText(
    "Closed: you hired someone elsewhere. Contractors whose proposals were pending were told.",
  );
  await expect(page.getByLabel("Pause new proposals")).toHaveCount(0);
  const stored = await (
    await request.get(`/api/projects/${project.id}`, {
      headers: { authorization: `Bearer ${manageToken}` },
    })
  ).json();
  expect(stored).toMatchObject({ status: "cancelled", closedReason: "hired-elsewhere" });

  await page.goto(trackingLink(bid.id, bid.trackingToken));
  await expect(page.getByTestId("proposal-status")).toHaveText("Project closed");
});

test("'Still deciding' from a reminder is recorded at once and keeps the project open; a closing answer can be called off @phone", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await bidOn(request, "Stair treads");
  await gotoInTheme(page, `${manageLink(project.displayId, manageToken)}&answer=deciding`, "dark");
  await expect(toast(page, "Noted: the project stays open.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // From the page: a closing answer asks, and Cancel leaves the project as it was.
  await page.getByTestId("standing-answers").getByRole("button", { name: "Postponed" }).click();
  const dialog = page.getByRole("dialog", { name: "Close the project: Postponed?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).first().click();
  await expect(dialog).toHaveCount(0);
  const stored = await (
    await request.get(`/api/projects/${project.id}`, {
      headers: { authorization: `Bearer ${manageToken}` },
    })
  ).json();
  expect(stored).toMatchObject({ status: "open", closedReason: null });
});
