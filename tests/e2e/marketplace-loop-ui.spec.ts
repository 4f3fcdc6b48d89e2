import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";

import {
  choose,
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  hydrated,
  manageLink,
  pathOf,
  postProjectByApi,
  proposeByApi,
  publishInPage,
  test,
  toast,
  trackingLink,
  uniqueHomeownerEmail,
  OPERATOR_TOKEN,
} from "./fixtures";

// The pages that close the marketplace loop: the homeowner's e-mail on the post form (required:
// the project is published from the link sent there), the
// contractor's tracking link and page, lost-link recovery, unsubscribe and the operator's inbox.

const projectBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: "Strip and repaint the stairwell and upper hall of a 1910 semi in Riverdale.",
  category: "Painting",
  budget: "$1,000 - $5,000",
  timeline: "Within 1 month",
  urgency: "medium",
  homeowner: "Robin Chen",
  location: "Riverdale, Toronto, ON",
  ...extra,
});

const postByApi = (request: APIRequestContext, title: string, extra = {}) =>
  postProjectByApi(request, projectBody(title, extra));

const propose = (request: APIRequestContext, projectId: number) =>
  proposeByApi(request, {
    projectId,
    contractorName: "Brushwork Painters",
    // An address of each proposal's own: an unproven address gets only a few messages an hour.
    contractorEmail: `bids-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@brushwork.example`,
    bidAmount: "$5,000 - $10,000",
    timeline: "1 week",
    approach: "Fill, sand and two coats of low-VOC paint, floors covered throughout.",
    experience: "Twelve years painting older Toronto houses, lead-safe practices.",
  });

