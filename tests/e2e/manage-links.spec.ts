import { expect, test, type Page } from "@playwright/test";

// A manage or operator link is checked with the server before it is kept or any control shows;
// a link that does not work says so, and never takes away the access a working token gives.

const OPERATOR_TOKEN = "e2e-operator-token-0123456789";

async function postByApi(page: Page, title: string) {
  const response = await page.request.post("/api/projects", {
    data: {
      title,
      description: "Patch and paint the living-room ceiling after a small leak from above.",
      category: "Painting",
      budget: "$1,000 - $5,000",
      timeline: "Within 1 month",
      urgency: "low",
      homeowner: "Robin Chen",
      location: "Toronto, ON",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as {
    project: { id: number; displayId: number };
    manageToken: string;
  };
}

const storedTokens = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("manageTokens") ?? "{}"));

test("a wrong manage link keeps the owner's working token and controls @phone", async ({
  page,
}) => {
  const { project, manageToken } = await postByApi(page, `Ceiling ${Date.now()}`);
  await page.goto(`/project/${project.displayId}#manage=${manageToken}`);
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${project.displayId}$`));

  await page.goto(`/project/${project.displayId}#manage=not-the-token`);
  await expect(page.getByTestId("invalid-manage-link")).toContainText("was not saved");
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  expect(await storedTokens(page)).toEqual({ [String(project.id)]: manageToken });
  await expect(page).toHaveURL(new RegExp(`/project/${project.displayId}$`));
});

test("a wrong manage link in a fresh browser shows the project read-only and says why", async ({
  page,
}) => {
  const { project } = await postByApi(page, `Read-only ${Date.now()}`);
  await page.goto(`/project/${project.displayId}#manage=not-the-token`);
  await expect(page.getByTestId("invalid-manage-link")).toContainText("does not work");
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeVisible();
  await expect(page.getByTestId("owner-controls")).toHaveCount(0);
  expect(await storedTokens(page)).toEqual({});
});

test("a stored token that no longer works is dropped, with no controls shown", async ({ page }) => {
  const { project } = await postByApi(page, `Stale ${Date.now()}`);
  await page.goto("/");
  await page.evaluate(
    (id) => localStorage.setItem("manageTokens", JSON.stringify({ [id]: "stale-token" })),
    String(project.id),
  );
  await page.goto(`/project/${project.displayId}`);
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeVisible();
  await expect(page.getByTestId("owner-controls")).toHaveCount(0);
  await expect.poll(() => storedTokens(page)).toEqual({});
});

test("an operator link is kept only when the server accepts it", async ({ page }) => {
  await page.goto("/contractor-dashboard#operator=anything-at-all-0123");
  await expect(page.getByTestId("invalid-operator-link")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("operatorToken"))).toBeNull();

  // Only the fragment changes: the page loads again to read it, then takes it out.
  await page.goto(`/contractor-dashboard#operator=${OPERATOR_TOKEN}`);
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("operatorToken")))
    .toBe(OPERATOR_TOKEN);
  await expect(page.getByTestId("invalid-operator-link")).toHaveCount(0);

  // A wrong link later does not replace the working token.
  await page.goto("/contractor-dashboard#operator=anything-at-all-0123");
  await expect(page.getByTestId("invalid-operator-link")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("operatorToken"))).toBe(OPERATOR_TOKEN);
});
