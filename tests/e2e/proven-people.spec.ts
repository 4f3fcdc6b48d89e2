import {
  acceptedAgreement,
  agreementLink,
  CONTRACTOR_BUSINESS,
  CONTRACTOR_DETAILS,
  CONTRACTOR_SIGNER,
  agreementWrite,
  expect,
  expectNoAxeViolations,
  fillPostForm,
  hydrated,
  mailedLink,
  manageLink,
  postProject,
  postProjectByApi,
  test,
  toast,
  OPERATOR_TOKEN,
} from "./fixtures";

// Issue 55, "proven people", as a person meets it: a project is listed only once its homeowner
// opens the e-mailed link; a repeat is refused and contact details wait for the operator; the
// tracking and manage links open an agreement but sign nothing; the profile says what is checked.

const stampOf = (name: string) => `${Date.now().toString(36)}-${name}`;

test("a project posted in the browser is listed only after its e-mailed link is opened @phone", async ({
  page,
  newParty,
  viewport,
}, testInfo) => {
  const stamp = stampOf(testInfo.project.name);
  const title = `Replace the basement stack ${stamp}`;
  // The homeowner works in the dark theme, the contractor who looks in the light one.
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  const {
    displayId,
    email,
    manageLink: ownerLink,
  } = await postProject(page, title, {
    publish: false,
  });
  await expect(page.getByTestId("post-success-next")).toContainText(email);
  await expect(page.getByTestId("post-success-next")).toContainText("72 hours");
  await expectNoAxeViolations(page, undefined, "[data-sonner-toaster]");

  const contractor = await newParty({ viewport: viewport ?? undefined, theme: "light" });
  await contractor.goto(`/project/${displayId}`);
  await expect(contractor.getByTestId("project-unlisted")).toBeVisible();
  await expect(contractor.getByText(title)).toHaveCount(0);
  await expect(contractor.getByRole("button", { name: "Submit Proposal" })).toHaveCount(0);
  const listed = await contractor.request.get("/api/projects?limit=100");
  expect(JSON.stringify(await listed.json())).not.toContain(title);

  // The owner's manage link shows the project and what it waits for.
  await page.goto(new URL(ownerLink).pathname + new URL(ownerLink).hash);
  const notice = page.getByTestId("listing-notice");
  await expect(notice).toHaveAttribute("data-listing", "unconfirmed");
  await expect(notice).toContainText("Check your e-mail to publish your project");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("project-status")).toHaveText("Not listed");
  await expectNoAxeViolations(page, undefined, "[data-sonner-toaster]");

  // The link in the e-mail publishes it.
  await page.goto(await mailedLink(email, `/project/${displayId}/publish`));
  await expect(page.getByTestId("publish-done")).toHaveAttribute("data-listing", "listed");
  await expect(page.getByRole("heading", { name: "Your project is published" })).toBeVisible();
  await expectNoAxeViolations(page);

  await contractor.reload();
  await expect(contractor.getByRole("heading", { name: title })).toBeVisible();
  await expect(contractor.getByRole("button", { name: "Submit Proposal" })).toBeVisible();
  await expectNoAxeViolations(contractor, undefined, "[data-sonner-toaster]");
});

test("a repeated post is refused with a link to the first, and one with a phone number waits for the operator", async ({
  page,
  newParty,
}, testInfo) => {
  const stamp = stampOf(testInfo.project.name);
  const title = `Fix the kitchen drain ${stamp}`;
  const { displayId, email } = await postProject(page, title);

  // The same post from the same address, the same week: refused, pointing at the first.
  await fillPostForm(page, title, email);
  await page.getByRole("button", { name: "Post Project" }).click();
  const refusal = toast(page, "You posted this project already");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(String(displayId));

  // Contact details in the text: confirmed, then held for review.
  const held = await postProjectByApi(
    page.request,
    {
      title: `Quote for a deck ${stamp}`,
      description: "New cedar deck, 12 x 16 ft. Call me on 416-555-0199 to see the yard.",
    },
    { publish: false },
  );
  await page.goto(
    await mailedLink(held.homeownerEmail, `/project/${held.project.displayId}/publish`),
  );
  await expect(page.getByTestId("publish-done")).toHaveAttribute("data-listing", "held");

  // The operator's queue shows why, and publishes it; the homeowner is told.
  const operator = await newParty({ theme: "dark" });
  await operator.goto(`/admin/messages#operator=${OPERATOR_TOKEN}`);
  const item = operator.locator(
    `[data-testid="held-project"][data-project="${held.project.displayId}"]`,
  );
  await expect(item).toContainText(
    "Its text carries a web address, an e-mail address or a telephone number",
  );
  await expectNoAxeViolations(operator, undefined, "[data-sonner-toaster]");
  await (await hydrated(item.getByRole("button", { name: "Publish" }))).click();
  await expect(item).toHaveCount(0);
  expect(
    await mailedLink(held.homeownerEmail, `/project/${held.project.displayId}`, "is published"),
  ).toBeTruthy();
  const open = await operator.request.get(`/api/projects/${held.project.id}`);
  expect(open.status()).toBe(200);
});