/** The request body the post form sent, once it is sent. */
function postedBody(page: Page) {
  return page
    .waitForRequest(
      (request) => request.url().endsWith("/api/projects") && request.method() === "POST",
    )
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

async function fillPostForm(page: Page, title: string) {
  await page.getByLabel("Project title").fill(title);
  await page
    .getByLabel("Description")
    .fill("Replace the rotten sill and two casement windows on the back of the house.");
  await choose(page, "Category", "Renovation");
  await choose(page, "Budget", "$5,000 - $10,000");
  await choose(page, "Timeline", "Within 1 month");
  await choose(page, "Municipality", "Toronto");
  await page.getByLabel("Your name").fill("Jordan Lee");
  await page.getByRole("radio", { name: "Yes: for my own home or household" }).check();
}

test.describe("the post form", () => {
  test("asks for the e-mail it publishes from near the name, never pre-ticks the news box @phone", async ({
    page,
  }) => {
    await page.goto("/post-project");
    const email = page.getByLabel("Your e-mail");
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("type", "email");
    await expect(page.getByText("Your e-mail (optional)")).toHaveCount(0);
    await expect(email).toHaveAccessibleDescription(
      "We send you the link that publishes your project, your private manage link and a notice when a proposal arrives. Never shown on the site.",
    );
    const news = page.getByRole("checkbox", {
      name: "Send me occasional TorontoPros news and tips (optional; unsubscribe any time)",
    });
    await expect(news).toBeVisible();
    await expect(news).not.toBeChecked();
    // Nothing sticks out sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    const address = uniqueHomeownerEmail();
    await fillPostForm(page, `Window sill ${Date.now()}`);
    await email.fill(address);
    const body = postedBody(page);
    await page.getByRole("button", { name: "Post Project" }).click();
    expect(await body).toMatchObject({ homeownerEmail: address, newsConsent: false });
    await expect(
      page.getByRole("heading", { name: "Check your e-mail to publish your project" }),
    ).toBeVisible();
    await expect(page.getByTestId("post-success-next")).toContainText(
      `We sent a link to ${address}. Open it within 72 hours to publish your project`,
    );
    await expect(page.getByTestId("manage-link-emailed")).toHaveText(
      `A copy of this link was e-mailed to ${address}.`,
    );
    const lost = page.getByRole("link", { name: "Lost your manage link?" });
    await expect(lost).toHaveAttribute("href", "/recover");

    // Published from the e-mailed link, the address is on no public answer.
    const manageLink = await page.getByTestId("manage-link").inputValue();
    const displayId = Number(manageLink.match(/\/project\/(\d+)#manage=/)![1]);
    await publishInPage(page, displayId, address);
    const publicProject = await page.request.get(`/api/projects/${displayId - 3000}`);
    expect(publicProject.status()).toBe(200);
    expect(await publicProject.text()).not.toContain(address);
    const publicPage = await page.request.get(`/project/${displayId}`);
    expect(publicPage.status()).toBe(200);
    expect(await publicPage.text()).not.toContain(address);
  });

  test("without a working e-mail it does not post; a ticked news box is sent as given", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/projects") && request.method() === "POST") {
        posts.push(request.url());
      }
    });
    await page.goto("/post-project");
    await fillPostForm(page, `Back door ${Date.now()}`);
    const required =
      "Your e-mail address is required: the link that publishes your project is sent there";
    // None, then one that is no address: asked for under the field, and nothing is sent.
    await page.getByRole("button", { name: "Post Project" }).click();
    await expect(page.getByText(required)).toBeVisible();
    await expect(page.getByLabel("Your e-mail")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Your e-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Post Project" }).click();
    await expect(page.getByText(required)).toBeVisible();
    expect(posts).toEqual([]);

    const address = uniqueHomeownerEmail();
    await page.getByLabel("Your e-mail").fill(address);
    await page.getByText("Send me occasional TorontoPros news and tips").click();
    await expect(page.getByRole("checkbox", { name: /TorontoPros news and tips/ })).toBeChecked();
    const body = postedBody(page);
    await page.getByRole("button", { name: "Post Project" }).click();
    const sent = await body;
    expect(sent.newsConsent).toBe(true);
    expect(sent.homeownerEmail).toBe(address);
    await expect(
      page.getByRole("heading", { name: "Check your e-mail to publish your project" }),
    ).toBeVisible();
    await expect(page.getByTestId("manage-link")).toBeVisible();
    await expect(page.getByTestId("manage-link-emailed")).toContainText(address);
    expect(posts).toHaveLength(1);
  });

  test("asks where the work is: a municipality, and a postal code an M of which means Toronto @phone", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/projects") && request.method() === "POST") {
        posts.push(request.url());
      }
    });
    await page.goto("/post-project");
    const municipality = page.getByRole("combobox", { name: "Municipality" });
    const postalCode = page.getByLabel("Postal code");
    await expect(postalCode).toHaveAttribute("autocomplete", "postal-code");
    await expect(postalCode).toHaveAccessibleDescription(
      "The first three characters are enough, e.g. M4E",
    );
    // By region, Toronto's former municipalities as its areas; the last choice is outside the list.
    const toronto = municipality.locator("optgroup").first();
    await expect(toronto).toHaveAttribute("label", "City of Toronto");
    await expect(toronto.locator("option", { hasText: "Etobicoke" })).toHaveText(
      "Toronto — Etobicoke",
    );
    await expect(municipality.locator("option").last()).toHaveText("Elsewhere in Ontario");
    // An M code with no municipality chosen yet chooses Toronto.
    await (await hydrated(postalCode)).fill("m4e");
    await expect(municipality).toHaveValue("toronto");

    // Mississauga with an M code: refused under the municipality, nothing sent.
    await fillPostForm(page, `Porch steps ${Date.now()}`);
    const address = uniqueHomeownerEmail();
    await page.getByLabel("Your e-mail").fill(address);
    await choose(page, "Municipality", "Mississauga");
    await postalCode.fill("m9a");
    await page.getByRole("button", { name: "Post Project" }).click();
    await expect(page.locator("#municipality-error")).toHaveText(
      "A postal code starting with M is in Toronto: choose Toronto or one of its areas, or correct the code",
    );
    await expect(municipality).toHaveAttribute("aria-invalid", "true");
    await expect(municipality).toHaveValue("mississauga");
    expect(posts).toEqual([]);

    // Etobicoke is in Toronto: posted, with the code's first three characters.
    await choose(page, "Municipality", "Toronto — Etobicoke");
    await expect(page.locator("#municipality-error")).toHaveCount(0);
    const body = postedBody(page);
    await page.getByRole("button", { name: "Post Project" }).click();
    expect(await body).toMatchObject({ municipality: "etobicoke", postalCode: "M9A" });
    await expect(
      page.getByRole("heading", { name: "Check your e-mail to publish your project" }),
    ).toBeVisible();
    expect(posts).toHaveLength(1);

    const manageLink = await page.getByTestId("manage-link").inputValue();
    const displayId = Number(manageLink.match(/\/project\/(\d+)#manage=/)![1]);
    await publishInPage(page, displayId, address);
    const answer = await page.request.get(`/api/projects/${displayId - 3000}`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ municipality: "etobicoke" });
    await page.goto(`/project/${displayId}`);
    await expect(page.locator('dt:text-is("Municipality") + dd')).toHaveText("Etobicoke (Toronto)");
  });
});

