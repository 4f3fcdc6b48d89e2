import {
  expect,
  expectNoAxeViolations,
  hydrated,
  manageLink,
  mailedSignInPath,
  OPERATOR_TOKEN,
  postProjectByApi,
  test,
  toast,
  type Page,
} from "./fixtures";

// A visitor reports an answered question; the operator reads it, as written, in the inbox and
// hides it; the project's page no longer shows it, and its homeowner sees that the operator
// removed it. The homeowner's own notes are shown once, in the page's list, with Remove.

/** Signs `page`'s browser in as a contractor: a sign-in link asked for, then opened. */
async function signInAs(page: Page, email: string) {
  const asked = await page.request.post("/api/auth/sign-in", { data: { email } });
  expect(asked.status(), await asked.text()).toBe(202);
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedSignInPath(email)), { timeout: 20_000 })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/pro$/);
}

test("a visitor reports an answered question, the operator hides it from the inbox, and the page no longer shows it @phone", async ({
  page,
  newParty,
  viewport,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const title = `Regrade the side yard ${stamp}`;
  const { project, manageToken } = await postProjectByApi(page.request, {
    title,
    description: "Regrade a side yard so water runs away from the foundation.",
    category: "Landscaping & Snow Removal",
  });
  const path = `/project/${project.displayId}`;
  const party = (theme: "light" | "dark") => newParty({ viewport: viewport ?? undefined, theme });

  // A contractor asks; the homeowner answers and adds a note (through the API, as their pages do).
  const ada = await party("light");
  await signInAs(ada, `ada-${stamp}@pros.example`);
  const asked = await ada.request.post(`/api/projects/${project.id}/questions`, {
    data: { question: "Where does the downspout drain now?" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { question } = (await asked.json()) as { question: { id: number } };
  const answered = await page.request.post(
    `/api/projects/${project.id}/questions/${question.id}/answer`,
    {
      data: { answer: "Onto the neighbour's driveway, which they hate, the fools." },
      headers: { authorization: `Bearer ${manageToken}` },
    },
  );
  expect(answered.status(), await answered.text()).toBe(200);
  const noted = await page.request.post(`/api/projects/${project.id}/notes`, {
    data: { note: "The gate on the left side is unlocked." },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(noted.status(), await noted.text()).toBe(201);

  // A visitor, in the dark theme, reports the answered question.
  const visitor = await party("dark");
  await visitor.goto(path);
  const item = visitor.getByTestId("answered-question");
  await expect(item.getByTestId("question-text")).toHaveText("Where does the downspout drain now?");
  await (await hydrated(item.getByTestId("report-entry"))).click();
  const dialog = visitor.getByRole("dialog", { name: "Report this question or its answer" });
  // Nothing is sent without a reason.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose what is wrong with it.");
  await dialog.getByLabel("It is abusive, hateful or threatening").check();
  await dialog.getByLabel("Anything to add (optional)").fill("It insults the neighbours.");
  await expectNoAxeViolations(visitor, undefined, "[data-sonner-toaster]");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toast(visitor, "Reported.")).toBeVisible();
  await expect(item.getByTestId("entry-reported")).toBeVisible();

  // The operator reads it as written in the inbox, and hides it.
  const operator = await party("light");
  await operator.goto(`/admin/messages#operator=${OPERATOR_TOKEN}`);
  const report = operator.getByTestId("content-report").filter({ hasText: title });
  await expect(report).toHaveCount(1);
  await expect(report.getByTestId("reported-text").last()).toHaveText(
    "Onto the neighbour's driveway, which they hate, the fools.",
  );
  await expect(report).toContainText("abusive, hateful or threatening");
  await expect(report).toContainText("It insults the neighbours.");
  await expectNoAxeViolations(operator, undefined, "[data-sonner-toaster]");
  await (await hydrated(report.getByRole("button", { name: "Hide from the page" }))).click();
  await expect(toast(operator, "Hidden.")).toBeVisible();
  await expect(report).toHaveCount(0);

  // The page no longer shows it, to anyone.
  await visitor.reload();
  await expect(visitor.getByTestId("answered-question")).toHaveCount(0);
  await expect(visitor.getByTestId("no-questions")).toBeVisible();
  await expect(visitor.getByText("downspout")).toHaveCount(0);

  // Its homeowner sees that the operator removed it, and their note once, with Remove.
  await page.goto(manageLink(project.displayId, manageToken));
  await expect(page.getByTestId("removed-entry")).toHaveText(
    /A question asked .* was removed by the site's operator/,
  );
  await expect(page.getByText("The gate on the left side is unlocked.")).toHaveCount(1);
  const note = page.getByTestId("homeowner-note");
  await expect(note.getByTestId("remove-note")).toBeVisible();
  await expect(note.getByTestId("report-entry")).toHaveCount(0);
  await expectNoAxeViolations(page, undefined, "[data-sonner-toaster]");
  await note.getByTestId("remove-note").click();
  await expect(toast(page, "Note removed.")).toBeVisible();
  await expect(page.getByTestId("homeowner-note")).toHaveCount(0);
});
