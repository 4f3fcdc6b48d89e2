import { expect, hydrated, postProject, test, toast } from "./fixtures";
import { CHUNK_SCRIPT, chunksRequested } from "./helpers";
import { test as onOwnServer } from "./own-server";

// The owner's Edit and Delete dialogs and the proposal form load when a person reaches for their
// button (components/ui/use-dialog-on-demand.ts): a page shows and hydrates without the form, its
// libraries and Radix's dialog. Closing a dialog gives focus back to the button that opened it.

// On a server of its own: the card is looked for among the newest projects.
onOwnServer(
  "the dashboard's Edit and Delete load their dialogs when reached for, and focus comes back",
  async ({ page }) => {
    const title = `Attic insulation ${Date.now()}`;
    await postProject(page, title);
    const chunks = chunksRequested(page);
    await page.goto("/contractor-dashboard");
    const card = page.getByTestId("dashboard-project").filter({ hasText: title });
    const edit = await hydrated(card.getByRole("button", { name: "Edit" }));
    await page.waitForLoadState("networkidle");
    const loaded = chunks.size;

    // Pointing at Edit asks for the form's code; nothing before did.
    const formCode = page.waitForRequest((request) =>
      CHUNK_SCRIPT.test(new URL(request.url()).pathname),
    );
    await edit.hover();
    await formCode;
    expect(chunks.size).toBeGreaterThan(loaded);
    await edit.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Project title")).toHaveValue(title);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    // Delete, pressed from the keyboard: cancel gives focus back, then the project goes.
    const remove = card.getByRole("button", { name: "Delete" });
    await remove.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole("button", { name: "Delete project" }).click();
    await expect(toast(page, "Project deleted successfully!")).toBeVisible();
    await expect(card).toHaveCount(0);
  },
);

test("the proposal form opens on the first tap and gives focus back when closed @phone", async ({
  page,
  newParty,
}) => {
  const { displayId } = await postProject(page, `Fence repair ${Date.now()}`);
  const contractor = await newParty();
  const chunks = chunksRequested(contractor);
  await contractor.goto(`/project/${displayId}`);
  const open = await hydrated(contractor.getByRole("button", { name: "Submit Proposal" }));
  await contractor.waitForLoadState("networkidle");
  const loaded = chunks.size;
  await open.click();
  const dialog = contractor.getByRole("dialog");
  await expect(dialog.getByLabel("Bid amount")).toBeVisible();
  expect(chunks.size).toBeGreaterThan(loaded);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
