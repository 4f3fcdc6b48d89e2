import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as adminMessageRoute from "@/app/api/admin/messages/[id]/route";
import * as adminRoute from "@/app/api/admin/messages/route";
import * as contactRoute from "@/app/api/contact/route";
import * as accessRoute from "@/app/api/projects/[id]/access/route";
import * as publishRoute from "@/app/api/projects/[id]/publish/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as trackRoute from "@/app/api/proposals/[proposalId]/track/route";
import * as withdrawRoute from "@/app/api/proposals/[proposalId]/withdraw/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as recoverRoute from "@/app/api/recover/route";
import * as unsubscribeRoute from "@/app/api/unsubscribe/[token]/route";
import { site } from "@/content/site";
import { createProject } from "@/lib/projects/transitions";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { createProjectSchema } from "@/lib/projects/schema";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../smtp-server";
import {
  ADMIN_TOKEN,
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validContact,
  validProject,
  validProposal,
} from "./helpers";

const OWNER = "jordan.lee@home.example";
const CONTRACTOR = "bids@northside.example";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

async function post(body: unknown) {
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body }),
    undefined,
  );
  return { response, body: await response.json() };
}

/**
 * A link of the mail whose path is exactly `pathname` (the manage link's `/project/3001`, not
 * the publishing link's `/project/3001/publish`).
 */
