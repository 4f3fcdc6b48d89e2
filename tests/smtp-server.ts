// A real SMTP server on loopback for the tests (the `smtp-server` package), reading what arrives
// with `mailparser`: the mail tests see exactly what a mailbox would.
import type { AddressInfo } from "node:net";

import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Raw header values by lower-case name, as sent (mailparser restructures List-* headers). */
  headers: Map<string, string>;
  replyTo: string | null;
  /** Attached files (a calendar invitation), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages to one address, in arrival order. */
  to(address: string): ReceivedMail[];
  /** Waits until `count` messages have arrived for the address (or any address), then returns them. */
  waitFor(count: number, address?: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops accepting connections (a mail server that is down); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function rawHeaders(mail: ParsedMail): Map<string, string> {
  const headers = new Map<string, string>();
  for (const { key, line } of mail.headerLines) {
    headers.set(
      key,
      line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n\s+/g, " ")
        .trim(),
    );
  }
  return headers;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // A client that keeps its connections open (a pooled transport) does not hold up `stop`.
      closeTimeout: 1_000,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            received.push({
              to: to?.value[0]?.address?.toLowerCase() ?? "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              messageId: mail.messageId ?? "",
              headers: rawHeaders(mail),
              replyTo: mail.replyTo?.value[0]?.address ?? null,
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? "",
                contentType: file.contentType,
                content: file.content.toString("utf8"),
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
  const listen = (wanted: number) =>
    new Promise<number>((resolve, reject) => {
      server = make();
      server.on("error", () => {});
      const http = (server as unknown as { server: import("node:net").Server }).server;
      http.once("error", reject);
      server.listen(wanted, "127.0.0.1", () => resolve((http.address() as AddressInfo).port));
    });
  const bound = await listen(port);
  const waitFor = async (count: number, address?: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = address ? received.filter((m) => m.to === address.toLowerCase()) : received;
      if (list.length >= count) return list;
      if (Date.now() > deadline) {
        throw new Error(
          `Expected ${count} messages${address ? ` to ${address}` : ""}, got ${list.length}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    to: (address) => received.filter((m) => m.to === address.toLowerCase()),
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      await listen(bound);
    },
  };
}

/** The first link in a message's text that starts with the given path, e.g. "/proposal/". */
export function linkIn(mail: ReceivedMail, pathStart: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathStart)) return url;
  }
  throw new Error(`No ${pathStart} link in "${mail.subject}":\n${mail.text}`);
}
