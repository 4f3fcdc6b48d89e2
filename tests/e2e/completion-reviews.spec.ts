import {
  acceptedAgreement,
  agreementLink,
  completeAgreement,
  confirmAgreementByApi,
  expect,
  expectNoAxeViolations,
  mailedLink,
  PAST_WORK,
  test,
} from "./fixtures";

// Work completed and reviews (issue 29, items 4 and 5; issue 55, item 5): on a confirmed agreement
// whose work has started, the homeowner records how it ended in their browser and the contractor
// acknowledges it; only then do reviews open; each party sees the other's once both are in.

test("the homeowner records completion, the contractor acknowledges it; both review, double-blind, and the contractor answers once @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey, homeownerEmail } =
    await acceptedAgreement(request, { terms: PAST_WORK });
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, homeownerKey, "Jordan Lee");
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  const contractor = await newParty({ viewport: size, theme: "dark" });

  // Each party opens the agreement from the link e-mailed to them: the one that signs.
  await owner.goto(agreementLink(agreementId, homeownerKey));
  const form = owner.getByTestId("completion-form");
  await expect(form).toBeVisible();
  await expectNoAxeViolations(owner);
  await form.getByLabel(/Substantially performed/).check();
  await form.getByRole("button", { name: "Record it" }).click();
  const recorded = owner.getByTestId("completion-recorded");
  await expect(recorded).toContainText("You recorded the work as substantially performed on");
  await expect(recorded).toContainText("The other party is asked to acknowledge or dispute it");
  await expect(recorded).toHaveAttribute("data-answer", "waiting");
  // No certificate published: substantial performance alone starts no time for liens (s. 31).
  await expect(recorded).toContainText(
    "Substantial performance alone does not start the time for liens",
  );
  await expect(owner.getByTestId("completion-form")).toHaveCount(0);
  // Not yet standing: no review opens.
  await expect(owner.getByTestId("agreement-reviews")).toHaveCount(0);

  // The contractor sees the record, no completion form, and acknowledges it.
  await contractor.goto(agreementLink(agreementId, contractorKey));
  const theirRecord = contractor.getByTestId("completion-recorded");
  await expect(theirRecord).toContainText(
    "The homeowner recorded the work as substantially performed on",
  );
  await expect(contractor.getByTestId("completion-form")).toHaveCount(0);
  await expect(contractor.getByTestId("agreement-reviews")).toHaveCount(0);
  const answer = contractor.getByTestId("completion-answer");
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(contractor);
  await answer.getByRole("button", { name: "Acknowledge" }).click();
  await expect(theirRecord).toHaveAttribute("data-answer", "acknowledged");
  await expect(theirRecord).toContainText("reviews are open");
  await expect(contractor.getByTestId("completion-answer")).toHaveCount(0);

  // The homeowner follows the e-mailed invitation: the page opens on the reviews, which lead it
  // with the record and its holdback line, the change orders folded away below them.
  await owner.goto(
    await mailedLink(homeownerEmail, `/agreement/${agreementId}`, "Review the work on your"),
  );
  const reviews = owner.getByTestId("agreement-reviews");
  await expect(reviews.getByTestId("review-form")).toBeInViewport();
  expect(new URL(owner.url()).hash).toBe("#review");
  await expect(owner.getByTestId("completion-recorded")).toHaveAttribute(
    "data-answer",
    "acknowledged",
  );
  const order = await owner.evaluate(() =>
    ["agreement-reviews", "completion-recorded", "change-orders-folded", "agreement-document"].map(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? NaN,
    ),
  );
  expect(order.every(Number.isFinite)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  const folded = owner.getByTestId("change-orders-folded");
  await expect(folded).not.toHaveAttribute("open");
  await expect(folded.getByText("Propose change order 1")).toBeHidden();
  await folded.locator("summary").click();
  await expect(folded.getByText("Propose change order 1")).toBeVisible();
  // The homeowner reviews first; a too-short text is refused with its message.
  const ownerForm = reviews.getByTestId("review-form");
  await ownerForm.getByLabel("5 of 5").check();
  await ownerForm.getByLabel("How it went").fill("Good");
  await ownerForm.getByRole("button", { name: "Send review" }).click();
  await expect(ownerForm.getByText("Say how it went in 20 to 2,000 characters")).toBeVisible();
  await ownerForm.getByLabel("How it went").fill("Tidy work, on time, and the permit was closed.");
  await ownerForm.getByRole("button", { name: "Send review" }).click();
  await expect(reviews.getByTestId("review-own")).toContainText("5 out of 5");
  // In the site's one date style ("December 17, 2026").
  await expect(reviews.getByTestId("review-blind")).toContainText(
    /or on [A-Z][a-z]+ \d{1,2}, \d{4} at the latest/,
  );

  // The contractor does not see it until theirs is in.
  await contractor.reload();
  const theirs = contractor.getByTestId("agreement-reviews");
  await expect(theirs.getByTestId("review-form")).toBeVisible();
  await expect(theirs.getByTestId("review-other")).toHaveCount(0);
  await expectNoAxeViolations(contractor);
  await theirs.getByTestId("review-form").getByLabel("4 of 5").check();
  await theirs
    .getByTestId("review-form")
    .getByLabel("How it went")
    .fill("Clear decisions, paid on schedule, easy access to the site.");
  await theirs.getByRole("button", { name: "Send review" }).click();
  await expect(theirs.getByTestId("review-other")).toContainText("Tidy work, on time");
  // The work's month and the agreement's value band ($2,902.96), never the amount.
  await expect(theirs.getByTestId("review-other")).toContainText(
    "an agreement of $1,000 - $5,000 confirmed on TorontoPros",
  );
  await expect(theirs.getByTestId("review-other")).not.toContainText("$2,902.96");
  // One public answer.
  await theirs.getByLabel("Your public answer (once)").fill("Thank you, Jordan.");
  await theirs.getByRole("button", { name: "Send answer" }).click();
  await expect(theirs.getByTestId("review-response")).toContainText("Thank you, Jordan.");
  await expect(theirs.getByTestId("review-answer-form")).toHaveCount(0);

  await owner.reload();
  const both = owner.getByTestId("agreement-reviews");
  await expect(both.getByTestId("review-other")).toContainText("4 out of 5");
  await expect(both.getByTestId("review-own")).toContainText("Thank you, Jordan.");
});
