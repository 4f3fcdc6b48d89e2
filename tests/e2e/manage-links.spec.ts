import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";

import {
  expect,
  fragmentToken,
  manageLink,
  postProjectByApi,
  test,
  toast,
  OPERATOR_TOKEN,
} from "./fixtures";

// A manage or operator link is checked with the server before it is kept or any control shows;
// a link that does not work says so, and never takes away the access a working token gives.

const postByApi = (page: Page, title: string, homeownerEmail?: string) =>
  postProjectByApi(page.request, {
    ...(homeownerEmail ? { homeownerEmail } : {}),
    title,
    description: "Patch and paint the living-room ceiling after a small leak from above.",
    category: "Painting",
    urgency: "low",
    homeowner: "Robin Chen",
  });

const storedTokens = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("manageTokens") ?? "{}"));

test("a wrong manage link keeps the owner's working token and controls @phone", async ({
  page,
}) => {
  const { project, manageToken } = await postByApi(page, `Ceiling ${Date.now()}`);
  await page.goto(manageLink(project.displayId, manageToken));
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${project.displayId}$`));

  await page.goto(manageLink(project.displayId, "not-the-token"));
  await expect(page.getByTestId("invalid-manage-link")).toContainText("was not saved");
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  expect(await storedTokens(page)).toEqual({ [String(project.id)]: manageToken });
  await expect(page).toHaveURL(new RegExp(`/project/${project.displayId}$`));
});

test("others see the homeowner's first name and initial; the owner sees the whole name @phone", async ({
  page,
  newParty,
}) => {
  const { project, manageToken } = await postByApi(page, `Privacy ${Date.now()}`);
  const visitor = await newParty();
  await visitor.goto(`/project/${project.displayId}`);
  const main = visitor.getByRole("main");
  await expect(main).toContainText("Robin C.");
  await expect(main).not.toContainText("Robin Chen");
  await page.goto(manageLink(project.displayId, manageToken));
  await expect(page.getByTestId("owner-name")).toHaveText(
    "Posted by Robin Chen. Everyone else sees “Robin C.”.",
  );
});

test("a wrong manage link in a fresh browser shows the project read-only and says why", async ({
  page,
}) => {
  const { project } = await postByApi(page, `Read-only ${Date.now()}`);
  await page.goto(manageLink(project.displayId, "not-the-token"));
  await expect(page.getByTestId("invalid-manage-link")).toContainText("does not work");
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeVisible();
  await expect(page.getByTestId("owner-controls")).toHaveCount(0);
  expect(await storedTokens(page)).toEqual({});
});

test("a stored token that no longer works is dropped, with no controls shown", async ({ page }) => {
  const { project } = await postByApi(page, `Stale ${Date.now()}`);
  await page.goto("/");
  await page.evaluate(
    (id) => localStorage.setItem("manageTokens", JSON.stringify({ [id]: "stale-token" })),
    String(project.id),
  );
  await page.goto(`/project/${project.displayId}`);
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeVisible();
  await expect(page.getByTestId("owner-controls")).toHaveCount(0);
  await expect.poll(() => storedTokens(page)).toEqual({});
});

test("an operator link is kept only when the server accepts it", async ({ page }) => {
  await page.goto("/contractor-dashboard#operator=anything-at-all-0123");
  await expect(page.getByTestId("invalid-operator-link")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("operatorToken"))).toBeNull();

  // Only the fragment changes: the page loads again to read it, then takes it out.
  await page.goto(`/contractor-dashboard#operator=${OPERATOR_TOKEN}`);
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("operatorToken")))
    .toBe(OPERATOR_TOKEN);
  await expect(page.getByTestId("invalid-operator-link")).toHaveCount(0);

  // A wrong link later does not replace the working token.
  await page.goto("/contractor-dashboard#operator=anything-at-all-0123");
  await expect(page.getByTestId("invalid-operator-link")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("operatorToken"))).toBe(OPERATOR_TOKEN);
});

/**
 * The `param` of a link to `pathname` in a message with this subject that the server wrote to
 * `address` (the embedded mail transport's .eml files), or null until one is there.
 */
async function mailedToken(address: string, subject: RegExp, pathname: string, param: string) {
  const folder = path.join(process.env.E2E_DATA_DIR!, "outbox");
  if (!existsSync(folder)) return null;
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".eml"))) {
    const mail = await simpleParser(readFileSync(path.join(folder, name)));
    if (!JSON.stringify(mail.to ?? "").includes(address) || !subject.test(mail.subject ?? "")) {
      continue;
    }
    for (const [found] of (mail.text ?? "").matchAll(/https?:\/\/\S+/g)) {
      const token = fragmentToken(found, param);
      if (new URL(found).pathname === pathname && token !== null) return token;
    }
  }
  return null;
}

