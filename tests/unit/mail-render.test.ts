import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { simpleParser } from "mailparser";
import { describe, expect, it, vi } from "vitest";

import { site } from "@/content/site";
import { backoffSeconds, MAX_ATTEMPTS } from "@/lib/mail/delivery";
import { isNotice } from "@/lib/mail/outbox";
import {
  MAIL_TEMPLATES,
  renderMail,
  type MailPayloads,
  type MailTemplate,
} from "@/lib/mail/render";
import { fileTransport } from "@/lib/mail/transport";

const proposal = {
  contractor: "Northside <Renovations>",
  bid: "$5,000 - $10,000",
  timeline: "2 weeks",
};

/** One payload per template, as the data layer writes them. */
const payloads: { [T in MailTemplate]: MailPayloads[T] } = {
  "project-posted": {
    name: "Jordan",
    title: "Finish our basement",
    projectUrl: "http://localhost:3000/project/3001",
    hours: 72,
    private: {
      manageUrl: "http://localhost:3000/project/3001#manage=secret-1",
      publishUrl: "http://localhost:3000/project/3001/publish#token=secret-1b",
    },
  },
  "proposal-received": {
    name: "Jordan",
    title: "Finish our basement",
    proposal,
    private: { manageUrl: "http://localhost:3000/project/3001#manage=secret-2" },
  },
  "proposal-digest": {
    name: "Jordan",
    title: "Finish our basement",
    proposals: [proposal, { ...proposal, contractor: "Second Co" }],
    private: { manageUrl: "http://localhost:3000/project/3001#manage=secret-3" },
  },
  "proposal-withdrawn": {
    name: "Jordan",
    title: "Finish our basement",
    proposal,
    projectUrl: "http://localhost:3000/project/3001",
  },
  "proposal-receipt": {
    contractor: "Northside",
    title: "Finish our basement",
    bid: "$5,000 - $10,000",
    timeline: "2 weeks",
    private: { trackUrl: "http://localhost:3000/proposal/1#track=secret-4" },
  },
  "proposal-accepted": {
    contractor: "Northside",
    title: "Finish our basement",
    bid: "$5,000 - $10,000",
    timeline: "2 weeks",
    projectUrl: "http://localhost:3000/project/3001",
    homeowner: { name: "Jordan Lee", email: "jordan@home.example" },
  },
  "proposal-declined": {
    contractor: "Northside",
    title: "Finish our basement",
    bid: "$5,000 - $10,000",
    timeline: "2 weeks",
    dashboardUrl: "http://localhost:3000/contractor-dashboard",
  },
  "review-hidden": {
    title: "Finish our basement",
    review: 7,
    reason: "It gives the contractor's home address.",
    rulesUrl: "http://localhost:3000/terms-of-service#reviews-and-profiles",
    contactUrl: "http://localhost:3000/contact",
  },
  "project-alerts": {
    contractor: "Northside",
    delivery: "instant",
    projects: [
      {
        project: 3001,
        title: "Finish our basement",
        category: "Renovation",
        place: "Etobicoke (Toronto)",
        budget: "$25,000 - $50,000",
        urgent: false,
        projectUrl: "http://localhost:3000/project/3001",
      },
    ],
    settingsUrl: "http://localhost:3000/pro#alerts",
  },
  "proposal-lapsing": {
    contractor: "Northside",
    title: "Finish our basement",
    validUntil: "2026-12-31T17:00:00.000Z",
    days: 30,
    private: { renewUrl: "http://localhost:3000/proposal/7#track=s.1.x&renew" },
  },
  "project-reminder": {
    name: "Sam Lee",
    title: "Finish our basement",
    proposals: 2,
    private: {
      answers: {
        deciding: "http://localhost:3000/project/3001#manage=t&answer=deciding",
        "hired-elsewhere": "http://localhost:3000/project/3001#manage=t&answer=hired-elsewhere",
        postponed: "http://localhost:3000/project/3001#manage=t&answer=postponed",
        "not-going-ahead": "http://localhost:3000/project/3001#manage=t&answer=not-going-ahead",
      },
    },
  },
  "visit-requested": {
    project: 3001,
    name: "Sam Lee",
    title: "Finish our basement",
    visitor: "Ada Moreau",
    windows: [
      { start: "2026-12-10T14:00:00.000Z", end: "2026-12-10T15:30:00.000Z" },
      { start: "2026-12-11T22:00:00.000Z", end: "2026-12-11T23:00:00.000Z" },
    ],
    note: "About 45 minutes.",
    offer: "first" as const,
    projectUrl: "http://localhost:3000/project/3001#visits",
    private: { manageUrl: "http://localhost:3000/project/3001#manage=t&visits" },
  },
  "visit-invitation": {
    project: 3001,
    title: "Finish our basement",
    role: "contractor" as const,
    other: "Sam Lee",
    window: { start: "2026-12-10T14:00:00.000Z", end: "2026-12-10T15:30:00.000Z" },
    area: "East York, Toronto",
    time: "first" as const,
    projectUrl: "http://localhost:3000/project/3001#visits",
    invitation: {
      uid: "visit-1@localhost",
      sequence: 0,
      method: "REQUEST" as const,
      status: "CONFIRMED" as const,
      start: "2026-12-10T14:00:00.000Z",
      end: "2026-12-10T15:30:00.000Z",
      stamp: "2026-12-04T12:00:00.000Z",
      location: "East York, Toronto",
      url: "http://localhost:3000/project/3001#visits",
      organizer: { name: "TorontoPros", email: "hello@torontopros.example" },
      attendee: { name: "Ada Moreau", email: "ada@pros.example" },
    },
    private: { address: "12 Birchmount Road" },
  },
  "visit-changed": {
    project: 3001,
    title: "Finish our basement",
    change: "cancelled" as const,
    role: "contractor" as const,
    by: "other" as const,
    other: "Sam Lee",
    window: { start: "2026-12-10T14:00:00.000Z", end: "2026-12-10T15:30:00.000Z" },
    reason: "We are putting the project off.",
    projectUrl: "http://localhost:3000/project/3001#visits",
    invitation: {
      ...{
        uid: "visit-1@localhost",
        sequence: 0,
        method: "REQUEST" as const,
        status: "CONFIRMED" as const,
        start: "2026-12-10T14:00:00.000Z",
        end: "2026-12-10T15:30:00.000Z",
        stamp: "2026-12-04T12:00:00.000Z",
        location: "East York, Toronto",
        url: "http://localhost:3000/project/3001#visits",
        organizer: { name: "TorontoPros", email: "hello@torontopros.example" },
        attendee: { name: "Ada Moreau", email: "ada@pros.example" },
      },
      method: "CANCEL" as const,
      status: "CANCELLED" as const,
      sequence: 1,
    },
    private: {},
  },
  "visit-reminder": {
    project: 3001,
    title: "Finish our basement",
    role: "homeowner" as const,
    other: "Ada Moreau",
    window: { start: "2026-12-10T14:00:00.000Z", end: "2026-12-10T15:30:00.000Z" },
    area: "East York, Toronto",
    visit: 1,
    sequence: 0,
    projectUrl: "http://localhost:3000/project/3001#visits",
    private: { manageUrl: "http://localhost:3000/project/3001#manage=t&visits" },
  },
  "question-asked": {
    project: 3001,
    name: "Sam Lee",
    title: "Finish our basement",
    question: "Is the basement ceiling at least 7 ft?",
    private: { manageUrl: "http://localhost:3000/project/3001#manage=t&questions" },
  },
  "question-answered": {
    project: 3001,
    title: "Finish our basement",
    question: "Is the basement ceiling at least 7 ft?",
    answer: "Yes, 7 ft 4 in under the joists.",
    projectUrl: "http://localhost:3000/project/3001#questions",
  },
  "messages-received": {
    project: 3001,
    title: "Finish our basement",
    from: "contractor",
    contractorName: "Northside Renovations",
    count: 3,
    private: { conversationUrl: "http://localhost:3000/proposal/7/messages#track=t" },
  },
  "content-reported": {
    kind: "question",
    reason: "abusive",
    text: "Rude to the homeowner.",
    title: "Finish our basement",
    parts: [
      { part: "question", text: "Is the basement ceiling at least 7 ft?" },
      { part: "answer", text: "Yes, 7 ft 4 in under the joists." },
    ],
    projectUrl: "http://localhost:3000/project/3001",
    inboxUrl: "http://localhost:3000/admin/messages",
  },
  "project-note": {
    project: 3001,
    title: "Finish our basement",
    notes: [{ id: 7, note: "The side door is the way in." }],
    projectUrl: "http://localhost:3000/project/3001#homeowner-notes",
  },
  "hired-elsewhere": {
    contractor: "Northside",
    title: "Finish our basement",
    outcome: "hired",
    projectUrl: "http://localhost:3000/project/3001",
  },
  "project-changed": {
    contractor: "Northside",
    title: "Finish our basement",
    changed: ["description", "budget"],
    budget: "$10,000 - $25,000",
    timeline: "Within 1 month",
    projectUrl: "http://localhost:3000/project/3001",
  },
  "project-decision": {
    name: "Jordan",
    decision: "rejected",
    reason: "It offers work rather than asking for it.",
    projectUrl: "http://localhost:3000/project/3001",
  },
  "contact-message": {
    name: "Sam",
    email: "sam@patel.example",
    phone: null,
    subject: "Quotes",
    message: "Line one\n<b>not bold</b>",
    inboxUrl: "http://localhost:3000/admin/messages",
  },
  "manage-links": {
    private: {
      links: [
        {
          title: "Finish our basement",
          posted: "2026-03-02T16:10:00.000Z",
          url: "http://localhost:3000/project/3001#manage=secret-5",
        },
      ],
    },
  },
  "agreement-ready": {
    party: "contractor",
    title: "Finish our basement",
    homeowner: "Jordan Lee",
    contractor: "Northside",
    total: "$2,902.96",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-6" },
  },
  "agreement-link": {
    party: "homeowner",
    title: "Finish our basement",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-6b" },
  },
  "agreement-party-confirmed": {
    party: "homeowner",
    name: "Jordan Lee",
    title: "Finish our basement",
    by: "Sam Patel",
    at: "2026-03-02T16:10:00.000Z",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-9" },
  },
  "agreement-correction": {
    kind: "proposed",
    party: "homeowner",
    by: "Northside",
    title: "Finish our basement",
    note: "The second line was priced twice.",
    totalCents: 250_000,
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-10" },
  },
  "agreement-confirmed": {
    title: "Finish our basement",
    homeowner: "Jordan Lee",
    contractor: "Northside",
    total: "$2,902.96",
    confirmedAt: "2026-03-02T16:10:00.000Z",
    private: {
      agreementUrl: "http://localhost:3000/agreement/1#key=secret-7",
      agreement: "HOME RENOVATION AGREEMENT (No. 1)\nTotal: $2,902.96",
    },
  },
  "change-order": {
    title: "Finish our basement",
    number: 1,
    by: "Jordan Lee",
    description: "Add a second window",
    priceChange: "+$450.00",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-8" },
  },
  "change-order-answered": {
    title: "Finish our basement",
    number: 1,
    kind: "confirmed",
    party: "contractor",
    name: "Sam Patel",
    at: "2026-03-03T16:10:00.000Z",
    totalCents: 341_146,
    completionDate: "2027-03-27T12:00:00.000Z",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-8b" },
  },
  "sign-in-link": {
    minutes: 15,
    private: { url: "http://localhost:3000/pro/sign-in#token=secret-9" },
  },
  "agreement-completed": {
    title: "Finish our basement",
    by: "contractor",
    name: "Sam Patel",
    kind: "substantial-performance",
    completedOn: "2026-03-02T12:00:00.000Z",
    standsOn: "2026-03-09T16:10:00.000Z",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-9" },
  },
  "completion-answered": {
    title: "Finish our basement",
    answer: "disputed",
    note: "The hallway lights are not installed yet.",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-9b" },
  },
  "review-invitation": {
    party: "homeowner",
    title: "Finish our basement",
    other: "Northside Renovations",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-10" },
  },
  "cancellation-notice": {
    project: 3001,
    agreement: 1,
    title: "Finish our basement",
    party: "contractor",
    homeowner: "Jordan Lee",
    contractor: "Northside Renovations",
    reason: "cooling-off",
    explanation: "We changed our plans after the visit.",
    givenAt: "2026-12-01T15:30:00.000Z",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-11" },
  },
};