test.describe("the contractor's tracking link", () => {
  test("shown after a proposal; it opens the proposal, which can be withdrawn @phone", async ({
    page,
    request,
    newParty,
  }) => {
    const title = `Stairwell ${Date.now()}`;
    const { project } = await postByApi(request, title);
    await page.goto(`/project/${project.displayId}`);
    await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }))).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Your name or company").fill("Brushwork Painters");
    await dialog.getByLabel("E-mail").fill(`bids-${Date.now()}@brushwork.example`);
    await choose(page, "Bid amount", "$5,000 - $10,000");
    await choose(page, "Timeline", "1 week");
    await dialog.getByLabel("Approach").fill("Fill, sand and two coats of low-VOC paint.");
    await dialog.getByLabel("Relevant experience").fill("Twelve years on older Toronto houses.");
    await dialog.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    const panel = page.getByTestId("proposal-tracking");
    await expect(panel).toContainText(
      "Keep this link: it shows whether the homeowner accepts your proposal and lets you withdraw it. We also e-mailed it to you.",
    );
    const link = await panel.getByLabel("Your private tracking link").inputValue();
    const [, id, token] = link.match(/\/proposal\/(\d+)#track=([^&]+)$/)!;
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("trackingTokens")!))).toEqual({
      [id!]: decodeURIComponent(token!),
    });
    await expect(panel.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expect(panel).toContainText("You sent a proposal");

    // Back on the project later, this browser says so, and the big button steps aside.
    await page.reload();
    const before = page.getByTestId("proposal-sent-before");
    await expect(before).toContainText("You sent a proposal");
    await expect(before.getByRole("link", { name: "Open tracking page" })).toHaveAttribute(
      "href",
      `/proposal/${id}#track=${token}`,
    );
    await expect(page.getByRole("button", { name: "Submit proposal again" })).toBeVisible();
    // Someone else's browser sees the usual button.
    const visitor = await newParty();
    await visitor.goto(`/project/${project.displayId}`);
    await expect(
      visitor.getByRole("button", { name: "Submit Proposal", exact: true }),
    ).toBeVisible();
    await expect(visitor.getByTestId("proposal-sent-before")).toHaveCount(0);

    // Opened in another browser, through the link alone.
    const contractor = await newParty();
    await contractor.goto(pathOf(link));
    await expect(contractor.getByTestId("proposal-status")).toHaveText("Pending");
    await expect(contractor).toHaveURL(new RegExp(`/proposal/${id}$`));
    await expect(contractor.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      `/project/${project.displayId}`,
    );
    await expect(contractor.getByText("Riverdale, Toronto, ON")).toBeVisible();
    await expect(contractor.getByTestId("tracked-project-status")).toHaveText("Open for proposals");
    await expect(contractor.getByText("$5,000 - $10,000")).toBeVisible();
    await expect(contractor.getByTestId("homeowner-contact")).toHaveCount(0);

    // Withdraw: cancel first, then confirm.
    await contractor.getByRole("button", { name: "Withdraw proposal" }).click();
    const confirm = contractor.getByRole("dialog", { name: "Withdraw this proposal?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(contractor.getByTestId("proposal-status")).toHaveText("Pending");
    await contractor.getByRole("button", { name: "Withdraw proposal" }).click();
    await confirm.getByRole("button", { name: "Withdraw proposal" }).click();
    await expect(contractor.getByTestId("proposal-status")).toHaveText("Withdrawn");
    await expect(contractor.getByRole("button", { name: "Withdraw proposal" })).toHaveCount(0);

    // The token was kept in that browser: the page opens again without the link.
    await contractor.reload();
    await expect(contractor.getByTestId("proposal-status")).toHaveText("Withdrawn");

    // A wrong link there says so, and keeps the working token.
    await contractor.goto(trackingLink(Number(id), "not-the-token"));
    await expect(contractor.getByTestId("tracking-link-refused")).toContainText("was not saved");
    await expect(contractor.getByTestId("proposal-status")).toHaveText("Withdrawn");
  });

  test("an accepted proposal shows the homeowner's contact: the address the project was published from", async ({
    page,
    request,
  }) => {
    // Every project has its homeowner's proven address now: none is posted without one.
    const address = uniqueHomeownerEmail();
    const { project, manageToken } = await postByApi(request, `Hall ${Date.now()}`, {
      homeownerEmail: address,
    });
    const proposal = await propose(request, project.displayId);
    await page.goto(trackingLink(proposal.id, proposal.trackingToken));
    await expect(page.getByTestId("proposal-status")).toHaveText("Pending");
    await expect(page.getByTestId("homeowner-contact")).toHaveCount(0);
    const accepted = await request.patch(`/api/proposals/${proposal.id}/status`, {
      data: { status: "accepted" },
      headers: { authorization: `Bearer ${manageToken}` },
    });
    expect(accepted.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("proposal-status")).toHaveText("Accepted");
    await expect(page.getByRole("button", { name: "Withdraw proposal" })).toHaveCount(0);
    const contact = page.getByTestId("homeowner-contact");
    await expect(contact.getByRole("heading", { name: "Homeowner contact" })).toBeVisible();
    await expect(contact).toContainText("Robin Chen");
    await expect(contact.getByRole("link", { name: address })).toHaveAttribute(
      "href",
      `mailto:${address}`,
    );
  });

  test("a wrong token shows that the link does not work, and nothing of the proposal", async ({
    page,
    request,
  }) => {
    const title = `Basement door ${Date.now()}`;
    const { project } = await postByApi(request, title);
    const { id } = await propose(request, project.displayId);
    await page.goto(trackingLink(id, "not-the-token"));
    await expect(page.getByTestId("tracking-invalid")).toHaveText(
      "This tracking link does not work. Open the link from your receipt e-mail.",
    );
    await expect(page).toHaveURL(new RegExp(`/proposal/${id}$`));
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByText("Brushwork Painters")).toHaveCount(0);
    await expect(page.getByTestId("proposal-status")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("trackingTokens"))).toBeNull();

    // No token at all, or an unknown proposal: the same message.
    await page.goto(`/proposal/${id}`);
    await expect(page.getByTestId("tracking-invalid")).toBeVisible();
    await page.goto(trackingLink(999_999_999, "not-the-token"));
    await expect(page.getByTestId("tracking-invalid")).toBeVisible();
  });
});

