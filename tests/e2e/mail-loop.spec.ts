import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, type Browser } from "./fixtures";

import { linkIn, startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../smtp-server";
import { choose, postProject, toast, hydrated } from "./helpers";
import { freePort, startServer, stopServer, type Server } from "./server-process";

// A homeowner and a contractor, in browsers of their own, go from a posted project to an accepted
// proposal, and each learns every step from e-mail alone: every page after the first visit is
// opened from a link in a message that arrived at a real SMTP server, in a fresh browser that
// has nothing stored.

let smtp: TestSmtpServer;
let server: Server;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-mail-"));
  const port = await freePort();
  server = await startServer({
    dataDir,
    port,
    // The links in the messages name this server, as SITE_URL names the site's address.
    env: { SMTP_URL: smtp.url, SITE_URL: `http://127.0.0.1:${port}` },
  });
});

test.afterAll(async () => {
  await stopServer(server);
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The path, query and fragment of a link in a message, to open on the test's server. */
const pathOf = (link: URL) => link.pathname + link.search + link.hash;

/** The project's manage link in a message (the one whose fragment carries `manage=`). */
function manageLinkIn(mail: ReceivedMail, displayId: number): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === `/project/${displayId}` && url.hash.startsWith("#manage=")) return url;
  }
  throw new Error(`No manage link in "${mail.subject}":\n${mail.text}`);
}

/**
 * The homeowner opens the publishing link of a message in a browser of its own: the project is
 * listed.
 */
async function publishFrom(browser: Browser, mail: ReceivedMail, displayId: number) {
  const page = await freshPage(browser);
  await page.goto(pathOf(linkIn(mail, `/project/${displayId}/publish`)));
  await expect(page.getByTestId("publish-done")).toHaveAttribute("data-listing", "listed");
  await page.context().close();
}

/** A page in a browser of its own: nothing stored, as on another device. */
async function freshPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ baseURL: server.base, viewport });
  return context.newPage();
}

