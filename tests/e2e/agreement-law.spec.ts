import {
  acceptedAgreement,
  agreementLink,
  completeAgreement,
  confirmAgreementByApi,
  CONTRACTOR_BUSINESS,
  CONTRACTOR_DETAILS,
  CONTRACTOR_SIGNER,
  expect,
  expectNoAxeViolations,
  hydrated,
  mailedText,
  test,
  toast,
} from "./fixtures";

// The agreement under the Consumer Protection Act, 2002 in the parties' browsers and e-mails: the
// contractor's answer about an in-person visit with its facts (a direct agreement, O. Reg. 17/05,
// s. 35; docs/decisions/0018-agreements-and-ontario-consumer-law.md), a change order that moves the start date (s. 26; docs/decisions/0019-payments-holdback-and-change-orders.md), and the
// homeowner's dated notice of cancellation, e-mailed to both (ss. 92 and 96; docs/decisions/0018-agreements-and-ontario-consumer-law.md).

const DAY = 86_400_000;
const TORONTO = "America/Toronto";
/** A day `days` from today in Toronto, YYYY-MM-DD. */
const inDays = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TORONTO }).format(new Date(Date.now() + days * DAY));
/** A YYYY-MM-DD day in the site's one style, "December 1, 2026". */
const long = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

test("a home visit's facts, a later start by change order and a notice of cancellation, in both browsers and the e-mails @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  // Two browsers through three steps, with axe on the forms and the dialog.
  test.slow();
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey, ...made } =
    await acceptedAgreement(request);
  const { homeownerEmail, contractorEmail } = made;
  // Everything the agreement needs but the contractor's answer about a visit.
  const { directAgreement: _visit, ...details } = CONTRACTOR_DETAILS;
  await completeAgreement(
    request,
    agreementId,
    { manageToken, trackingToken },
    { ...details, ...CONTRACTOR_BUSINESS, signer: CONTRACTOR_SIGNER },
  );
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  const contractor = await newParty({ viewport: size, theme: "dark" });

  // 1. The contractor says it met the homeowner at the home, who negotiated it, where and when.
  await contractor.goto(agreementLink(agreementId, contractorKey));
  await expect(contractor.getByTestId("agreement-missing")).toContainText(
    "Whether the contractor, or someone for it, met the homeowner in person to negotiate or agree the work, and if so who, where and when (you add this)",
  );
  const form = contractor.getByTestId("agreement-details");
  const visit = form.getByTestId("direct-agreement");
  // No answer is chosen for the contractor.
  await (await hydrated(form.getByRole("button", { name: "Save details" }))).click();
  await expect(visit.getByText("Choose an answer")).toBeVisible();
  await visit.getByLabel(/^Yes: I, or someone for me/).check();
  const met = inDays(-2);
  await visit.getByLabel(/Who negotiated it in person for you/).fill("Alex Moreau");
  await visit.getByLabel(/On which day you met/).fill(inDays(3));
  await visit.getByLabel(/Where you met/).fill("12 Elm St, Toronto, ON M4E 2V1");
  await expectNoAxeViolations(contractor);
  await form.getByRole("button", { name: "Save details" }).click();
  // The server's word for a visit that has not happened yet, under the field.
  await expect(visit.getByText("The day you met cannot be after today")).toBeVisible();
  await visit.getByLabel(/On which day you met/).fill(met);
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(toast(contractor, "Details saved")).toBeVisible();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");

  // The homeowner reads the facts before confirming, right after the parties.
  await owner.goto(agreementLink(agreementId, homeownerKey));
  const visited = owner.locator('[data-section="direct-agreement"]');
  for (const text of [
    "How this agreement was negotiated",
    "Yes: in person, away from the contractor's place of business",
    "Negotiated in person for the contractor byAlex Moreau",
    "Where12 Elm St, Toronto, ON M4E 2V1",
    `On${long(met)}`,
    "A direct agreement",
    "O. Reg. 17/05, s. 35",
  ]) {
    await expect(visited).toContainText(text);
  }
  await confirmAgreementByApi(request, agreementId, homeownerKey, "Jordan Lee");
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  // Each party's confirmed copy holds them.
  for (const address of [homeownerEmail, contractorEmail]) {
    const copy = await mailedText(address, "Confirmed: your written agreement");
    expect(copy).toContain("Negotiated in person for the contractor by: Alex Moreau");
    expect(copy).toContain(`On: ${long(met)}`);
  }

  // 2. The contractor proposes a later start; a day gone is refused under the field.
  await contractor.reload();
  const change = contractor.getByTestId("change-order-form");
  await change.getByLabel("What changes").fill("Start later: the fixtures chosen arrive late.");
  await change.getByLabel(/Amount before tax/).fill("0");
  await change.getByLabel(/New start date/).fill(inDays(-1));
  await change.getByLabel("Your full name").fill("Sam Patel");
  await change.getByRole("button", { name: "Confirm and send change order" }).click();
  await expect(
    change.getByText("Choose today or a later day: a new start date cannot be in the past"),
  ).toBeVisible();
  const start = inDays(120);
  const completion = inDays(140);
  await change.getByLabel(/New start date/).fill(start);
  await change.getByLabel(/New completion date/).fill(completion);
  await change.getByRole("button", { name: "Confirm and send change order" }).click();
  await expect(toast(contractor, "Change order 1 sent")).toBeVisible();

  // The homeowner reads the new date in the change order and confirms it.
  await owner.reload();
  const pending = owner.getByTestId("pending-change-order");
  await expect(pending).toContainText(`New start date${long(start)}`);
  await pending.getByLabel("Your full name").fill("Jordan Lee");
  await pending.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(owner, "Change order 1 confirmed")).toBeVisible();
  await contractor.reload();
  for (const page of [owner, contractor]) {
    const dates = page.locator('[data-section="dates"]');
    await expect(dates).toContainText(
      `Start date${long(start)} (change order 1; before: March 1, 2027)`,
    );
    await expect(dates).toContainText(
      `Completion date${long(completion)} (change order 1; before: March 20, 2027)`,
    );
  }
  const proposed = await mailedText(homeownerEmail, "Change order 1 on your written agreement");
  expect(proposed).toContain(
    `This change order moves the start date to ${long(start)} (before: March 1, 2027).`,
  );
  expect(proposed).toContain("(Consumer Protection Act, 2002, s. 26)");
  const answered = await mailedText(contractorEmail, "Change order 1 confirmed");
  expect(answered).toContain(
    `Change order 1 moves the start date to ${long(start)} (before: March 1, 2027)`,
  );

  // 3. The homeowner gives notice of cancellation, after a dialog that asks for the reason.
  // The contractor has none to give: the right is the consumer's.
  await expect(contractor.getByTestId("cancellation-notice")).toHaveCount(0);
  const offer = owner.getByTestId("cancellation-notice");
  await expect(offer).toContainText("It does not decide whether the cancellation is valid");
  await (
    await hydrated(offer.getByRole("button", { name: "Give notice of cancellation" }))
  ).click();
  const dialog = owner.getByRole("dialog", { name: "Give notice of cancellation to Bright Wire?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Give notice of cancellation" }).click();
  await expect(dialog.getByText("Choose a reason")).toBeVisible();
  await dialog.getByLabel(/^Another reason/).check();
  await dialog.getByRole("button", { name: "Give notice of cancellation" }).click();
  await expect(
    dialog.getByText("Say in your own words why you cancel (10 to 2,000 characters)"),
  ).toBeVisible();
  await dialog.getByLabel(/^Within the 10 days to cancel/).check();
  await dialog
    .getByLabel(/In your own words/)
    .fill("We agreed this at the kitchen table on the visit and changed our minds.");
  await expectNoAxeViolations(owner);
  await dialog.getByRole("button", { name: "Give notice of cancellation" }).click();
  await expect(toast(owner, /^Notice of cancellation given/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Both see it dated, in the site's one style; it is not offered twice.
  const today = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: TORONTO }).format(
    new Date(),
  );
  await owner.reload();
  await contractor.reload();
  for (const page of [owner, contractor]) {
    await expect(page.getByTestId("cancellation-notice-given")).toContainText(
      `Notice of cancellation given on ${today}`,
    );
    await expect(page.getByTestId("cancellation-notice")).toHaveCount(0);
    const recorded = page.locator('[data-section="cancellation-notice"]');
    for (const text of [
      "Given byJordan Lee, the homeowner",
      "Reason givenThe 10 days to cancel an agreement negotiated or made in person",
      "We agreed this at the kitchen table",
      "Consumer Protection Act, 2002, s. 43 (1)",
      "Consumer Protection Act, 2002, s. 96; O. Reg. 17/05",
      "Consumer Protection Act, 2002, s. 92",
    ]) {
      await expect(recorded).toContainText(text);
    }
  }
  await expectNoAxeViolations(contractor);
  // And each holds the dated notice by e-mail.
  const subject = `Notice of cancellation of written agreement No. ${agreementId}`;
  const toOwner = await mailedText(homeownerEmail, subject);
  expect(toOwner).toContain(`You gave notice through TorontoPros on ${today}`);
  const toContractor = await mailedText(contractorEmail, subject);
  expect(toContractor).toContain(
    `Jordan Lee, the homeowner, gave notice through TorontoPros on ${today}`,
  );
  for (const text of [toOwner, toContractor]) {
    expect(text).toContain("We agreed this at the kitchen table");
    expect(text).toContain("(Consumer Protection Act, 2002, s. 92)");
    expect(text).toContain("it does not decide whether the cancellation is valid");
  }
});
