import type { APIRequestContext, Page } from "@playwright/test";

import {
  agreementLink,
  choose,
  expect,
  expectNoAxeViolations,
  hydrated,
  manageLink,
  postProjectByApi,
  test,
  toast,
} from "./fixtures";

// Which law the agreement states (issue 27 items 5 to 7): the household-use question at posting
// and at acceptance, a business client's written contract, the O. Reg. 8/18 cover page, and the
// trade fields as rows of the agreement.

const TOTAL = 290_296;

/** Axe reads the page once the toasts (which fade in and out) have gone. */
const toastsGone = (page: Page) =>
  expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
const quote = (credentials: Record<string, string>) => ({
  lineItems: [
    { description: "Supply and install", quantity: 2, unit: "each", unitPriceCents: 123_450 },
    { description: "Permit fee", quantity: 1, unit: "each", unitPriceCents: 9_999 },
  ],
  hstRegistered: true,
  hstNumber: "123456789RT0001",
  deposit: { kind: "amount", cents: 29_000 },
  schedule: [
    { description: "Deposit", amountCents: 29_000 },
    { description: "On completion", amountCents: TOTAL - 29_000 },
  ],
  startDate: "2027-03-01",
  completionDate: "2027-03-20",
  warrantyMonths: 12,
  permitsBy: "contractor",
  business: { name: "Cool Air Ltd.", address: "9 Queen St E, Toronto, ON M5C 1R5" },
  credentials,
});

