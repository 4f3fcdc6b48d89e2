import { expect, hydrated, postProjectByApi, test } from "./fixtures";

// The contractor's side: /dashboard leads there, finding work is the first action, and every tab
// is in view on a phone.

test("/dashboard leads to the contractor dashboard, whose first action is finding work @phone", async ({
  page,
  request,
}) => {
  const answer = await request.get("/dashboard", { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe("/contractor-dashboard");

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
  const find = page.getByRole("link", { name: "Find projects to bid on" });
  await expect(find).toBeVisible();
  await find.click();
  await expect(page).toHaveURL(/#projects$/);
  await expect(page.getByRole("tab", { name: /^Open for proposals/ })).toBeInViewport();

  // Every tab is inside the screen's width, none hidden in a sideways scroll.
  const width = page.viewportSize()!.width;
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(4);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});

test("the proposal form takes the whole screen of a phone, and floats as a card on a desktop @phone", async ({
  page,
  request,
}) => {
  const { project } = await postProjectByApi(request, { title: `Attic insulation ${Date.now()}` });
  await page.goto(`/project/${project.displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }))).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Itemised quote (recommended)").check();
  const box = (await dialog.boundingBox())!;
  const view = page.viewportSize()!;
  if (view.width < 640) {
    expect(box).toEqual({ x: 0, y: 0, width: view.width, height: view.height });
  } else {
    expect(box.width).toBeLessThan(view.width - 100);
    expect(box.y).toBeGreaterThan(0);
  }
});

test("a dashboard tab is chosen by a click alone, as a tap held until the page is ready is replayed @phone", async ({
  page,
}) => {
  await page.goto("/contractor-dashboard");
  const urgent = await hydrated(page.getByRole("tab", { name: /^Urgent/ }));
  // No pointer-down first: the click the early-actions script replays once the page is ready.
  await urgent.dispatchEvent("click");
  await expect(urgent).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: /^All Projects/ })).toHaveAttribute(
    "aria-selected",
    "false",
  );
});
