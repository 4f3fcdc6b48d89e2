import {
  choose,
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  hydrated,
  mailedSignInPath,
  manageLink,
  postProjectByApi,
  proposeByApi,
  test,
  toast,
} from "./fixtures";

// A contractor who sent a proposal without an account signs in from the e-mailed link, finds it
// on /pro and adds it to the account (only then is it theirs), states their business, sends a
// proposal the dialog fills in, and the homeowner reaches their public profile from it: facts as
// stated, no rating, no "verified" mark.

test("a contractor signs in from the e-mailed link, gathers an earlier proposal, sends a prefilled one and the owner reaches the profile @phone", async ({
  page,
  newParty,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const address = `crew-${stamp}@northside.example`;
  const business = `Northside Renovations ${stamp}`;

  // An earlier proposal, sent with the address and no account.
  const earlier = await postProjectByApi(page.request, {
    title: `Earlier deck repair ${stamp}`,
    category: "Renovation",
  });
  await proposeByApi(page.request, {
    projectId: earlier.project.displayId,
    contractorName: "Northside",
    contractorEmail: address,
    bidAmount: "$1,000 - $2,500",
    timeline: "1 week",
    approach: "Replace the rotten boards and joists, then seal the whole deck.",
    experience: "Ten years of deck work across Toronto and the inner suburbs.",
  });

  // Signed out, /pro asks for an address.
  await page.goto("/pro");
  await expectNoAxeViolations(page);
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
  const proposals = page.getByTestId("pro-proposals");
  await expect(proposals).toContainText(`Earlier deck repair ${stamp}`);
  await expect(proposals).toContainText("Pending");
  // Sent without signing in, it is not the account's until the account adds it.
  await expect(proposals).toContainText("Sent without signing in:");
  const claim = proposals.getByRole("button", { name: "Add to my account" });
  await expect(claim).toHaveCount(1);
  await (await hydrated(claim)).click();
  await expect(toast(page, "The proposal is now your account's")).toBeVisible();
  await expect(claim).toHaveCount(0);
  await expect(proposals).not.toContainText("Sent without signing in:");

  // The same link again signs nobody in.
  const again = await newParty();
  await again.goto(link!);
  await expect(again.getByText("This sign-in link has expired or was already used.")).toBeVisible();

  // The tracking page opens from /pro without the e-mailed tracking link.
  await proposals.getByRole("link", { name: "Tracking page" }).first().click();
  await expect(page.getByText(`Earlier deck repair ${stamp}`).first()).toBeVisible();
  await expect(page.getByTestId("tracking-invalid")).toHaveCount(0);
  await page.goto("/pro");

  // The contractor states their business.
  const form = page.getByTestId("profile-form");
  await (await hydrated(form.getByLabel("Business name"))).fill(business);
  await form.getByLabel("Your name").fill("Sam Patel");
  await form.getByLabel("Phone").fill("416-555-0142");
  await form.getByRole("checkbox", { name: "Renovation", exact: true }).check();
  await form.getByRole("checkbox", { name: "Toronto", exact: true }).check();
  await form.getByLabel("WSIB clearance or account number").fill("WSIB-778899");
  await form.getByRole("button", { name: "Create my profile" }).click();
  await expect(form.getByText("Saved.")).toBeVisible();
  await expect(form.getByTestId("profile-link")).toBeVisible();
  await expectNoAxeViolations(page);

  // A new project: the dialog fills in from the profile.
  const next = await postProjectByApi(page.request, {
    title: `Basement finishing ${stamp}`,
    category: "Renovation",
  });
  await page.goto(`/project/${next.project.displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }).first())).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Your name or company")).toHaveValue(business);
  await expect(dialog.getByLabel("E-mail")).toHaveValue(address);
  await choose(page, "Bid amount", "$20,000 - $25,000");
  await choose(page, "Timeline", "2 months");
  await dialog.getByLabel("Approach").fill("Permit first, then framing, insulation and drywall.");
  await dialog.getByLabel("Relevant experience").fill("Twelve basements finished in East York.");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();

  // The homeowner, in a browser of their own, follows the proposal to the profile.
  const owner = await newParty();
  await owner.goto(manageLink(next.project.displayId, next.manageToken));
  const profileLink = owner.getByTestId("proposal-profile-link");
  await expect(profileLink).toBeVisible();
  await profileLink.click();
  await expect(owner).toHaveURL(/\/pros\/northside-renovations-/);
  const profilePath = new URL(owner.url()).pathname;
  await expect(owner.getByRole("heading", { level: 1, name: business })).toBeVisible();
  await expect(owner.getByTestId("profile-notice")).toContainText("does not check");
  const credentials = owner.getByTestId("profile-credentials");
  await expect(credentials).toContainText("WSIB-778899");
  await expect(credentials.getByRole("link", { name: /WSIB's clearance lookup/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.wsib\.ca\//,
  );
  await expect(owner.getByTestId("profile-agreements")).toContainText(
    "No written agreement confirmed by both parties",
  );
  const text = (await owner.locator("main").innerText()).toLowerCase();
  expect(text).not.toMatch(/\bverified\b|\brating\b|\bcertified\b|★/);
  expect(text).not.toContain(address);
  expect(text).not.toContain("416-555-0142");
  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(owner, profilePath, theme);
    await expectNoAxeViolations(owner);
  }

  // In the dark too, /pro passes: both proposals are the account's, the one sent signed in from
  // the start. Then the contractor signs out.
  await gotoInTheme(page, "/pro", "dark");
  await expect(page.getByTestId("pro-proposals")).toContainText(`Basement finishing ${stamp}`);
  await expect(page.getByTestId("pro-proposals")).not.toContainText("Sent without signing in:");
  await expectNoAxeViolations(page);
  await (await hydrated(page.getByRole("button", { name: "Sign out" }))).click();
  await expect(page.getByLabel("E-mail address")).toBeVisible();
});
