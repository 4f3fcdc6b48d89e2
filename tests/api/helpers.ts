import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";

import { configureRateLimit } from "@/lib/api/rate-limit";
import * as signInRoute from "@/app/api/auth/sign-in/route";
import * as verifyRoute from "@/app/api/auth/verify/route";
import * as publishRoute from "@/app/api/projects/[id]/publish/route";
import * as projectsRoute from "@/app/api/projects/route";
import { openDatabase, setDatabase, type Database, type DatabaseHandle } from "@/lib/db/client";

export const ADMIN_TOKEN = process.env.ADMIN_TOKEN!;

/** PGlite in-process always; the PostgreSQL server too when TEST_DATABASE_URL is set. */
export const databases: { name: string; url?: string }[] = [
  { name: "PGlite" },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL }]
    : []),
];

/** Opens the database for a describe block and empties it before every test. */
export function useDatabase(target: { url?: string }) {
  const state: { handle?: DatabaseHandle } = {};
  beforeAll(async () => {
    state.handle = await openDatabase({ url: target.url, dataDir: "memory://" });
    setDatabase(state.handle);
  });
  beforeEach(async () => {
    setDatabase(state.handle);
    configureRateLimit(0, "memory");
    await state.handle!.db.execute(
      sql`TRUNCATE proposals, manage_links, projects, contact_messages, idempotency_keys, outbox, mail_recipients, proven_addresses, rate_limits, cached_figures, auth_users, auth_verifications, contractor_profiles RESTART IDENTITY CASCADE`,
    );
  });
  afterAll(async () => {
    setDatabase(undefined);
    await state.handle?.close();
  });
  return state;
}

/**
 * The displayed id of an open Renovation project in East York, Toronto, that
 * `insertOpenProject` stores: what the tests that only need somewhere to send a proposal use,
 * since the example requests (2001, 2002) take none. Row 999, so the projects a test posts
 * itself still get 3001, 3002…
 */
export const OPEN_PROJECT = 3999;

/** Stores the OPEN_PROJECT (the owner's manage token is not known: operator only). */
export async function insertOpenProject(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    INSERT INTO projects (id, title, description, category, budget, timeline, homeowner, location,
      manage_token_hash, listing, confirmed_at)
    VALUES (999, 'Kitchen renovation', 'Open up the kitchen of an East York bungalow.',
      'Renovation', '$25,000 - $50,000', 'Within 3 months', 'Robin Shaw',
      'East York, Toronto, ON', 'not-a-token-hash', 'listed', now())`);
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  raw?: string;
}

/** A real Request, as a browser or curl would send it. */
export function request(path: string, options: CallOptions = {}): Request {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.raw !== undefined) {
    headers["content-type"] ??= "application/json";
  }
  if (options.token) headers["authorization"] = `Bearer ${options.token}`;
  return new Request(`http://localhost:3000${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
}

export const params = <T extends Record<string, string>>(value: T) => ({
  params: Promise.resolve(value),
});

export const validProject = {
  title: "Finish our basement",
  description: "Frame, insulate and drywall a 700 sq ft basement with a three-piece bathroom.",
  category: "Renovation",
  budget: "$25,000 - $50,000",
  timeline: "Within 3 months",
  urgency: "medium",
  homeowner: "Jordan Lee",
  homeownerEmail: "jordan@home.example",
  location: "Toronto, ON",
  householdUse: true,
  images: [],
  requirements: ["Permit drawings", "Egress window"],
};

/** A contact message as the contact form sends it. */
export const validContact = {
  name: "Sam Patel",
  email: "sam@patel.example",
  subject: "Question about quotes",
  message: "Do contractors charge for a site visit before quoting?",
};

/** The stored payload of a contractor's proposal receipt (template `proposal-receipt`). */
export const receiptPayload = {
  project: 3001,
  contractor: "Northside",
  title: "Finish our basement",
  bid: "$5,000 - $10,000",
  timeline: "2 weeks",
  private: { trackUrl: "http://localhost:3000/proposal/1#track=secret" },
};

