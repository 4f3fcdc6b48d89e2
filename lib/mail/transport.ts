import "server-only";

import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";

import { site } from "@/content/site";
import { env } from "@/lib/env";
import type { MailAttachment } from "./templates/define";

/** One message as the delivery worker hands it over. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or on disk); throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  describe: string;
}

export const mailFrom = () => env.MAIL_FROM ?? `${site.brand} <${site.email}>`;

/** SMTP through nodemailer (smtp:// or smtps:// URL with its credentials). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    describe: "SMTP",
    async send(mail) {
      await transporter.sendMail({ from: mailFrom(), ...mail });
    },
  };
}

/**
 * The embedded default: each message becomes an .eml file under `folder` (named by its Message-ID
 * so a resend replaces it) and one line in the log, for a developer to open.
 */
export function fileTransport(folder: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: `files in ${folder}`,
    async send(mail) {
      const info = await composer.sendMail({ from: mailFrom(), ...mail });
      await mkdir(folder, { recursive: true });
      const name = `${mail.messageId.replace(/[^\w.-]+/g, "")}.eml`;
      const file = path.join(folder, name);
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      // The file name only: no address or text a visitor typed in a log line.
      console.log(`Mail written to ${file}`);
    },
  };
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox. */
export function defaultTransport(): MailTransport {
  return env.SMTP_URL
    ? smtpTransport(env.SMTP_URL)
    : fileTransport(path.resolve(env.DATA_DIR, "outbox"));
}
