import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as pgDrizzle } from "drizzle-orm/node-postgres";
import { migrate as pgMigrate } from "drizzle-orm/node-postgres/migrator";
import { drizzle as pgliteDrizzle } from "drizzle-orm/pglite";
import { migrate as pgliteMigrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
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
import { databases, request, useDatabase, validProject } from "./helpers";

const CONTRACTOR = "bids@northside.example";

const receipt = {
  project: 3001,
  contractor: "Northside",
  title: "Finish our basement",
  bid: "$5,000 - $10,000",
  timeline: "2 weeks",
  private: { trackUrl: "http://localhost:3000/proposal/1#track=secret" },
};

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
        body: {
          name: "Sam Patel",
          email: "sam@patel.example",
          subject: "Question about quotes",
          message: "Do contractors charge for a site visit before quoting?",
        },
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

/** The migrations folder as it was before MIGRATION. */
function migrationsBefore(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(path.join(process.cwd(), "drizzle"), folder, { recursive: true });
  rmSync(path.join(folder, `${MIGRATION}.sql`));
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

interface Target {
  query: (text: string) => Promise<{ rows: unknown[] }>;
  migrateTo: (folder: string) => Promise<unknown>;
  close: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = await PGlite.create();
  const db = pgliteDrizzle({ client });
  return {
    query: (text) => client.query(text),
    migrateTo: (folder) => pgliteMigrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const scratch = new URL(url);
  const name = `${scratch.pathname.slice(1)}_outbox_locale`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  scratch.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: scratch.toString(), max: 2 });
  const db = pgDrizzle({ client: pool });
  return {
    query: (text) => pool.query(text),
    migrateTo: (folder) => pgMigrate(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    },
  };
}

const targets: { name: string; open: () => Promise<Target> }[] = [
  { name: "PGlite", open: pgliteTarget },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", open: () => postgresTarget(process.env.TEST_DATABASE_URL!) }]
    : []),
];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(targets)(`migration ${MIGRATION} on $name`, ({ open }) => {
  it("gives every message queued before it the default locale", async () => {
    const before = migrationsBefore();
    folders.push(before);
    const target = await open();
    try {
      await target.migrateTo(before);
      await target.query(`insert into outbox (template, recipient, payload, transactional, message_id)
        values ('contact-message', 'inbox@example.com', '{}', true, '<queued@test>')`);
      await target.migrateTo(path.join(process.cwd(), "drizzle"));
      const { rows } = await target.query(`select locale from outbox`);
      expect(rows).toEqual([{ locale: DEFAULT_LOCALE }]);
    } finally {
      await target.close();
    }
  });
});