test.describe("lost manage links", () => {
  test("/recover answers the same for an unknown address, and says when it is refused", async ({
    page,
  }) => {
    await page.goto("/recover");
    await expect(
      page.getByRole("heading", { level: 1, name: "Lost your manage link?" }),
    ).toBeVisible();
    await page.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "E-mail my manage links" }).click();
    await expect(page.getByTestId("recover-done")).toContainText(
      "If projects were posted with this address, we have e-mailed their manage links to it. Check your inbox (and spam folder).",
    );

    await page.getByRole("button", { name: "Use another address" }).click();
    await page.route("**/api/recover", (route) =>
      route.fulfill({
        status: 429,
        json: { error: "Too many requests. Please wait a minute and try again." },
      }),
    );
    await page.getByLabel("E-mail address").fill("someone@example.com");
    await page.getByRole("button", { name: "E-mail my manage links" }).click();
    await expect(page.getByTestId("recover-error")).toContainText("Too many requests");
    await expect(page.getByTestId("recover-done")).toHaveCount(0);
    await page.route("**/api/recover", (route) => route.abort());
    await page.getByRole("button", { name: "E-mail my manage links" }).click();
    await expect(page.getByTestId("recover-error")).toContainText("Could not reach the server");
  });

  test("a visitor who cannot manage a posted project finds the way to /recover", async ({
    page,
    request,
  }) => {
    const { project, manageToken } = await postByApi(request, `Soffit ${Date.now()}`);
    await page.goto(`/project/${project.displayId}`);
    const lost = page.getByTestId("recover-link");
    await expect(lost).toHaveText("Lost your manage link?");
    await lost.click();
    await expect(page).toHaveURL(/\/recover$/);

    // The owner does not see it.
    await page.goto(manageLink(project.displayId, manageToken));
    await expect(page.getByTestId("owner-controls")).toBeVisible();
    await expect(page.getByTestId("recover-link")).toHaveCount(0);
  });
});

/** The newest .eml the server wrote to an address (the embedded mail transport's folder). */
function mailTo(address: string): string | null {
  const folder = path.join(process.env.E2E_DATA_DIR!, "outbox");
  if (!existsSync(folder)) return null;
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".eml"))) {
    const text = readFileSync(path.join(folder, name), "utf8");
    // Every message carries List-Unsubscribe now (issue 29): the notice is the proposal's.
    if (text.includes(`To: ${address}`) && text.includes("Subject: New proposal")) return text;
  }
  return null;
}

