import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";

import { CANCELLATION_REASONS } from "@/content/agreement-scope";
import { site } from "@/content/site";
import type { Database } from "@/lib/db/client";
import { createMailContext, type MailContext, type MailMessages } from "@/lib/mail/context";
import { enqueueMail } from "@/lib/mail/outbox";
import { renderMail, renderParsedMail } from "@/lib/mail/render";
import {
  MAIL_KINDS,
  mailTemplates,
  templateOf,
  type MailKind,
  type MailPayloads,
} from "@/lib/mail/templates";
import mailEn from "@/messages/mail.en.json";
import siteEn from "@/messages/en.json";

// A pseudo-locale: every message wrapped in ⟦…⟧ and its letters swapped for accented look-alikes,
// placeholders and plural/select syntax kept. Any ASCII letter left in a rendered message that
// is not a payload value, a configured value, a URL or a formatted date came from code.
const LOWER = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ";
const UPPER = "ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ";
const accented = new Map(
  [...LOWER, ...UPPER].map((letter, i) => [
    String.fromCharCode(i < 26 ? 97 + i : 65 + i - 26),
    letter,
  ]),
);
const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => accented.get(c)!);

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.select:
      case TYPE.plural:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: pseudoElements(option.value) },
            ]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      default:
        return element;
    }
  });
}

const pseudoMessage = (message: string) =>
  printAST([
    { type: TYPE.literal, value: "⟦" },
    ...pseudoElements(parse(message)),
    { type: TYPE.literal, value: "⟧" },
  ]);

function pseudoMessages<T>(messages: T): T {
  if (typeof messages === "string") return pseudoMessage(messages) as T;
  return Object.fromEntries(
    Object.entries(messages as Record<string, unknown>).map(([key, value]) => [
      key,
      pseudoMessages(value),
    ]),
  ) as T;
}

const PSEUDO = "en-XA";
const pseudo = createMailContext(PSEUDO, pseudoMessages<MailMessages>(mailEn), "en-CA");

const proposal = {
  contractor: "Northside <Renovations>",
  bid: "$5,000 - $10,000",
  timeline: "2 weeks",
};

