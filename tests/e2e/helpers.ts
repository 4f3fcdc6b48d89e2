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

/** A homeowner's address of its own for each post: the mail budget and the repeat rule are per address. */
export const uniqueHomeownerEmail = () =>
  `homeowner-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@home.example`;

/**
 * Waits for the newest link under `pathPrefix` e-mailed to `address` (the server's .eml files)
 * and returns its path and fragment.
 */
export async function mailedLink(address: string, pathPrefix: string, subject?: string) {
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedLinkPath(address, pathPrefix, subject)), {
      timeout: 30_000,
    })
    .not.toBeNull();
  return link!;
}

/** Fills the Request Quote form as a homeowner does (photo optional), without sending it. */
export async function fillPostForm(
  page: Page,
  title: string,
  email: string,
  options: { photo?: Buffer; category?: string } = {},
) {
  await page.goto("/post-project");
  await page.getByLabel("Project title").fill(title);
  await page
    .getByLabel("Description")
    .fill("Replace a leaking cast-iron stack and two bathroom drains in a 1920s semi.");
  await choose(page, "Category", options.category ?? "Plumbing");
  await choose(page, "Budget", "$5,000 - $10,000");
  await choose(page, "Timeline", "Within 1 month");
  await choose(page, "Urgency", "High - Urgent");
  await page.getByLabel("Your name").fill("Alex Morgan");
  await page.getByRole("radio", { name: "Yes: for my own home or household" }).check();
  await page.getByLabel("Your e-mail").fill(email);
  await expect(page.getByLabel("Location")).toHaveValue("Toronto, ON");
  await choose(page, "Municipality", "Toronto");
  if (options.photo) {
    await page
      .locator("input#photos")
      .setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: options.photo });
    await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  }
  await page.getByLabel("Requirements").fill("Permit from Toronto Building");
  await page.getByRole("button", { name: "Add", exact: true }).click();
}

/**
 * Fills and posts the Request Quote form; returns the manage link, the displayed id and the
 * address. Unless `publish` is false, then opens the publishing link e-mailed to that address in
 * the same page, as the homeowner does: the project is listed.
 */
