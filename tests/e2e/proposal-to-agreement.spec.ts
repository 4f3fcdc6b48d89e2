import type { APIRequestContext, Locator, Page } from "@playwright/test";

import {
  choose,
  expect,
  hydrated,
  mailedLink,
  manageLink,
  postProjectByApi,
  proposeByApi,
  test,
  toast,
} from "./fixtures";

// The whole loop, each side in its own browser: a contractor sends an itemised proposal through
// the dialog, the owner compares it with two others side by side and accepts it, and both confirm
// the written agreement that acceptance made (each from the link e-mailed to them: the tracking
// and manage links fill it in but sign nothing), then hold the same text.

const ME = "Maple Leaf Renovations";
const CHEAPER = "Budget Basements";
const SIMPLE = "Handy Hal";

/** An address of its own for each contractor of a test: the mail budget is per address. */
const addressOf = (local: string, domain: string) =>
  `${local}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@${domain}`;

const line = (dialog: Locator, index: number, field: string) =>
  dialog.locator(`#proposal-structured-lineItems-${index}-${field}`);

/** Two other proposals by API: an itemised one for $4,520.00 and a simple one. */
async function otherProposals(request: APIRequestContext, projectId: number) {
  const common = {
    projectId,
    timeline: "3 weeks",
    approach: "Frame, insulate, drywall and finish the basement walls and ceiling.",
    experience: "Basement finishing across Toronto for over ten years, insured.",
  };
  await proposeByApi(request, {
    ...common,
    contractorName: CHEAPER,
    contractorEmail: addressOf("quotes", "budget.example"),
    structured: {
      lineItems: [{ description: "Drywall", quantity: 40, unit: "hour", unitPriceCents: 10_000 }],
      hstRegistered: true,
      hstNumber: "987654321RT0001",
    },
  });
  await proposeByApi(request, {
    ...common,
    contractorName: SIMPLE,
    contractorEmail: addressOf("hal", "handy.example"),
    bidAmount: "$5,000 - $10,000",
  });
}

