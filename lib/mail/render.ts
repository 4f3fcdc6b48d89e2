// Turns an outbox row's template and payload into the e-mail's subject, plain text and simple
// HTML. The words come from messages/mail.en.json; every message ends with who sent it and the
// site's postal address, and a notice that is not strictly transactional with its unsubscribe link.
import { createTranslator } from "next-intl";

import { site } from "@/content/site";
import mailMessages from "@/messages/mail.en.json";

export const MAIL_TEMPLATES = [
  "project-posted",
  "proposal-received",
  "proposal-digest",
  "proposal-withdrawn",
  "proposal-receipt",
  "proposal-accepted",
  "proposal-declined",
  "contact-message",
  "manage-links",
  "agreement-ready",
  "agreement-confirmed",
  "change-order",
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** A proposal as the homeowner's notices describe it. */
export interface ProposalSummary {
  contractor: string;
  bid: string;
  timeline: string;
}

/** What each template needs. `private` holds secret links, erased from the outbox once sent. */
export interface MailPayloads {
  "project-posted": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    name: string;
    title: string;
    projectUrl: string;
    private: { manageUrl: string };
  };
  "proposal-received": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    name: string;
    title: string;
    proposal: ProposalSummary;
    private: { manageUrl: string };
  };
  "proposal-digest": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    name: string;
    title: string;
    proposals: ProposalSummary[];
    private: { manageUrl: string };
  };
  "proposal-withdrawn": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    name: string;
    title: string;
    proposal: ProposalSummary;
    projectUrl: string;
  };
  "proposal-receipt": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    contractor: string;
    title: string;
    bid: string;
    timeline: string;
    private: { trackUrl: string };
  };
  "proposal-accepted": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    contractor: string;
    title: string;
    bid: string;
    timeline: string;
    projectUrl: string;
    homeowner: { name: string; email: string | null };
  };
  "proposal-declined": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    contractor: string;
    title: string;
    bid: string;
    timeline: string;
    dashboardUrl: string;
  };
  "contact-message": {
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    inboxUrl: string;
  };
  /** Written without links when asked for; the delivery worker adds them (lib/data/recovery). */
  "manage-links": {
    private?: { links: { title: string; posted: string; url: string }[] };
  };
  "agreement-ready": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    party: "homeowner" | "contractor";
    title: string;
    homeowner: string;
    contractor: string;
    total: string;
    private: { agreementUrl: string };
  };
  "agreement-confirmed": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    title: string;
    homeowner: string;
    contractor: string;
    total: string;
    confirmedAt: string;
    /** The agreement's full text, and a private link to its page. */
    private: { agreementUrl: string; agreement: string };
  };
  "change-order": {
    /** The project's displayed id, the only reference a subject carries. */
    project?: number;
    title: string;
    number: number;
    by: string;
    description: string;
    priceChange: string;
    private: { agreementUrl: string };
  };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A block of the message: a paragraph, or a link shown as a button in HTML. */
type Block = { text: string } | { label: string; url: string } | { pre: string };

const t = createTranslator({ locale: "en", messages: mailMessages });

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeZone: "America/Toronto",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "long",
  timeStyle: "long",
  timeZone: "America/Toronto",
});