/** Every kind with payloads that reach each of its branches, as the data layer writes them. */
const samples: { [K in MailKind]: MailPayloads[K][] } = {
  "project-posted": [
    // With the link that publishes it, as a new post's is written.
    {
      project: 3001,
      name: "Jordan",
      title: "Finish our basement",
      projectUrl: "http://localhost:3000/project/3001",
      hours: 72,
      private: {
        manageUrl: "http://localhost:3000/project/3001#manage=secret-1",
        publishUrl: "http://localhost:3000/project/3001/publish#token=secret-1b",
      },
    },
    // Queued before projects waited for their homeowner's confirmation.
    {
      project: 3001,
      name: "Jordan",
      title: "Finish our basement",
      projectUrl: "http://localhost:3000/project/3001",
      private: { manageUrl: "http://localhost:3000/project/3001#manage=secret-1" },
    },
  ],
  "proposal-received": [
    {
      project: 3001,
      name: "Jordan",
      title: "Finish our basement",
      proposal,
      private: { manageUrl: "http://localhost:3000/project/3001#manage=secret-2" },
    },
  ],
  "proposal-digest": [
    {
      project: 3001,
      name: "Jordan",
      title: "Finish our basement",
      proposals: [proposal, { ...proposal, contractor: "Second Co" }],
      private: { manageUrl: "http://localhost:3000/project/3001#manage=secret-3" },
    },
  ],
  "proposal-withdrawn": [
    {
      name: "Jordan",
      title: "Finish our basement",
      proposal,
      projectUrl: "http://localhost:3000/project/3001",
    },
  ],
  "proposal-receipt": [
    // Sent from the account's session: the proposal is the account's already.
    {
      project: 3001,
      contractor: "Northside",
      title: "Finish our basement",
      bid: "$5,000 - $10,000",
      timeline: "2 weeks",
      private: { trackUrl: "http://localhost:3000/proposal/1#track=secret-4" },
    },
    // Sent by whoever typed the address: with the link that claims it for the address's account.
    {
      project: 3001,
      contractor: "Northside",
      title: "Finish our basement",
      bid: "$5,000 - $10,000",
      timeline: "2 weeks",
      private: {
        trackUrl: "http://localhost:3000/proposal/1#track=secret-4",
        claimUrl: "http://localhost:3000/pro/claim#proposal=1&token=secret-4b",
      },
    },
  ],
  "proposal-accepted": [true, false].map((hasEmail) => ({
    project: 3001,
    contractor: "Northside",
    title: "Finish our basement",
    bid: "$5,000 - $10,000",
    timeline: "2 weeks",
    projectUrl: "http://localhost:3000/project/3001",
    homeowner: { name: "Jordan Lee", email: hasEmail ? "jordan@home.example" : null },
  })),
  "proposal-declined": [
    {
      project: 3001,
      contractor: "Northside",
      title: "Finish our basement",
      bid: "$5,000 - $10,000",
      timeline: "2 weeks",
      dashboardUrl: "http://localhost:3000/contractor-dashboard",
    },
    {
      project: 3001,
      contractor: "Northside",
      title: "Finish our basement",
      bid: "$5,000 - $10,000",
      timeline: "2 weeks",
      dashboardUrl: "http://localhost:3000/contractor-dashboard",
      agreement: "withdrawn" as const,
    },
  ],
  "review-hidden": [
    {
      project: 3001,
      title: "Finish our basement",
      review: 7,
      reason: "It gives the contractor's home address.",
      rulesUrl: "http://localhost:3000/terms-of-service#reviews-and-profiles",
      contactUrl: "http://localhost:3000/contact",
    },
  ],
  // At once with one project; a digest of two, one of them urgent.
  "project-alerts": [1, 2].map((count) => ({
    contractor: "Northside",
    delivery: count === 1 ? ("instant" as const) : ("daily" as const),
    projects: Array.from({ length: count }, (_, index) => ({
      project: 3001 + index,
      title: "Finish our basement",
      category: "Renovation",
      place: "Etobicoke (Toronto)",
      budget: "$25,000 - $50,000",
      urgent: index === 1,
      projectUrl: `http://localhost:3000/project/${3001 + index}`,
    })),
    settingsUrl: "http://localhost:3000/pro#alerts",
  })),
  "hired-elsewhere": [
    ...(["hired", "reopened"] as const).map((outcome) => ({ outcome })),
    ...(["hired-elsewhere", "postponed", "not-going-ahead", "quiet"] as const).map((reason) => ({
      outcome: "closed" as const,
      reason,
    })),
  ].map((outcome) => ({
    project: 3001,
    contractor: "Northside",
    title: "Finish our basement",
    ...outcome,
    projectUrl: "http://localhost:3000/project/3001",
  })),
  "proposal-lapsing": [7, 30].map((days) => ({
    project: 3001,
    contractor: "Northside",
    title: "Finish our basement",
    validUntil: "2026-12-31T17:00:00.000Z",
    days,
    private: { renewUrl: "http://localhost:3000/proposal/7#track=s.1.x&renew" },
  })),
  "project-reminder": [1, 3].map((proposals) => ({
    project: 3001,
    name: "Sam Lee",
    title: "Finish our basement",
    proposals,
    private: {
      answers: {
        deciding: "http://localhost:3000/project/3001#manage=t&answer=deciding",
        "hired-elsewhere": "http://localhost:3000/project/3001#manage=t&answer=hired-elsewhere",
        postponed: "http://localhost:3000/project/3001#manage=t&answer=postponed",
        "not-going-ahead": "http://localhost:3000/project/3001#manage=t&answer=not-going-ahead",
      },
    },
  })),
  "visit-requested": [
    {
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
  ],
  "visit-invitation": [
    {
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
  ],
  "visit-changed": [
    {
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
  ],
  "visit-reminder": [
    {
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
  ],
  "question-asked": [
    {
      project: 3001,
      name: "Sam Lee",
      title: "Finish our basement",
      question: "Is the basement ceiling at least 7 ft?",
      private: { manageUrl: "http://localhost:3000/project/3001#manage=secret-q&questions" },
    },
  ],
  "question-answered": [
    {
      project: 3001,
      title: "Finish our basement",
      question: "Is the basement ceiling at least 7 ft?",
      answer: "Yes, 7 ft 4 in under the joists.",
      projectUrl: "http://localhost:3000/project/3001#questions",
    },
  ],
  "messages-received": [
    {
      project: 3001,
      title: "Finish our basement",
      from: "contractor",
      contractorName: "Northside Renovations",
      count: 2,
      private: { conversationUrl: "http://localhost:3000/proposal/7/messages#track=t" },
    },
    {
      project: 3001,
      title: "Finish our basement",
      from: "homeowner",
      contractorName: "Northside Renovations",
      count: 1,
      private: { conversationUrl: "http://localhost:3000/proposal/7/messages#manage=m" },
    },
  ],
  "content-reported": [
    {
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
  ],
  "project-note": [
    {
      project: 3001,
      title: "Finish our basement",
      notes: [{ id: 7, note: "The side door is the way in." }],
      projectUrl: "http://localhost:3000/project/3001#homeowner-notes",
    },
    {
      project: 3001,
      title: "Finish our basement",
      notes: [
        { id: 7, note: "The side door is the way in." },
        { id: 8, note: "Parking in the driveway." },
      ],
      projectUrl: "http://localhost:3000/project/3001#homeowner-notes",
    },
  ],
  // Every change alone, then all of them.
  "project-changed": [
    ...["title", "description", "budget", "timeline", "requirements", "photos"].map((change) => [
      change,
    ]),
    ["title", "description", "budget", "timeline", "requirements", "photos"],
  ].map((changed) => ({
    project: 3001,
    contractor: "Northside",
    title: "Finish our basement",
    changed: changed as MailPayloads["project-changed"]["changed"],
    budget: "$10,000 - $25,000",
    timeline: "Within 1 month",
    projectUrl: "http://localhost:3000/project/3001",
  })),
  "project-decision": [
    { decision: "published" as const, reason: null },
    { decision: "rejected" as const, reason: "It offers work rather than asking for it." },
    { decision: "unlisted" as const, reason: "Three contractors reported it as done already." },
  ].map(({ decision, reason }) => ({
    project: 3001,
    name: "Jordan",
    decision,
    reason,
    projectUrl: "http://localhost:3000/project/3001",
  })),
  "contact-message": [null, "416-555-0100"].map((phone) => ({
    name: "Sam",
    email: "sam@patel.example",
    phone,
    subject: "Quotes",
    message: "Line one\n<b>not bold</b>",
    inboxUrl: "http://localhost:3000/admin/messages",
  })),
  "manage-links": [1, 2].map((count) => ({
    private: {
      links: Array.from({ length: count }, (_, i) => ({
        title: `Finish our basement ${i}`,
        posted: "2026-03-02T16:10:00.000Z",
        url: `http://localhost:3000/project/300${i}#manage=secret-5`,
      })),
    },
  })),
  "agreement-ready": (["homeowner", "contractor"] as const).flatMap((party) => [
    {
      project: 3001,
      party,
      title: "Finish our basement",
      homeowner: "Jordan Lee",
      contractor: "Northside",
      total: "$2,902.96",
      totalCents: 290296,
      private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-6" },
    },
    // Queued before the agreed figure was stored in cents.
    {
      party,
      title: "Finish our basement",
      homeowner: "Jordan Lee",
      contractor: "Northside",
      total: "$2,902.96",
      private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-6" },
    },
  ]),
  "agreement-link": (["homeowner", "contractor"] as const).map((party) => ({
    project: 3001,
    party,
    title: "Finish our basement",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-6b" },
  })),
  "agreement-party-confirmed": (["homeowner", "contractor"] as const).map((party) => ({
    project: 3001,
    party,
    name: party === "homeowner" ? "Jordan Lee" : "Northside",
    title: "Finish our basement",
    by: party === "homeowner" ? "Sam Patel" : "Jordan Lee",
    at: "2026-03-02T16:10:00.000Z",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-9" },
  })),
  "agreement-correction": (["proposed", "accepted", "declined"] as const).map((kind) => ({
    project: 3001,
    kind,
    party: kind === "proposed" ? ("homeowner" as const) : ("contractor" as const),
    by: kind === "proposed" ? "Northside" : "Jordan Lee",
    title: "Finish our basement",
    note: "The second line was priced twice.",
    totalCents: 250_000,
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-10" },
  })),
  "agreement-confirmed": [
    {
      project: 3001,
      title: "Finish our basement",
      homeowner: "Jordan Lee",
      contractor: "Northside",
      total: "$2,902.96",
      totalCents: 290296,
      confirmedAt: "2026-03-02T16:10:00.000Z",
      private: {
        agreementUrl: "http://localhost:3000/agreement/1#key=secret-7",
        agreement: "HOME RENOVATION AGREEMENT (No. 1)\nTotal: $2,902.96",
      },
    },
  ],
  "change-order": [
    ...[450_00, -120_50].map((priceChangeCents) => ({
      project: 3001,
      title: "Finish our basement",
      number: 1,
      by: "Jordan Lee",
      description: "Add a second window",
      priceChange: "(formatted when queued)",
      priceChangeCents,
      private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-8" },
    })),
    // One that moves both dates, one of which was not stated before.
    {
      project: 3001,
      title: "Finish our basement",
      number: 2,
      by: "Sam Patel",
      description: "Start later: the cabinets arrive late",
      priceChange: "(formatted when queued)",
      priceChangeCents: 0,
      hstChangeCents: 0,
      totalCents: 290_296,
      startDate: "2027-04-05T12:00:00.000Z",
      completionDate: "2027-04-20T12:00:00.000Z",
      startBefore: null,
      completionBefore: "2027-03-20T12:00:00.000Z",
      private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-8c" },
    },
  ],
  "change-order-answered": (["confirmed", "declined"] as const).map((kind) => ({
    project: 3001,
    title: "Finish our basement",
    number: 1,
    kind,
    party: "contractor" as const,
    name: kind === "confirmed" ? "Sam Patel" : null,
    at: "2026-03-03T16:10:00.000Z",
    totalCents: 341_146,
    completionDate: kind === "confirmed" ? "2027-03-27T12:00:00.000Z" : null,
    // A confirmed one moves the start date; a declined one leaves it.
    startDate: "2027-04-05T12:00:00.000Z",
    ...(kind === "confirmed" ? { startBefore: "2027-03-01T12:00:00.000Z" } : {}),
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-8b" },
  })),
  "sign-in-link": [
    { minutes: 15, private: { url: "http://localhost:3000/pro/sign-in#token=secret-9" } },
  ],
  "agreement-completed": [
    // Each kind, recorded by either party, to be acknowledged or disputed by the other.
    ...(["substantial-performance", "completion", "abandonment", "termination"] as const).flatMap(
      (kind) =>
        (["homeowner", "contractor"] as const).map((by) => ({
          project: 3001,
          title: "Finish our basement",
          by,
          name: by === "homeowner" ? "Jordan Lee" : "Sam Patel",
          kind,
          completedOn: "2026-03-02T12:00:00.000Z",
          standsOn: "2026-03-09T16:10:00.000Z",
          private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-9" },
        })),
    ),
    // Queued before either party could record it (no `by`, which the schema defaults): the
    // homeowner's, standing as recorded.
    {
      project: 3001,
      title: "Finish our basement",
      homeowner: "Jordan Lee",
      kind: "completion",
      completedOn: "2026-03-02T12:00:00.000Z",
      private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-9" },
    } as Omit<MailPayloads["agreement-completed"], "by"> as MailPayloads["agreement-completed"],
  ],
  "completion-answered": [
    { answer: "acknowledged" as const, note: null },
    { answer: "disputed" as const, note: "The hallway lights are not installed yet." },
  ].map(({ answer, note }) => ({
    project: 3001,
    title: "Finish our basement",
    answer,
    note,
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-9b" },
  })),
  "cancellation-notice": CANCELLATION_REASONS.flatMap((reason) =>
    (["homeowner", "contractor"] as const).map((party) => ({
      project: 3001,
      agreement: 1,
      title: "Finish our basement",
      party,
      homeowner: "Jordan Lee",
      contractor: "Northside Renovations",
      reason,
      explanation: reason === "cooling-off" ? null : "The crew never came on the agreed day.",
      givenAt: "2026-12-01T15:30:00.000Z",
      private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-11" },
    })),
  ),
  "review-invitation": (["homeowner", "contractor"] as const).map((party) => ({
    project: 3001,
    party,
    title: "Finish our basement",
    other: party === "homeowner" ? "Northside Renovations" : "Jordan Lee",
    private: { agreementUrl: "http://localhost:3000/agreement/1#key=secret-10" },
  })),
};

const sampleList = (kind: MailKind) => samples[kind] as Record<string, unknown>[];

/** Every value a message may show as it is: the payload's, the site's configured identity,
 * and the payload's dates and amounts as the context formats them. */
function allowedValues(payload: unknown, context: MailContext): string[] {
  const values = [site.brand, site.email, ...Object.values(site.address).map(String)];
  const walk = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      values.push(value);
      if (!Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value)) {
        values.push(context.date(value), context.dateTime(value));
      }
    } else if (typeof value === "number") {
      values.push(String(value));
      if (key.endsWith("Cents")) values.push(context.money(value), context.moneyChange(value));
    } else if (value && typeof value === "object") {
      const { start, end } = value as { start?: unknown; end?: unknown };
      if (typeof start === "string" && typeof end === "string") {
        values.push(context.window(start, end));
      }
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(payload);
  return values.filter(Boolean).sort((a, b) => b.length - a.length);
}

/** What is left of a piece of a message once the allowed values and URLs are taken out. */
function leftover(piece: string, allowed: string[]): string {
  let rest = piece;
  for (const value of allowed) rest = rest.split(value).join(" ");
  return rest.replace(/https?:\/\/\S+/g, " ");
}

/** The HTML's visible text, a line per element boundary, and the language it declares. */
function htmlText(html: string): { text: string; lang: string | undefined } {
  let text = "";
  let lang: string | undefined;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === "html") lang = attributes.lang;
      text += "\n";
    },
    onclosetag: () => {
      text += "\n";
    },
    ontext: (chunk) => {
      text += chunk;
    },
  });
  parser.write(html);
  parser.end();
  return { text, lang };
}