test("the unsubscribe page stops a kind of message, says what still arrives, and says when a link does not work", async ({
  page,
  request,
}) => {
  await page.goto("/unsubscribe/not-a-real-token-000000");
  await expect(
    page.getByRole("heading", { name: "Stop messages of this kind to this address?" }),
  ).toBeVisible();
  await (await hydrated(page.getByRole("button", { name: "Unsubscribe" }))).click();
  await expect(page.getByTestId("unsubscribe-invalid")).toHaveText(
    "This unsubscribe link does not work.",
  );

  // A real notice: a proposal on a project posted with an address.
  const address = `notices-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { project } = await postByApi(request, `Fence stain ${Date.now()}`, {
    homeownerEmail: address,
  });
  await propose(request, project.displayId);
  let mail: string | null = null;
  await expect.poll(() => (mail = mailTo(address)), { timeout: 20_000 }).not.toBeNull();
  const token = mail!.match(/\/api\/unsubscribe\/([\w-]{16,64})/)![1];
  await page.goto(`/unsubscribe/${token}`);
  await (await hydrated(page.getByRole("button", { name: "Unsubscribe" }))).click();
  const done = page.getByTestId("unsubscribe-done");
  await expect(done).toContainText(
    "Done: this address will no longer get notices of new proposals.",
  );
  await expect(done).toContainText("Every notice stops too");
  await expect(page.getByTestId("unsubscribe-still")).toContainText("Other kinds still arrive");
});

test.describe("the operator's inbox", () => {
  test("without a token: only that operator access is required", async ({ page }) => {
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator access required");
    await expect(page.getByRole("heading", { name: "Contact messages" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Recent deliveries" })).toHaveCount(0);
    await expect(page.locator("main")).toHaveText("Operator access required");

    await page.goto("/admin/messages#operator=not-the-operator-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator access required");
    await expect(page).toHaveURL(/\/admin\/messages$/);
    expect(await page.evaluate(() => localStorage.getItem("operatorToken"))).toBeNull();
  });

  test("with the operator link: a message sent through the contact form, marked handled", async ({
    page,
  }) => {
    const subject = `Roof question ${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Sam Patel");
    await page.getByLabel("E-mail").fill("sam@example.com");
    await page.getByLabel("Phone (optional)").fill("416-555-0123");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Do you list roofers who work on flat roofs?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message Sent!")).toBeVisible();

    await page.goto(`/admin/messages#operator=${OPERATOR_TOKEN}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator inbox");
    await expect(page).toHaveURL(/\/admin\/messages$/);
    expect(await page.evaluate(() => localStorage.getItem("operatorToken"))).toBe(OPERATOR_TOKEN);
    await expect(page.getByRole("heading", { name: "Contact messages" })).toBeVisible();
    const message = page.getByTestId("inbox-message").filter({ hasText: subject });
    await expect(message).toContainText("Sam Patel");
    await expect(message).toContainText("sam@example.com");
    await expect(message).toContainText("416-555-0123");
    await expect(message).toContainText("Do you list roofers who work on flat roofs?");
    await expect(message).toHaveAttribute("data-handled", "false");

    await message.getByRole("button", { name: "Mark handled" }).click();
    await expect(message).toHaveAttribute("data-handled", "true");
    await expect(message).toContainText(/Handled \w+/);
    await message.getByRole("button", { name: "Mark unhandled" }).click();
    await expect(message).toHaveAttribute("data-handled", "false");

    // The contact message was e-mailed to the inbox address: a delivery row.
    await expect(page.getByRole("heading", { name: "Recent deliveries" })).toBeVisible();
    await expect(page.getByTestId("deliveries").getByRole("row").nth(1)).toBeVisible();

    // The stored token opens the inbox again.
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator inbox");
  });
});

test.describe("accessibility of the new pages", () => {
  test("recover, unsubscribe, tracking and inbox pages in light and dark", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { project } = await postByApi(request, `Axe check ${Date.now()}`);
    const { id, trackingToken } = await propose(request, project.displayId);
    await page.addInitScript(
      ([proposalId, token, operator]) => {
        localStorage.setItem("trackingTokens", JSON.stringify({ [proposalId]: token }));
        localStorage.setItem("operatorToken", operator);
      },
      [String(id), trackingToken, OPERATOR_TOKEN] as const,
    );
    for (const theme of ["light", "dark"] as const) {
      await gotoInTheme(page, "/recover", theme);
      await expectNoAxeViolations(page);
      await gotoInTheme(page, "/unsubscribe/not-a-real-token-000000", theme);
      await expectNoAxeViolations(page);
      await gotoInTheme(page, `/proposal/${id}`, theme);
      await expect(page.getByTestId("proposal-status")).toHaveText("Pending");
      await expectNoAxeViolations(page);
      await gotoInTheme(page, "/admin/messages", theme);
      await expect(page.getByRole("heading", { name: "Recent deliveries" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