test("an owner on two manage links signs out the other: that link then shows the project read-only", async ({
  page,
  newParty,
}) => {
  const address = `two-links-${Date.now()}@home.example`;
  const { project, manageToken } = await postByApi(page, `Two links ${Date.now()}`, address);
  const recovered = await page.request.post("/api/recover", { data: { email: address } });
  expect(recovered.status()).toBe(202);
  let link: string | null = null;
  await expect
    .poll(
      async () =>
        (link = await mailedToken(
          address,
          /^Your manage links/,
          `/project/${project.displayId}`,
          "manage",
        )),
      {
        timeout: 20_000,
      },
    )
    .not.toBeNull();

  // The first link in this browser, the e-mailed one on another device: both manage the project.
  await page.goto(`/project/${project.displayId}?manage=${manageToken}`);
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  const other = await newParty();
  await other.goto(`/project/${project.displayId}?manage=${link}`);
  await expect(other.getByTestId("owner-controls")).toBeVisible();

  // The other device signs out every link but its own, after reading what that does.
  await other.getByTestId("sign-out-others").click();
  const dialog = other.getByRole("dialog", { name: "Sign out your other manage links?" });
  await expect(dialog).toContainText("except the one you are using now stops working");
  await dialog.getByRole("button", { name: "Sign out other links" }).click();
  await expect(toast(other, "1 other link signed out")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // This browser's kept token no longer works: the visitor's view, and the way to /recover.
  await page.reload();
  await expect(page.getByRole("button", { name: "Submit Proposal" })).toBeVisible();
  await expect(page.getByTestId("owner-controls")).toHaveCount(0);
  await expect(page.getByTestId("recover-link")).toBeVisible();
  await expect.poll(() => storedTokens(page)).toEqual({});
  await page.goto(`/project/${project.displayId}?manage=${manageToken}`);
  await expect(page.getByTestId("invalid-manage-link")).toContainText("does not work");

  // The link that signed the others out still manages the project.
  await other.reload();
  await expect(other.getByTestId("owner-controls")).toBeVisible();
});

test("a party signs out their other links to the agreement: the e-mailed one then opens nothing", async ({
  page,
  newParty,
}) => {
  const stamp = Date.now();
  const contractorEmail = `quotes-${stamp}@brightwire.example`;
  const { project, manageToken } = await postByApi(page, `Agreement links ${stamp}`);
  const sent = await page.request.post("/api/proposals", {
    data: {
      projectId: project.displayId,
      contractorName: "Bright Wire",
      contractorEmail,
      timeline: "1 week",
      approach: "Patch the ceiling, prime the stain and repaint the whole living-room ceiling.",
      experience: "Painting contractor, nine years of residential work in Toronto.",
      structured: {
        lineItems: [
          { description: "Patch and paint", quantity: 1, unit: "job", unitPriceCents: 90_000 },
        ],
        hstRegistered: false,
        schedule: [{ description: "On completion", amountCents: 90_000 }],
        startDate: "2027-03-01",
        completionDate: "2027-03-05",
        warrantyMonths: 12,
        warrantyCovers: "Peeling or staining of the new paint.",
        permitsBy: "none-needed",
      },
    },
  });
  expect(sent.status()).toBe(201);
  const proposal = (await sent.json()) as { id: number; trackingToken: string };
  const accepted = await page.request.patch(`/api/proposals/${proposal.id}/status`, {
    data: { status: "accepted" },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(accepted.status()).toBe(200);
  const { agreementId } = (await accepted.json()) as { agreementId: number };
  let key: string | null = null;
  await expect
    .poll(
      async () =>
        (key = await mailedToken(
          contractorEmail,
          /written agreement/,
          `/agreement/${agreementId}`,
          "key",
        )),
      {
        timeout: 20_000,
      },
    )
    .not.toBeNull();

  // The contractor opens the e-mailed key here, and the tracking link on another device.
  await page.goto(`/agreement/${agreementId}?key=${key}`);
  await expect(page.getByTestId("agreement-state")).toBeVisible();
  const other = await newParty();
  await other.goto(`/agreement/${agreementId}?key=${proposal.trackingToken}`);
  await other.getByTestId("sign-out-others").click();
  const dialog = other.getByRole("dialog", {
    name: "Sign out your other links to this agreement?",
  });
  await expect(dialog).toContainText("Your proposal's tracking link still opens the agreement.");
  await dialog.getByRole("button", { name: "Sign out other links" }).click();
  await expect(toast(other, "1 other link signed out")).toBeVisible();

  await page.reload();
  await expect(page.getByText("This link does not open an agreement")).toBeVisible();
  await other.reload();
  await expect(other.getByTestId("agreement-state")).toBeVisible();
});