/** A posted project of this category and answer, an itemised proposal on it, and its tokens. */
async function proposed(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  credentials: Record<string, string> = {},
) {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Agreement scope ${Date.now()}`,
    homeowner: "Jordan Lee",
    ...fields,
  });
  const sent = await request.post("/api/proposals", {
    data: {
      projectId: project.displayId,
      contractorName: "Cool Air",
      contractorEmail: `quotes-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@coolair.example`,
      contractorPhone: "416-555-0142",
      timeline: "3 weeks",
      approach: "Remove the old unit, install the new one, commission and test it.",
      experience: "Fourteen years of residential work across Toronto.",
      structured: quote(credentials),
    },
  });
  expect(sent.status()).toBe(201);
  const proposal = (await sent.json()) as { id: number; trackingToken: string };
  return { project, manageToken, proposal };
}

async function accepted(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  credentials: Record<string, string> = {},
) {
  const { manageToken, proposal } = await proposed(request, fields, credentials);
  const response = await request.patch(`/api/proposals/${proposal.id}/status`, {
    data: { status: "accepted" },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(response.status()).toBe(200);
  const { agreementId } = (await response.json()) as { agreementId: number };
  return { agreementId, manageToken, trackingToken: proposal.trackingToken };
}

test("the post form asks whether the work is for the household; business categories start at no @phone", async ({
  page,
}) => {
  await page.goto("/post-project");
  const question = page.getByTestId("household-use");
  const yes = question.getByRole("radio", { name: "Yes: for my own home or household" });
  const no = question.getByRole("radio", { name: /^No: for a business purpose/ });
  await hydrated(yes);
  // Unanswered, the form says what is missing under the question.
  await page.getByRole("button", { name: "Post Project" }).click();
  await expect(question.getByRole("alert")).toHaveText(
    "Say whether the work is for your own home or household use",
  );
  // And a toast, shown once its library has loaded (lib/client/toast.ts): seen before waiting
  // for it to go, so that axe below never meets it fading in.
  await expect(toast(page, "Missing Information")).toBeVisible();
  // Restaurant cleaning is done for a business: "no" until the person answers otherwise.
  await choose(page, "Category", "Restaurant Cleaning");
  await expect(no).toBeChecked();
  await yes.check();
  await choose(page, "Category", "Security Bollards");
  await expect(yes).toBeChecked();
  await toastsGone(page);
  await expectNoAxeViolations(page);
});

test("a business client's contract: no consumer rights, in both parties' browsers, light and dark @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken } = await accepted(request, {
    category: "Restaurant Cleaning",
    householdUse: false,
  });
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size });
  const contractor = await newParty({ viewport: size, theme: "dark" });
  for (const [page, token] of [
    [owner, manageToken],
    [contractor, trackingToken],
  ] as const) {
    await page.goto(agreementLink(agreementId, token));
    const document = page.getByTestId("agreement-document");
    await expect(document.getByRole("heading", { level: 2 })).toContainText("Written contract");
    await expect(
      document.getByRole("heading", { name: "A contract for business purposes" }),
    ).toBeVisible();
    await expect(document).toContainText(
      "The homeowner said that this work is not for their own home or household use.",
    );
    await expect(
      document.getByRole("heading", { name: "Your rights under Ontario law" }),
    ).toHaveCount(0);
    await expect(document).not.toContainText("10 days to change your mind");
    await expect(document).not.toContainText("Consumer Protection Ontario (1-800-889-9768)");
    // The holdback applies to every contract.
    await expect(document.getByRole("heading", { name: "The 10 % holdback" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("a consumer's furnace agreement opens with the cover page, which the homeowner answers and confirms first @phone", async ({
  newParty,
  request,
  viewport,
}) => {
  const { agreementId, manageToken, trackingToken } = await accepted(request, {
    category: "HVAC",
    householdUse: true,
  });
  const size = viewport ?? { width: 1280, height: 800 };
  const owner = await newParty({ viewport: size, theme: "dark" });
  const contractor = await newParty({ viewport: size });

  await owner.goto(agreementLink(agreementId, manageToken));
  const cover = owner.locator('[data-section="cover-page"]');
  await expect(
    cover.getByRole("heading", {
      name: "Important: What You Need to Know About Your Legal Rights",
    }),
  ).toBeVisible();
  // The agreement opens with it, in plain words, and records how the parties met; who asked for
  // the visit is asked, not inferred from the posted project.
  await expect(owner.locator("[data-section]").first()).toHaveAttribute(
    "data-section",
    "cover-page",
  );
  await expect(cover.locator("p").first()).toHaveText(
    /^This agreement is for work that can supply a restricted product\. When a consumer agreement for one of these products is made at the consumer's home, Ontario law requires it to open with a cover page of this title, in a form the Province prescribes\. /,
  );
  await expect(cover).toContainText(/The homeowner posted project \d+ on \w+ \d{1,2}, \d{4}/);
  await expect(cover).not.toContainText("by posting project");
  await expect(cover).toContainText(
    "Not answered yet: the homeowner answers before either party can confirm the agreement",
  );
  await expect(cover).toContainText(
    "Not yet: the homeowner confirms it before either party can confirm the agreement",
  );
  await expect(cover).toContainText(
    "Water heaters: 20 days, as the Province announced (the section is not confirmed here)",
  );
  await expect(owner.getByTestId("agreement-missing")).toContainText(
    "The homeowner's confirmation of the cover page",
  );
  await expectNoAxeViolations(owner);

  // The contractor sees it waiting on the homeowner, with no way to confirm it for them.
  await contractor.goto(agreementLink(agreementId, trackingToken));
  await expect(contractor.getByTestId("agreement-missing")).toContainText(
    "The homeowner's confirmation of the cover page “Important: What You Need to Know About Your Legal Rights” (the homeowner adds this)",
  );
  await expect(contractor.getByTestId("cover-page-step")).toHaveCount(0);

  const step = owner.getByTestId("cover-page-step");
  await step.getByRole("link", { name: "Read the cover page" }).click();
  const question = step.getByRole("group", {
    name: "Did you ask this contractor to come to your home to make an agreement for this product?",
  });
  const submit = step.getByRole("button", { name: "I have read the cover page: record my answer" });
  // Nothing is sent before an answer is chosen; each answer shows what it means first.
  await expect(submit).toBeDisabled();
  const consequence = step.getByTestId("cover-page-consequence");
  await (
    await hydrated(
      question.getByLabel(
        "No: the contractor came to my home, or asked to come, without my asking",
      ),
    )
  ).check();
  await expect(consequence).toContainText(
    "What this answer means: the contractor came without your asking",
  );
  await expect(consequence).toContainText("Consumer Protection Ontario (1-800-889-9768)");
  await expect(consequence).toContainText("Consumer Protection Ontario, “Door-to-door sales”");
  await question
    .getByLabel("No one comes to my home to make this agreement: we agree here, online")
    .check();
  await expect(consequence).toContainText("It is then not an agreement made at your home");
  await question
    .getByLabel("Yes, I asked this contractor to come to my home to make this agreement")
    .check();
  await expect(consequence).toContainText("What this answer means: you asked for the visit");
  await expect(consequence).toContainText(
    "Consumer Protection Act, 2002, ss. 43 (1), 43.1, 92 and 96; O. Reg. 17/05, s. 35.1 as amended by O. Reg. 8/18",
  );
  await expectNoAxeViolations(owner);
  await submit.click();
  await expect(toast(owner, "Cover page confirmed")).toBeVisible();
  await expect(step).toHaveCount(0);
  await expect(cover).not.toContainText("Not yet: the homeowner confirms it");
  await expect(cover).toContainText(
    "Yes: the homeowner asked this contractor to come to their home to make this agreement",
  );
  await expect(cover).toContainText("Answered by the homeowner");
  await expect(cover).toContainText("What this answer means: you asked for the visit");
  await expect(owner.getByTestId("agreement-missing")).not.toContainText("cover page");

  await contractor.reload();
  const theirs = contractor.locator('[data-section="cover-page"]');
  await expect(theirs).not.toContainText("Not yet");
  await expect(theirs).toContainText(
    "Yes: the homeowner asked this contractor to come to their home to make this agreement",
  );
});

test("the uninvited answer keeps the agreement from being confirmed until the homeowner changes it", async ({
  newParty,
  request,
}) => {
  const { agreementId, manageToken, trackingToken } = await accepted(request, {
    category: "Plumbing",
    householdUse: true,
  });
  const owner = await newParty();
  await owner.goto(agreementLink(agreementId, manageToken));
  const step = owner.getByTestId("cover-page-step");
  await (
    await hydrated(
      step.getByLabel("No: the contractor came to my home, or asked to come, without my asking"),
    )
  ).check();
  await step.getByRole("button", { name: "I have read the cover page: record my answer" }).click();
  await expect(toast(owner, "Cover page confirmed")).toBeVisible();
  // The step stays, with the answer and why, so that a mistaken answer can be changed.
  await expect(step.getByTestId("cover-page-consequence")).toContainText(
    "this site lets neither of you confirm this agreement",
  );
  const change = step.getByRole("button", { name: "Change my answer" });
  await expect(change).toBeDisabled();
  await expect(owner.getByTestId("agreement-missing")).toContainText(
    "An answer other than “the contractor came without my asking” to the cover page's question",
  );
  const cover = owner.locator('[data-section="cover-page"]');
  await expect(cover).toContainText(
    "No: the contractor came to the home, or asked to come, without the homeowner asking",
  );

  const contractor = await newParty();
  await contractor.goto(agreementLink(agreementId, trackingToken));
  await expect(contractor.getByTestId("agreement-missing")).toContainText(
    "An answer other than “the contractor came without my asking” to the cover page's question: such an agreement may not be made (the homeowner adds this)",
  );

  await step
    .getByLabel("No one comes to my home to make this agreement: we agree here, online")
    .check();
  await change.click();
  await expect(step).toHaveCount(0);
  await expect(cover).toContainText(
    "No one comes to the home to make this agreement: the parties make it here, online",
  );
});

test("the accept dialog asks a project posted before the question, and the trade fields are rows of the agreement", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await proposed(
    request,
    { category: "Electrical", householdUse: undefined },
    {
      esaLicence: "7001234",
      stoCertificate: "309A-123456",
      liabilityInsurance: "Intact Insurance, policy CGL 554-221",
    },
  );
  await page.goto(manageLink(project.displayId, manageToken));
  await (await hydrated(page.getByRole("button", { name: "Accept", exact: true }))).click();
  const dialog = page.getByRole("dialog", { name: "Accept Cool Air's proposal?" });
  // Nothing tells the page the answer is missing until the server does: it asks from then on.
  const question = dialog.getByTestId("household-use");
  const askedFirst = await question.count();
  if (askedFirst === 0) {
    await dialog.getByRole("button", { name: "Accept proposal" }).click();
  }
  await expect(question).toBeVisible();
  await dialog.getByRole("button", { name: "Accept proposal" }).click();
  await expect(question.getByRole("alert")).toContainText(
    "Say whether the work is for your own home or household use",
  );
  await question.getByRole("radio", { name: "Yes: for my own home or household" }).check();
  await dialog.getByRole("button", { name: "Accept proposal" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
  // Its toast is seen before the wait for toasts to go below, as in the post form's test.
  await expect(toast(page, "Proposal status updated successfully")).toBeVisible();

  await page.getByRole("link", { name: "Open the written agreement" }).click();
  const document = page.getByTestId("agreement-document");
  const licences = document.locator('[data-section="credentials"]');
  await expect(licences).toContainText(
    "Skilled Trades Ontario certificate of qualification (of the worker)",
  );
  await expect(licences).toContainText("309A-123456");
  await expect(licences).toContainText("Intact Insurance, policy CGL 554-221");
  await expect(licences).toContainText("Not stated in the proposal (optional for this work)");
  const permits = document.locator('[data-section="permits"]');
  await expect(
    permits.getByRole("heading", {
      name: "Electrical work: notification to the Electrical Safety Authority",
    }),
  ).toBeVisible();
  await expect(
    permits.getByRole("heading", { name: "Before any digging: Ontario One Call locates" }),
  ).toBeVisible();
  await toastsGone(page);
  await expectNoAxeViolations(page);
});