const render = (template: MailTemplate) =>
  renderMail(template, payloads[template] as unknown as Record<string, unknown>, {
    // Every message is given its link now, transactional too (CASL, issue 29).
    unsubscribeUrl: "http://localhost:3000/unsubscribe/abc",
  });

describe("e-mail messages", () => {
  it.each(MAIL_TEMPLATES)(
    "%s has a subject, text and HTML with the sender's postal address",
    (template) => {
      const mail = render(template);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.subject).not.toMatch(/\{|\}/);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      // A document an HTML checker accepts: a charset and the subject as its title.
      const escaped = mail.subject
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;")
        .replaceAll('"', "&quot;")
        .replaceAll("'", "&#39;");
      expect(mail.html).toMatch(
        new RegExp(`^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>`),
      );
      expect(mail.html).toContain(`<title>${escaped}</title></head><body`);
      // Who sends it: name, postal address, e-mail and telephone (CASL), in both parts.
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(site.address.streetAddress);
        expect(body).toContain(site.address.postalCode);
        expect(body).toContain(site.brand);
        expect(body).toContain(site.email);
        expect(body).toContain(site.phone);
      }
      // Every message, transactional included, carries a link that stops messages of its kind,
      // and names that kind; a notice says it is one, other mail says why it arrives.
      expect(mail.text).toContain("http://localhost:3000/unsubscribe/abc");
      expect(mail.html).toContain('href="http://localhost:3000/unsubscribe/abc"');
      expect(mail.text).toMatch(/Stop messages of this kind \([a-z]/);
      expect(mail.text).toContain(
        isNotice(template) ? "You receive this notice because" : "because of something done on",
      );
    },
  );

  it("escapes what people typed in the HTML, and keeps it as typed in the text", () => {
    const contact = render("contact-message");
    expect(contact.html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(contact.html).not.toContain("<b>not bold");
    expect(contact.text).toContain("<b>not bold</b>");
    const notice = render("proposal-received");
    expect(notice.html).toContain("Northside &lt;Renovations&gt;");
  });

  it("puts the private links where the reader acts on them", () => {
    expect(render("project-posted").text).toContain("manage=secret-1");
    // The new project's link that publishes it comes first, and says how long it works.
    const posted = render("project-posted").text;
    expect(posted).toContain("/project/3001/publish#token=secret-1b");
    expect(posted.indexOf("publish#token=secret-1b")).toBeLessThan(
      posted.indexOf("manage=secret-1"),
    );
    expect(posted).toContain("72 hours");
    // A proposal sent without the account carries the link that claims it for one.
    const claimable = renderMail(
      "proposal-receipt",
      {
        ...payloads["proposal-receipt"],
        private: {
          ...payloads["proposal-receipt"].private,
          claimUrl: "http://localhost:3000/pro/claim#proposal=1&token=secret-4b",
        },
      },
      { unsubscribeUrl: null },
    );
    expect(claimable.text).toContain("/pro/claim#proposal=1&token=secret-4b");
    expect(render("proposal-receipt").text).not.toContain("/pro/claim");
    // The record of how the work ended asks the other party to answer by the day it stands.
    const completed = render("agreement-completed").text;
    expect(completed).toContain("key=secret-9");
    expect(completed).toContain("March 9, 2026");
    expect(render("proposal-receipt").html).toContain(
      'href="http://localhost:3000/proposal/1#track=secret-4"',
    );
    expect(render("manage-links").text).toContain("Finish our basement (posted March 2, 2026)");
    const digest = render("proposal-digest");
    expect(digest.subject).toBe("2 more proposals on your project");
    expect(digest.text).toContain("- Second Co: $5,000 - $10,000, 2 weeks");
  });

  it("a notice of cancellation is dated, gives the reason and what the Act says follows, and decides nothing", () => {
    const { subject, text } = render("cancellation-notice");
    expect(subject).toBe("Notice of cancellation of written agreement No. 1 (project 3001)");
    expect(text).toContain(
      'Jordan Lee, the homeowner, gave notice through TorontoPros on December 1, 2026 at 10:30:00 a.m. EST that they cancel their written agreement No. 1 with you for "Finish our basement".',
    );
    expect(text).toContain(
      "Reason given: the 10 days to cancel an agreement negotiated or made in person",
    );
    expect(text).toContain("We changed our plans after the visit.");
    expect(text).toContain("(Consumer Protection Act, 2002, s. 43 (1))");
    expect(text).toMatch(/refunds every payment .* within 15 days after the notice/);
    expect(text).toContain("(Consumer Protection Act, 2002, s. 96; O. Reg. 17/05)");
    expect(text).toContain("in any way that allows the date it was given to be proven");
    expect(text).toContain("(Consumer Protection Act, 2002, s. 92)");
    expect(text).toContain("it does not decide whether the cancellation is valid");
    expect(text).toContain("This is information, not legal advice");
    expect(text).toContain("key=secret-11");
  });

  it("a change order that moves the start date says so, with the date before and s. 26", () => {
    const proposed = renderMail(
      "change-order",
      {
        ...payloads["change-order"],
        priceChangeCents: 0,
        hstChangeCents: 0,
        totalCents: 290_296,
        startDate: "2027-04-05T12:00:00.000Z",
        completionDate: "2027-04-20T12:00:00.000Z",
        startBefore: "2027-03-01T12:00:00.000Z",
        completionBefore: "2027-03-20T12:00:00.000Z",
      },
      { unsubscribeUrl: null },
    ).text;
    expect(proposed).toContain(
      "This change order moves the start date to April 5, 2027 (before: March 1, 2027).",
    );
    expect(proposed).toContain("(Consumer Protection Act, 2002, s. 26)");
    expect(proposed).toContain(
      "This change order moves the completion date to April 20, 2027 (before: March 20, 2027).",
    );
    // One that leaves the dates alone says nothing of moving them.
    expect(render("change-order").text).not.toContain("moves the");
    const answered = renderMail(
      "change-order-answered",
      {
        ...payloads["change-order-answered"],
        startDate: "2027-04-05T12:00:00.000Z",
        startBefore: "2027-03-01T12:00:00.000Z",
      },
      { unsubscribeUrl: null },
    ).text;
    expect(answered).toContain(
      "Change order 1 moves the start date to April 5, 2027 (before: March 1, 2027)",
    );
    expect(
      renderMail(
        "change-order-answered",
        { ...payloads["change-order-answered"], startDate: "2027-03-01T12:00:00.000Z" },
        { unsubscribeUrl: null },
      ).text,
    ).toContain("Its start date is March 1, 2027.");
  });

  it("says plainly that a proposal on an example request reaches no homeowner", () => {
    const example = renderMail(
      "proposal-receipt",
      { ...payloads["proposal-receipt"], example: true },
      { unsubscribeUrl: null },
    );
    expect(example.text).toContain("No homeowner posted this request");
    expect(example.text).not.toContain("The homeowner sees it now");
    expect(render("proposal-receipt").text).toContain("The homeowner sees it now");
  });

  it("gives an itemised quote's exact total with its HST status, never the range", () => {
    const exact = { cents: 3_202_985, hst: true };
    const receipt = renderMail(
      "proposal-receipt",
      { ...payloads["proposal-receipt"], bid: "Over $25,000", total: exact },
      { unsubscribeUrl: null },
    );
    expect(receipt.text).toContain("$32,029.85 incl. HST, 2 weeks");
    expect(receipt.text).not.toContain("Over $25,000");
    const digest = renderMail(
      "proposal-digest",
      {
        ...payloads["proposal-digest"],
        proposals: [
          {
            contractor: "Exact Co",
            bid: "$5,000 - $10,000",
            total: { cents: 610_000, hst: false },
            timeline: "2 weeks",
          },
          { contractor: "Range Co", bid: "$5,000 - $10,000", timeline: "2 weeks" },
        ],
      },
      { unsubscribeUrl: "http://localhost:3000/unsubscribe/abc" },
    );
    expect(digest.text).toContain("- Exact Co: $6,100.00, no HST: not registered, 2 weeks");
    expect(digest.text).toContain("- Range Co: $5,000 - $10,000, 2 weeks");
    for (const template of ["proposal-accepted", "proposal-declined"] as const) {
      const mail = renderMail(
        template,
        { ...payloads[template], total: exact },
        { unsubscribeUrl: null },
      );
      expect(mail.text, template).toContain("$32,029.85 incl. HST");
    }
    const withdrawn = renderMail(
      "proposal-withdrawn",
      {
        ...payloads["proposal-withdrawn"],
        proposal: { ...payloads["proposal-withdrawn"].proposal, total: exact },
      },
      { unsubscribeUrl: "http://localhost:3000/unsubscribe/abc" },
    );
    expect(withdrawn.text).toContain("$32,029.85 incl. HST");
  });

  it("releases the homeowner's address in the acceptance, and says so when there is none", () => {
    expect(render("proposal-accepted").text).toContain("Jordan Lee, jordan@home.example");
    const noAddress = renderMail(
      "proposal-accepted",
      { ...payloads["proposal-accepted"], homeowner: { name: "Jordan Lee", email: null } },
      { unsubscribeUrl: null },
    );
    expect(noAddress.text).toContain("left no e-mail address");
  });

  it("waits longer after each failed try, at most an hour", () => {
    const waits = Array.from({ length: MAX_ATTEMPTS }, (_, i) => backoffSeconds(i + 1));
    expect(waits.slice(0, 4)).toEqual([30, 60, 120, 240]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(3600);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  });
});

describe("the embedded default's mail files", () => {
  it("writes each message as an .eml file a mail program can open, and logs one line", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "torontopros-outbox-"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const mail = render("proposal-receipt");
      const transport = fileTransport(folder);
      const message = {
        to: "bids@northside.example",
        ...mail,
        messageId: "<abc-123@torontopros.test>",
      };
      await transport.send(message);
      // A resend (same Message-ID) replaces the file instead of adding one.
      await transport.send(message);
      const files = readdirSync(folder);
      expect(files).toEqual(["abc-123torontopros.test.eml"]);
      const parsed = await simpleParser(readFileSync(path.join(folder, files[0]!)));
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.messageId).toBe("<abc-123@torontopros.test>");
      expect(parsed.text).toContain("track=secret-4");
      // The file's name, never the recipient's address.
      expect(log).toHaveBeenCalledWith(expect.stringContaining(".eml"));
      expect(log).not.toHaveBeenCalledWith(expect.stringContaining("bids@northside.example"));
    } finally {
      log.mockRestore();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