test("the tracking and manage links open an agreement but sign nothing; the e-mailed key signs @phone", async ({
  page,
  request,
}) => {
  const made = await acceptedAgreement(request);
  await agreementWrite(
    request,
    made.agreementId,
    "details",
    { address: "12 Elm St, Toronto, ON M4E 2V1" },
    made.manageToken,
  );
  await agreementWrite(
    request,
    made.agreementId,
    "details",
    { ...CONTRACTOR_DETAILS, ...CONTRACTOR_BUSINESS, signer: CONTRACTOR_SIGNER },
    made.trackingToken,
  );

  // The contractor opens it with the tracking token: no confirmation form, a way to the key.
  await page.goto(agreementLink(made.agreementId, made.trackingToken));
  const notice = page.getByTestId("proof-notice");
  await expect(notice).toBeVisible();
  await expect(page.getByTestId("confirm-agreement")).toHaveCount(0);
  await expectNoAxeViolations(page, undefined, "[data-sonner-toaster]");
  // Its address has had three messages this hour (receipt, acceptance, agreement) and was never
  // proven: the fourth is held, and the notice says so instead of claiming it went.
  await (await hydrated(notice.getByRole("button", { name: "E-mail me that link" }))).click();
  await expect(notice).toContainText("your address has had its share of messages");
  await expect(page.getByTestId("proof-link-sent")).toHaveCount(0);

  // The key already e-mailed signs, and opening it proves the address.
  await page.goto(agreementLink(made.agreementId, made.contractorKey));
  await expect(page.getByTestId("proof-notice")).toHaveCount(0);
  await expect(page.getByTestId("confirm-agreement")).toBeVisible();

  // Proven, the address gets the link again on request.
  await page.goto(agreementLink(made.agreementId, made.trackingToken));
  await (
    await hydrated(
      page.getByTestId("proof-notice").getByRole("button", { name: "E-mail me that link" }),
    )
  ).click();
  await expect(page.getByTestId("proof-link-sent")).toBeVisible();
  const resent = await mailedLink(
    made.contractorEmail,
    `/agreement/${made.agreementId}`,
    "Your private link",
  );
  expect(new URLSearchParams(resent.split("#")[1]).get("key")).toBeTruthy();

  // The homeowner's manage token does not sign either.
  const refused = await request.post(`/api/agreements/${made.agreementId}/confirm`, {
    data: { name: "Jordan Lee", version: "x", read: true },
    headers: { authorization: `Bearer ${made.manageToken}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("proof_required");
});

test("a signed-in contractor reports a listed project; a visitor is asked to sign in", async ({
  page,
}, testInfo) => {
  const stamp = stampOf(testInfo.project.name);
  const { project } = await postProjectByApi(page.request, { title: `Garage roof ${stamp}` });
  await page.goto(`/project/${project.displayId}`);
  await (await hydrated(page.getByRole("button", { name: "Report this project" }))).click();
  const dialog = page.getByRole("dialog", { name: "Report this project" });
  await dialog.getByLabel("It looks fake: not a real homeowner's project").check();
  await expectNoAxeViolations(page, undefined, "[data-sonner-toaster]");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByTestId("project-report-sign-in")).toContainText(
    "Only signed-in contractors can report a project.",
  );
});

test("the owner's page keeps the manage link usable before publishing: edit, then publish", async ({
  page,
}, testInfo) => {
  const stamp = stampOf(testInfo.project.name);
  const { project, manageToken, homeownerEmail } = await postProjectByApi(
    page.request,
    { title: `Attic insulation ${stamp}` },
    { publish: false },
  );
  await page.goto(manageLink(project.displayId, manageToken));
  await expect(page.getByTestId("listing-notice")).toHaveAttribute("data-listing", "unconfirmed");
  await (await hydrated(page.getByRole("button", { name: "E-mail me the link again" }))).click();
  await expect(toast(page, "We e-mailed you the link again.")).toBeVisible();
  await page.goto(await mailedLink(homeownerEmail, `/project/${project.displayId}/publish`));
  await expect(page.getByTestId("publish-done")).toHaveAttribute("data-listing", "listed");
});
