import type { Locator } from "@playwright/test";

import {
  choose,
  expect,
  hydrated,
  manageLink,
  postProjectByApi,
  proposeByApi,
  test,
  toast,
} from "./fixtures";

// Additional charges stated in the proposal (docs/decisions/0015-money-and-quote-pricing.md): the contractor enters a fixed
// charge and one that may apply in the proposal form; the owner sees the fixed one inside the
// total in the comparison and the other beside it, and the agreement's Total includes it.

const ME = "Permit Ready Renovations";
const OTHER = "Budget Basements";

const addressOf = (local: string, domain: string) =>
  `${local}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@${domain}`;

const field = (dialog: Locator, name: string) =>
  dialog.locator(`#proposal-structured-${name.replaceAll(".", "-")}`);

test("a fixed charge is in the total from the proposal form to the agreement; one that may apply is stated beside it", async ({
  newParty,
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Finish the basement ${Date.now()}`,
    description: "Frame, insulate and drywall a 700 sq ft basement.",
    category: "Renovation",
    budget: "$5,000 - $10,000",
    homeowner: "Robin Chen",
  });
  const contractor = await newParty({});
  const owner = await newParty({});

  await contractor.goto(`/project/${project.displayId}`);
  await (
    await hydrated(contractor.getByRole("button", { name: "Submit Proposal" }).first())
  ).click();
  const dialog = contractor.getByRole("dialog", { name: "Submit a Proposal" });
  await dialog.getByLabel("Itemised quote (recommended)").check();
  await field(dialog, "lineItems.0.description").fill("Frame and drywall the basement");
  await field(dialog, "lineItems.0.quantity").fill("1");
  await field(dialog, "lineItems.0.unit").fill("job");
  await field(dialog, "lineItems.0.unitPrice").fill("5,500");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$6,215.00");
  await expect(dialog.getByTestId("charges-none")).toBeVisible();

  // A fixed charge joins the total as typed (no HST added); one that may apply does not.
  await dialog.getByRole("button", { name: "Add charge" }).click();
  await field(dialog, "charges.0.description").fill("City of Toronto building permit fee");
  await field(dialog, "charges.0.amount").fill("450");
  await expect(dialog.getByTestId("quote-charges")).toHaveText("$450.00");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$6,665.00");
  await dialog.getByRole("button", { name: "Add charge" }).click();
  await field(dialog, "charges.1.description").fill("Overtime");
  await dialog.getByLabel("Kind, charge 2").selectOption("may-apply");
  await field(dialog, "charges.1.basis").fill("$95 per hour beyond 40 hours");
  await expect(dialog.getByTestId("quote-total")).toHaveText("$6,665.00");

  await dialog.getByLabel("HST number").fill("123456789RT0001");
  await choose(contractor, "Timeline", "3 weeks");
  await dialog.getByLabel("Approach").fill("Permit first, then framing, insulation and drywall.");
  await dialog
    .getByLabel("Relevant experience")
    .fill("Twelve years finishing basements in Toronto.");
  await dialog.getByLabel("Your name or company").fill(ME);
  await dialog.getByLabel("E-mail").fill(addressOf("bids", "permitready.example"));
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(contractor, "Proposal submitted successfully!")).toBeVisible();

  await proposeByApi(request, {
    projectId: project.displayId,
    timeline: "3 weeks",
    approach: "Frame, insulate, drywall and finish the basement walls and ceiling.",
    experience: "Basement finishing across Toronto for over ten years, insured.",
    contractorName: OTHER,
    contractorEmail: addressOf("quotes", "budget.example"),
    structured: {
      lineItems: [{ description: "Drywall", quantity: 60, unit: "hour", unitPriceCents: 10_000 }],
      hstRegistered: true,
      hstNumber: "987654321RT0001",
    },
  });

  // By total, $6,665.00 (with the permit fee) comes before $6,780.00, though its lines cost more.
  await owner.goto(manageLink(project.displayId, manageToken));
  await owner.getByRole("tab", { name: "Compare" }).click();
  const comparison = owner.getByTestId("proposal-comparison");
  const columns = comparison.getByTestId("compare-column");
  await expect(columns.getByRole("heading")).toHaveText([ME, OTHER]);
  const mine = columns.filter({ has: owner.getByRole("heading", { name: ME }) });
  await expect(mine.getByTestId("compare-total")).toHaveText("$6,665.00");
  await expect(mine.getByTestId("charges-in-total")).toHaveText(
    "Includes City of Toronto building permit fee: $450.00",
  );
  await expect(mine.getByTestId("charge-may-apply")).toHaveText(
    "May apply, not in the total: Overtime, $95 per hour beyond 40 hours",
  );

  await mine.scrollIntoViewIfNeeded();
  await mine.getByRole("button", { name: "Accept", exact: true }).click();
  await owner
    .getByRole("dialog", { name: `Accept ${ME}'s proposal?` })
    .getByRole("button", { name: "Accept proposal" })
    .click();
  await owner.getByRole("link", { name: "Open the written agreement" }).first().click();

  const foot = owner.locator('[data-section="price"] tfoot');
  await expect(foot.getByRole("row")).toHaveText([
    /^Subtotal\s*\$5,500\.00$/,
    /^HST 13 %.*\$715\.00$/,
    /^City of Toronto building permit fee \(fixed charge, as charged, no HST added\)\s*\$450\.00$/,
    /^Total\s*\$6,665\.00$/,
    /^May apply, not in the total: Overtime\s*\$95 per hour beyond 40 hours$/,
  ]);
  const charges = owner.locator('[data-section="additional-charges"]');
  await expect(charges).toContainText("$450.00, fixed: included in the total");
  // The proposal stated them: nobody is asked for additional charges after acceptance.
  await expect(owner.getByTestId("additional-charges")).toHaveCount(0);
});
