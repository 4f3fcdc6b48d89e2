import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { simpleParser } from "mailparser";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** Picks an option of a select by the select's label and the option's text. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  const select = page.getByRole("combobox", { name: label });
  await select.selectOption({ label: option });
  await expect(select.locator("option:checked")).toHaveText(option);
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Fills and posts the Request Quote form; returns the manage link and displayed id. */
export async function postProject(
  page: Page,
  title: string,
  options: { photo?: Buffer; email?: string } = {},
) {
  await page.goto("/post-project");
  await page.getByLabel("Project title").fill(title);
  await page
    .getByLabel("Description")
    .fill("Replace a leaking cast-iron stack and two bathroom drains in a 1920s semi.");
  await choose(page, "Category", "Plumbing");
  await choose(page, "Budget", "$5,000 - $10,000");
  await choose(page, "Timeline", "Within 1 month");
  await choose(page, "Urgency", "High - Urgent");
  await page.getByLabel("Your name").fill("Alex Morgan");
  await page.getByRole("radio", { name: "Yes: for my own home or household" }).check();
  if (options.email) await page.getByLabel("Your e-mail (optional)").fill(options.email);
  await expect(page.getByLabel("Location")).toHaveValue("Toronto, ON");
  if (options.photo) {
    await page
      .locator("input#photos")
      .setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: options.photo });
    await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  }
  await page.getByLabel("Requirements").fill("Permit from Toronto Building");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("button", { name: "Post Project" }).click();
  await expect(toast(page, "Project Posted Successfully!")).toBeVisible();
  const manageLink = await page.getByTestId("manage-link").inputValue();
  const displayId = Number(manageLink.match(/\/project\/(\d+)#manage=/)![1]);
  return { manageLink, displayId };
}

/** A project as POST /api/projects takes it: the fields a spec does not name take these values. */
const PROJECT_DEFAULTS = {
  description: "Replace the corroded shut-off valve under the kitchen sink.",
  category: "Plumbing",
  budget: "$1,000 - $5,000",
  timeline: "Within 1 month",
  urgency: "medium",
  homeowner: "Dana Price",
  location: "Toronto, ON",
  householdUse: true,
};

/** Posts a project through the API (201 checked); returns it and its manage token. */
export async function postProjectByApi(
  request: APIRequestContext,
  fields: { title: string } & Record<string, unknown>,
) {
  const response = await request.post("/api/projects", {
    data: { ...PROJECT_DEFAULTS, ...fields },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as {
    project: { id: number; displayId: number };
    manageToken: string;
  };
}

/**
 * Posts an open project to send proposals to (the example requests take none): a Toronto
 * renovation like example 2001 unless `fields` say otherwise. Returns its page's path.
 */
export async function openProjectPath(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
) {
  const { project } = await postProjectByApi(request, {
    title: `Kitchen renovation in East York ${Date.now().toString(36)}`,
    category: "Renovation",
    location: "East York, Toronto, ON",
    budget: "$25,000 - $50,000",
    ...fields,
  });
  return `/project/${project.displayId}`;
}

/** Sends a proposal through the API (201 checked); returns its id and tracking token. */
export async function proposeByApi(
  request: APIRequestContext,
  fields: {
    projectId: number;
    contractorName: string;
    contractorEmail: string;
    /** Left out with `structured`: the server derives it from the total. */
    bidAmount?: string;
    timeline: string;
    approach: string;
    experience: string;
  } & Record<string, unknown>,
) {
  const response = await request.post("/api/proposals", { data: fields });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; trackingToken: string };
}

/** A script chunk of the build, by its address or path. */
export const CHUNK_SCRIPT = /\/_next\/static\/chunks\/.+\.js$/;

/** The script chunks the page asks for from now on, by path. */
export function chunksRequested(page: Page) {
  const chunks = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (CHUNK_SCRIPT.test(url.pathname)) chunks.add(url.pathname);
  });
  return chunks;
}