const links = (kind: MailKind) => ({
  unsubscribeUrl: templateOf(kind).notice ? "http://localhost:3000/unsubscribe/abc" : null,
  notMeUrl: templateOf(kind).firstContact ? "http://localhost:3000/not-me/def" : null,
});

describe("the e-mail templates in a pseudo-locale", () => {
  it("has a sample for every kind in the registry", () => {
    expect(Object.keys(samples).sort()).toEqual([...MAIL_KINDS].sort());
    expect(new Set(accented.values()).size).toBe(52);
  });

  it.each(MAIL_KINDS)("%s shows no English text from code", (kind) => {
    for (const payload of sampleList(kind)) {
      const parsed = templateOf(kind).schema.parse(payload);
      const mail = renderParsedMail(kind, parsed, links(kind), pseudo);
      const allowed = allowedValues(payload, pseudo);
      const html = htmlText(mail.html);
      expect(html.lang).toBe(PSEUDO);
      const leaks = Object.entries({ subject: mail.subject, text: mail.text, html: html.text })
        .flatMap(([part, body]) =>
          leftover(body, allowed)
            .split("\n")
            .map((line) => [part, line]),
        )
        .filter(([, line]) => /[A-Za-z]/.test(line!));
      expect(leaks).toEqual([]);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).toContain("⟦");
    }
  });

  it("formats the agreed amounts from their cents in the locale", () => {
    const [withCents, queuedBefore] = sampleList("agreement-ready");
    const french = createMailContext("fr", mailEn, "fr-CA");
    const render = (payload: Record<string, unknown>) =>
      renderParsedMail(
        "agreement-ready",
        mailTemplates["agreement-ready"].schema.parse(payload),
        links("agreement-ready"),
        french,
      ).text;
    const frenchMoney = new Intl.NumberFormat("fr-CA", { style: "currency", currency: "CAD" });
    expect(render(withCents!)).toContain(frenchMoney.format(2902.96));
    // A row queued before the cents were stored shows the amount as it was formatted then.
    expect(render(queuedBefore!)).toContain("$2,902.96");
  });
});

