// Turns an outbox row's kind and payload into the e-mail's subject, plain text and HTML: the
// kind's template (lib/mail/templates) writes the blocks, the shared layout frames them.
import { mailContext, type MailContext, type MailLocale } from "./context";
import { layoutMail, type MailLinks, type RenderedMail } from "./layout";
import { MAIL_KINDS, templateOf, type MailKind } from "./templates";

export type { RenderedMail } from "./layout";
export type { MailPayloads, ProposalSummary } from "./templates";

export const MAIL_TEMPLATES = MAIL_KINDS;
export type MailTemplate = MailKind;

/** Renders a payload already parsed with the kind's schema. */
export function renderParsedMail(
  kind: MailKind,
  payload: unknown,
  links: MailLinks,
  context: MailContext,
): RenderedMail {
  const template = templateOf(kind);
  return layoutMail(
    template.subject(payload, context),
    template.body(payload, context),
    links,
    context,
    { kind, notice: template.notice === true },
  );
}

/** The message in a locale (English by default); throws when the payload does not fit the kind. */
export function renderMail(
  kind: MailKind,
  payload: unknown,
  options: MailLinks & { locale?: MailLocale },
): RenderedMail {
  const parsed = templateOf(kind).schema.parse(payload);
  return renderParsedMail(kind, parsed, options, mailContext(options.locale));
}
