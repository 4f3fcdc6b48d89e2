import { rmSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { afterAll, describe, expect, it } from "vitest";

import * as contactRoute from "@/app/api/contact/route";
import * as projectsRoute from "@/app/api/projects/route";
import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { outbox } from "@/lib/db/schema";
import type { MailLocale } from "@/lib/mail/context";
import { deliverDueMail } from "@/lib/mail/delivery";
import { enqueueMail } from "@/lib/mail/outbox";
import type { MailTransport, OutgoingMail } from "@/lib/mail/transport";
import {
  databases,
  receiptPayload as receipt,
  request,
  useDatabase,
  validContact,
  validProject,
} from "./helpers";
import { migrationsBefore, migrationTargets } from "./migration-targets";

const CONTRACTOR = "bids@northside.example";

/** A transport that keeps what it is given. */
function keptTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    describe: "kept",
    sent,
    send: async (mail) => {
      sent.push(mail);
    },
  };
}

describe.each(databases)("the outbox's locale on $name", (target) => {
  const state = useDatabase(target);
  const locales = async () =>
    (await state.handle!.db.select({ locale: outbox.locale }).from(outbox).orderBy(outbox.id)).map(
      (row) => row.locale,
    );

  it("records the locale each message of POST /api/projects and POST /api/contact is written in", async () => {
    const posted = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
    expect(posted.status).toBe(201);
    const contacted = await contactRoute.POST(
      request("/api/contact", {
        method: "POST",
        body: validContact,
      }),
      undefined,
    );
    expect(contacted.status).toBe(201);
    expect(await locales()).toEqual([DEFAULT_LOCALE, DEFAULT_LOCALE]);
  });

  it("stores the locale it is given, not the column's default", async () => {
    // A locale of a later release: this one has no catalogue for it.
    const later = "fr" as MailLocale;
    await state.handle!.db.transaction((tx) =>
      enqueueMail(tx, {
        template: "proposal-receipt",
        recipient: CONTRACTOR,
        payload: receipt,
        locale: later,
      }),
    );
    expect(await locales()).toEqual([later]);
  });

  it("sends a message in its locale, and one in a locale this build lacks in the default", async () => {
    const { db } = state.handle!;
    const written = (locale: string, messageId: string) =>
      db.insert(outbox).values({
        template: "contact-message",
        recipient: site.email,
        payload: {
          name: "Sam Patel",
          email: "sam@patel.example",
          phone: null,
          subject: `Written in ${locale}`,
          message: "Do contractors charge for a site visit before quoting?",
          inboxUrl: "http://localhost:3000/admin",
        },
        locale,
        transactional: true,
        messageId,
      });
    await written(DEFAULT_LOCALE, "<default@test>");
    await written("fr", "<later@test>");
    const transport = keptTransport();
    await deliverDueMail(db, transport);
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.locale, row.status])).toEqual([
      [DEFAULT_LOCALE, "sent"],
      ["fr", "sent"],
    ]);
    expect(transport.sent.map((mail) => [mail.subject, langOf(mail.html)])).toEqual([
      [`Contact form: Written in ${DEFAULT_LOCALE}`, DEFAULT_LOCALE],
      ["Contact form: Written in fr", DEFAULT_LOCALE],
    ]);
  });
});

/** The lang attribute of a message's HTML part. */
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

// Messages queued before migration 0027 get the default locale, on PGlite in memory and on
// PostgreSQL in a scratch database beside TEST_DATABASE_URL's, when it is set.
const MIGRATION = "0027_outbox_locale";

const targets = migrationTargets("outbox_locale");

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(targets)(`migration ${MIGRATION} on $name`, ({ open }) => {
  it("gives every message queued before it the default locale", async () => {
    const before = migrationsBefore(MIGRATION);
    folders.push(before);
    const target = await open();
    try {
      await target.migrateTo(before);
      await target.db
        .execute(sql`insert into outbox (template, recipient, payload, transactional, message_id)
        values ('contact-message', 'inbox@example.com', '{}', true, '<queued@test>')`);
      await target.migrateTo(path.join(process.cwd(), "drizzle"));
      const { rows } = (await target.db.execute(sql`select locale from outbox`)) as unknown as {
        rows: unknown[];
      };
      expect(rows).toEqual([{ locale: DEFAULT_LOCALE }]);
    } finally {
      await target.close();
    }
  });
});