describe("the unsubscribe page", () => {
  // It names the kind a link stopped: a kind without its words read "notices" (CASL: the
  // recipient is told what they stopped).
  it("has words for every kind of message", () => {
    expect(Object.keys(siteEn.unsubscribe.kinds).sort()).toEqual([...MAIL_KINDS].sort());
  });
});

describe("the messages of a project's questions", () => {
  // Before a hire, contact details in a question or an answer reach nobody, in mail as on the page.
  it.each([
    [
      "question-asked",
      {
        ...samples["question-asked"][0]!,
        question: "Is the ceiling 7 ft? Call me at 905-555-0142 or mail ada@pros.example",
      },
    ],
    [
      "question-answered",
      {
        ...samples["question-answered"][0]!,
        question: "Is the ceiling 7 ft? Call me at 905-555-0142",
        answer: "Yes. Photos at www.my-basement-pics.com, or text (647) 555 0123.",
      },
    ],
  ] as const)("%s masks the contact details written in it", (kind, payload) => {
    const english = createMailContext("en", mailEn, "en-CA");
    const mail = renderParsedMail(
      kind,
      templateOf(kind).schema.parse(payload),
      links(kind),
      english,
    );
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const detail of ["555-0142", "ada@pros", "my-basement-pics", "555 0123"]) {
        expect(part).not.toContain(detail);
      }
    }
    expect(mail.text).toContain(
      "Is the ceiling 7 ft? Call me at [contact details are shared once you hire]",
    );
  });
});

