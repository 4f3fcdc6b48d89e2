import { rmSync } from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import * as sendLinkRoute from "@/app/api/agreements/[id]/links/send/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { termsOf } from "@/lib/agreements/model";
import type { Agreement } from "@/lib/agreements/shapes";
import { configureRateLimit } from "@/lib/api/rate-limit";
import { setDatabase, type Database } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";
import {
  fragmentToken,
  outboxLink,
  params,
  publishByEmail,
  request,
  validProject,
  validProposal,
} from "./helpers";
import { migrationsBefore, migrationTargets, type MigrationTarget } from "./migration-targets";

// Agreements made before migration 0009 (required contents and versions) keep working after it:
// the rows are written with the schema as it was, then the migration runs on them. On PGlite in
// memory, and on PostgreSQL in a scratch database made beside TEST_DATABASE_URL's, when it is set.

const MIGRATION = "0009_agreement_contents";

let db: Database;
let before: string;

const targets = migrationTargets("migration");

/**
 * A posted project with an itemised proposal, and an agreement row written as before 0009. Each
 * with parties of its own (`n`): the rows are written within the minute, and an address nobody
 * proved (proven_addresses comes with 0018) gets at most MAIL_BUDGET.perHour messages an hour.
 */
async function oldAgreement(confirm: { homeowner: boolean; contractor: boolean }, n: number) {
  const homeownerEmail = `owner${n}@home.example`;
  const contractorEmail = `bids${n}@northside.example`;
  const posted = await projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body: { ...validProject, homeownerEmail },
    }),
    undefined,
  );
  const { project, manageToken } = (await posted.json()) as {
    project: { id: number };
    manageToken: string;
  };
  await publishByEmail(db, project.id, homeownerEmail);
  const { bidAmount: _bid, ...simple } = validProposal(3000 + project.id);
  const sent = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: {
        ...simple,
        contractorEmail,
        structured: {
          lineItems: [
            { description: "Basement", quantity: 1, unit: "job", unitPriceCents: 500_000 },
          ],
          hstRegistered: false,
          startDate: "2027-03-01",
          completionDate: "2027-04-20",
          business: { name: "Northside Ltd.", address: "1 Yonge St, Toronto, ON M5E 1E5" },
        },
      },
    }),
    undefined,
  );
  const proposal = (await sent.json()) as { id: number; trackingToken: string };
  await db.execute(sql`update proposals set status = 'accepted' where id = ${proposal.id}`);
  const [projectRow] = await db
    .select()
    .from(schema.projects)
    .where(eq(schema.projects.id, project.id));
  const [proposalRow] = await db
    .select()
    .from(schema.proposals)
    .where(eq(schema.proposals.id, proposal.id));
  const terms = JSON.stringify(termsOf(proposalRow!, projectRow!));
  const result = (await db.execute(sql`
    insert into agreements (proposal_id, project_id, terms, homeowner_address)
    values (${proposal.id}, ${project.id}, ${terms}::jsonb, '12 Elm St, Toronto, ON M4E 2V1')
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]!.id;
  if (confirm.homeowner) {
    await db.execute(sql`update agreements set homeowner_confirmed_name = 'Jordan Lee',
      homeowner_confirmed_at = now() where id = ${id}`);
  }
  if (confirm.contractor) {
    await db.execute(sql`update agreements set contractor_confirmed_name = 'Sam Patel',
      contractor_confirmed_at = now() where id = ${id}`);
  }
  return {
    id,
    manage: manageToken,
    tracking: proposal.trackingToken,
    homeownerEmail,
    contractorEmail,
  };
}

/**
 * A party of an agreement made before its keys existed asks, with its manage or tracking token,
 * for the key that signs for it (POST /api/agreements/{id}/links/send); answers the key e-mailed.
 */
async function keyByEmail(id: number, token: string, recipient: string): Promise<string> {
  const asked = await sendLinkRoute.POST(
    request(`/api/agreements/${id}/links/send`, { method: "POST", token }),
    params({ id: String(id) }),
  );
  expect(asked.status).toBe(200);
  expect(await asked.json()).toEqual({ emailed: true });
  return fragmentToken(await outboxLink(db, "agreement-link", recipient, "agreementUrl"), "key");
}

beforeAll(() => {
  before = migrationsBefore(MIGRATION);
});

afterAll(() => {
  rmSync(before, { recursive: true, force: true });
});

const get = async (id: number, token: string) =>
  (await (
    await agreementRoute.GET(
      request(`/api/agreements/${id}`, { token }),
      params({ id: String(id) }),
    )
  ).json()) as Agreement;
const post = (
  route: typeof confirmRoute | typeof detailsRoute,
  what: string,
  id: number,
  token: string,
  body: unknown,
) =>
  route.POST(
    request(`/api/agreements/${id}/${what}`, { method: "POST", token, body }),
    params({ id: String(id) }),
  );

describe.each(targets)(`agreements written before ${MIGRATION}, on $name`, ({ open }) => {
  let target: MigrationTarget;
  const ids: Record<
    "fresh" | "half" | "done",
    Awaited<ReturnType<typeof oldAgreement>>
  > = {} as never;

  beforeAll(async () => {
    target = await open();
    db = target.db;
    await target.migrateTo(before);
    // Today's code reads and writes columns later migrations add (proposals.profile_slug, 0010;
    // projects.city, 0015; projects.household_use and agreements.cover_page_confirmed_at, 0016):
    // they stand in while the old rows are written, empty, and go before the migrations run.
    await db.execute(sql`ALTER TABLE proposals ADD COLUMN profile_slug text`);
    await db.execute(sql`ALTER TABLE projects ADD COLUMN household_use boolean`);
    await db.execute(sql`ALTER TABLE projects ADD COLUMN city text`);
    await db.execute(sql`ALTER TABLE agreements ADD COLUMN cover_page_confirmed_at timestamptz`);
    // And 0021's: the cover page's answer.
    await db.execute(sql`ALTER TABLE agreements ADD COLUMN cover_page_answer text,
      ADD COLUMN cover_page_answered_at timestamptz`);
    // And 0018's: a project's listing, a proposal's account, the mailbox key, proven addresses.
    await db.execute(sql`CREATE FUNCTION mail_address_key(address text) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$ SELECT lower(btrim(address)) $$`);
    await db.execute(sql`ALTER TABLE projects ADD COLUMN listing text NOT NULL DEFAULT 'unconfirmed',
      ADD COLUMN held_reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
      ADD COLUMN confirmed_at timestamptz`);
    await db.execute(sql`ALTER TABLE proposals ADD COLUMN contractor_user_id text`);
    await db.execute(sql`ALTER TABLE outbox
      ADD COLUMN recipient_key text GENERATED ALWAYS AS (mail_address_key(recipient)) STORED,
      ADD COLUMN thread text`);
    await db.execute(sql`CREATE TABLE proven_addresses (key text PRIMARY KEY, how text NOT NULL,
      proven_at timestamptz NOT NULL DEFAULT now())`);
    // And 0019's: a project's place.
    await db.execute(sql`ALTER TABLE projects ADD COLUMN municipality text,
      ADD COLUMN postal_fsa text`);
    // And 0020's: a proposal's validity, a project's follow-ups.
    await db.execute(sql`ALTER TABLE proposals ADD COLUMN valid_until timestamptz,
      ADD COLUMN valid_days integer, ADD COLUMN lapse_reminded_at timestamptz`);
    await db.execute(sql`ALTER TABLE projects ADD COLUMN active_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN first_proposal_at timestamptz, ADD COLUMN reminders_sent integer NOT NULL DEFAULT 0,
      ADD COLUMN proposals_paused_at timestamptz, ADD COLUMN closed_reason text`);
    // And 0027's: the locale a message is written in.
    await db.execute(sql`ALTER TABLE outbox ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
    setDatabase({ db, background: db, kind: target.kind, close: target.close });
    configureRateLimit(0, "memory");
    ids.fresh = await oldAgreement({ homeowner: false, contractor: false }, 1);
    ids.half = await oldAgreement({ homeowner: true, contractor: false }, 2);
    ids.done = await oldAgreement({ homeowner: true, contractor: true }, 3);
    await db.execute(sql`ALTER TABLE proposals DROP COLUMN profile_slug`);
    await db.execute(sql`ALTER TABLE projects DROP COLUMN household_use`);
    await db.execute(sql`ALTER TABLE projects DROP COLUMN city`);
    await db.execute(sql`ALTER TABLE agreements DROP COLUMN cover_page_confirmed_at`);
    await db.execute(sql`ALTER TABLE agreements DROP COLUMN cover_page_answer,
      DROP COLUMN cover_page_answered_at`);
    await db.execute(sql`DROP TABLE proven_addresses`);
    await db.execute(sql`ALTER TABLE outbox DROP COLUMN recipient_key, DROP COLUMN thread`);
    await db.execute(sql`ALTER TABLE proposals DROP COLUMN contractor_user_id`);
    await db.execute(sql`ALTER TABLE projects DROP COLUMN listing, DROP COLUMN held_reasons,
      DROP COLUMN confirmed_at`);
    await db.execute(sql`DROP FUNCTION mail_address_key(text)`);
    await db.execute(sql`ALTER TABLE projects DROP COLUMN municipality, DROP COLUMN postal_fsa`);
    await db.execute(sql`ALTER TABLE proposals DROP COLUMN valid_until, DROP COLUMN valid_days,
      DROP COLUMN lapse_reminded_at`);
    await db.execute(sql`ALTER TABLE projects DROP COLUMN active_at, DROP COLUMN first_proposal_at,
      DROP COLUMN reminders_sent, DROP COLUMN proposals_paused_at, DROP COLUMN closed_reason`);
    await db.execute(sql`ALTER TABLE outbox DROP COLUMN locale`);
    await target.migrateTo(path.join(process.cwd(), "drizzle"));
  });

  afterAll(async () => {
    setDatabase(undefined);
    await target.close();
  });

  it("get empty details and no versions", async () => {
    const rows = await db.select().from(schema.agreements);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.details).toEqual({});
      expect(row.homeownerVersion).toBeNull();
      expect(row.contractorVersion).toBeNull();
      // Made before parties had to prove their addresses (0018): they count on no profile.
      expect(row.proven).toBe(false);
    }
    // Their projects stay listed, as they were.
    const listings = await db.select({ listing: schema.projects.listing }).from(schema.projects);
    expect(listings.map((row) => row.listing)).toEqual(["listed", "listed", "listed"]);
  });

  it("one nobody confirmed asks for what is missing, like a new one, and can then be confirmed with keys asked for by e-mail", async () => {
    const { id, manage, tracking, homeownerEmail, contractorEmail } = ids.fresh;
    const agreement = await get(id, manage);
    expect(agreement.state).toBe("awaiting-details");
    expect(agreement.missing.map((missing) => missing.item)).toEqual([
      "directAgreement",
      "materials",
      "additionalCharges",
      "paymentMethod",
      "cancellationTerms",
      "signer",
    ]);
    // The manage token opens it and signs nothing; the key e-mailed on request does.
    const unproven = await post(confirmRoute, "confirm", id, manage, {
      name: "Jordan Lee",
      version: agreement.version,
      read: true,
    });
    expect(unproven.status).toBe(403);
    expect((await unproven.json()).code).toBe("proof_required");
    const homeowner = await keyByEmail(id, manage, homeownerEmail);
    const refused = await post(confirmRoute, "confirm", id, homeowner, {
      name: "Jordan Lee",
      version: agreement.version,
      read: true,
    });
    expect(refused.status).toBe(400);
    const added = await post(detailsRoute, "details", id, tracking, {
      materials: "Steel studs, R-22 batts",
      paymentMethod: "Cheque",
      additionalCharges: [],
      cancellationTerms: "",
      signer: { name: "Sam Patel", role: "Owner" },
      directAgreement: { visited: false },
    });
    const { version } = (await added.json()) as Agreement;
    const contractor = await keyByEmail(id, tracking, contractorEmail);
    for (const [token, name] of [
      [homeowner, "Jordan Lee"],
      [contractor, "Sam Patel"],
    ]) {
      const confirmed = await post(confirmRoute, "confirm", id, token!, {
        name,
        version,
        read: true,
      });
      expect(confirmed.status).toBe(200);
    }
    expect((await get(id, manage)).state).toBe("confirmed");
    // Confirmed with proof, it was still made before the rule: it counts nowhere.
    const [row] = await db.select().from(schema.agreements).where(eq(schema.agreements.id, id));
    expect(row).toMatchObject({
      proven: false,
      homeownerConfirmedVia: "key",
      contractorConfirmedVia: "key",
    });
  });

  it("one a party confirmed before keeps that confirmation; the other confirms it as it stands", async () => {
    const { id, manage, tracking, contractorEmail } = ids.half;
    const agreement = await get(id, tracking);
    expect(agreement.state).toBe("awaiting-confirmation");
    expect(agreement.homeownerConfirmation).toMatchObject({ name: "Jordan Lee", version: null });
    // Nothing can be added to terms a party already confirmed.
    expect(
      (await post(detailsRoute, "details", id, tracking, { paymentMethod: "Cheque" })).status,
    ).toBe(409);
    // No signer was named before the homeowner confirmed: the contractor as named signs, with
    // the key e-mailed to it on request.
    const contractor = await keyByEmail(id, tracking, contractorEmail);
    const confirmed = await post(confirmRoute, "confirm", id, contractor, {
      name: "Northside Renovations",
      version: agreement.version,
      read: true,
    });
    expect(confirmed.status).toBe(200);
    const after = (await confirmed.json()) as Agreement;
    expect(after.state).toBe("confirmed");
    expect(after.contractorConfirmation?.version).toBe(agreement.version);
    expect(after.homeownerConfirmation?.version).toBeNull();
    expect((await get(id, manage)).datedAt).toBe(after.contractorConfirmation!.at);
  });

  it("one both confirmed stays confirmed and dated, and stays fixed", async () => {
    const { id, manage } = ids.done;
    const agreement = await get(id, manage);
    expect(agreement.state).toBe("confirmed");
    expect(agreement.datedAt).not.toBeNull();
    await expect(
      db
        .update(schema.agreements)
        .set({ details: { paymentMethod: "Cash" } })
        .where(eq(schema.agreements.id, id)),
    ).rejects.toThrow();
  });
});