function blocksOf(template: MailTemplate, payload: Record<string, unknown>): Block[] {
  const brand = site.brand;
  switch (template) {
    case "project-posted": {
      const p = payload as unknown as MailPayloads["project-posted"];
      return [
        { text: t("projectPosted.greeting", { name: p.name }) },
        { text: t("projectPosted.body", { title: p.title, brand }) },
        { text: t("projectPosted.manage") },
        { label: t("projectPosted.manageLabel"), url: p.private.manageUrl },
        { text: t("projectPosted.public", { url: p.projectUrl }) },
      ];
    }
    case "proposal-received": {
      const p = payload as unknown as MailPayloads["proposal-received"];
      return [
        { text: t("proposalReceived.greeting", { name: p.name }) },
        {
          text: t("proposalReceived.body", { contractor: p.proposal.contractor, title: p.title }),
        },
        {
          text: `${t("proposalReceived.bid", { bid: p.proposal.bid })}\n${t("proposalReceived.timeline", { timeline: p.proposal.timeline })}`,
        },
        { text: t("proposalReceived.manage") },
        { label: t("proposalReceived.manageLabel"), url: p.private.manageUrl },
      ];
    }
    case "proposal-digest": {
      const p = payload as unknown as MailPayloads["proposal-digest"];
      return [
        { text: t("proposalDigest.greeting", { name: p.name }) },
        { text: t("proposalDigest.body", { count: p.proposals.length, title: p.title }) },
        {
          text: p.proposals.map((item) => `- ${t("proposalDigest.item", { ...item })}`).join("\n"),
        },
        { label: t("proposalDigest.manageLabel"), url: p.private.manageUrl },
      ];
    }
    case "proposal-withdrawn": {
      const p = payload as unknown as MailPayloads["proposal-withdrawn"];
      return [
        { text: t("proposalWithdrawn.greeting", { name: p.name }) },
        { text: t("proposalWithdrawn.body", { ...p.proposal, title: p.title }) },
        { label: t("proposalWithdrawn.manageLabel"), url: p.projectUrl },
      ];
    }
    case "proposal-receipt": {
      const p = payload as unknown as MailPayloads["proposal-receipt"];
      return [
        { text: t("proposalReceipt.greeting", { contractor: p.contractor }) },
        { text: t("proposalReceipt.body", { title: p.title, bid: p.bid, timeline: p.timeline }) },
        { text: t("proposalReceipt.track") },
        { label: t("proposalReceipt.trackLabel"), url: p.private.trackUrl },
      ];
    }
    case "proposal-accepted": {
      const p = payload as unknown as MailPayloads["proposal-accepted"];
      return [
        { text: t("proposalAccepted.greeting", { contractor: p.contractor }) },
        { text: t("proposalAccepted.body", { title: p.title, bid: p.bid, timeline: p.timeline }) },
        {
          text: p.homeowner.email
            ? t("proposalAccepted.contact", { name: p.homeowner.name, email: p.homeowner.email })
            : t("proposalAccepted.noEmail", { name: p.homeowner.name }),
        },
        { text: t("proposalAccepted.project", { url: p.projectUrl }) },
      ];
    }
    case "proposal-declined": {
      const p = payload as unknown as MailPayloads["proposal-declined"];
      return [
        { text: t("proposalDeclined.greeting", { contractor: p.contractor }) },
        { text: t("proposalDeclined.body", { title: p.title, bid: p.bid, timeline: p.timeline }) },
        { text: t("proposalDeclined.dashboard", { url: p.dashboardUrl }) },
      ];
    }
    case "contact-message": {
      const p = payload as unknown as MailPayloads["contact-message"];
      return [
        { text: t("contactMessage.body", { name: p.name }) },
        {
          text: [
            t("contactMessage.from", { name: p.name, email: p.email }),
            ...(p.phone ? [t("contactMessage.phone", { phone: p.phone })] : []),
          ].join("\n"),
        },
        { pre: p.message },
        { text: t("contactMessage.inbox", { url: p.inboxUrl }) },
      ];
    }
    case "manage-links": {
      const p = payload as unknown as MailPayloads["manage-links"];
      return [
        { text: t("manageLinks.greeting") },
        { text: t("manageLinks.body", { count: p.private!.links.length }) },
        ...p.private!.links.map((link) => ({
          label: t("manageLinks.item", {
            title: link.title,
            posted: dateFormat.format(new Date(link.posted)),
          }),
          url: link.url,
        })),
        { text: t("manageLinks.ignore") },
      ];
    }
    case "agreement-ready": {
      const p = payload as unknown as MailPayloads["agreement-ready"];
      const name = p.party === "homeowner" ? p.homeowner : p.contractor;
      return [
        { text: t("agreementReady.greeting", { name }) },
        {
          text: t(`agreementReady.${p.party}`, {
            title: p.title,
            homeowner: p.homeowner,
            contractor: p.contractor,
            total: p.total,
          }),
        },
        { text: t("agreementReady.steps") },
        { label: t("agreementReady.label"), url: p.private.agreementUrl },
        { text: t("agreementReady.notAdvice") },
      ];
    }
    case "agreement-confirmed": {
      const p = payload as unknown as MailPayloads["agreement-confirmed"];
      return [
        {
          text: t("agreementConfirmed.body", {
            title: p.title,
            homeowner: p.homeowner,
            contractor: p.contractor,
            total: p.total,
          }),
        },
        {
          text: t("agreementConfirmed.dated", {
            date: dateTimeFormat.format(new Date(p.confirmedAt)),
          }),
        },
        { text: t("agreementConfirmed.keep") },
        { label: t("agreementConfirmed.label"), url: p.private.agreementUrl },
        { pre: p.private.agreement },
      ];
    }
    case "change-order": {
      const p = payload as unknown as MailPayloads["change-order"];
      return [
        {
          text: t("changeOrder.body", {
            number: p.number,
            title: p.title,
            by: p.by,
            priceChange: p.priceChange,
          }),
        },
        { pre: p.description },
        { text: t("changeOrder.confirm") },
        { label: t("changeOrder.label"), url: p.private.agreementUrl },
      ];
    }
  }
}