describe("the message of how the work ended", () => {
  // Construction Act s. 31: the time for liens runs from a published certificate of substantial
  // performance, or else from completion, abandonment or termination; substantial performance
  // recorded alone starts nothing, and nothing "falls due" on it.
  it.each(["substantial-performance", "completion"] as const)(
    "names what starts the time for liens when the work is recorded as %s",
    (kind) => {
      const english = createMailContext("en", mailEn, "en-CA");
      const payload = sampleList("agreement-completed").find((p) => p.kind === kind)!;
      const { text } = renderParsedMail(
        "agreement-completed",
        mailTemplates["agreement-completed"].schema.parse(payload),
        links("agreement-completed"),
        english,
      );
      expect(text).toContain("Construction Act, s. 31");
      expect(text).toContain("published certificate of substantial performance");
      expect(text).not.toMatch(/falls? due|counted from it/);
    },
  );
});

describe("the e-mail payloads", () => {
  it.each(MAIL_KINDS)("%s rejects a payload with any field of the wrong type", (kind) => {
    const { schema } = templateOf(kind);
    for (const payload of sampleList(kind)) {
      expect(schema.safeParse(payload).success).toBe(true);
      for (const key of Object.keys(payload)) {
        expect(schema.safeParse({ ...payload, [key]: true }).success, key).toBe(false);
      }
    }
    expect(schema.safeParse(null).success).toBe(false);
  });

  it("rejects a recovery message whose links are empty, and a digest with no proposal", () => {
    expect(mailTemplates["manage-links"].schema.safeParse({ private: { links: [] } }).success).toBe(
      false,
    );
    const [digest] = samples["proposal-digest"];
    expect(
      mailTemplates["proposal-digest"].schema.safeParse({ ...digest, proposals: [] }).success,
    ).toBe(false);
  });

  it("refuses to render or queue a payload that does not fit its kind", async () => {
    const [receipt] = samples["proposal-receipt"];
    const malformed = { ...receipt!, private: {} } as unknown as MailPayloads["proposal-receipt"];
    expect(() => renderMail("proposal-receipt", malformed, { unsubscribeUrl: null })).toThrow(
      ZodError,
    );
    // Checked before the database is touched: the caller's transaction rolls back.
    const untouched = new Proxy({} as Database, {
      get: () => {
        throw new Error("the database was used");
      },
    });
    await expect(
      enqueueMail(untouched, {
        template: "proposal-receipt",
        recipient: "bids@northside.example",
        payload: malformed,
      }),
    ).rejects.toThrow(ZodError);
  });
});

describe("the notice of a homeowner's note", () => {
  it("masks the contact details written in it, and carries its stop link", () => {
    const english = createMailContext("en", mailEn, "en-CA");
    const mail = renderParsedMail(
      "project-note",
      templateOf("project-note").schema.parse({
        ...samples["project-note"][0]!,
        notes: [{ id: 7, note: "Questions? Call me at 905-555-0142" }],
      }),
      links("project-note"),
      english,
    );
    expect(mail.text).toContain("Questions? Call me at [contact details are shared once you hire]");
    expect(mail.text).not.toContain("905-555-0142");
    expect(mail.text).toContain("Stop messages of this kind");
  });
});
