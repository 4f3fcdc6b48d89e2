import {
  expect,
  expectNoAxeViolations,
  hydrated,
  manageLink,
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
