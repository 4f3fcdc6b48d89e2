import {
  acceptedAgreement,
  agreementLink,
  agreementWrite,
  completeAgreement,
  confirmAgreementByApi,
  confirmAgreementInPage as confirmAs,
  expect,
  expectNoAxeViolations,
  test,
  toast,
} from "./fixtures";

// The written agreement: made when the owner accepts an itemised proposal, completed and confirmed
// by both parties in their own browsers, printed, and changed only by numbered change orders.

test("homeowner and contractor, each in their own browser, complete and confirm the same agreement @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  // Two browsers through every step, with axe three times: longer than most on a busy machine.
  test.slow();
  const { agreementId, manageToken, homeownerKey, contractorKey } =
    await acceptedAgreement(request);
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  // The contractor reads it in the dark theme.
  const contractor = await newParty({ viewport: size, theme: "dark" });

  // The homeowner opens it from their manage link's key: what is missing first, each item with
  // who adds it.
  await owner.goto(agreementLink(agreementId, manageToken));
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for required details");
  // The key leaves the address bar.
  expect(owner.url()).not.toContain(manageToken);
  const missing = owner.getByTestId("agreement-missing");
  await expect(missing).toContainText("The address where the work is done (you add this)");
  await expect(missing).toContainText("How payments are made (the contractor adds this)");
  await expect(missing).toContainText(
    "Every additional charge that applies or may apply (permit fees, disposal, concealed conditions), or a statement that none does (the contractor adds this)",
  );
  // Nothing required is printed as "Not given": it is named as missing until it is added.
  const shown = owner.getByTestId("agreement-document");
  await expect(shown).not.toContainText("Not given");
  await expect(shown).toContainText("Missing: the contractor adds this before either party");
  const address = owner.getByTestId("agreement-details");
  await address.getByRole("button", { name: "Save details" }).click();
  await expect(address.getByText("Give the full address")).toBeVisible();
  await address.getByLabel(/Your address/).fill("12 Elm St, Toronto, ON M4E 2V1");
  await address.getByRole("button", { name: "Save details" }).click();
  await expect(owner.getByTestId("waiting-details")).toContainText(
    "Waiting for the contractor to add theirs",
  );
  await expect(missing).not.toContainText("The address where the work is done");

  // The contractor, from the link e-mailed to them, adds what is theirs; nobody has confirmed yet.
  await contractor.goto(agreementLink(agreementId, contractorKey));
  const business = contractor.getByTestId("agreement-details");
  await business.getByLabel("Legal or business name").fill("Bright Wire Ltd.");
  await business.getByLabel(/Operating name/).fill("Bright Wire Electric");
  await business.getByLabel(/Business address/).fill("9 Queen St E, Toronto, ON M5C 1R5");
  await business.getByLabel("Telephone").fill("call me");
  await business.getByLabel("Materials or specifications").fill("LED wafer lights, 14/2 cable");
  await business.getByLabel(/How you are paid/).fill("E-transfer or cheque");
  await business.getByLabel("These additional charges apply or may apply").check();
  await business.getByLabel(/^Charge 1(?!:)/).fill("Drywall repair of concealed damage");
  await business.getByLabel("Charge 1: amount or how it is computed").fill("$85.00 an hour");
  await business.getByRole("button", { name: "Add a charge" }).click();
  await business.getByLabel(/^Charge 2(?!:)/).fill("Disposal bin");
  await business.getByLabel("Charge 2: amount or how it is computed").fill("$120.00");
  await business.getByLabel(/I have none/).check();
  // Nobody met the homeowner in person for it: not a direct agreement (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
  await business.getByLabel(/^No: we did not meet in person/).check();
  // The form with its missing items, both radio groups and two charges, is accessible.
  await expectNoAxeViolations(contractor);
  await business.getByRole("button", { name: "Save details" }).click();
  // The server's message for a telephone number it cannot read, under the field.
  await expect(business.getByText(/Give a telephone number with its area code/)).toBeVisible();
  await business.getByLabel("Telephone").fill("416-555-0142");
  await business.getByRole("button", { name: "Save details" }).click();
  // "Bright Wire" is a business: it confirms through a person, named with their role before
  // anyone may confirm, and not by the business's own name.
  await expect(contractor.getByTestId("agreement-state")).toHaveText(
    "Waiting for required details",
  );
  await expect(contractor.getByTestId("agreement-missing")).toContainText(
    "The person who confirms for the contractor, and their role (you add this)",
  );
  const signer = contractor.getByTestId("agreement-signer");
  await signer.getByLabel("Full name of the person who confirms").fill("Bright Wire Ltd.");
  await signer.getByLabel(/Their role/).fill("Owner");
  await signer.getByRole("button", { name: "Name the person who confirms" }).click();
  await expect(
    signer.getByText("Give the name of the person who confirms, not the business's name"),
  ).toBeVisible();
  await signer.getByLabel("Full name of the person who confirms").fill("Sam Patel");
  await signer.getByRole("button", { name: "Name the person who confirms" }).click();
  await expect(toast(contractor, "Saved: the agreement names who confirms")).toBeVisible();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");
  const added = contractor.getByTestId("agreement-document");
  for (const text of [
    "Bright Wire Electric",
    "416-555-0142",
    "E-transfer or cheque",
    "Disposal bin",
    "$120.00",
    "The contractor has no cancellation or termination terms of its own",
    "Nothing in this agreement binds either party until both have confirmed it",
  ]) {
    await expect(added).toContainText(text);
  }
  await expect(added).not.toContainText("Missing: ");

  // The confirmation comes after the whole document; the top of the page points to it.
  await expect(contractor.getByTestId("confirm-below")).toContainText(
    "Its confirmation is at the end",
  );
  const step = contractor.getByTestId("confirm-agreement");
  expect(
    await step.evaluate((form) =>
      Boolean(
        document
          .querySelector('[data-testid="agreement-document"]')!
          .compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ),
  ).toBe(true);
  await expect(added).toContainText("Confirms for the contractor");
  await expect(added).toContainText("Sam Patel, Owner");
  await expect(step).toContainText("What confirming does");
  await expect(step).toContainText("Nothing binds either of you until both have confirmed");
  await expect(step).toContainText(
    "Type the name of the person who signs for the contractor: Sam Patel (Owner)",
  );
  // Neither box nor name: both are asked for under their fields.
  await step.getByRole("button", { name: "Confirm" }).click();
  await expect(step.getByText("Type your full name to confirm")).toBeVisible();
  await expect(step.getByText("Tick the box once you have read the whole agreement")).toBeVisible();
  await expectNoAxeViolations(contractor);
  // The business's name is not the signature: the server says whose name to type.
  await step.getByLabel("I have read the whole agreement").check();
  await step.getByLabel("Your full name").fill("Bright Wire");
  await step.getByRole("button", { name: "Confirm" }).click();
  await expect(
    step.getByText(
      "Type the name of the person who signs for the contractor, as the agreement gives it: Sam Patel",
    ),
  ).toBeVisible();
  await step.getByLabel("Your full name").fill("Sam Patel");
  await step.getByRole("button", { name: "Confirm" }).click();
  await expect(contractor.getByTestId("waiting-confirmation")).toContainText(
    "Waiting for the homeowner",
  );

  // The homeowner's manage link filled in the address but signs nothing: the page offers the
  // link e-mailed to them instead of the confirmation.
  await owner.reload();
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");
  await expect(owner.getByTestId("proof-notice")).toBeVisible();
  await expect(owner.getByTestId("confirm-agreement")).toHaveCount(0);
  // From that e-mailed link: the box and their own name, case aside, kept as typed.
  await owner.goto(agreementLink(agreementId, homeownerKey));
  await expect(owner.getByTestId("proof-notice")).toHaveCount(0);
  const ownerStep = owner.getByTestId("confirm-agreement");
  await expect(ownerStep).toContainText(
    "The other party has confirmed, so your confirmation makes the agreement binding",
  );
  await expect(ownerStep).toContainText(
    "Type the homeowner's name as the agreement gives it: Jordan Lee",
  );
  await expect(owner.getByTestId("agreement-signer")).toHaveCount(0);
  await ownerStep.getByLabel("Your full name").fill("Jordan Lee");
  await ownerStep.getByRole("button", { name: "Confirm" }).click();
  await expect(
    ownerStep.getByText("Tick the box once you have read the whole agreement"),
  ).toBeVisible();
  await expectNoAxeViolations(owner);
  await confirmAs(owner, "JORDAN LEE");
  await expect(toast(owner, "Confirmed by both")).toBeVisible();
  await expect(owner.getByTestId("agreement-state")).toHaveText("Confirmed by both");

  // Both hold the same text, with both confirmations.
  await contractor.reload();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Confirmed by both");
  const ownerText = await owner.getByTestId("agreement-document").innerText();
  const contractorText = await contractor.getByTestId("agreement-document").innerText();
  expect(ownerText).toBe(contractorText);
  // Each name as typed, with the time in Toronto's time zone.
  expect(ownerText).toMatch(/Confirmed by JORDAN LEE on .+ E[SD]T/);
  expect(ownerText).toMatch(/Confirmed by Sam Patel on .+ E[SD]T/);
  for (const expected of [
    "$2,902.96",
    "12 Elm St, Toronto, ON M4E 2V1",
    "Bright Wire Ltd.",
    "Date of this agreement",
    "Holdback, paid 60 days after completion",
    "$290.30",
  ]) {
    expect(ownerText).toContain(expected);
  }
  expect(ownerText).not.toContain("Not yet: the agreement is dated");
  // Nothing overflows sideways on either side.
  for (const page of [owner, contractor]) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
  }
  // Confirmed, the API refuses any further edit of the addresses.
  const edit = await request.post(`/api/agreements/${agreementId}/address`, {
    data: { address: "1 Other Rd, Toronto, ON M4E 2V1" },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(edit.status()).toBe(409);

  // A change order: the homeowner proposes and confirms it, the contractor confirms it.
  const change = owner.getByTestId("change-order-form");
  await change.getByLabel("What changes").fill("Add two more pot lights in the hallway.");
  await change.getByLabel(/Amount before tax/).fill("450");
  await expect(change.getByTestId("change-preview")).toHaveText(
    "Price change before tax: +$450.00",
  );
  await change.getByLabel("Your full name").fill("Jordan Lee");
  await change.getByRole("button", { name: "Confirm and send change order" }).click();
  await expect(toast(owner, "Change order 1 sent")).toBeVisible();

  await contractor.reload();
  const pending = contractor.getByTestId("pending-change-order");
  await expect(pending).toContainText("Add two more pot lights in the hallway.");
  await pending.getByLabel("Your full name").fill("Sam Patel");
  await pending.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(contractor, "Change order 1 confirmed")).toBeVisible();
  // $2,568.99 + $450.00 = $3,018.99, HST $392.47: $3,411.46.
  await expect(contractor.getByTestId("agreement-document")).toContainText(
    "Total with confirmed change orders$3,411.46",
  );
});