test("homeowner and contractor learn every step by e-mail, from posting to acceptance", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const owner = `owner-${stamp}@home.example`;
  const contractor = `bids-${stamp}@northside.example`;
  const title = `Replace the cast-iron stack ${stamp}`;

  // The homeowner posts, giving an address.
  const home = await freshPage(browser);
  const { displayId } = await postProject(home, title, { email: owner, publish: false });
  await home.context().close();

  // 1. The publishing link and the manage link arrive in one message. Until the first is opened
  // nobody else sees the project; opened on another device, it publishes it.
  const [posted] = await smtp.waitFor(1, owner);
  expect(posted!.subject).toBe(`Publish your project on TorontoPros (project ${displayId})`);
  const visitor = await freshPage(browser);
  await visitor.goto(`/project/${displayId}`);
  await expect(visitor.getByTestId("project-unlisted")).toBeVisible();
  await visitor.context().close();
  await publishFrom(browser, posted!, displayId);
  // The manage link, opened on yet another device, manages the project.
  const manage = manageLinkIn(posted!, displayId);
  const ownerPage = await freshPage(browser);
  await ownerPage.goto(pathOf(manage));
  await expect(ownerPage.getByRole("heading", { name: title })).toBeVisible();
  await expect(ownerPage.getByTestId("owner-controls")).toBeVisible();
  await ownerPage.context().close();

  // The contractor finds the project and sends a proposal.
  const bidder = await freshPage(browser);
  await bidder.goto(`/project/${displayId}`);
  await (await hydrated(bidder.getByRole("button", { name: "Submit Proposal" }))).click();
  const dialog = bidder.getByRole("dialog");
  await dialog.getByLabel("Your name or company").fill("Northside Electric");
  await dialog.getByLabel("E-mail").fill(contractor);
  await choose(bidder, "Bid amount", "$10,000 - $15,000");
  await choose(bidder, "Timeline", "3 weeks");
  await dialog.getByLabel("Approach").fill("ESA permit first, then rewire floor by floor.");
  await dialog.getByLabel("Relevant experience").fill("Licensed electrical contractor, 20 years.");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(toast(bidder, "Proposal submitted successfully!")).toBeVisible();
  await bidder.context().close();

  // 2. The contractor's receipt carries the tracking link: pending.
  const [receipt] = await smtp.waitFor(1, contractor);
  expect(receipt!.subject).toBe(`Your proposal was received (project ${displayId})`);
  const track = linkIn(receipt!, "/proposal/");
  const tracking = await freshPage(browser, { width: 390, height: 844 });
  await tracking.goto(pathOf(track));
  await expect(tracking.getByText("Pending", { exact: true }).first()).toBeVisible();
  await expect(tracking.getByText(owner)).toHaveCount(0);

  // 3. The owner's notice carries a manage link: the owner accepts from it, on yet another device.
  const notices = await smtp.waitFor(2, owner);
  const notice = notices.find((mail) => mail.subject.startsWith("New proposal"))!;
  expect(notice.subject).toBe(`New proposal on your project (project ${displayId})`);
  expect(notice.text).toContain("$10,000 - $15,000");
  const fromNotice = linkIn(notice, `/project/${displayId}`);
  const deciding = await freshPage(browser);
  await deciding.goto(pathOf(fromNotice));
  await expect(deciding.getByText(contractor)).toBeVisible();
  await deciding.getByRole("button", { name: "Accept", exact: true }).click();
  await deciding.getByRole("dialog").getByRole("button", { name: "Accept proposal" }).click();
  await expect(deciding.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await deciding.context().close();

  // 4. The contractor learns the outcome, with the homeowner's address to talk to.
  const outcomes = await smtp.waitFor(2, contractor);
  const accepted = outcomes.find((mail) => mail.subject.startsWith("Your proposal was accepted"))!;
  expect(accepted.text).toContain(`Alex Morgan, ${owner}`);
  // The tracking page says so too.
  await tracking.reload();
  await expect(tracking.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await expect(tracking.getByRole("link", { name: owner })).toBeVisible();

  // Each message arrived once.
  expect(smtp.to(owner)).toHaveLength(2);
  expect(smtp.to(contractor)).toHaveLength(2);
});

test("a lost manage link comes back by e-mail, and a notice's unsubscribe link works", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const owner = `lost-${stamp}@home.example`;
  const title = `Move the basement drain ${stamp}`;
  const posted = await fetch(`${server.base}/api/projects`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      title,
      description: "Move the floor drain and tie it into the new stack.",
      category: "Plumbing",
      budget: "$5,000 - $10,000",
      timeline: "Within 1 month",
      homeowner: "Sam Patel",
      location: "Mississauga, ON",
      homeownerEmail: owner,
    }),
  });
  expect(posted.status).toBe(201);
  const { project } = (await posted.json()) as { project: { displayId: number } };
  const [publishing] = await smtp.waitFor(1, owner);
  await publishFrom(browser, publishing!, project.displayId);

  // The owner lost the link: they ask on the project page's recovery form, in a fresh browser.
  const page = await freshPage(browser, { width: 390, height: 844 });
  await page.goto(`/project/${project.displayId}`);
  await page.getByRole("link", { name: "Lost your manage link?" }).click();
  await page.getByLabel("E-mail address").fill(owner);
  await page.getByRole("button", { name: "E-mail my manage links" }).click();
  await expect(page.getByText(/we have e-mailed their manage links/)).toBeVisible();
  const mails = await smtp.waitFor(2, owner);
  const recovery = mails.find((mail) => mail.subject.startsWith("Your manage links"))!;
  const link = linkIn(recovery, `/project/${project.displayId}`);
  await page.goto(pathOf(link));
  await expect(page.getByTestId("owner-controls")).toBeVisible();

  // A proposal notice carries the unsubscribe link; followed, it stops the next notices.
  const propose = (name: string) =>
    fetch(`${server.base}/api/proposals`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        projectId: project.displayId,
        contractorName: name,
        contractorEmail: `${stamp}@${name.toLowerCase().replace(/\W+/g, "")}.example`,
        bidAmount: "$5,000 - $10,000",
        timeline: "2 weeks",
        approach: "Laser-level the grade and seed the swale.",
        experience: "Ten years of grading work in Peel.",
      }),
    });
  expect((await propose("Green Grade")).status).toBe(201);
  const notice = (await smtp.waitFor(3, owner)).find((mail) =>
    mail.subject.startsWith("New proposal"),
  )!;
  const unsubscribe = linkIn(notice, "/unsubscribe/");
  await page.goto(unsubscribe.pathname);
  await (await hydrated(page.getByRole("button", { name: "Unsubscribe" }))).click();
  // Shown only once the server recorded it (tests/api/mail.test.ts: later notices are suppressed).
  // The page says which kind stopped and what still arrives (issue 29, CASL).
  await expect(
    page.getByText("Done: this address will no longer get notices of new proposals."),
  ).toBeVisible();
  await page.context().close();
});

test("an address someone else typed in: the first message's 'this was not me' link stops every e-mail @phone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const stranger = `stranger-${stamp}@mailbox.example`;
  const poster = await freshPage(browser, { width: 390, height: 844 });
  await postProject(poster, `Patch the garage roof ${stamp}`, { email: stranger, publish: false });
  await expect(poster.getByTestId("manage-link-emailed")).toBeVisible();

  const [first] = await smtp.waitFor(1, stranger);
  expect(first!.subject).not.toContain("garage");
  const notMe = linkIn(first!, "/not-me/");
  const holder = await freshPage(browser, { width: 390, height: 844 });
  await holder.goto(notMe.pathname);
  await (
    await hydrated(holder.getByRole("button", { name: "Never e-mail this address again" }))
  ).click();
  await expect(holder.getByText(/will not get another e-mail/)).toBeVisible();
  await holder.context().close();

  // The next project with that address (another job: a repeat would be refused): the page says
  // plainly that neither the publishing link nor a copy of the manage link was e-mailed.
  await postProject(poster, `Fix the porch light ${stamp}`, { email: stranger, publish: false });
  await expect(poster.getByTestId("post-success-next")).toContainText(
    `We could not send the publishing link to ${stranger}`,
  );
  await expect(poster.getByTestId("manage-link-not-emailed")).toContainText(stranger);
  await expect(poster.getByTestId("manage-link-emailed")).toHaveCount(0);
  await poster.context().close();
  expect(smtp.to(stranger)).toHaveLength(1);
});