export const validProposal = (projectId: number) => ({
  projectId,
  contractorName: "Northside Renovations",
  contractorEmail: "bids@northside.example",
  contractorPhone: "416-555-0142",
  bidAmount: "$30,000 - $40,000",
  timeline: "2 months",
  approach: "Permit first, then framing, insulation, drywall and finishing in four phases.",
  experience: "Twelve years finishing basements across Toronto, fully licensed and insured.",
});

/** The newest private link of `template` to `recipient` in the outbox, as its e-mail carries it. */
export async function outboxLink(
  db: Database,
  template: string,
  recipient: string,
  field: string,
): Promise<string> {
  const rows = (await db.execute(sql`
    select payload -> 'private' ->> ${field} as url from outbox
    where template = ${template} and lower(recipient) = lower(${recipient})
      and payload -> 'private' ->> ${field} is not null
    order by id desc limit 1`)) as unknown as { rows: { url: string }[] };
  const url = rows.rows[0]?.url;
  if (!url) throw new Error(`No ${template} to ${recipient} with ${field} in the outbox`);
  return url;
}

/** The token a private link carries in its fragment (`#token=`, `#key=`, `#manage=`, …). */
export const fragmentToken = (url: string, name: string) =>
  decodeURIComponent(new URLSearchParams(new URL(url).hash.slice(1)).get(name) ?? "");

/**
 * The homeowner opens the publishing link e-mailed with their project (the project-posted
 * message in the outbox): the project is listed, or held for the operator.
 */
export async function publishByEmail(
  db: Database,
  rowId: number,
  email = validProject.homeownerEmail,
) {
  const rows = (await db.execute(sql`
    select payload -> 'private' ->> 'publishUrl' as url from outbox
    where template = 'project-posted' and payload ->> 'project' = ${String(3000 + rowId)}
      and lower(recipient) = lower(${email}) order by id desc limit 1`)) as unknown as {
    rows: { url: string }[];
  };
  const url = rows.rows[0]?.url;
  if (!url) throw new Error(`No publishing link for project ${3000 + rowId} in the outbox`);
  const response = await publishRoute.POST(
    request(`/api/projects/${rowId}/publish`, {
      method: "POST",
      body: { token: fragmentToken(url, "token") },
    }),
    params({ id: String(rowId) }),
  );
  if (response.status !== 200) throw new Error(`Publishing failed: ${await response.text()}`);
  return (await response.json()) as { listing: string };
}

/**
 * Posts a project through POST /api/projects and publishes it with its e-mailed link, as its
 * homeowner does: what a test that needs a listed project uses. Answers the POST's body.
 */
export async function postListedProject(
  db: Database,
  body: Record<string, unknown> = {},
): Promise<{ project: { id: number; displayId: number }; manageToken: string }> {
  const fields = { ...validProject, ...body };
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: fields }),
    undefined,
  );
  if (response.status !== 201) throw new Error(`Posting failed: ${await response.text()}`);
  const posted = await response.json();
  await publishByEmail(db, posted.project.id, String(fields.homeownerEmail));
  return posted;
}

/**
 * Signs in as a browser does: asks for a sign-in link for `email`, opens the one e-mailed (the
 * outbox's sign-in-link); answers the session cookie, for a `cookie` header.
 */
export async function signIn(db: Database, email: string): Promise<string> {
  const asked = await signInRoute.POST(
    request("/api/auth/sign-in", { method: "POST", body: { email } }),
    undefined,
  );
  if (asked.status !== 202) throw new Error(`Sign-in refused: ${await asked.text()}`);
  const url = await outboxLink(db, "sign-in-link", email, "url");
  const verified = await verifyRoute.POST(
    request("/api/auth/verify", { method: "POST", token: fragmentToken(url, "token") }),
    undefined,
  );
  if (verified.status !== 200) throw new Error(`Sign-in failed: ${await verified.text()}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
