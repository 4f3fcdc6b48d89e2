import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";

import { configureRateLimit } from "@/lib/api/rate-limit";
import { openDatabase, setDatabase, type DatabaseHandle } from "@/lib/db/client";

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
      sql`TRUNCATE proposals, manage_links, projects, contact_messages, idempotency_keys, outbox, mail_recipients, rate_limits, cached_figures, auth_users, auth_verifications, contractor_profiles RESTART IDENTITY CASCADE`,
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
      manage_token_hash)
    VALUES (999, 'Kitchen renovation', 'Open up the kitchen of an East York bungalow.',
      'Renovation', '$25,000 - $50,000', 'Within 3 months', 'Robin Shaw',
      'East York, Toronto, ON', 'not-a-token-hash')`);
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
  location: "Toronto, ON",
  householdUse: true,
  images: [],
  requirements: ["Permit drawings", "Egress window"],
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