test("the printed agreement (page.pdf) holds every field Ontario asks of it, also from dark mode", async ({
  newParty,
  request,
}) => {
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey, contractorEmail } =
    await acceptedAgreement(request);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, homeownerKey, "Jordan Lee");
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");

  const page = await newParty({ theme: "dark" });
  await page.goto(agreementLink(agreementId, manageToken));
  await expect(page.getByTestId("agreement-state")).toHaveText("Confirmed by both");
  await expectNoAxeViolations(page);

  // Paper is light whatever the screen's theme, and the site's header and buttons are left out.
  await page.emulateMedia({ media: "print" });
  const ink = await page
    .getByTestId("agreement-document")
    .evaluate((node) => getComputedStyle(node).color);
  expect(ink).not.toMatch(/oklch\(0\.9/);
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();

  const pdf = await page.pdf({ format: "A4" });
  const text = await pdfText(pdf);
  for (const field of [
    "Home renovation agreement",
    "not legal advice",
    "Jordan Lee",
    "12 Elm St, Toronto, ON M4E 2V1",
    "Bright Wire Ltd.",
    "9 Queen St E, Toronto, ON M5C 1R5",
    contractorEmail,
    "7001234",
    "esasafe.com",
    "Install pot lights",
    "Cut in eight pot lights",
    "$2,568.99",
    "HST no. 123456789RT0001",
    "$333.97",
    "$2,902.96",
    "$290.00",
    "On completion",
    "March 1, 2027",
    "March 20, 2027",
    "12 months from completion",
    "The contractor obtains every building permit",
    "more than 10 % above it",
    "until 10 days after you receive your written copy",
    "Payment method",
    "Holdback (10 %)",
    "$290.30",
    "Construction Act (Ontario), ss. 22, 26, 31 and 32",
    "Consumer Protection Act, 2002, s. 26",
    "Consumer Protection Act, 2023",
    "Date of this agreement",
    "cancel the agreement at any time before the work begins",
    "Confirmed by Jordan Lee",
    "Confirmed by Sam Patel",
  ]) {
    expect(squash(text), field).toContain(squash(field));
  }
  expect(squash(text)).not.toContain(squash("Save details"));
  expect(squash(text)).not.toContain(squash("Not given"));
  const letter = await pdfText(await page.pdf({ format: "Letter" }));
  expect(squash(letter)).toContain("$2,902.96");
});

