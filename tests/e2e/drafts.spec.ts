import {
  choose,
  expect,
  hydrated,
  postProjectByApi,
  test,
  toast,
  uniqueHomeownerEmail,
} from "./fixtures";

// What a visitor typed is kept in their browser until it is sent: a reload or a lost connection
// loses nothing, and a sent form leaves no draft behind.

test("the post form keeps its draft across a reload, and forgets it once posted @phone", async ({
  page,
}) => {
  await page.goto("/post-project");
  await hydrated(page.getByLabel("Project title"));
  await page.getByLabel("Project title").fill("Replace the back fence");
  await page.getByLabel("Description").fill("Forty feet of cedar fence with one gate.");
  await choose(page, "Category", "Painting");
  await choose(page, "Municipality", "Toronto — Etobicoke");
  await page.reload();
  await expect(page.getByLabel("Project title")).toHaveValue("Replace the back fence");
  await expect(page.getByLabel("Description")).toHaveValue(
    "Forty feet of cedar fence with one gate.",
  );
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Painting");
  await expect(page.getByRole("combobox", { name: "Municipality" })).toHaveValue("etobicoke");

  await choose(page, "Budget", "$5,000 - $10,000");
  await choose(page, "Timeline", "Within 1 month");
  await page.getByLabel("Your name").fill("Alex Morgan");
  await page.getByRole("radio", { name: "Yes: for my own home or household" }).check();
  await page.getByLabel("Your e-mail").fill(uniqueHomeownerEmail());
  await page.getByRole("button", { name: "Post Project" }).click();
  await expect(
    page.getByRole("heading", { name: "Check your e-mail to publish your project" }),
  ).toBeVisible();
  await page.goto("/post-project");
  await hydrated(page.getByLabel("Project title"));
  await expect(page.getByLabel("Project title")).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("draft:post-project"))).toBeNull();
});

test("a proposal's draft survives a reload on its project only, and goes once sent @phone", async ({
  page,
  request,
}) => {
  const { project } = await postProjectByApi(request, { title: `Front steps ${Date.now()}` });
  const other = await postProjectByApi(request, { title: `Side door ${Date.now()}` });
  await page.goto(`/project/${project.displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }))).click();
  let dialog = page.getByRole("dialog");
  await dialog.getByLabel("Approach").fill("Break out the old steps, form and pour new ones.");
  await dialog.getByLabel("Your name or company").fill("Stonegate Masonry");
  await page.reload();
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }))).click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Approach")).toHaveValue(
    "Break out the old steps, form and pour new ones.",
  );
  // Another project's form starts empty.
  await page.goto(`/project/${other.project.displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }))).click();
  await expect(page.getByRole("dialog").getByLabel("Approach")).toHaveValue("");

  await page.goto(`/project/${project.displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }))).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mail").fill(`bids-${Date.now()}@stonegate.example`);
  await choose(page, "Bid amount", "$5,000 - $10,000");
  await choose(page, "Timeline", "1 week");
  await dialog.getByLabel("Relevant experience").fill("Twenty years of masonry in Toronto.");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();
  expect(
    await page.evaluate((id) => localStorage.getItem(`draft:proposal:${id}`), project.displayId),
  ).toBeNull();
});