/**
 * The subject names the site and the project's number, never text a visitor typed (a title, a
 * name): nobody can make the site send a stranger a subject line of their choosing.
 */
function subjectOf(template: MailTemplate, payload: Record<string, unknown>): string {
  const project = typeof payload.project === "number" ? String(payload.project) : "none";
  switch (template) {
    case "project-posted":
      return t("projectPosted.subject", { project, brand: site.brand });
    case "proposal-received":
      return t("proposalReceived.subject", { project });
    case "proposal-digest": {
      const { proposals } = payload as unknown as MailPayloads["proposal-digest"];
      return t("proposalDigest.subject", { project, count: proposals.length });
    }
    case "proposal-withdrawn":
      return t("proposalWithdrawn.subject", { project });
    case "proposal-receipt":
      return t("proposalReceipt.subject", { project });
    case "proposal-accepted":
      return t("proposalAccepted.subject", { project });
    case "proposal-declined":
      return t("proposalDeclined.subject", { project });
    case "contact-message":
      // To the operator's own inbox, never to a stranger.
      return t("contactMessage.subject", { subject: (payload as { subject: string }).subject });
    case "manage-links":
      return t("manageLinks.subject", { brand: site.brand });
    case "agreement-ready":
      return t("agreementReady.subject", { project });
    case "agreement-confirmed":
      return t("agreementConfirmed.subject", { project });
    case "change-order": {
      const { number } = payload as unknown as MailPayloads["change-order"];
      return t("changeOrder.subject", { project, number });
    }
  }
}

/**
 * The message as text and HTML. `unsubscribeUrl` is given for mail that is not strictly
 * transactional; transactional mail says why it arrives even after an unsubscribe. `notMeUrl`
 * is given for first-contact mail: its holder can stop every message to the address.
 */
export function renderMail(
  template: MailTemplate,
  payload: Record<string, unknown>,
  options: { unsubscribeUrl: string | null; notMeUrl?: string | null },
): RenderedMail {
  const blocks = blocksOf(template, payload);
  const { address } = site;
  const footer = [
    t("footer.sender", {
      brand: site.brand,
      street: address.streetAddress,
      city: address.addressLocality,
      region: address.addressRegion,
      postalCode: address.postalCode,
      email: site.email,
    }),
    t("footer.why", { brand: site.brand }),
    options.unsubscribeUrl
      ? t("footer.unsubscribe", { url: options.unsubscribeUrl })
      : t("footer.transactional", { brand: site.brand }),
    ...(options.notMeUrl ? [t("footer.notMe", { brand: site.brand, url: options.notMeUrl })] : []),
  ];

  const text = [
    ...blocks.map((block) =>
      "label" in block ? `${block.label}: ${block.url}` : "pre" in block ? block.pre : block.text,
    ),
    "--",
    ...footer,
  ].join("\n\n");

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html = [
    `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:600px;margin:0 auto;padding:16px">`,
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold">${escapeHtml(site.brand)}</p>`,
    ...blocks.map((block) =>
      "label" in block
        ? `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`
        : "pre" in block
          ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;white-space:pre-wrap">${escapeHtml(block.pre)}</blockquote>`
          : paragraph(block.text),
    ),
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">`,
    `<div style="font-size:12px;color:#6b7280">`,
    paragraph(footer[0]!),
    paragraph(footer[1]!),
    options.unsubscribeUrl
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(t("footer.unsubscribeLabel"))}</a></p>`
      : paragraph(footer[2]!),
    options.notMeUrl
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(options.notMeUrl)}" style="color:#6b7280">${escapeHtml(t("footer.notMeLabel"))}</a></p>`
      : "",
    `</div></body></html>`,
  ].join("\n");

  return { subject: subjectOf(template, payload), text, html };
}
