import {
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  hydrated,
  mailedSignInPath,
  test,
  type Page,
} from "./fixtures";

// A signed-in contractor with a profile chooses on /pro where and what work they take and how
// new matching projects reach them: two municipalities, a smallest budget and alerts at once. The
// answer's count is what the saved message shows, and the choices are the page's after a reload.
// A radius out of range is refused under its field before anything is sent.

const RADIUS_ERROR = "Choose a radius from 5 to 100 km with a base municipality";

/** No part of the page is wider than the window (phones scroll down, never sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test("a contractor chooses Etobicoke and Mississauga, a smallest budget and alerts at once, and finds them kept @phone", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const address = `alerts-${stamp}@lakeshore.example`;

  // Signed in from the e-mailed link, in the light theme.
  await gotoInTheme(page, "/pro", "light");
  await (await hydrated(page.getByLabel("E-mail address"))).fill(address);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByTestId("sign-in-sent")).toBeVisible();
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedSignInPath(address)), { timeout: 20_000 })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();

  // Without a profile there are no trades to match: no alert settings yet.
  const form = page.getByTestId("alert-settings-form");
  await expect(form).toHaveCount(0);
  const profile = page.getByTestId("profile-form");
  await (await hydrated(profile.getByLabel("Business name"))).fill(`Lakeshore Electric ${stamp}`);
  await profile.getByLabel("Your name").fill("Dana Wu");
  await profile.getByRole("checkbox", { name: "Electrical", exact: true }).check();
  await profile.getByRole("checkbox", { name: "Toronto", exact: true }).check();
  await profile.getByRole("button", { name: "Create my profile" }).click();
  await expect(profile.getByText("Saved.")).toBeVisible();

  // The saved profile opens the alert settings: the profile's area to start from, alerts off.
  // Toronto covers its six former municipalities too.
  await expect(form).toBeVisible();
  const toronto = form.getByRole("checkbox", { name: "Toronto", exact: true });
  await expect(toronto).toBeChecked();
  await expect(form.locator('input[name="areas"]:checked')).toHaveCount(1);
  await expect(form.getByTestId("alert-covers")).toHaveText(
    "In all, you take work in 7 municipalities.",
  );
  await expect(form.getByRole("radio", { name: /^Off/ })).toBeChecked();
  await expect(form.getByTestId("alerts-consent")).toHaveText("Alerts are off.");
  await expectNoSidewaysScroll(page);

  // A radius beyond 100 km is refused under its field, and nothing is saved.
  const radius = form.getByLabel("Radius (km)");
  await (await hydrated(form.getByLabel("Base municipality"))).selectOption("etobicoke");
  await radius.fill("150");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.locator("#alert-radius-error")).toHaveText(RADIUS_ERROR);
  await expect(radius).toHaveAttribute("aria-invalid", "true");
  await expect(radius).toHaveAttribute("aria-describedby", /alert-radius-error/);
  await expect(form.getByRole("status")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // No radius after all, nor all of Toronto: Etobicoke (in Toronto's group, open) and
  // Mississauga (in Peel's, opened).
  await form.getByLabel("Base municipality").selectOption({ label: "No base" });
  await radius.fill("");
  await toronto.uncheck();
  await form.getByRole("checkbox", { name: "Etobicoke", exact: true }).check();
  await form.locator("summary", { hasText: "Peel Region" }).click();
  await form.getByRole("checkbox", { name: "Mississauga", exact: true }).check();
  await expect(form.getByTestId("alert-covers")).toHaveText(
    "In all, you take work in 2 municipalities.",
  );
  await form.getByLabel("Smallest budget worth your time").selectOption("$5,000 - $10,000");
  await form.getByRole("radio", { name: /^At once/ }).check();
  await form.getByRole("button", { name: "Save" }).click();

  // The message comes with the server's answer, and the consent's day with it.
  await expect(form.getByRole("status")).toHaveText("Saved: alerts at once for 2 municipalities.");
  await expect(form.locator("#alert-radius-error")).toHaveCount(0);
  await expect(form.getByTestId("alerts-consent")).toHaveText(/^On since \w+ \d{1,2}, \d{4}\.$/);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The same choices after a reload, in the dark theme too.
  await gotoInTheme(page, "/pro", "dark");
  await expect(form).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "Etobicoke", exact: true })).toBeChecked();
  await expect(toronto).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Mississauga", exact: true })).toBeChecked();
  await expect(form.locator('input[name="areas"]:checked')).toHaveCount(2);
  await expect(form.getByLabel("Base municipality")).toHaveValue("");
  await expect(form.getByLabel("Radius (km)")).toHaveValue("");
  await expect(form.getByLabel("Smallest budget worth your time")).toHaveValue("$5,000 - $10,000");
  await expect(form.getByRole("checkbox", { name: "Urgent work suits me" })).toBeChecked();
  await expect(form.getByRole("radio", { name: /^At once/ })).toBeChecked();
  await expect(form.getByTestId("alerts-consent")).toHaveText(/^On since /);
  await expect(form.getByTestId("alert-covers")).toHaveText(
    "In all, you take work in 2 municipalities.",
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});