/**
 * Holds back the page's script chunks until the returned function is called: what a person does
 * on a slow phone before the page's scripts have run.
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNK_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated an interactive element (attached its props to the DOM node), so
 * a click or keystroke is not lost on the server-rendered HTML.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
  return locator;
}

// 2 × $1,234.50 + 1 × $99.99 = $2,568.99; HST $333.97; total $2,902.96.
const TOTAL_CENTS = 290_296;
const itemised = {
  lineItems: [
    { description: "Install pot lights", quantity: 2, unit: "each", unitPriceCents: 123_450 },
    { description: "ESA permit and inspection", quantity: 1, unit: "each", unitPriceCents: 9_999 },
  ],
  hstRegistered: true,
  hstNumber: "123456789RT0001",
  deposit: { kind: "amount", cents: 29_000 },
  schedule: [
    { description: "Deposit", amountCents: 29_000 },
    { description: "On completion", amountCents: TOTAL_CENTS - 29_000 },
  ],
  startDate: "2027-03-01",
  completionDate: "2027-03-20",
  warrantyMonths: 12,
  warrantyCovers: "Workmanship on the new fixtures.",
  permitsBy: "contractor",
  credentials: { esaLicence: "7001234", wsibClearance: "A1234567" },
};

/** A posted electrical project with an accepted itemised proposal; its agreement's id. */
export async function acceptedAgreement(
  request: APIRequestContext,
  {
    contractorEmail = "quotes@brightwire.example",
    structured = itemised,
  }: { contractorEmail?: string; structured?: Record<string, unknown> } = {},
) {
  const title = `Pot lights ${Date.now()}`;
  const { project, manageToken } = await postProjectByApi(request, {
    title,
    category: "Electrical",
    homeowner: "Jordan Lee",
    homeownerEmail: "jordan@home.example",
  });
  const sent = await request.post("/api/proposals", {
    data: {
      projectId: project.displayId,
      contractorName: "Bright Wire",
      contractorEmail,
      timeline: "3 weeks",
      approach: "Cut in eight pot lights on two new circuits, patch and paint the openings.",
      experience: "Licensed electrical contractor, nine years of residential work in Toronto.",
      structured,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const proposal = (await sent.json()) as { id: number; trackingToken: string };
  const accepted = await request.patch(`/api/proposals/${proposal.id}/status`, {
    data: { status: "accepted" },
    headers: { authorization: `Bearer ${manageToken}` },
  });
  expect(accepted.status()).toBe(200);
  const { agreementId } = (await accepted.json()) as { agreementId: number };
  return {
    agreementId,
    manageToken,
    trackingToken: proposal.trackingToken,
    proposalId: proposal.id,
    project: { ...project, title },
  };
}

/** What the contractor adds to an agreement that the proposals made here do not hold. */
export const CONTRACTOR_DETAILS = {
  phone: "416-555-0142",
  materials: "Eight 4-inch LED wafer lights, 14/2 NM cable, two 15 A breakers.",
  paymentMethod: "E-transfer",
  additionalCharges: [
    { description: "Drywall repair of concealed damage", amount: "$85.00 an hour" },
  ],
  cancellationTerms: "",
};

/** A write to an agreement by a party, through the API; expects 200. */
export async function agreementWrite(
  request: APIRequestContext,
  agreementId: number,
  path: string,
  data: unknown,
  token: string,
) {
  const response = await request.post(`/api/agreements/${agreementId}/${path}`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** The business the contractor names in the agreement (the proposals made here give none). */
export const CONTRACTOR_BUSINESS = {
  address: "9 Queen St E, Toronto, ON M5C 1R5",
  businessName: "Bright Wire Ltd.",
};

/** The person who confirms for the contractor's business (decision 0097). */
export const CONTRACTOR_SIGNER = { name: "Sam Patel", role: "Owner" };

/**
 * The homeowner's address and the contractor's details and business, with the person who confirms
 * for it, and the cover page confirmed where one applies: nothing is missing after.
 */
export async function completeAgreement(
  request: APIRequestContext,
  agreementId: number,
  tokens: { manageToken: string; trackingToken: string },
  contractor: Record<string, unknown> = {
    ...CONTRACTOR_DETAILS,
    ...CONTRACTOR_BUSINESS,
    signer: CONTRACTOR_SIGNER,
  },
) {
  await agreementWrite(
    request,
    agreementId,
    "details",
    { address: "12 Elm St, Toronto, ON M4E 2V1" },
    tokens.manageToken,
  );
  await agreementWrite(request, agreementId, "details", contractor, tokens.trackingToken);
  // A consumer's restricted-product work (O. Reg. 8/18) opens with a cover page the homeowner
  // confirms before anyone may confirm the agreement.
  const read = await request.get(`/api/agreements/${agreementId}`, {
    headers: { authorization: `Bearer ${tokens.manageToken}` },
  });
  const { coverPage } = (await read.json()) as { coverPage?: { confirmedAt: string | null } };
  if (coverPage && coverPage.confirmedAt === null) {
    await agreementWrite(request, agreementId, "cover-page", { read: true }, tokens.manageToken);
  }
}

/** A party confirms the version they read now, as the page does. */
export async function confirmAgreementByApi(
  request: APIRequestContext,
  agreementId: number,
  token: string,
  name: string,
) {
  const read = await request.get(`/api/agreements/${agreementId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { version } = (await read.json()) as { version: string };
  return agreementWrite(request, agreementId, "confirm", { name, version, read: true }, token);
}

/**
 * The path and fragment of the newest link to a page under `pathPrefix` e-mailed to `address`
 * (the embedded transport's .eml files), in a mail whose subject contains `subject` if given, or
 * null while none has arrived.
 */
export async function mailedLinkPath(
  address: string,
  pathPrefix: string,
  subject?: string,
): Promise<string | null> {
  const folder = path.join(process.env.E2E_DATA_DIR!, "outbox");
  if (!existsSync(folder)) return null;
  let newest: { at: number; path: string } | null = null;
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".eml"))) {
    const mail = await simpleParser(readFileSync(path.join(folder, name)));
    if (!JSON.stringify(mail.to ?? "").includes(address)) continue;
    if (subject && !(mail.subject ?? "").includes(subject)) continue;
    for (const [found] of (mail.text ?? "").matchAll(/https?:\/\/\S+/g)) {
      const url = new URL(found);
      const at = mail.date?.getTime() ?? 0;
      if (url.pathname.startsWith(pathPrefix) && (!newest || at >= newest.at)) {
        newest = { at, path: url.pathname + url.hash };
      }
    }
  }
  return newest?.path ?? null;
}

/** The path of the newest sign-in link e-mailed to `address`. */
export const mailedSignInPath = (address: string) => mailedLinkPath(address, "/pro/sign-in");

/**
 * A party confirms the agreement open on `page` at the end of its document: the "I have read"
 * box ticked and their full name typed, as the page asks.
 * Every browser test that confirms through the page calls this, so a change to the confirmation
 * step is made here once.
 */
export async function confirmAgreementInPage(page: Page, fullName: string) {
  const form = page.getByTestId("confirm-agreement");
  await (await hydrated(form.getByLabel("I have read the whole agreement"))).check();
  await form.getByLabel("Your full name").fill(fullName);
  await form.getByRole("button", { name: "Confirm" }).click();
}