test("a contractor who turned alerts on hears of a matching project at once, and of no other @phone", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const contractor = `alerts-${stamp}@drainworks.example`;
  const viewport =
    testInfo.project.name === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 800 };

  // The contractor signs in from the e-mailed link, saves a profile (Plumbing, Toronto) and turns
  // alerts on at once.
  const pro = await freshPage(browser, viewport);
  await pro.goto("/pro");
  await (await hydrated(pro.getByLabel("E-mail address"))).fill(contractor);
  await pro.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  const [signIn] = await smtp.waitFor(1, contractor);
  await pro.goto(pathOf(linkIn(signIn!, "/pro/sign-in")));
  await expect(pro.getByText(`Signed in as ${contractor}`)).toBeVisible();
  const profile = pro.getByTestId("profile-form");
  await (await hydrated(profile.getByLabel("Business name"))).fill(`Drainworks ${stamp}`);
  await profile.getByLabel("Your name").fill("Riya Shah");
  await profile.getByRole("checkbox", { name: "Plumbing", exact: true }).check();
  await profile.getByRole("checkbox", { name: "Toronto", exact: true }).check();
  await profile.getByRole("button", { name: "Create my profile" }).click();
  const alerts = pro.getByTestId("alert-settings-form");
  await expect(alerts).toBeVisible();
  await alerts.getByRole("radio", { name: /^At once/ }).check();
  await alerts.getByRole("button", { name: "Save" }).click();
  await expect(alerts.getByRole("status")).toHaveText(
    "Saved: alerts at once for 7 municipalities.",
  );

  // In another browser, a homeowner posts an Electrical project (not the contractor's trade),
  // then a Plumbing one in Toronto, and publishes both from their e-mail.
  const owner = `owner-${stamp}@home.example`;
  const other = `owner-other-${stamp}@home.example`;
  const home = await freshPage(browser, viewport);
  const electrical = await postProject(home, `Rewire the attic ${stamp}`, {
    email: other,
    publish: false,
    category: "Electrical",
  });
  const [otherPosted] = await smtp.waitFor(1, other);
  await home.goto(pathOf(linkIn(otherPosted!, `/project/${electrical.displayId}/publish`)));
  await expect(home.getByTestId("matched-count")).toHaveAttribute("data-count", "0");
  const plumbing = await postProject(home, `Replace the main drain ${stamp}`, {
    email: owner,
    publish: false,
  });
  const [posted] = await smtp.waitFor(1, owner);
  await home.goto(pathOf(linkIn(posted!, `/project/${plumbing.displayId}/publish`)));
  // The homeowner is told the real number it reached.
  await expect(home.getByTestId("matched-count")).toContainText(
    "Sent to 1 contractor who does Plumbing in Toronto",
  );
  await home.context().close();

  // The alert arrives through the SMTP server, names what it matched on and nothing of the
  // homeowner, and its link opens the project. The Electrical one brought nothing.
  const received = await smtp.waitFor(2, contractor);
  const alert = received.find((mail) => mail.subject.startsWith("New project"))!;
  expect(alert.subject).toBe("New project: Plumbing in Toronto");
  expect(alert.text).toContain("Plumbing in Toronto, budget $5,000 - $10,000, urgent");
  expect(alert.text).not.toContain(owner);
  expect(alert.text).not.toContain("Alex Morgan");
  expect(received.filter((mail) => mail.subject.startsWith("New project"))).toHaveLength(1);
  const opened = await freshPage(browser, viewport);
  await opened.goto(pathOf(linkIn(alert, `/project/${plumbing.displayId}`)));
  await expect(
    opened.getByRole("heading", { name: `Replace the main drain ${stamp}` }),
  ).toBeVisible();
  await opened.context().close();

  // /pro opens on "Projects for you": the Plumbing project, new since the last visit, and not
  // the Electrical one. "Not for me" hides it for good; seen, nothing is new any more.
  await pro.goto("/pro");
  const matches = pro.getByTestId("pro-matches");
  await expect(pro.getByTestId("pro-matches-new")).toHaveText("1 new since your last visit.");
  await expect(matches.getByRole("listitem")).toHaveCount(1);
  const match = matches.getByRole("listitem").first();
  await expect(match.getByRole("link")).toHaveText(`Replace the main drain ${stamp}`);
  await expect(match.getByText("New", { exact: true })).toBeVisible();
  await expect(match).toContainText("Plumbing in Toronto · $5,000 - $10,000 · urgent · listed");
  await (
    await hydrated(
      match.getByRole("button", { name: `Not for me: hide “Replace the main drain ${stamp}”` }),
    )
  ).click();
  await expect(pro.getByTestId("pro-matches-empty")).toBeVisible();
  await pro.reload();
  await expect(pro.getByTestId("pro-matches-new")).toHaveText("None new since your last visit.");
  await expect(pro.getByTestId("pro-matches-empty")).toBeVisible();
  await pro.context().close();
});
