import {
  expect,
  expectNoAxeViolations,
  hydrated,
  mailedLink,
  mailedSignInPath,
  postProjectByApi,
  test,
  toast,
  type Page,
} from "./fixtures";

// Questions on a project, answered once for everyone: one contractor asks, the homeowner answers
// from the link in the e-mail that brought the question, and a second contractor finds the
// question answered on the project's page, with the telephone numbers in it masked and nobody's
// name. A visitor without an account is told how to sign in.

const HIDDEN = "[contact details are shared once you hire]";

/** Signs `page`'s browser in as a contractor: a sign-in link asked for, then opened. */
async function signInAs(page: Page, email: string) {
  const asked = await page.request.post("/api/auth/sign-in", { data: { email } });
  expect(asked.status(), await asked.text()).toBe(202);
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedSignInPath(email)), { timeout: 20_000 })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/pro$/);
}

test("a question one contractor asks is answered by the homeowner from the e-mail and read by another contractor, masked @phone", async ({
  page,
  newParty,
  viewport,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const title = `Finish the basement ${stamp}`;
  const { project, homeownerEmail } = await postProjectByApi(page.request, {
    title,
    description: "Frame, insulate and drywall a 700 sq ft basement with a three-piece bathroom.",
    category: "Renovation",
    budget: "$25,000 - $50,000",
  });
  const path = `/project/${project.displayId}`;
  const party = (theme: "light" | "dark") => newParty({ viewport: viewport ?? undefined, theme });

  // A visitor without an account reads the section and is told how to ask.
  const visitor = await party("light");
  await visitor.goto(path);
  const visitorSection = visitor.getByTestId("project-questions");
  await expect(
    visitorSection.getByRole("heading", { name: "Questions from contractors" }),
  ).toBeVisible();
  await expect(visitorSection.getByTestId("no-questions")).toBeVisible();
  await expect(visitor.getByTestId("questions-sign-in")).toContainText("Sign in to ask");
  await expect(visitor.getByRole("button", { name: "Ask a question" })).toHaveCount(0);

  // Contractor A, in the dark theme, asks with a telephone number in the question.
  const adaEmail = `ada-${stamp}@pros.example`;
  const ada = await party("dark");
  await signInAs(ada, adaEmail);
  await ada.goto(path);
  await (await hydrated(ada.getByRole("button", { name: "Ask a question" }))).click();
  const dialog = ada.getByRole("dialog", { name: "Ask the homeowner a question" });
  // Nothing is sent while the question is empty.
  await dialog.getByRole("button", { name: "Send question" }).click();
  await expect(dialog.getByText("Write your question")).toBeVisible();
  await expect(dialog.getByLabel("Your question")).toHaveAttribute("aria-invalid", "true");
  await dialog
    .getByLabel("Your question")
    .fill("Is there parking on the street for a trailer? Call me at 416-555-0142.");
  await dialog.getByRole("button", { name: "Send question" }).click();
  await expect(toast(ada, "Question sent.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const waiting = ada.getByTestId("my-waiting-question");
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByTestId("question-text")).toHaveText(
    `Is there parking on the street for a trailer? Call me at ${HIDDEN}.`,
  );
  await expect(waiting).toContainText("Waiting for the homeowner's answer");
  await expectNoAxeViolations(ada, undefined, "[data-sonner-toaster]");

  // Unanswered, another contractor does not see it.
  const benEmail = `ben-${stamp}@pros.example`;
  const ben = await party("light");
  await signInAs(ben, benEmail);
  await ben.goto(path);
  await expect(ben.getByRole("button", { name: "Ask a question" })).toBeVisible();
  await expect(ben.getByTestId("answered-question")).toHaveCount(0);
  await expect(ben.getByText("parking on the street")).toHaveCount(0);

  // The homeowner opens the link in the e-mail: the page opens on the answer form.
  await page.goto(await mailedLink(homeownerEmail, path, "A contractor asked"));
  const owner = page.getByTestId("owner-questions");
  const question = owner.getByTestId("waiting-question");
  await expect(question.getByTestId("question-text")).toHaveText(
    `Is there parking on the street for a trailer? Call me at ${HIDDEN}.`,
  );
  await expect(question).toContainText("A contractor asked");
  const answerField = await hydrated(question.getByLabel("Your answer"));
  await expect(answerField).toBeFocused();
  await answerField.fill("Yes, on the street out front. Text 647 555 0123 when you are here.");
  await question.getByRole("button", { name: "Publish answer" }).click();
  await expect(toast(page, "Answer published.")).toBeVisible();
  await expect(owner.getByTestId("none-waiting")).toBeVisible();
  await expect(page.getByTestId("answered-question").getByTestId("answer-text")).toHaveText(
    `Yes, on the street out front. Text ${HIDDEN} when you are here.`,
  );

  // And adds a note for every contractor.
  const notes = page.getByTestId("owner-notes");
  await (await hydrated(notes.getByLabel("Your note"))).fill("The basement ceiling is 7 ft 4 in.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added.")).toBeVisible();
  await expect(page.getByTestId("homeowner-note")).toContainText(
    "The basement ceiling is 7 ft 4 in.",
  );
  await expectNoAxeViolations(page, undefined, "[data-sonner-toaster]");

  // Contractor B reads the question answered and the note, with no name and no number.
  await ben.reload();
  const answered = ben.getByTestId("answered-question");
  await expect(answered).toHaveCount(1);
  await expect(answered).toContainText("A contractor asked");
  await expect(answered).toContainText("The homeowner answered");
  await expect(answered.getByTestId("question-text")).toHaveText(
    `Is there parking on the street for a trailer? Call me at ${HIDDEN}.`,
  );
  await expect(answered.getByTestId("answer-text")).toHaveText(
    `Yes, on the street out front. Text ${HIDDEN} when you are here.`,
  );
  await expect(ben.getByTestId("homeowner-note")).toContainText(
    "The basement ceiling is 7 ft 4 in.",
  );
  const shown = await ben.locator("main").innerText();
  for (const secret of ["555-0142", "555 0123", "ada-", adaEmail, "Dana Price"]) {
    expect(shown).not.toContain(secret);
  }
  await expectNoAxeViolations(ben);

  // Contractor A is e-mailed the answer, with a link to the project's questions.
  expect(await mailedLink(adaEmail, path, "answered your question")).toBe(`${path}#questions`);
});

test("a contractor with three questions waiting is told to wait for an answer", async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const { project } = await postProjectByApi(page.request, { title: `Replace a valve ${stamp}` });
  await signInAs(page, `cy-${stamp}@pros.example`);
  for (const question of ["Which floor?", "Is the water shut-off reachable?", "Copper or PEX?"]) {
    const asked = await page.request.post(`/api/projects/${project.id}/questions`, {
      data: { question },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  }
  await page.goto(`/project/${project.displayId}`);
  await expect(page.getByTestId("my-waiting-question")).toHaveCount(3);
  await expect(page.getByTestId("questions-open-limit")).toHaveText(
    "3 of your questions here are waiting for the homeowner's answer: you can ask another once one is answered.",
  );
  await expect(page.getByRole("button", { name: "Ask a question" })).toHaveCount(0);
});
