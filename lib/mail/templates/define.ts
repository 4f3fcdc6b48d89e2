import type { z } from "zod";

import type { MailContext } from "../context";
import type { MailBlock } from "../layout";

/** A file attached to a message. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * One kind of e-mail: the payload it is queued with (checked when queued and again when sent),
 * its subject and its blocks in a locale. Methods, so the registry can hold every kind as one type.
 */
export interface MailTemplateSpec<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  /** Not strictly transactional: it carries an unsubscribe link, and an unsubscribed address does
   * not get it. */
  notice?: boolean;
  /** Sent to an address on the word of whoever typed it: limited per address, with a "this was
   * not me" link. */
  firstContact?: boolean;
  /** Names the site and the project's number, never text a visitor typed (a title, a name):
   * nobody can make the site send a stranger a subject line of their choosing. */
  subject(payload: z.infer<Schema>, context: MailContext): string;
  body(payload: z.infer<Schema>, context: MailContext): MailBlock[];
  /** Files the message carries (a calendar invitation), made from the payload when it is sent. */
  attachments?(payload: z.infer<Schema>, context: MailContext): MailAttachment[];
  /** Where a reply goes, when not to the site. */
  replyTo?(payload: z.infer<Schema>): string | undefined;
}

export const defineMailTemplate = <Schema extends z.ZodType>(spec: MailTemplateSpec<Schema>) =>
  spec;
