import {
  expect,
  holdScripts,
  hydrated,
  postProjectByApi,
  test,
  uniqueHomeownerEmail,
} from "./fixtures";

// On a slow phone a person may type and choose before the page's scripts have run (they load after
// the first paint). What the fields show then is what the page works with once they have run.

test("the post form keeps what was typed and chosen before its scripts ran, and posts it @phone", async ({
  page,
}) => {
  const email = uniqueHomeownerEmail();
  const release = await holdScripts(page);
  await page.goto("/post-project", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Project title").fill("Rebuild the garden shed");
  await page.getByLabel("Description").fill("An eight by ten shed on the old footings.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Painting");
  await page.getByRole("combobox", { name: "Budget" }).selectOption("$5,000 - $10,000");
  await page.getByRole("combobox", { name: "Timeline" }).selectOption("Within 1 month");
  await page.getByRole("combobox", { name: "Municipality" }).selectOption("etobicoke");
  await page.getByLabel("Your name").fill("Sam Rivera");
  await page.getByRole("radio", { name: "Yes: for my own home or household" }).check();
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByLabel("Requirements").fill("Cedar siding");
  release();

  const post = await hydrated(page.getByRole("button", { name: "Post Project" }));
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Painting");
  await expect(page.getByRole("combobox", { name: "Budget" })).toHaveValue("$5,000 - $10,000");
  await expect(page.getByRole("combobox", { name: "Timeline" })).toHaveValue("Within 1 month");
  await expect(page.getByRole("combobox", { name: "Municipality" })).toHaveValue("etobicoke");
  await expect(
    page.getByRole("radio", { name: "Yes: for my own home or household" }),
  ).toBeChecked();
  await expect(page.getByLabel("Your e-mail")).toHaveValue(email);
  await expect(page.getByLabel("Requirements")).toHaveValue("Cedar siding");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove Cedar siding" })).toBeVisible();
  await post.click();
  await expect(
    page.getByRole("heading", { name: "Check your e-mail to publish your project" }),
  ).toBeVisible();
  // The publishing link went to the address typed before the scripts ran.
  await expect(page.getByTestId("post-success-next")).toContainText(email);
});

test("the services directory searches what was typed before its scripts ran @phone", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/services", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Search services").fill("SECURITY");
  await page.getByLabel("Search locations").fill("ham");
  release();

  const serviceCards = page.getByTestId("service-cards").locator("article");
  const locationCards = page.getByTestId("location-cards").locator("article");
  await expect(serviceCards.getByRole("heading")).toHaveText(["Security Bollards"]);
  await expect(locationCards.getByRole("heading")).toHaveText(["Markham"]);
  await expect(page).toHaveURL(/\/services\?q=SECURITY&location=ham$/);
  await expect(page.getByLabel("Search services")).toHaveValue("SECURITY");
});

// A tap or a send before the scripts run is held, then done once the page has hydrated
// (components/layout/early-actions-script.tsx).

test("a project sent before the form's scripts ran is posted once they have, its fields never in the address @phone", async ({
  page,
}) => {
  const email = uniqueHomeownerEmail();
  const release = await holdScripts(page);
  await page.goto("/post-project", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Project title").fill("Replace the back fence");
  await page.getByLabel("Description").fill("Forty feet of cedar fence along the back lot line.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Renovation");
  await page.getByRole("combobox", { name: "Budget" }).selectOption("$5,000 - $10,000");
  await page.getByRole("combobox", { name: "Timeline" }).selectOption("Within 1 month");
  await page.getByRole("combobox", { name: "Municipality" }).selectOption("toronto");
  await page.getByLabel("Your name").fill("Robin Chen");
  await page.getByRole("radio", { name: "Yes: for my own home or household" }).check();
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByRole("button", { name: "Post Project" }).click();
  // The browser did not send the form itself: no reload, nothing in the address.
  await expect(page).toHaveURL(/\/post-project$/);
  await expect(page.getByLabel("Project title")).toHaveValue("Replace the back fence");
  release();

  await expect(
    page.getByRole("heading", { name: "Check your e-mail to publish your project" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/post-project$/);
});

test("a button tapped before the page's scripts ran does its work once they have @phone", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/services", { waitUntil: "domcontentloaded" });
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  release();

  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});

test("a form with its own address is sent by the browser before the scripts run, as without them", async ({
  page,
}) => {
  await holdScripts(page);
  // The not-found page's search: a GET to /services that works without scripts.
  await page.goto("/no-such-page", { waitUntil: "domcontentloaded" });
  const search = page.getByRole("main").getByRole("searchbox");
  await search.fill("deck");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/services\?q=deck$/);
});

test("the mobile menu opens before the scripts run: the browser's own popover is left to it @phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("the owner's manage link shows Checking your link…, not the visitor's Submit Proposal, until their controls are there @phone", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Basement waterproofing ${Date.now().toString(36)}`,
  });
  const path = `/project/${project.displayId}`;

  // A visitor's browser holds no link: Submit Proposal shows before the scripts have run.
  let release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: "Submit Proposal" }).first()).toBeVisible();
  await expect(page.getByTestId("checking-link")).toBeHidden();
  release();
  await page.unrouteAll({ behavior: "wait" });

  // The owner opens the manage link (a fresh load, as from their e-mail): no visitor's view while
  // the scripts are held back.
  await page.goto("about:blank");
  release = await holdScripts(page);
  await page.goto(`${path}#manage=${encodeURIComponent(manageToken)}`, {
    waitUntil: "domcontentloaded",
  });
  await expect(page.getByTestId("checking-link")).toBeVisible();
  await expect(page.getByTestId("checking-link")).toHaveText("Checking your link…");
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeHidden();
  release();
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  await expect(page.getByTestId("checking-link")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toHaveCount(0);

  // Back later with the token kept: the same, from the kept token alone.
  await page.unrouteAll({ behavior: "wait" });
  await page.goto("about:blank");
  release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.getByTestId("checking-link")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeHidden();
  release();
  await expect(page.getByTestId("owner-controls")).toBeVisible();
});