function exactLink(mail: Parameters<typeof linkIn>[0], pathname: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in "${mail.subject}":\n${mail.text}`);
}

async function propose(projectId: number, overrides: Record<string, unknown> = {}) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: { ...validProposal(projectId), ...overrides },
    }),
    undefined,
  );
  return { response, body: await response.json() };
}

const track = (id: number, token?: string) =>
  trackRoute.GET(request(`/api/proposals/${id}/track`, { token }), params({ proposalId: `${id}` }));

const withdraw = (id: number, token?: string) =>
  withdrawRoute.POST(
    request(`/api/proposals/${id}/withdraw`, { method: "POST", token }),
    params({ proposalId: `${id}` }),
  );

const setStatus = (id: number, status: string, token: string) =>
  statusRoute.PATCH(
    request(`/api/proposals/${id}/status`, { method: "PATCH", body: { status }, token }),
    params({ proposalId: `${id}` }),
  );

const recover = (email: string) =>
  recoverRoute.POST(request("/api/recover", { method: "POST", body: { email } }), undefined);

/** The manage token a link carries: in its fragment, never in the query that reaches logs. */
const tokenOf = (url: URL, name: string) => {
  expect(url.search).toBe("");
  return new URLSearchParams(url.hash.slice(1)).get(name)!;
};
const manageTokenOf = (url: URL) => tokenOf(url, "manage");
const trackTokenOf = (url: URL) => tokenOf(url, "track");

describe.each(databases)("the marketplace's e-mail on $name", (target) => {
  const state = useDatabase(target);
  let transport: MailTransport;
  beforeAll(() => {
    transport = smtpTransport(smtp.url);
  });
  const deliver = () => deliverDueMail(state.handle!.db, transport);
  const outboxRows = () => state.handle!.db.select().from(outbox).orderBy(outbox.id);
  /** Makes every pending message due now (a digest's window or a retry's wait has passed). */
  const passTime = () =>
    state.handle!.db.update(outbox).set({ sendAfter: sql`now() - interval '1 second'` });
  /** Posts a project and publishes it by the link e-mailed to its homeowner: listed. */
  async function postListed(body: Record<string, unknown>) {
    const posted = await post(body);
    expect(posted.response.status).toBe(201);
    await publishByEmail(state.handle!.db, posted.body.project.id, String(body.homeownerEmail));
    return posted;
  }

  it("sends the owner the manage link once, and never shows the address publicly", async () => {
    const { response, body } = await post({ ...validProject, homeownerEmail: OWNER });
    expect(response.status).toBe(201);
    expect(JSON.stringify(body)).not.toContain(OWNER);
    await deliver();
    const [mail, ...more] = smtp.to(OWNER);
    expect(more).toHaveLength(0);
    // No text a visitor typed in a subject: the site, and the project's number.
    expect(mail!.subject).toBe(
      `Publish your project on ${site.brand} (project ${body.project.displayId})`,
    );
    // The manage link in the mail works from the start: the project is not listed yet.
    const link = exactLink(mail!, `/project/${body.project.displayId}`);
    const access = await accessRoute.GET(
      request(`/api/projects/${body.project.id}/access`, { token: manageTokenOf(link) }),
      params({ id: `${body.project.id}` }),
    );
    expect(await access.json()).toEqual({
      access: "owner",
      homeowner: validProject.homeowner,
      hasEmail: true,
      householdUse: true,
      listing: "unconfirmed",
      heldReasons: [],
      decision: null,
      matched: null,
      project: expect.objectContaining({ id: body.project.id }),
    });
    // The publishing link in the mail lists it.
    const publishLink = exactLink(mail!, `/project/${body.project.displayId}/publish`);
    const published = await publishRoute.POST(
      request(`/api/projects/${body.project.id}/publish`, {
        method: "POST",
        body: { token: tokenOf(publishLink, "token") },
      }),
      params({ id: `${body.project.id}` }),
    );
    expect(await published.json()).toMatchObject({ listing: "listed" });
    // Sender identity and postal address; the link is not kept once sent.
    expect(mail!.text).toContain(site.address.streetAddress);
    const [row] = await outboxRows();
    expect(row!.status).toBe("sent");
    expect(JSON.stringify(row!.payload)).not.toContain(manageTokenOf(link));
    expect(JSON.stringify(row!.payload)).not.toContain(tokenOf(publishLink, "token"));
    // Public answers: the single project and the list.
    const single = await projectRoute.GET(
      request(`/api/projects/${body.project.id}`),
      params({ id: `${body.project.id}` }),
    );
    expect(single.status).toBe(200);
    expect(await single.text()).not.toContain(OWNER);
    const list = await projectsRoute.GET(request("/api/projects"), undefined);
    expect(await list.text()).not.toContain(OWNER);
  });

  it("refuses a project posted without an address (its publishing link goes there), and sends nothing", async () => {
    const { homeownerEmail: _email, ...without } = validProject;
    for (const body of [without, { ...validProject, homeownerEmail: "" }]) {
      const { response, body: answer } = await post(body);
      expect(response.status).toBe(400);
      expect(answer.issues).toEqual([
        {
          path: "homeownerEmail",
          message:
            "Your e-mail address is required: the link that publishes your project is sent there",
        },
      ]);
    }
    expect(await outboxRows()).toHaveLength(0);
  });

  it("refuses a malformed address with a field message", async () => {
    const { response, body } = await post({ ...validProject, homeownerEmail: "not-an-address" });
    expect(response.status).toBe(400);
    expect(body.issues).toEqual([
      {
        path: "homeownerEmail",
        message:
          "Your e-mail address is required: the link that publishes your project is sent there",
      },
    ]);
    const consent = await post({ ...validProject, newsConsent: "yes" });
    expect(consent.response.status).toBe(400);
  });

  it("writes nothing to the outbox for a write that is rolled back", async () => {
    const input = createProjectSchema.parse({ ...validProject, homeownerEmail: OWNER });
    await expect(
      state.handle!.db.transaction(async (tx) => {
        await createProject(input, tx);
        throw new Error("the rest of the work failed");
      }),
    ).rejects.toThrow("the rest of the work failed");
    // A proposal the server refuses (a completed sample) queues no receipt either.
    const refused = await propose(1001);
    expect(refused.response.status).toBe(400);
    expect(await outboxRows()).toHaveLength(0);
    await deliver();
    expect(smtp.received).toHaveLength(0);
  });

  it("sends nothing for a proposal on an example request, which is refused", async () => {
    const sample = await propose(2001);
    expect(sample.response.status).toBe(400);
    expect(await outboxRows()).toHaveLength(0);
    await deliver();
    expect(smtp.to(CONTRACTOR)).toHaveLength(0);
  });

  it("says an itemised quote's exact total in the receipt and the owner's notice", async () => {
    const { body: posted } = await postListed({ ...validProject, homeownerEmail: OWNER });
    const itemised = await propose(posted.project.displayId, {
      bidAmount: undefined,
      structured: {
        lineItems: [
          { description: "Frame and drywall", quantity: 1, unit: "job", unitPriceCents: 2_834_500 },
        ],
        hstRegistered: true,
        hstNumber: "123456789RT0001",
      },
    });
    expect(itemised.response.status).toBe(201);
    await deliver();
    // $28,345.00 + 13 % HST = $32,029.85: the figure, not the range it falls in.
    const [receipt] = smtp.to(CONTRACTOR);
    expect(receipt!.text).toContain("$32,029.85 incl. HST");
    const [notice] = smtp.to(OWNER).filter((m) => m.subject.startsWith("New proposal"));
    expect(notice!.text).toContain("Bid: $32,029.85 incl. HST");
    expect(notice!.text).not.toContain("$25,000");
  });

  it("gives the contractor a receipt and a tracking link; the owner a notice, then one digest", async () => {
    const { body: posted } = await postListed({ ...validProject, homeownerEmail: OWNER });
    const first = await propose(posted.project.displayId);
    expect(first.response.status).toBe(201);
    expect(first.body.trackingToken).toMatch(/^[\w-]{43}$/);
    await deliver();
    // The contractor's receipt carries a tracking link that works.
    const [receipt] = smtp.to(CONTRACTOR);
    const trackLink = linkIn(receipt!, `/proposal/${first.body.id}`);
    expect(trackTokenOf(trackLink)).toBe(first.body.trackingToken);
    const tracked = await track(first.body.id, trackTokenOf(trackLink));
    expect(tracked.status).toBe(200);
    const view = await tracked.json();
    expect(view.proposal.status).toBe("pending");
    expect(view.project.title).toBe(validProject.title);
    // Contact details are released only on acceptance.
    expect(view.homeowner).toBeNull();
    expect(JSON.stringify(view)).not.toContain(OWNER);
    // The owner's first notice goes at once, with bid, timeline and a working manage link.
    const notices = smtp.to(OWNER).filter((m) => m.subject.startsWith("New proposal"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("$30,000 - $40,000");
    expect(notices[0]!.text).toContain("2 months");
    const noticeToken = manageTokenOf(linkIn(notices[0]!, `/project/${posted.project.displayId}`));
    const access = await accessRoute.GET(
      request(`/api/projects/${posted.project.id}/access`, { token: noticeToken }),
      params({ id: `${posted.project.id}` }),
    );
    expect(access.status).toBe(200);
    expect(notices[0]!.headers.get("list-unsubscribe")).toBeTruthy();
    expect(notices[0]!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Two more within 15 minutes: nothing at once, one digest when the window closes.
    await propose(posted.project.displayId, {
      contractorName: "Second Co",
      contractorEmail: "b@two.example",
    });
    await propose(posted.project.displayId, {
      contractorName: "Third Co",
      contractorEmail: "c@three.example",
    });
    await deliver();
    expect(smtp.to(OWNER).filter((m) => /proposal/i.test(m.subject))).toHaveLength(1);
    const digest = (await outboxRows()).find((row) => row.template === "proposal-digest")!;
    const opener = (await outboxRows()).find((row) => row.template === "proposal-received")!;
    expect(digest.status).toBe("pending");
    expect(digest.sendAfter.getTime() - opener.createdAt.getTime()).toBe(15 * 60_000);
    await passTime();
    await deliver();
    const digests = smtp.to(OWNER).filter((m) => m.subject.includes("more proposals"));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(
      `2 more proposals on your project (project ${posted.project.displayId})`,
    );
    expect(digests[0]!.text).toContain("Second Co");
    expect(digests[0]!.text).toContain("Third Co");
  });

  it("leaves out of a digest what was withdrawn or decided, and sends none once hired", async () => {
    const { body: posted } = await postListed({ ...validProject, homeownerEmail: OWNER });
    const opener = await propose(posted.project.displayId);
    const kept = await propose(posted.project.displayId, {
      contractorName: "Kept Co",
      contractorEmail: "kept@co.example",
    });
    const gone = await propose(posted.project.displayId, {
      contractorName: "Gone Co",
      contractorEmail: "gone@co.example",
    });
    const declined = await propose(posted.project.displayId, {
      contractorName: "Declined Co",
      contractorEmail: "declined@co.example",
    });
    await deliver();
    await withdraw(gone.body.id, gone.body.trackingToken);
    expect((await setStatus(declined.body.id, "declined", posted.manageToken)).status).toBe(200);
    await passTime();
    await deliver();
    const [digest, ...more] = smtp.to(OWNER).filter((m) => m.subject.includes("more proposal"));
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe(
      `1 more proposal on your project (project ${posted.project.displayId})`,
    );
    expect(digest!.text).toContain("Kept Co");
    expect(digest!.text).not.toContain("Gone Co");
    expect(digest!.text).not.toContain("Declined Co");
    expect(kept.response.status).toBe(201);

    // A second project: two more proposals wait for the digest, then the owner hires.
    smtp.received.length = 0;
    const { body: second } = await postListed({
      ...validProject,
      title: "Hired",
      homeownerEmail: OWNER,
    });
    const first = await propose(second.project.displayId);
    await propose(second.project.displayId, { contractorName: "Late Co" });
    await propose(second.project.displayId, { contractorName: "Later Co" });
    await deliver();
    expect((await setStatus(first.body.id, "accepted", second.manageToken)).status).toBe(200);
    await passTime();
    await deliver();
    expect(smtp.to(OWNER).filter((m) => m.subject.includes("more proposal"))).toHaveLength(0);
    const digestRow = (await outboxRows()).findLast((row) => row.template === "proposal-digest")!;
    expect(digestRow.status).toBe("suppressed");
    expect(opener.response.status).toBe(201);
  });

  it("tells the contractor the outcome and releases the owner's contact only on acceptance", async () => {
    const { body: posted } = await postListed({ ...validProject, homeownerEmail: OWNER });
    const accepted = await propose(posted.project.displayId);
    const declined = await propose(posted.project.displayId, {
      contractorName: "Other Co",
      contractorEmail: "other@co.example",
    });
    await deliver();
    smtp.received.length = 0;
    expect((await setStatus(accepted.body.id, "accepted", posted.manageToken)).status).toBe(200);
    expect((await setStatus(declined.body.id, "declined", posted.manageToken)).status).toBe(200);
    // Setting the same outcome again sends nothing more.
    expect((await setStatus(declined.body.id, "declined", posted.manageToken)).status).toBe(200);
    await deliver();
    const [yes, ...moreYes] = smtp.to(CONTRACTOR);
    expect(moreYes).toHaveLength(0);
    expect(yes!.subject).toBe(`Your proposal was accepted (project ${posted.project.displayId})`);
    expect(yes!.text).toContain(`${validProject.homeowner}, ${OWNER}`);
    // The other bidder hears first that someone else was hired, then that theirs was declined;
    // neither message gives the homeowner's address.
    // (The delivery worker sends them in any order.)
    const toOther = smtp.to("other@co.example");
    expect(toOther).toHaveLength(2);
    const hired = toOther.find((mail) => mail.subject.startsWith("The homeowner hired"));
    const no = toOther.find((mail) => mail.subject.includes("was declined"));
    expect(hired!.subject).toBe(
      `The homeowner hired another contractor (project ${posted.project.displayId})`,
    );
    expect(hired!.text).not.toContain(OWNER);
    expect(no!.text).not.toContain(OWNER);
    // The tracking view now shows the homeowner's contact to the accepted contractor only.
    const view = await (await track(accepted.body.id, accepted.body.trackingToken)).json();
    expect(view.homeowner).toEqual({ name: validProject.homeowner, email: OWNER });
    const other = await (await track(declined.body.id, declined.body.trackingToken)).json();
    expect(other.homeowner).toBeNull();
  });

  it("lets the contractor withdraw a pending proposal; the owner is told and it stops counting", async () => {
    const { body: posted } = await postListed({ ...validProject, homeownerEmail: OWNER });
    const { body: proposal } = await propose(posted.project.displayId);
    expect((await withdraw(proposal.id)).status).toBe(401);
    expect((await withdraw(proposal.id, "not-the-token")).status).toBe(403);
    expect((await withdraw(999, proposal.trackingToken)).status).toBe(404);
    // Another proposal's token is not this one's.
    const { body: otherProposal } = await propose(posted.project.displayId);
    expect((await track(proposal.id, otherProposal.trackingToken)).status).toBe(403);

    const response = await withdraw(proposal.id, proposal.trackingToken);
    expect(response.status).toBe(200);
    expect((await response.json()).proposal.status).toBe("withdrawn");
    const project = await (
      await projectRoute.GET(
        request(`/api/projects/${posted.project.id}`),
        params({ id: `${posted.project.id}` }),
      )
    ).json();
    expect(project.proposalCount).toBe(1);
    const again = await withdraw(proposal.id, proposal.trackingToken);
    expect(again.status).toBe(400);
    const accept = await setStatus(proposal.id, "accepted", posted.manageToken);
    expect(accept.status).toBe(400);
    expect((await accept.json()).error).toBe("This proposal was withdrawn by the contractor");
    await passTime();
    await deliver();
    const told = smtp.to(OWNER).filter((m) => m.subject.includes("withdrawn"));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("Northside Renovations");
  });

  it("sends each contact message to the inbox with the sender as Reply-To; only the operator reads them", async () => {
    const response = await contactRoute.POST(
      request("/api/contact", {
        method: "POST",
        body: validContact,
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    await deliver();
    const [mail] = smtp.to(site.email);
    expect(mail!.subject).toBe("Contact form: Question about quotes");
    expect(mail!.replyTo).toBe("sam@patel.example");
    expect(mail!.text).toContain("Do contractors charge for a site visit before quoting?");

    expect((await adminRoute.GET(request("/api/admin/messages"), undefined)).status).toBe(401);
    expect(
      (await adminRoute.GET(request("/api/admin/messages", { token: "x".repeat(20) }), undefined))
        .status,
    ).toBe(403);
    const inbox = await (
      await adminRoute.GET(request("/api/admin/messages", { token: ADMIN_TOKEN }), undefined)
    ).json();
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]).toMatchObject({ name: "Sam Patel", handledAt: null });
    expect(inbox.deliveries[0]).toMatchObject({ template: "contact-message", status: "sent" });
    const id = `${inbox.messages[0].id}`;
    const mark = (body: unknown, token?: string) =>
      adminMessageRoute.PATCH(
        request(`/api/admin/messages/${id}`, { method: "PATCH", body, token }),
        params({ id }),
      );
    expect((await mark({ handled: true })).status).toBe(401);
    expect((await mark({ handled: "yes" }, ADMIN_TOKEN)).status).toBe(400);
    const handled = await (await mark({ handled: true }, ADMIN_TOKEN)).json();
    expect(handled.handledAt).toEqual(expect.any(String));
  });

  it("recovers lost manage links by e-mail, answering the same for any address", async () => {
    // The first published by its e-mailed link, which proved the address; the second not yet.
    const { body: first } = await postListed({ ...validProject, homeownerEmail: OWNER });
    const { body: second } = await post({
      ...validProject,
      title: "Replace the deck",
      homeownerEmail: "Jordan.Lee@Home.example",
    });
    await deliver();
    smtp.received.length = 0;
    const unknown = await recover("nobody@nowhere.example");
    const known = await recover(" JORDAN.LEE@home.example ");

    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    await deliver();
    expect(smtp.to("nobody@nowhere.example")).toHaveLength(0);
    const [mail] = smtp.to(OWNER);
    expect(mail!.subject).toBe(`Your manage links on ${site.brand}`);

    for (const [project, listing] of [
      [first.project, "listed"],
      [second.project, "unconfirmed"],
    ] as const) {
      const token = manageTokenOf(exactLink(mail!, `/project/${project.displayId}`));
      const access = await accessRoute.GET(
        request(`/api/projects/${project.id}/access`, { token }),
        params({ id: `${project.id}` }),
      );
      expect(await access.json()).toMatchObject({
        access: "owner",
        homeowner: validProject.homeowner,
        hasEmail: true,
        householdUse: true,
        listing,
      });
    }
    // The first manage token still works.
    const original = await accessRoute.GET(
      request(`/api/projects/${first.project.id}/access`, { token: first.manageToken }),
      params({ id: `${first.project.id}` }),
    );
    expect(original.status).toBe(200);
    // At most three recovery e-mails an hour to one address, whoever asks.
    for (let i = 0; i < 4; i++) expect((await recover(OWNER)).status).toBe(202);
    await deliver();
    expect(smtp.to(OWNER)).toHaveLength(3);
    expect((await recover("not an address")).status).toBe(400);
  });

  it("stops notices after a one-click unsubscribe, but still sends transactional mail", async () => {
    const { body: posted } = await postListed({ ...validProject, homeownerEmail: OWNER });
    await propose(posted.project.displayId);
    await deliver();
    const notice = smtp.to(OWNER).find((m) => m.subject.startsWith("New proposal"))!;
    const header = notice.headers.get("list-unsubscribe") as string;
    const oneClick = new URL(header.replace(/^<|>$/g, ""));
    const token = oneClick.pathname.split("/").pop()!;
    // The body's link leads to the page; the header's to the API a mail client posts to.
    expect(linkIn(notice, `/unsubscribe/${token}`)).toBeTruthy();
    const unsubscribe = (value: string) =>
      unsubscribeRoute.POST(
        request(`/api/unsubscribe/${value}`, {
          method: "POST",
          raw: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        params({ token: value }),
      );
    // Opening the header's address in a browser changes nothing and leads to the page.
    const opened = await unsubscribeRoute.GET(
      request(`/api/unsubscribe/${token}`),
      params({ token }),
    );
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get("location")!).pathname).toBe(`/unsubscribe/${token}`);
    const badOpen = await unsubscribeRoute.GET(
      request("/api/unsubscribe/x"),
      params({ token: "x" }),
    );
    expect(badOpen.status).toBe(404);
    expect((await unsubscribe("x".repeat(32))).status).toBe(404);
    expect((await unsubscribe(token)).status).toBe(200);
    smtp.received.length = 0;
    await propose(posted.project.displayId, { contractorName: "Later Co" });
    await passTime();
    const withdrawn = await propose(posted.project.displayId, { contractorName: "Gone Co" });
    await withdraw(withdrawn.body.id, withdrawn.body.trackingToken);
    await post({ ...validProject, title: "Second project", homeownerEmail: OWNER });
    await passTime();
    await deliver();
    // Only the transactional manage link of the new project arrives.
    expect(smtp.to(OWNER).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Publish your project on /),
    ]);
    const suppressed = (await outboxRows()).filter((row) => row.status === "suppressed");
    expect(suppressed.length).toBeGreaterThanOrEqual(2);
  });

  it("resumes delivery after the SMTP server was down, and a resend keeps its Message-ID", async () => {
    await post({ ...validProject, homeownerEmail: OWNER });
    await smtp.stop();
    try {
      await deliver();
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.lastError).toBeTruthy();
      expect(row!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Not due yet: a worker running now does not try again.
      expect(await deliver()).toBe(0);
    } finally {
      await smtp.start();
    }
    await passTime();
    await deliver();
    expect(smtp.to(OWNER)).toHaveLength(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    // A worker that sent but could not record it (a crash, a lost connection): the message goes
    // again later, with the same Message-ID, so the recipient's mail system can tell it is the same.
    smtp.received.length = 0;
    await post({ ...validProject, title: "Crash test", homeownerEmail: "crash@home.example" });
    const lost: MailTransport = {
      describe: "sends, then loses the answer",
      async send(mail) {
        await transport.send(mail);
        throw new Error("connection lost after sending");
      },
    };
    await deliverDueMail(state.handle!.db, lost);
    await passTime();
    await deliver();
    const copies = smtp.to("crash@home.example");
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
  });

  it("sends each message once when several workers deliver at the same time", async () => {
    for (let i = 0; i < 12; i++) {
      await post({
        ...validProject,
        title: `Project ${i}`,
        homeownerEmail: `owner${i}@home.example`,
      });
    }
    // PostgreSQL: two connections pools, as two instances would have; PGlite: one process's
    // workers racing on one database.
    const second: DatabaseHandle | undefined = target.url
      ? await openDatabase({ url: target.url, dataDir: "memory://" })
      : undefined;
    try {
      const otherDb = second?.db ?? state.handle!.db;
      await Promise.all([
        deliverDueMail(state.handle!.db, transport),
        deliverDueMail(otherDb, transport),
        deliverDueMail(otherDb, transport),
      ]);
    } finally {
      await second?.close();
    }
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(12);
    const rows = await state.handle!.db.select().from(outbox).where(eq(outbox.status, "sent"));
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });
});
