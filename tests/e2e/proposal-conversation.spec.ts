import {
  expect,
  expectNoAxeViolations,
  hydrated,
  manageLink,
  OPERATOR_TOKEN,
  postProjectByApi,
  proposeByApi,
  test,
  trackingLink,
} from "./fixtures";

// A proposal's private conversation: the homeowner opens it from their proposal list, the
// contractor from the tracking page; a telephone number written before the hire is masked for
// both, the other's message is marked "Seen" once read, and after the hire both read it as written.

const HIDDEN = "[contact details are shared once you hire]";

test("a conversation masks a phone number before the hire and shows it after @phone", async ({
  page,
  newParty,
  viewport,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const { project, manageToken } = await postProjectByApi(page.request, {
    title: `Finish the basement ${stamp}`,
    description: "Frame, insulate and drywall a 700 sq ft basement with a three-piece bathroom.",
    category: "Renovation",
    budget: "$25,000 - $50,000",
  });
  const proposal = await proposeByApi(page.request, {
    projectId: project.displayId,
    contractorName: "Northside Renovations",
    contractorEmail: `bids-${stamp}@northside.example`,
    bidAmount: "$30,000 - $40,000",
    timeline: "2 months",
    approach: "Permit first, then framing, insulation, drywall and finishing in four phases.",
    experience: "Twelve years finishing basements across Toronto, fully licensed and insured.",
  });
  const party = (theme: "light" | "dark") => newParty({ viewport: viewport ?? undefined, theme });

  // The homeowner, in the light theme, opens the conversation from the proposal list.
  const owner = await party("light");
  await owner.goto(manageLink(project.displayId, manageToken));
  await (await hydrated(owner.getByTestId("proposal-message"))).click();
  await expect(owner).toHaveURL(new RegExp(`/proposal/${proposal.id}/messages$`));
  await expect(owner.getByTestId("conversation-heading")).toHaveText(
    "Conversation with Northside Renovations",
  );
  await expect(owner.getByTestId("conversation-empty")).toBeVisible();
  // Nothing is sent while the message is empty.
  await owner.getByRole("button", { name: "Send" }).click();
  await expect(owner.getByTestId("conversation-form").getByRole("alert")).toHaveText(
    "Write a message or add a photo",
  );
  await owner
    .getByLabel("Your message")
    .fill("Could you start on the 14th? Call me at 416-555-0199.");
  await owner.getByRole("button", { name: "Send" }).click();
  const ownerMessages = owner.getByTestId("conversation-message");
  await expect(ownerMessages).toHaveCount(1);
  await expect(ownerMessages.first()).toContainText(`Call me at ${HIDDEN}.`);
  await expect(owner.getByTestId("conversation-privacy")).toContainText("are hidden");
  await expectNoAxeViolations(owner, undefined, "[data-sonner-toaster]");

  // The contractor, in the dark theme, from the tracking page; answers with the keyboard alone.
  const contractor = await party("dark");
  await contractor.goto(trackingLink(proposal.id, proposal.trackingToken));
  await (await hydrated(contractor.getByTestId("tracker-message"))).click();
  await expect(contractor.getByTestId("conversation-heading")).toHaveText(
    "Conversation with the homeowner",
  );
  const contractorMessages = contractor.getByTestId("conversation-message");
  await expect(contractorMessages.first()).toContainText(`Call me at ${HIDDEN}.`);
  await expect(contractorMessages.first()).not.toContainText("555");
  const reply = contractor.getByLabel("Your message");
  await reply.focus();
  await reply.pressSequentially("Yes, the 14th works.");
  await reply.press("Control+Enter");
  await expect(contractorMessages).toHaveCount(2);
  await expect(contractorMessages.nth(1)).toHaveAttribute("data-mine", "true");
  await expectNoAxeViolations(contractor, undefined, "[data-sonner-toaster]");

  // The homeowner sees the reply, and that their own message was seen.
  await owner.reload();
  await expect(ownerMessages).toHaveCount(2);
  await expect(ownerMessages.nth(1)).toContainText("Yes, the 14th works.");
  await expect(ownerMessages.first().getByTestId("conversation-seen")).toHaveText(/Seen/);

  // The hire: both read the conversation as written, and it stays open.
  const accepted = await page.request.patch(`/api/proposals/${proposal.id}/status`, {
    data: { status: "accepted" },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await contractor.reload();
  await expect(contractorMessages.first()).toContainText("Call me at 416-555-0199.");
  await expect(contractor.getByTestId("conversation-privacy")).toContainText("as written");
  await expect(contractor.getByTestId("conversation-form")).toBeVisible();
  await owner.reload();
  await expect(ownerMessages.first()).toContainText("416-555-0199");
});

test("the homeowner reports the contractor's message, and the operator hides it from both @phone", async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const { project, manageToken } = await postProjectByApi(page.request, {
    title: `Replace the deck ${stamp}`,
    category: "Renovation",
    budget: "$25,000 - $50,000",
  });
  const proposal = await proposeByApi(page.request, {
    projectId: project.displayId,
    contractorName: "Lakeshore Decks",
    contractorEmail: `bids-${stamp}@lakeshore.example`,
    bidAmount: "$30,000 - $40,000",
    timeline: "2 weeks",
    approach: "Take down the old deck, check the footings, then build in pressure-treated pine.",
    experience: "Eight years of decks and fences in Etobicoke and Mississauga, fully insured.",
  });
  const sent = await page.request.post(`/api/proposals/${proposal.id}/messages`, {
    data: { body: `Pay the whole price in cash before I start ${stamp}` },
    headers: { authorization: `Bearer ${proposal.trackingToken}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto(`/proposal/${proposal.id}/messages#manage=${encodeURIComponent(manageToken)}`);
  const message = page.getByTestId("conversation-message").first();
  await expect(message).toContainText("Pay the whole price in cash");
  await (await hydrated(page.getByRole("button", { name: /^Report the message sent/ }))).click();
  const dialog = page.getByRole("dialog", { name: "Report this message" });
  await dialog.getByLabel("It is abusive, hateful or threatening").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByTestId("entry-reported")).toBeVisible();

  // The operator reads it as written in the queue and hides it.
  const queue = await page.request.get("/api/admin/content-reports", {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  const { reports } = (await queue.json()) as {
    reports: { id: number; kind: string; parts: { text: string }[] }[];
  };
  const entry = reports.find(
    (candidate) => candidate.kind === "message" && candidate.parts[0]!.text.includes(stamp),
  )!;
  const hidden = await page.request.post(`/api/admin/content-reports/${entry.id}`, {
    data: { action: "hide" },
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);
  await page.goto("about:blank");
  await page.goto(`/proposal/${proposal.id}/messages#manage=${encodeURIComponent(manageToken)}`);
  await expect(page.getByTestId("conversation-message").first()).toHaveText(
    /A message was hidden by the operator\./,
  );
  await expect(page.getByTestId("conversation-message").first()).not.toContainText("cash");
});