/** The contractor's itemised proposal through the dialog, from `email`: $6,215.00 with HST. */
async function sendItemised(page: Page, displayId: number, email: string): Promise<string> {
  await page.goto(`/project/${displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }).first())).click();
  const dialog = page.getByRole("dialog", { name: "Submit a Proposal" });
  await dialog.getByLabel("Itemised quote (recommended)").check();
  await line(dialog, 0, "description").fill("Frame and drywall the basement");
  await line(dialog, 0, "quantity").fill("1");
  await line(dialog, 0, "unit").fill("job");
  await line(dialog, 0, "unitPrice").fill("5,500");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$6,215.00");
  // The first line is an estimate: the agreement will say so and state the 10 % rule.
  await dialog.getByTestId("line-pricing").first().selectOption("estimate");
  await dialog.getByLabel("HST number").fill("123456789RT0001");
  await choose(page, "Timeline", "3 weeks");
  await dialog.getByLabel("Approach").fill("Permit first, then framing, insulation and drywall.");
  await dialog
    .getByLabel("Relevant experience")
    .fill("Twelve years finishing basements in Toronto.");
  await dialog.getByLabel("Your name or company").fill(ME);
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Proposed start").fill("2027-04-05");
  await dialog.getByLabel("Proposed completion").fill("2027-04-30");
  await dialog.getByLabel("Warranty term (months)").fill("24");
  await dialog.getByLabel("What the warranty covers").fill("Framing and drywall workmanship.");
  await dialog
    .getByRole("combobox", { name: "Who obtains the permits?" })
    .selectOption("contractor");
  await dialog.getByLabel("Business name").fill("Maple Leaf Renovations Inc.");
  await dialog.getByLabel("Business address").fill("88 King St W, Toronto, ON M5H 1A1");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();
  return page.getByTestId("tracking-link").inputValue();
}

test("a contractor's itemised proposal is compared with two others, accepted, and both parties confirm the same agreement @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const size = viewport ?? { width: 1280, height: 800 };
  const { project, manageToken, homeownerEmail } = await postProjectByApi(request, {
    title: `Finish the basement ${Date.now()}`,
    description: "Frame, insulate and drywall a 700 sq ft basement.",
    category: "Renovation",
    budget: "$5,000 - $10,000",
    homeowner: "Robin Chen",
  });
  const contractorEmail = addressOf("bids", "mapleleaf.example");
  const contractor = await newParty({ viewport: size });
  const owner = await newParty({ viewport: size });

  const trackingLink = await sendItemised(contractor, project.displayId, contractorEmail);
  await otherProposals(request, project.displayId);

  // The owner compares the three: ordered by total, the simple one last.
  await owner.goto(manageLink(project.displayId, manageToken));
  await owner.getByRole("tab", { name: "Compare" }).click();
  const comparison = owner.getByTestId("proposal-comparison");
  const columns = comparison.getByTestId("compare-column");
  await expect(columns.getByRole("heading")).toHaveText([CHEAPER, ME, SIMPLE]);
  await expect(comparison.getByTestId("compare-total").first()).toHaveText("$4,520.00");
  await expect(comparison.getByTestId("compare-total").nth(1)).toHaveText("$6,215.00");

  // They accept the contractor's, though it is not the lowest, through the dialog.
  const mine = columns.filter({ has: owner.getByRole("heading", { name: ME }) });
  await mine.scrollIntoViewIfNeeded();
  await mine.getByRole("button", { name: "Accept", exact: true }).click();
  const confirmDialog = owner.getByRole("dialog", { name: `Accept ${ME}'s proposal?` });
  await expect(confirmDialog).toContainText("a written agreement is prepared");
  await confirmDialog.getByRole("button", { name: "Accept proposal" }).click();
  await owner.getByRole("link", { name: "Open the written agreement" }).first().click();

  // The owner adds the work's address; the contractor still has to add its part.
  await expect(owner.getByTestId("agreement-state")).toHaveText("Waiting for required details");
  const address = owner.getByTestId("agreement-details");
  await address.getByLabel(/Your address/).fill("17 Birch Ave, Toronto, ON M4V 1C8");
  await address.getByRole("button", { name: "Save details" }).click();
  await expect(owner.getByTestId("waiting-details")).toContainText(
    "Waiting for the contractor to add theirs",
  );

  // The contractor follows their tracking link to the agreement, adds what the Act requires that
  // the proposal did not hold, and confirms it.
  await contractor.goto(trackingLink);
  await expect(contractor.getByTestId("proposal-status")).toHaveText("Accepted");
  await contractor.getByRole("link", { name: "Open the agreement" }).click();
  await expect(contractor.getByTestId("agreement-state")).toHaveText(
    "Waiting for required details",
  );
  const details = contractor.getByTestId("agreement-details");
  await details.getByLabel("Telephone").fill("647-555-0188");
  await details
    .getByLabel("Materials or specifications")
    .fill("2x4 SPF studs, R-22 batts, 1/2-inch drywall");
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
  // A person confirms for the business: the contractor names them before anyone confirms.
  await expect(contractor.getByTestId("agreement-state")).toHaveText(
    "Waiting for required details",
  );
  const signer = contractor.getByTestId("agreement-signer");
  await signer.getByLabel("Full name of the person who confirms").fill("Lee Tremblay");
  await signer.getByLabel(/Their role/).fill("Director");
  await signer.getByRole("button", { name: "Name the person who confirms" }).click();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Waiting for confirmation");
  await expect(contractor.getByTestId("agreement-document")).toContainText(
    "Lee Tremblay, Director",
  );
  // The tracking link filled it in, but anyone who sent the proposal holds it: the contractor
  // confirms from the link e-mailed to the proposal's address.
  await expect(contractor.getByTestId("proof-notice")).toBeVisible();
  await expect(contractor.getByTestId("confirm-agreement")).toHaveCount(0);
  const readyMail = "Your written agreement is ready to confirm";
  await contractor.goto(await mailedLink(contractorEmail, "/agreement/", readyMail));
  const contractorConfirm = contractor.getByTestId("confirm-agreement");
  await contractorConfirm.getByLabel("I have read the whole agreement").check();
  await contractorConfirm.getByLabel("Your full name").fill("Lee Tremblay");
  await contractorConfirm.getByRole("button", { name: "Confirm" }).click();
  await expect(contractor.getByTestId("waiting-confirmation")).toContainText(
    "Waiting for the homeowner",
  );

  // The owner reads the completed agreement and confirms it, from the link e-mailed to them too.
  await owner.reload();
  await expect(owner.getByTestId("proof-notice")).toBeVisible();
  await owner.goto(await mailedLink(homeownerEmail, "/agreement/", readyMail));
  const ownerConfirm = owner.getByTestId("confirm-agreement");
  await ownerConfirm.getByLabel("I have read the whole agreement").check();
  await ownerConfirm.getByLabel("Your full name").fill("Robin Chen");
  await ownerConfirm.getByRole("button", { name: "Confirm" }).click();
  await expect(owner.getByTestId("agreement-state")).toHaveText("Confirmed by both");

  // Both hold the same confirmed agreement.
  await contractor.reload();
  await expect(contractor.getByTestId("agreement-state")).toHaveText("Confirmed by both");
  const ownerCopy = await owner.getByTestId("agreement-document").innerText();
  expect(await contractor.getByTestId("agreement-document").innerText()).toBe(ownerCopy);
  for (const expected of [
    "Robin Chen",
    "17 Birch Ave, Toronto, ON M4V 1C8",
    "Maple Leaf Renovations Inc.",
    "88 King St W, Toronto, ON M5H 1A1",
    "Frame and drywall the basement",
    "$6,215.00",
    "April 5, 2027",
    "Confirmed by Robin Chen",
    "Confirmed by Lee Tremblay",
    "647-555-0188",
    "14 days' written notice",
    "(estimate)",
    "A line marked estimate or allowance is an estimate",
  ]) {
    expect(ownerCopy).toContain(expected);
  }
});
