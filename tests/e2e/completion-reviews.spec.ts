import {
  acceptedAgreement,
  agreementLink,
  completeAgreement,
  confirmAgreementByApi,
  expect,
  expectNoAxeViolations,
  test,
} from "./fixtures";

// Work completed and reviews (issue 29, items 4 and 5): on a confirmed agreement the homeowner
// records completion in their browser; both review; each sees the other's only once both are in.

test("the homeowner records completion; both review, double-blind, and the contractor answers once @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken } = await acceptedAgreement(request);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, manageToken, "Jordan Lee");
  await confirmAgreementByApi(request, agreementId, trackingToken, "Sam Patel");
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  const contractor = await newParty({ viewport: size, theme: "dark" });

  await owner.goto(agreementLink(agreementId, manageToken));
  const form = owner.getByTestId("completion-form");
  await expect(form).toBeVisible();
  await expectNoAxeViolations(owner);
  await form.getByLabel(/Substantially performed/).check();
  await form.getByRole("button", { name: "Record completion" }).click();
  await expect(owner.getByTestId("completion-recorded")).toContainText(
    "The work was recorded as substantially performed on",
  );
  // The contractor sees the record, and no completion form.
  await contractor.goto(agreementLink(agreementId, trackingToken));
  await expect(contractor.getByTestId("completion-recorded")).toBeVisible();
  await expect(contractor.getByTestId("completion-form")).toHaveCount(0);

  // The homeowner reviews first; a too-short text is refused with its message.
  const reviews = owner.getByTestId("agreement-reviews");
  const ownerForm = reviews.getByTestId("review-form");
  await ownerForm.getByLabel("5 of 5").check();
  await ownerForm.getByLabel("How it went").fill("Good");
  await ownerForm.getByRole("button", { name: "Send review" }).click();
  await expect(ownerForm.getByText("Say how it went in 20 to 2,000 characters")).toBeVisible();
  await ownerForm.getByLabel("How it went").fill("Tidy work, on time, and the permit was closed.");
  await ownerForm.getByRole("button", { name: "Send review" }).click();
  await expect(reviews.getByTestId("review-own")).toContainText("5 out of 5");
  await expect(reviews.getByTestId("review-blind")).toBeVisible();

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
  await expect(theirs.getByTestId("review-other")).toContainText(
    "from an agreement confirmed on TorontoPros",
  );
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
