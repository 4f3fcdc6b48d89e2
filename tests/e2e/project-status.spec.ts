import type { Page } from "@playwright/test";

import {
  acceptedAgreement,
  completeAgreement,
  confirmAgreementByApi,
  expect,
  manageLink,
  postProjectByApi,
  test,
  toast,
  trackingLink,
} from "./fixtures";

// One status vocabulary: the badge on the project page, the contractor's tracking page and the
// dashboard card say the same word, and the owner's select offers only the moves that make sense.

/** The words the owner's status select offers, in order, once the owner's controls are shown. */
async function offered(page: Page) {
  const options = page
    .getByRole("combobox", { name: "Project status", exact: true })
    .locator("option");
  await expect(options.first()).toBeAttached();
  return options.allTextContents();
}

async function expectEverywhere(
  pages: { visitor: Page; contractor: Page },
  where: { displayId: number; title: string; proposalId: number; trackingToken: string },
  word: string,
) {
  const { visitor, contractor } = pages;
  await visitor.goto(`/project/${where.displayId}`);
  await expect(visitor.getByTestId("project-status")).toHaveText(word);
  await visitor.goto("/contractor-dashboard");
  await expect(
    visitor.getByTestId("dashboard-project").filter({ hasText: where.title }).first(),
  ).toContainText(word);
  await contractor.goto(trackingLink(where.proposalId, where.trackingToken));
  await expect(contractor.getByTestId("tracked-project-status")).toHaveText(word);
}

test("the badge, tracking page and dashboard say the same word, and the select moves on from it @phone", async ({
  page,
  request,
  newParty,
}) => {
  const {
    agreementId,
    manageToken,
    trackingToken,
    homeownerKey,
    contractorKey,
    proposalId,
    project,
  } = await acceptedAgreement(request);
  const where = { ...project, proposalId, trackingToken };
  const pages = { visitor: await newParty(), contractor: await newParty() };

  // Hired: a proposal is accepted, the agreement not yet confirmed.
  await expectEverywhere(pages, where, "Hired");
  await page.goto(manageLink(project.displayId, manageToken));
  await expect.poll(() => offered(page)).toEqual(["Hired", "In progress", "Cancelled"]);

  // Both confirm the agreement, each with the key e-mailed to it.
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, homeownerKey, "Jordan Lee");
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  await expectEverywhere(pages, where, "Agreement confirmed");

  // The owner starts the work, then finishes it: each step offers only what can follow.
  await page.reload();
  await expect
    .poll(() => offered(page))
    .toEqual(["Agreement confirmed", "In progress", "Cancelled"]);
  await page
    .getByRole("combobox", { name: "Project status", exact: true })
    .selectOption({ label: "In progress" });
  await expect(toast(page, "Project updated successfully!")).toBeVisible();
  await expect(page.getByTestId("project-status")).toHaveText("In progress");
  await expect.poll(() => offered(page)).toEqual(["In progress", "Completed", "Cancelled"]);
  await expectEverywhere(pages, where, "In progress");
  await page
    .getByRole("combobox", { name: "Project status", exact: true })
    .selectOption({ label: "Completed" });
  await expect(page.getByTestId("project-status")).toHaveText("Completed");
  await expect.poll(() => offered(page)).toEqual(["Completed", "In progress"]);
  await expectEverywhere(pages, where, "Completed");
});

test("an open project's owner can start or cancel it, not complete it @phone", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Porch steps ${Date.now()}`,
    description: "Rebuild three concrete porch steps and the railing.",
    category: "General Contracting",
    homeowner: "Sam Patel",
  });
  await page.goto(manageLink(project.displayId, manageToken));
  await expect(page.getByTestId("project-status")).toHaveText("Open for proposals");
  await expect
    .poll(() => offered(page))
    .toEqual(["Open for proposals", "In progress", "Cancelled"]);
  await page
    .getByRole("combobox", { name: "Project status", exact: true })
    .selectOption({ label: "Cancelled" });
  await expect(page.getByTestId("project-status")).toHaveText("Cancelled");
  await expect.poll(() => offered(page)).toEqual(["Cancelled", "Open for proposals"]);
});
