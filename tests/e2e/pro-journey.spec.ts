import type { Page } from "@playwright/test";
import sharp from "sharp";

import {
  choose,
  confirmAgreementInPage,
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  hydrated,
  mailedLinkPath,
  postProject,
  test,
  toast,
} from "./fixtures";

// The one journey of issues 29 and 55, each person in a browser of their own: the homeowner posts
// and publishes from the e-mailed link; a contractor signs in from the e-mailed link and states a
// profile, sends (signed in, so it is the account's) an itemised proposal the dialog fills in
// from it; the homeowner accepts it; both confirm the agreement, the homeowner from the link
// e-mailed to them, the contractor signed in; the homeowner records completion and the contractor
// acknowledges it; both review from the e-mailed invitations; and the homeowner's review appears
// on the contractor's public profile with the month of the work and the agreement's value band,
// and the project's photo while the homeowner's consent to show it stands.

const line = (dialog: ReturnType<typeof dialogOf>, index: number, field: string) =>
  dialog.locator(`#proposal-structured-lineItems-${index}-${field}`);
const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Submit a Proposal" });

/**
 * Axe on the page as it stands once no toast is fading in or out over it (a toast's half-opaque
 * frames are no part of the check; one that mounts while axe runs is left out too).
 */
async function expectAccessible(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(page, undefined, "[data-sonner-toaster]");
}

/** Waits for the newest link under `prefix` mailed to `address` and returns its path. */
async function mailedLink(address: string, prefix: string, subject?: string) {
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedLinkPath(address, prefix, subject)), {
      timeout: 20_000,
    })
    .not.toBeNull();
  return link!;
}

