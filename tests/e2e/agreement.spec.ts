import type { Page } from "@playwright/test";

import {
  acceptedAgreement,
  agreementLink,
  expect,
  expectNoAxeViolations,
  test,
  toast,
} from "./fixtures";

// The written agreement: made when the owner accepts an itemised proposal, completed and confirmed
// by both parties in their own browsers, printed, and changed only by numbered change orders.

async function confirmAs(page: Page, name: string) {
  const form = page.getByTestId("confirm-agreement");
  await form.getByLabel("Your full name").fill(name);
  await form.getByRole("button", { name: "Confirm" }).click();
}

test("homeowner and contractor, each in their own browser, complete and confirm the same agreement @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken } = await acceptedAgreement(request);
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  const contractor = await newParty({ viewport: size });

  // The homeowner opens it from their manage link's key: addresses first.
  await owner.goto(agreementLink(agreementId, manageToken));
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for addresses");
  // The key leaves the address bar.
  expect(owner.url()).not.toContain(manageToken);
  const address = owner.getByTestId("agreement-address");
  await address.getByRole("button", { name: "Save address" }).click();
  await expect(address.getByText("Give the full address")).toBeVisible();
  await address.getByLabel(/Your address/).fill("12 Elm St, Toronto, ON M4E 2V1");
  await address.getByRole("button", { name: "Save address" }).click();
  await expect(
    owner.getByText(/Waiting for the contractor to add their business address/),
  ).toBeVisible();

  // The contractor, from the tracking link, adds the business; nobody has confirmed yet.
  await contractor.goto(agreementLink(agreementId, trackingToken));
  const business = contractor.getByTestId("agreement-address");
  await business.getByLabel("Business name").fill("Bright Wire Ltd.");
  await business.getByLabel(/Business address/).fill("9 Queen St E, Toronto, ON M5C 1R5");
  await business.getByRole("button", { name: "Save address" }).click();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");

  // The contractor confirms with a typed name; an empty one is refused under the field.
  await contractor
    .getByTestId("confirm-agreement")
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(contractor.getByText("Type your full name to confirm")).toBeVisible();
  await confirmAs(contractor, "Sam Patel");
  await expect(contractor.getByTestId("waiting-confirmation")).toContainText(
    "Waiting for the homeowner",
  );

  await owner.reload();
  await confirmAs(owner, "Jordan Lee");
  await expect(toast(owner, "Confirmed by both")).toBeVisible();
  await expect(owner.getByTestId("agreement-state")).toHaveText("Confirmed by both");

  // Both hold the same text, with both confirmations.
  await contractor.reload();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Confirmed by both");
  const ownerText = await owner.getByTestId("agreement-document").innerText();
  const contractorText = await contractor.getByTestId("agreement-document").innerText();
  expect(ownerText).toBe(contractorText);
  for (const expected of [
    "Confirmed by Jordan Lee",
    "Confirmed by Sam Patel",
    "$2,902.96",
    "12 Elm St, Toronto, ON M4E 2V1",
    "Bright Wire Ltd.",
  ]) {
    expect(ownerText).toContain(expected);
  }
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
  const { agreementId, manageToken, trackingToken } = await acceptedAgreement(request);
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  for (const [token, data] of [
    [manageToken, { address: "12 Elm St, Toronto, ON M4E 2V1" }],
    [
      trackingToken,
      { address: "9 Queen St E, Toronto, ON M5C 1R5", businessName: "Bright Wire Ltd." },
    ],
  ] as const) {
    const response = await request.post(`/api/agreements/${agreementId}/address`, {
      data,
      headers: headers(token),
    });
    expect(response.status()).toBe(200);
  }
  for (const [token, name] of [
    [manageToken, "Jordan Lee"],
    [trackingToken, "Sam Patel"],
  ] as const) {
    const response = await request.post(`/api/agreements/${agreementId}/confirm`, {
      data: { name },
      headers: headers(token),
    });
    expect(response.status()).toBe(200);
  }

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
    "quotes@brightwire.example",
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
    "within 10 days after you receive your written copy",
    "cancel the agreement at any time before the work begins",
    "Confirmed by Jordan Lee",
    "Confirmed by Sam Patel",
  ]) {
    expect(squash(text), field).toContain(squash(field));
  }
  expect(squash(text)).not.toContain(squash("Save address"));
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