export async function postProject(
  page: Page,
  title: string,
  options: { photo?: Buffer; email?: string; publish?: boolean; category?: string } = {},
) {
  const email = options.email ?? uniqueHomeownerEmail();
  await fillPostForm(page, title, email, options);
  await page.getByRole("button", { name: "Post Project" }).click();
  await expect(
    page.getByRole("heading", { name: "Check your e-mail to publish your project" }),
  ).toBeVisible();
  const manageLink = await page.getByTestId("manage-link").inputValue();
  const displayId = Number(manageLink.match(/\/project\/(\d+)#manage=/)![1]);
  if (options.publish !== false) await publishInPage(page, displayId, email);
  return { manageLink, displayId, email };
}

/** The homeowner opens the publishing link e-mailed to `email` in `page`: the project is listed. */
export async function publishInPage(page: Page, displayId: number, email: string) {
  await page.goto(await mailedLink(email, `/project/${displayId}/publish`));
  await expect(page.getByTestId("publish-done")).toBeVisible();
}

/** The homeowner's publishing link, opened through the API (what the publish page posts). */
export async function publishByApi(request: APIRequestContext, displayId: number, email: string) {
  const link = await mailedLink(email, `/project/${displayId}/publish`);
  const token = new URLSearchParams(link.split("#")[1]).get("token");
  const response = await request.post(`/api/projects/${displayId - 3000}/publish`, {
    data: { token },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { listing: string };
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

/**
 * Posts a project through the API (201 checked) from an address of its own unless `fields` name
 * one, and publishes it with the link e-mailed there unless `publish` is false; returns it, its
 * manage token and the address.
 */
export async function postProjectByApi(
  request: APIRequestContext,
  fields: { title: string } & Record<string, unknown>,
  { publish = true }: { publish?: boolean } = {},
) {
  const homeownerEmail = (fields.homeownerEmail as string | undefined) ?? uniqueHomeownerEmail();
  const response = await request.post("/api/projects", {
    data: { ...PROJECT_DEFAULTS, ...fields, homeownerEmail },
  });
  expect(response.status(), await response.text()).toBe(201);
  const posted = (await response.json()) as {
    project: { id: number; displayId: number };
    manageToken: string;
  };
  if (publish) await publishByApi(request, posted.project.displayId, homeownerEmail);
  return { ...posted, homeownerEmail };
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
  expect(response.status(), await response.text()).toBe(201);
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

/** A start and a completion day already passed: work that can be recorded as done today. */
export const PAST_WORK = { startDate: "2026-11-01", completionDate: "2026-11-20" };

/**
 * A posted electrical project with an accepted itemised proposal (`structured`, its `terms`
 * overridden: `PAST_WORK` for work done by now); its agreement's id.
 */
export async function acceptedAgreement(
  request: APIRequestContext,
  {
    contractorEmail = `quotes-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@brightwire.example`,
    structured = itemised,
    terms = {},
  }: {
    contractorEmail?: string;
    structured?: Record<string, unknown>;
    terms?: Record<string, unknown>;
  } = {},
) {
  const title = `Pot lights ${Date.now()}`;
  const { project, manageToken, homeownerEmail } = await postProjectByApi(request, {
    title,
    category: "Electrical",
    homeowner: "Jordan Lee",
  });
  const sent = await request.post("/api/proposals", {
    data: {
      projectId: project.displayId,
      contractorName: "Bright Wire",
      contractorEmail,
      timeline: "3 weeks",
      approach: "Cut in eight pot lights on two new circuits, patch and paint the openings.",
      experience: "Licensed electrical contractor, nine years of residential work in Toronto.",
      structured: { ...structured, ...terms },
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
    // The keys e-mailed to each party: the ones that sign (manage and tracking tokens only open it).
    homeownerKey: await mailedAgreementKey(homeownerEmail, agreementId),
    contractorKey: await mailedAgreementKey(contractorEmail, agreementId),
    homeownerEmail,
    contractorEmail,
    proposalId: proposal.id,
    project: { ...project, title },
  };
}

/**
 * The key of agreement `agreementId` e-mailed to a party's `address` (the agreement-ready
 * message): what confirms it, records how the work ended and reviews.
 */
export async function mailedAgreementKey(address: string, agreementId: number) {
  const link = await mailedLink(address, `/agreement/${agreementId}`);
  return new URLSearchParams(link.split("#")[1]).get("key")!;
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
  // Nobody met the homeowner in person for it: not a direct agreement (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
  directAgreement: { visited: false },
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

/** The person who confirms for the contractor's business (docs/decisions/0017-written-agreements.md). */
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
  // confirms, answering who asked for the visit, before anyone may confirm the agreement: here
  // the agreement is made online.
  const read = await request.get(`/api/agreements/${agreementId}`, {
    headers: { authorization: `Bearer ${tokens.manageToken}` },
  });
  const { coverPage } = (await read.json()) as { coverPage?: { confirmedAt: string | null } };
  if (coverPage && coverPage.confirmedAt === null) {
    await agreementWrite(
      request,
      agreementId,
      "cover-page",
      { read: true, answer: "online" },
      tokens.manageToken,
    );
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
 * The outbox folders the mail helpers read: the shared test server's, and those of the servers a
 * spec starts of its own (tests/e2e/own-server.ts) while they run.
 */
const outboxFolders = new Set<string>();
export const watchOutbox = (dataDir: string) => outboxFolders.add(path.join(dataDir, "outbox"));
export const unwatchOutbox = (dataDir: string) =>
  outboxFolders.delete(path.join(dataDir, "outbox"));

/** A message of an outbox as the helpers read it; each file is parsed once (written whole). */
interface OutboxMail {
  to: string;
  subject: string;
  at: number;
  links: string[];
  text: string;
  /** The calendar invitation it carries (.ics text), if any. */
  calendar: string | null;
}
const parsedMail = new Map<string, OutboxMail>();

async function outboxMail(): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  for (const folder of [path.join(process.env.E2E_DATA_DIR!, "outbox"), ...outboxFolders]) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).filter((file) => file.endsWith(".eml"))) {
      const file = path.join(folder, name);
      let mail = parsedMail.get(file);
      if (!mail) {
        const parsed = await simpleParser(readFileSync(file));
        mail = {
          to: JSON.stringify(parsed.to ?? ""),
          subject: parsed.subject ?? "",
          at: parsed.date?.getTime() ?? 0,
          text: parsed.text ?? "",
          calendar:
            parsed.attachments
              .find((file) => file.contentType.startsWith("text/calendar"))
              ?.content.toString("utf8") ?? null,
          // A link ends where its URL characters do, as mail programs read it: in the
          // pseudo-locale a message's closing "⟧" follows the link directly.
          links: [...(parsed.text ?? "").matchAll(/https?:\/\/[\w\-.~:/?#[\]@!$&'()*+,;=%]+/g)].map(
            ([found]) => found,
          ),
        };
        parsedMail.set(file, mail);
      }
      mails.push(mail);
    }
  }
  return mails;
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
  let newest: { at: number; path: string } | null = null;
  for (const mail of await outboxMail()) {
    if (!mail.to.includes(address)) continue;
    if (subject && !mail.subject.includes(subject)) continue;
    for (const found of mail.links) {
      const url = new URL(found);
      if (url.pathname.startsWith(pathPrefix) && (!newest || mail.at >= newest.at)) {
        newest = { at: mail.at, path: url.pathname + url.hash };
      }
    }
  }
  return newest?.path ?? null;
}

/**
 * Waits for a message to `address` whose subject contains `subject` (the server's .eml files) and
 * returns the text of the newest: what the reader's mail program shows.
 */
export async function mailedText(address: string, subject: string): Promise<string> {
  const newest = async () =>
    (await outboxMail())
      .filter((mail) => mail.to.includes(address) && mail.subject.includes(subject))
      .sort((a, b) => b.at - a.at)[0]?.text ?? null;
  let text: string | null = null;
  await expect.poll(async () => (text = await newest()), { timeout: 30_000 }).not.toBeNull();
  return text!;
}

/**
 * Waits for a message to `address` whose subject contains `subject` and carries a calendar
 * invitation, and returns the newest one's .ics text.
 */
export async function mailedCalendar(address: string, subject: string): Promise<string> {
  const newest = async () =>
    (await outboxMail())
      .filter(
        (mail) => mail.to.includes(address) && mail.subject.includes(subject) && mail.calendar,
      )
      .sort((a, b) => b.at - a.at)[0]?.calendar ?? null;
  let calendar: string | null = null;
  await expect.poll(async () => (calendar = await newest()), { timeout: 30_000 }).not.toBeNull();
  return calendar!;
}

/** The paths and fragments of every link under `pathPrefix` e-mailed to `address`, oldest first. */
export async function mailedLinkPaths(address: string, pathPrefix: string): Promise<string[]> {
  const found: { at: number; path: string }[] = [];
  for (const mail of await outboxMail()) {
    if (!mail.to.includes(address)) continue;
    for (const link of mail.links) {
      const url = new URL(link);
      if (url.pathname.startsWith(pathPrefix))
        found.push({ at: mail.at, path: url.pathname + url.hash });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ path: link }) => link);
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
