// Every kind of e-mail the site sends, by the name stored in the outbox's `template` column.
// Adding one: a file in this folder, its messages in messages/mail.<locale>.json, a line here.
import type { z } from "zod";

import { agreementCompleted } from "./agreement-completed";
import { agreementConfirmed } from "./agreement-confirmed";
import { agreementCorrection } from "./agreement-correction";
import { agreementLink } from "./agreement-link";
import { agreementPartyConfirmed } from "./agreement-party-confirmed";
import { agreementReady } from "./agreement-ready";
import { cancellationNotice } from "./cancellation-notice";
import { changeOrder } from "./change-order";
import { changeOrderAnswered } from "./change-order-answered";
import { completionAnswered } from "./completion-answered";
import { contactMessage } from "./contact-message";
import { contentReported } from "./content-reported";
import type { MailTemplateSpec } from "./define";
import type { proposalSummarySchema } from "./fields";
import { hiredElsewhere } from "./hired-elsewhere";
import { manageLinks } from "./manage-links";
import { messagesReceived } from "./messages-received";
import { projectAlerts } from "./project-alerts";
import { projectChanged } from "./project-changed";
import { projectDecision } from "./project-decision";
import { projectNote } from "./project-note";
import { projectPosted } from "./project-posted";
import { projectReminder } from "./project-reminder";
import { proposalAccepted } from "./proposal-accepted";
import { proposalDeclined } from "./proposal-declined";
import { proposalDigest } from "./proposal-digest";
import { proposalLapsing } from "./proposal-lapsing";
import { proposalReceipt } from "./proposal-receipt";
import { proposalReceived } from "./proposal-received";
import { proposalWithdrawn } from "./proposal-withdrawn";
import { questionAnswered } from "./question-answered";
import { questionAsked } from "./question-asked";
import { signInLink } from "./sign-in-link";
import { reviewHidden } from "./review-hidden";
import { reviewInvitation } from "./review-invitation";
import { visitChanged } from "./visit-changed";
import { visitInvitation } from "./visit-invitation";
import { visitReminder } from "./visit-reminder";
import { visitRequested } from "./visit-requested";

export const mailTemplates = {
  "project-posted": projectPosted,
  "proposal-received": proposalReceived,
  "proposal-digest": proposalDigest,
  "proposal-withdrawn": proposalWithdrawn,
  "proposal-receipt": proposalReceipt,
  "proposal-accepted": proposalAccepted,
  "proposal-declined": proposalDeclined,
  "hired-elsewhere": hiredElsewhere,
  "project-changed": projectChanged,
  "project-decision": projectDecision,
  "contact-message": contactMessage,
  "manage-links": manageLinks,
  "agreement-ready": agreementReady,
  "agreement-link": agreementLink,
  "agreement-party-confirmed": agreementPartyConfirmed,
  "agreement-confirmed": agreementConfirmed,
  "agreement-correction": agreementCorrection,
  "change-order": changeOrder,
  "change-order-answered": changeOrderAnswered,
  "sign-in-link": signInLink,
  "agreement-completed": agreementCompleted,
  "completion-answered": completionAnswered,
  "review-invitation": reviewInvitation,
  "review-hidden": reviewHidden,
  "project-alerts": projectAlerts,
  "proposal-lapsing": proposalLapsing,
  "project-reminder": projectReminder,
  "cancellation-notice": cancellationNotice,
  "question-asked": questionAsked,
  "question-answered": questionAnswered,
  "visit-requested": visitRequested,
  "visit-invitation": visitInvitation,
  "visit-changed": visitChanged,
  "visit-reminder": visitReminder,
  "messages-received": messagesReceived,
  "content-reported": contentReported,
  "project-note": projectNote,
} satisfies Record<string, MailTemplateSpec>;

export type MailKind = keyof typeof mailTemplates;

/** What each kind is queued with. `private` holds secret links, erased from the outbox once sent. */
export type MailPayloads = { [K in MailKind]: z.infer<(typeof mailTemplates)[K]["schema"]> };

export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

export const MAIL_KINDS = Object.keys(mailTemplates) as MailKind[];

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(mailTemplates, kind);

/** The template of a kind, typed for code that handles every kind alike. */
export const templateOf = (kind: MailKind): MailTemplateSpec => mailTemplates[kind];