/** Text without white space: pdf.js splits a line's runs at punctuation, with spaces between. */
const squash = (text: string) => text.replace(/\s+/g, "");

/** The text of a PDF, its lines joined by spaces (pdf.js, as a reader's copy would show it). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join(" ").replace(/\s+/g, " ");
}

test("a confirmation of terms that changed meanwhile is refused, and the page shows the new version @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey } =
    await acceptedAgreement(request);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  const owner = await newParty({ viewport: viewport ?? { width: 1280, height: 800 } });
  await owner.goto(agreementLink(agreementId, homeownerKey));
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");
  await expect(owner.getByTestId("agreement-document")).toContainText("E-transfer");

  // While the homeowner reads, the contractor changes the payment method: a new version.
  await agreementWrite(
    request,
    agreementId,
    "details",
    { paymentMethod: "Certified cheque only" },
    trackingToken,
  );
  await confirmAs(owner, "Jordan Lee");
  await expect(toast(owner, "The agreement changed since you opened it")).toBeVisible();
  await expect(owner.getByTestId("agreement-document")).toContainText("Certified cheque only");
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");

  // Confirming the version now shown works.
  await confirmAs(owner, "Jordan Lee");
  await expect(owner.getByTestId("waiting-confirmation")).toContainText(
    "Waiting for the contractor",
  );
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  await owner.reload();
  await expect(owner.getByTestId("agreement-state")).toHaveText("Confirmed by both");
  await expect(owner.getByTestId("agreement-document")).toContainText("Certified cheque only");
});

test("the homeowner declines after the contractor confirmed: withdrawn for both, nothing binds @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken, contractorKey } =
    await acceptedAgreement(request);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size, theme: "dark" });
  const contractor = await newParty({ viewport: size });

  // The contractor has confirmed; the homeowner is not bound, and the page says so.
  await owner.goto(agreementLink(agreementId, manageToken));
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");
  await expect(owner.getByTestId("agreement-document")).toContainText(
    "Nothing in this agreement binds either party until both have confirmed it",
  );
  const panel = owner.getByTestId("decline-agreement");
  await expect(panel).toContainText(
    "Nothing in this agreement binds either of you until you have both confirmed it",
  );
  // The contractor, from the link e-mailed to them, has no such button.
  await contractor.goto(agreementLink(agreementId, contractorKey));
  await expect(contractor.getByTestId("waiting-confirmation")).toContainText(
    "Waiting for the homeowner",
  );
  await expect(contractor.getByTestId("decline-agreement")).toHaveCount(0);

  // Declining asks first; keeping it changes nothing.
  await panel.getByRole("button", { name: "Decline the agreement" }).click();
  const dialog = owner.getByRole("dialog");
  await expect(dialog).toContainText("Decline the agreement with Bright Wire?");
  await expectNoAxeViolations(owner);
  await dialog.getByRole("button", { name: "Keep the agreement" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");
  await panel.getByRole("button", { name: "Decline the agreement" }).click();
  await dialog.getByRole("button", { name: "Decline the agreement" }).click();
  await expect(toast(owner, "Agreement declined")).toBeVisible();
  await expect(owner.getByTestId("agreement-state")).toHaveText("Withdrawn");
  await expect(owner.getByText("This agreement was withdrawn")).toBeVisible();
  await expect(owner.getByTestId("confirm-agreement")).toHaveCount(0);
  await expect(owner.getByTestId("decline-agreement")).toHaveCount(0);

  // The contractor sees it withdrawn too, and can no longer have it confirmed.
  await contractor.reload();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Withdrawn");
  await expect(contractor.getByText("Nothing in it binds either party")).toBeVisible();
});

test("once both confirmed, the homeowner has no decline: only change orders", async ({
  page,
  request,
}) => {
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey } =
    await acceptedAgreement(request);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  await confirmAgreementByApi(request, agreementId, homeownerKey, "Jordan Lee");
  await page.goto(agreementLink(agreementId, manageToken));
  await expect(page.getByTestId("agreement-state")).toHaveText("Confirmed by both");
  await expect(page.getByTestId("decline-agreement")).toHaveCount(0);
  const refused = await request.post(`/api/agreements/${agreementId}/decline`, {
    data: {},
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(refused.status()).toBe(409);
});

test("a correction before both confirm: the other party sees each change, accepts it, and both confirm the new version @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey } =
    await acceptedAgreement(request);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  const contractor = await newParty({ viewport: size, theme: "dark" });

  // The homeowner finds the permit line priced wrong and proposes a correction.
  await owner.goto(agreementLink(agreementId, manageToken));
  const form = owner.getByTestId("propose-correction");
  await form.getByRole("button", { name: "Propose a correction" }).click();
  await form.getByLabel("Line 2: unit price").fill("80.00");
  await form.getByLabel("Completion date").fill("2027-03-27");
  await form.getByRole("button", { name: "Send the correction" }).click();
  await expect(form.getByText("Say what the correction changes and why")).toBeVisible();
  await form
    .getByLabel("What you correct and why")
    .fill("The ESA permit is $80.00; one more week.");
  await form.getByRole("button", { name: "Send the correction" }).click();
  await expect(toast(owner, "Correction sent")).toBeVisible();
  const mine = owner.getByTestId("correction");
  await expect(mine).toContainText("You proposed a correction of the terms");
  await expect(mine).toContainText("Waiting for the other party's answer");

  // The contractor, who had confirmed, sees each term before and after, and accepts it (from the
  // link e-mailed to them, which also confirms again below).
  await contractor.goto(agreementLink(agreementId, contractorKey));
  const theirs = contractor.getByTestId("correction");
  await expect(theirs).toContainText("The homeowner proposes a correction of the terms");
  await expect(theirs).toContainText("The ESA permit is $80.00; one more week.");
  const total = theirs.getByRole("row", { name: /^Total / });
  await expect(total).toContainText("$2,902.96");
  await expect(total).toContainText("$2,880.37");
  await expect(theirs.getByRole("row", { name: /Completion date/ })).toContainText("2027-03-27");
  await expectNoAxeViolations(contractor);
  await theirs.getByRole("button", { name: "Accept the correction" }).click();
  await expect(toast(contractor, "Correction accepted")).toBeVisible();
  // Its earlier confirmation is cleared: both confirm the corrected text.
  await expect(contractor.getByTestId("agreement-document")).toContainText("$2,880.37");
  await confirmAs(contractor, "Sam Patel");
  await expect(contractor.getByTestId("waiting-confirmation")).toBeVisible();
  // The homeowner's manage link proposed the correction; the link e-mailed to them confirms.
  await owner.goto(agreementLink(agreementId, homeownerKey));
  await confirmAs(owner, "Jordan Lee");
  await expect(owner.getByTestId("agreement-state")).toHaveText("Confirmed by both");
  await expect(owner.getByTestId("agreement-document")).toContainText("March 27, 2027");
});

test("on a phone the agreement's price table is stacked rows: nothing scrolls sideways at 360 px, the total stays in view @phone", async ({
  newParty,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a phone's width");
  // Fourteen lines of $100.00: $1,400.00, HST $182.00, total $1,582.00.
  const lines = Array.from({ length: 14 }, (_, index) => ({
    description: `Pot light ${index + 1}: cut in, wire and trim an LED wafer light`,
    quantity: 1,
    unit: "each",
    unitPriceCents: 10_000,
  }));
  const { agreementId, manageToken, trackingToken } = await acceptedAgreement(request, {
    structured: {
      lineItems: lines,
      hstRegistered: true,
      hstNumber: "123456789RT0001",
      deposit: { kind: "amount", cents: 15_000 },
      schedule: [
        { description: "Deposit", amountCents: 15_000 },
        { description: "On completion", amountCents: 143_200 },
      ],
      startDate: "2027-03-01",
      completionDate: "2027-03-20",
      warrantyMonths: 12,
      warrantyCovers: "Workmanship on the new fixtures.",
      permitsBy: "contractor",
      credentials: { esaLicence: "7001234", wsibClearance: "A1234567" },
    },
  });
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  for (const theme of ["light", "dark"] as const) {
    const page = await newParty({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      theme,
    });
    await page.goto(agreementLink(agreementId, manageToken));
    const price = page.locator('[data-section="price"]');
    // Stacked rows, not the table: each line with its quantity, unit price and amount named.
    await expect(price.getByTestId("agreement-table")).toBeHidden();
    const rows = price.getByTestId("agreement-row");
    await expect(rows).toHaveCount(14);
    await expect(rows.first()).toContainText("Pot light 1: cut in");
    await expect(rows.first()).toContainText(/Quantity\s*1 each/);
    await expect(rows.first()).toContainText(/Unit price\s*\$100\.00/);
    await expect(rows.first()).toContainText(/Amount\s*\$100\.00/);
    // Nothing wider than the screen: the page, and every section of the document.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const wide = await page
      .getByTestId("agreement-document")
      .evaluate((document) =>
        [...document.querySelectorAll("section, dl, ul, li")]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
    expect(wide).toEqual([]);
    // Reading the first line, the total is on screen already; and still at the last line.
    const total = price.getByTestId("agreement-rows-total");
    await expect(total).toContainText(/Total\s*\$1,582\.00/);
    for (const row of [rows.first(), rows.nth(7), rows.last()]) {
      await row.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await expect(total).toBeInViewport();
    }
    // The payments too: stacked, with the holdback of each.
    const payments = page.locator('[data-section="payment"]').getByTestId("agreement-row");
    await expect(payments).toHaveCount(2);
    await expect(payments.last()).toContainText(/Holdback \(10 %\)\s*\$143\.20/);
    await expectNoAxeViolations(page);
  }
});

test("a change order declined changes nothing; one confirmed rewrites the total, the completion date and the schedule, in both browsers @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey } =
    await acceptedAgreement(request);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, homeownerKey, "Jordan Lee");
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  const contractor = await newParty({ viewport: size, theme: "dark" });

  /** The homeowner proposes $450.00 more work that moves the completion date a week. */
  async function propose(description: string) {
    await owner.goto(agreementLink(agreementId, homeownerKey));
    const change = owner.getByTestId("change-order-form");
    await change.getByLabel("What changes").fill(description);
    await change.getByLabel(/Amount before tax/).fill("450");
    await change.getByLabel(/New completion date/).fill("2027-03-27");
    await change.getByLabel("Your full name").fill("Jordan Lee");
    await change.getByRole("button", { name: "Confirm and send change order" }).click();
    await expect(toast(owner, /Change order \d sent/)).toBeVisible();
  }

  // The contractor declines the first: the agreement stays as it was.
  await propose("Add two more pot lights in the hallway.");
  await contractor.goto(agreementLink(agreementId, contractorKey));
  const pending = contractor.getByTestId("pending-change-order");
  await expect(pending).toContainText("Add two more pot lights in the hallway.");
  await expect(pending).toContainText("+$58.50");
  await expectNoAxeViolations(contractor);
  await pending.getByRole("button", { name: "Decline change order 1" }).click();
  await expect(toast(contractor, "Change order 1 declined")).toBeVisible();
  const contractorDocument = contractor.getByTestId("agreement-document");
  await expect(contractorDocument).toContainText("Declined by the contractor on");
  await expect(contractorDocument).not.toContainText("Total with confirmed change orders");
  await expect(contractor.getByTestId("pending-change-order")).toHaveCount(0);

  // The homeowner may propose again; the contractor confirms the second.
  await propose("Add two more pot lights in the hall, with dimmers.");
  await contractor.reload();
  const second = contractor.getByTestId("pending-change-order");
  await expect(second).toContainText("Change order 2 awaits your confirmation");
  await second.getByLabel("Your full name").fill("Sam Patel");
  await second.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(contractor, "Change order 2 confirmed")).toBeVisible();

  // Both read the same new total, completion date and schedule: $2,902.96 + $450.00 + $58.50.
  await owner.reload();
  for (const page of [owner, contractor]) {
    const document = page.getByTestId("agreement-document");
    await expect(document).toContainText("Total with confirmed change orders$3,411.46");
    await expect(document).toContainText("March 27, 2027 (change order 2; before: March 20, 2027)");
    const payments = page.locator('[data-section="payment"]');
    // The last payment took up the change; the holdback is 10 % of the new total.
    await expect(payments).toContainText("$3,121.46");
    await expect(payments).toContainText("$341.15");
    await expect(payments).toContainText(/Total\s*\$3,411\.46/);
  }
  expect(await owner.getByTestId("agreement-document").innerText()).toBe(
    await contractor.getByTestId("agreement-document").innerText(),
  );
});