test("a contractor signs in, sends a prefilled itemised proposal, both confirm and review, and the review shows on the profile @phone", async ({
  newParty,
  viewport,
}, testInfo) => {
  test.setTimeout(240_000);
  const size = viewport ?? { width: 1280, height: 800 };
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const contractorEmail = `office-${stamp}@clearflow.example`;
  const homeownerEmail = `alex-${stamp}@home.example`;
  const business = `Clearflow Plumbing ${stamp}`;
  const title = `Basement drains ${stamp}`;
  // The contractor works in the dark theme, the homeowner in the light one.
  const contractor = await newParty({ viewport: size, theme: "dark" });
  const owner = await newParty({ viewport: size, theme: "light" });

  // The homeowner posts a project with a photo and their e-mail address, and publishes it from
  // the link e-mailed there.
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#557799" },
  })
    .jpeg()
    .toBuffer();
  const { manageLink, displayId } = await postProject(owner, title, {
    photo,
    email: homeownerEmail,
  });

  // The contractor signs in with the e-mailed link.
  await contractor.goto("/pro");
  await expect(contractor.locator("html")).toHaveClass(/\bdark\b/);
  await expectAccessible(contractor);
  await (await hydrated(contractor.getByLabel("E-mail address"))).fill(contractorEmail);
  await contractor.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(contractor.getByTestId("sign-in-sent")).toBeVisible();
  await contractor.goto(await mailedLink(contractorEmail, "/pro/sign-in"));
  await expect(contractor).toHaveURL(/\/pro$/);
  await expect(contractor.getByText(`Signed in as ${contractorEmail}`)).toBeVisible();

  // They state their business.
  const form = contractor.getByTestId("profile-form");
  await (await hydrated(form.getByLabel("Business name"))).fill(business);
  await form.getByLabel("Your name").fill("Sam Patel");
  await form.getByLabel("Phone").fill("416-555-0142");
  await form.getByRole("checkbox", { name: "Plumbing", exact: true }).check();
  await form.getByRole("checkbox", { name: "Toronto", exact: true }).check();
  await form.getByLabel("WSIB clearance or account number").fill("A7654321");
  await form.getByRole("button", { name: "Create my profile" }).click();
  await expect(form.getByText("Saved.")).toBeVisible();
  const profilePath = new URL(
    (await form.getByTestId("profile-link").getAttribute("href"))!,
    "http://x",
  ).pathname;
  await expectAccessible(contractor);

  // The proposal dialog fills in from the profile; the quote is itemised.
  await contractor.goto(`/project/${displayId}`);
  await (
    await hydrated(contractor.getByRole("button", { name: "Submit Proposal" }).first())
  ).click();
  const dialog = dialogOf(contractor);
  await expect(dialog.getByLabel("Your name or company")).toHaveValue(business);
  await expect(dialog.getByLabel("E-mail")).toHaveValue(contractorEmail);
  await dialog.getByLabel("Itemised quote (recommended)").check();
  await expect(dialog.getByLabel("Business name")).toHaveValue(business);
  await expect(dialog.getByLabel(/^WSIB clearance certificate/)).toHaveValue("A7654321");
  await line(dialog, 0, "description").fill("Replace the cast-iron stack");
  await line(dialog, 0, "quantity").fill("1");
  await line(dialog, 0, "unit").fill("job");
  await line(dialog, 0, "unitPrice").fill("4,000");
  await dialog.getByRole("button", { name: "Add line item" }).click();
  await line(dialog, 1, "description").fill("Two bathroom drains");
  await line(dialog, 1, "quantity").fill("2");
  await line(dialog, 1, "unitPrice").fill("750");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$6,215.00");
  await dialog.getByLabel("HST number").fill("123456789RT0001");
  await choose(contractor, "Timeline", "2 weeks");
  await dialog.getByLabel("Approach").fill("Permit first, then the stack, the drains and a test.");
  await dialog.getByLabel("Relevant experience").fill("Fifteen years of drain work in Toronto.");
  // Work whose start day has passed by the time its completion is recorded below.
  await dialog.getByLabel("Proposed start").fill("2026-11-02");
  await dialog.getByLabel("Proposed completion").fill("2026-11-13");
  await dialog.getByLabel("Warranty term (months)").fill("12");
  await dialog.getByLabel("What the warranty covers").fill("Leaks at every new joint.");
  await dialog
    .getByRole("combobox", { name: "Who obtains the permits?" })
    .selectOption("contractor");
  await dialog.getByLabel("Business address").fill("9 Queen St E, Toronto, ON M5C 1R5");
  await expectAccessible(contractor);
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(contractor, "Proposal submitted successfully!")).toBeVisible();
  const trackingLink = await contractor.getByTestId("tracking-link").inputValue();

  // The homeowner accepts it: the project has their proven address, so nothing more is asked.
  await owner.goto(manageLink);
  await expect(owner.getByText(business).first()).toBeVisible();
  await expectAccessible(owner);
  await (await hydrated(owner.getByRole("button", { name: "Accept", exact: true }))).click();
  const accept = owner.getByRole("dialog", { name: `Accept ${business}'s proposal?` });
  await expect(accept.getByLabel("Your e-mail address")).toHaveCount(0);
  await expectAccessible(owner);
  await accept.getByRole("button", { name: "Accept proposal" }).click();
  await owner.getByRole("link", { name: "Open the written agreement" }).first().click();
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for required details");
  const address = owner.getByTestId("agreement-details");
  await address.getByLabel(/Your address/).fill("17 Birch Ave, Toronto, ON M4V 1C8");
  await address.getByRole("button", { name: "Save details" }).click();
  await expect(owner.getByTestId("waiting-details")).toBeVisible();
  // Plumbing for the household opens with the O. Reg. 8/18 cover page: the homeowner answers who
  // asked for the visit and confirms it.
  const cover = owner.getByTestId("cover-page-step");
  await (
    await hydrated(
      cover.getByLabel("No one comes to my home to make this agreement: we agree here, online"),
    )
  ).check();
  await cover.getByRole("button", { name: "I have read the cover page: record my answer" }).click();
  await expect(toast(owner, "Cover page confirmed")).toBeVisible();
  await expect(cover).toHaveCount(0);

  // The contractor adds what the Act requires that the proposal did not hold, and confirms.
  await contractor.goto(trackingLink);
  await expect(contractor.getByTestId("proposal-status")).toHaveText("Accepted");
  await contractor.getByRole("link", { name: "Open the agreement" }).click();
  const details = contractor.getByTestId("agreement-details");
  // The phone came from the profile through the proposal: the page does not ask for it again.
  await expect(details.getByLabel("Materials or specifications")).toBeVisible();
  await expect(details.getByLabel("Telephone")).toHaveCount(0);
  await details.getByLabel("Materials or specifications").fill("4-inch ABS stack, two P-traps");
  await details.getByLabel(/How you are paid/).fill("E-transfer");
  // The proposal stated its additional charges (none): the agreement does not ask for them again.
  await expect(details.getByTestId("additional-charges")).toHaveCount(0);
  await details.getByLabel("These terms apply").check();
  await details
    .getByLabel("Cancellation or termination terms")
    .fill("Either party may end the agreement on 14 days' written notice; work done is paid.");
  // Nobody met the homeowner in person for it: not a direct agreement (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
  await details.getByLabel(/^No: we did not meet in person/).check();
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(toast(contractor, "Details saved")).toBeVisible();
  await expect(contractor.getByTestId("agreement-state")).toHaveText(
    "Waiting for required details",
  );
  await expectAccessible(contractor);
  // The proposal came from the business: the contractor names the person who confirms for it.
  const signer = contractor.getByTestId("agreement-signer");
  await signer.getByLabel("Full name of the person who confirms").fill("Sam Patel");
  await signer.getByLabel(/Their role/).fill("Owner");
  await signer.getByRole("button", { name: "Name the person who confirms" }).click();
  await expect(toast(contractor, "Saved: the agreement names who confirms")).toBeVisible();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");
  await expect(contractor.getByTestId("agreement-document")).toContainText("Sam Patel, Owner");
  await confirmAgreementInPage(contractor, "Sam Patel");
  await expect(contractor.getByTestId("waiting-confirmation")).toBeVisible();

  // The homeowner's manage link opened the agreement but does not confirm it: they confirm from
  // the link e-mailed to them, in their own browser.
  await owner.reload();
  await expect(owner.getByTestId("proof-notice")).toBeVisible();
  await expect(owner.getByTestId("confirm-agreement")).toHaveCount(0);
  await owner.goto(
    await mailedLink(homeownerEmail, "/agreement/", "Your written agreement is ready to confirm"),
  );
  await expect(owner.getByTestId("proof-notice")).toHaveCount(0);
  await expectAccessible(owner);
  await confirmAgreementInPage(owner, "Alex Morgan");
  await expect(owner.getByTestId("agreement-state")).toHaveText("Confirmed by both");

  // The homeowner records the work completed and agrees to show the project's photo.
  const completion = owner.getByTestId("completion-form");
  await expectAccessible(owner);
  await completion.getByLabel(/Completed: all the work is done/).check();
  await completion
    .getByLabel("Show this project's photos on the contractor's public profile")
    .check();
  await completion.getByRole("button", { name: "Record it" }).click();
  await expect(owner.getByTestId("completion-recorded")).toContainText(
    "You recorded the work as completed on",
  );
  const consent = owner.getByTestId("photo-consent");
  await expect(consent).toContainText("You agreed on");
  await expectAccessible(owner);

  // The contractor, signed in to the proposal's account, acknowledges it: it stands.
  await contractor.reload();
  const answer = contractor.getByTestId("completion-answer");
  await expect(contractor.getByTestId("completion-recorded")).toContainText(
    "The homeowner recorded the work as completed on",
  );
  await expectAccessible(contractor);
  await (await hydrated(answer.getByRole("button", { name: "Acknowledge" }))).click();
  await expect(contractor.getByTestId("completion-recorded")).toHaveAttribute(
    "data-answer",
    "acknowledged",
  );

  // Both review from the e-mailed invitations.
  const invitation = "Review the work on your written agreement";
  const body = `The stack and both drains were done in the two weeks agreed (${stamp}).`;
  for (const [party, email, rating, text] of [
    [owner, homeownerEmail, "5 of 5", body],
    [contractor, contractorEmail, "4 of 5", "Clear decisions and easy access to the basement."],
  ] as const) {
    const link = await mailedLink(email, "/agreement/", invitation);
    // A new document, not a change of fragment on the agreement already open.
    await party.goto("about:blank");
    await party.goto(link);
    const reviewForm = party.getByTestId("agreement-reviews").getByTestId("review-form");
    await (await hydrated(reviewForm.getByLabel(rating))).check();
    await expectAccessible(party);
    await reviewForm.getByLabel("How it went").fill(text);
    await reviewForm.getByRole("button", { name: "Send review" }).click();
    await expect(party.getByTestId("agreement-reviews").getByTestId("review-own")).toBeVisible();
  }

  // Both are in: anyone sees the homeowner's review on the profile, with the month of the work.
  const workMonth = new Intl.DateTimeFormat("en", {
    month: "long",
    year: "numeric",
    timeZone: "America/Toronto",
  }).format(new Date());
  const visitor = await newParty({ viewport: size });
  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(visitor, profilePath, theme);
    await expect(visitor.getByRole("heading", { level: 1, name: business })).toBeVisible();
    const review = visitor.getByTestId("profile-review");
    await expect(review).toHaveCount(1);
    await expect(review).toContainText("5 out of 5");
    await expect(review).toContainText(body);
    // The month of the work and the band of its $6,215.00, never the amount.
    await expect(review).toContainText(
      `Work of ${workMonth}, an agreement of $5,000 - $10,000 confirmed on TorontoPros`,
    );
    await expect(review).not.toContainText("$6,215.00");
    await expect(visitor.getByTestId("profile-agreements")).toContainText(
      "1 written agreement confirmed by both parties",
    );
    // The completed job, with the photo the homeowner agreed to show.
    const photos = visitor.getByTestId("completed-photos");
    await expect(photos.getByRole("img", { name: `Photo 1 of ${title}` })).toBeVisible();
    await expect(photos).toContainText("Photos shown with the homeowner's consent");
    expect(
      await photos.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expectAccessible(visitor);
  }

  // Its structured data rates it from that one real review, and from nothing else.
  const jsonLd = await visitor
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const listed = jsonLd.find((data) => data.name === business);
  expect(listed.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 5,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });

  // The homeowner withdraws the consent: the photo leaves the profile, the job stays.
  await consent.getByRole("button", { name: "Take the photos off the profile" }).click();
  await expect(consent).toContainText("are not shown on the contractor's public profile");
  await visitor.goto(profilePath);
  await expect(visitor.getByText(title)).toBeVisible();
  await expect(visitor.getByTestId("completed-photos")).toHaveCount(0);
});
