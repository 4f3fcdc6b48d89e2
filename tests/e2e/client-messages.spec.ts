import { expect, hydrated, manageLink, openProjectPath, postProjectByApi, test } from "./fixtures";

// Each page hands its client components only the message namespaces it names (ClientMessages in
// i18n/client-messages.tsx): a missing one shows up as a next-intl MISSING_MESSAGE console error.
test("client components find every message they use", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of [
    "/",
    "/post-project",
    "/contractor-dashboard",
    "/contact",
    "/favorites",
    "/general-contractor",
    "/services",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }

  // The proposal form, loaded on demand, on a project page and on the cleaning page.
  const cleaning = `Window clean ${Date.now().toString(36)}`;
  await openProjectPath(request, { title: cleaning, category: "Cleaning" });
  await page.goto(await openProjectPath(request));
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }).first())).click();
  await expect(page.getByRole("dialog")).toContainText("Submit a Proposal");
  await page.goto("/cleaning-services");
  await page
    .getByTestId("open-projects")
    .locator("li")
    .filter({ hasText: cleaning })
    .getByRole("button", { name: "Submit Proposal" })
    .click();
  await expect(page.getByRole("dialog")).toContainText("Submit a Proposal");

  // The owner's panel on a posted project, opened through its manage link.
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Fence repair ${Date.now()}`,
    description: "Replace three rotten posts and two panels of a cedar fence in Leaside.",
    category: "General Contracting",
    budget: "$1,000 - $5,000",
    timeline: "Within 1 month",
    urgency: "medium",
    homeowner: "Dana R.",
    location: "Leaside, Toronto, ON",
    images: [],
    requirements: [],
  });
  await page.goto(manageLink(project.displayId, manageToken));
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  expect(errors.filter((text) => /MISSING_MESSAGE|INSUFFICIENT_PATH/.test(text))).toEqual([]);
});
