import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectsRoute from "@/app/api/projects/route";
import { projectRequests } from "@/content/projects";
import { agreedTotal } from "@/lib/agreements/model";
import { acceptedBidGroups, computeDashboardStats, sumBidRanges } from "@/lib/dashboard/stats";
import type { Database } from "@/lib/db/client";
import { agreements, changeOrders, projects, proposals } from "@/lib/db/schema";
import { sumCents } from "@/lib/money";
import { requestDisplayId } from "@/lib/projects/ids";
import { takesProposals } from "@/lib/projects/project";
import { EXACT_COUNT_LIMIT } from "@/lib/projects/store";
import { BID_AMOUNT_OPTIONS, PROJECT_STATUSES } from "@/lib/validation/options";
import { databases, request, useDatabase } from "./helpers";

// The dashboard's figures and the list's large counts are computed in SQL and kept in
// cached_figures, shared by every reader (lib/db/figure-cache.ts, docs/decisions/0009-data-at-scale.md).

/** The figures the plain way: every row read into the process, counted and summed there. */
async function straightforward(db: Database) {
  const projectRows = await db.select().from(projects);
  const proposalRows = await db.select().from(proposals);
  const agreementRows = await db.select().from(agreements);
  const orderRows = await db.select().from(changeOrders);
  const acceptedOn = new Set(
    proposalRows.filter((row) => row.status === "accepted").map((row) => row.projectRowId),
  );
  const samples = projectRequests.map((sample) => {
    const displayId = requestDisplayId(sample);
    const on = proposalRows.filter((row) => row.sampleDisplayId === displayId);
    return {
      displayId,
      proposalCount: sample.proposalCount + on.filter((row) => row.status !== "withdrawn").length,
      proposalAccepted: on.some((row) => row.status === "accepted"),
    };
  });
  const confirmed = agreementRows.filter(
    (row) =>
      row.homeownerConfirmedAt !== null &&
      row.contractorConfirmedAt !== null &&
      proposalRows.find((proposal) => proposal.id === row.proposalId)?.status === "accepted",
  );
  // Only listed projects are public and count (a new one waits for its homeowner's link).
  const listed = projectRows.filter((row) => row.listing === "listed");
  return {
    // The example requests take no proposal, so they are never available.
    availableProjects: listed.filter((row) =>
      takesProposals({ status: row.status, proposalAccepted: acceptedOn.has(row.id) }),
    ).length,
    activeBids: proposalRows.filter((row) => row.status === "pending").length,
    completedProjects: listed.filter((row) => row.status === "completed").length,
    totalEarnings: sumBidRanges(
      proposalRows.filter((row) => row.status === "accepted").map((row) => row.bidAmount),
    ),
    agreements: {
      confirmed: confirmed.length,
      totalCents: sumCents(
        // As agreed: the quote's total and each confirmed change's price and HST.
        confirmed.map((row) =>
          agreedTotal(
            row.terms,
            orderRows.filter((order) => order.agreementId === row.id),
          ),
        ),
      ),
    },
    sampleRequests: samples,
  };
}

const statuses = sql.join(
  PROJECT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const bids = sql.join(
  BID_AMOUNT_OPTIONS.map((bid) => sql`${bid}`),
  sql`, `,
);

describe.each(databases)("the shared figures on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  /** Open listed Plumbing projects "Project {from}" to "Project {to}", a second apart. */
  const seedProjects = (from: number, to: number) =>
    db().execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
        status, posted_at, manage_token_hash, listing)
      SELECT 'Project ' || i, 'x', 'Plumbing', '$5,000 - $10,000', 'ASAP', 'Owner', 'Toronto',
        'open', timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second', 'h', 'listed'
      FROM generate_series(${from}::int, ${to}::int) AS i`);
  const listPage = (query = "") => projectsRoute.GET(request(`/api/projects${query}`), undefined);
  const listTotal = async (query = "") =>
    Number((await listPage(query)).headers.get("x-total-count"));
  const dashboard = async () =>
    (await dashboardRoute.GET(request("/api/dashboard"), undefined)).json();

  /**
   * 70 projects in every status, every ninth never confirmed by its homeowner and every
   * eleventh held for the operator (neither listed); four proposals on each (the first accepted on every fourth
   * project, the others pending, declined or withdrawn), three on sample request 2001; five
   * agreements (three confirmed by both, one on a proposal since withdrawn, one by one party),
   * change orders confirmed, negative, and unconfirmed.
   */
  async function fixture() {
    await db().execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
        status, posted_at, manage_token_hash, listing)
      SELECT 'Project ' || i, 'x', 'Plumbing', '$5,000 - $10,000', 'ASAP', 'Owner', 'Toronto',
        (array[${statuses}])[1 + i % ${PROJECT_STATUSES.length}],
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 hour', 'h',
        CASE WHEN i % 9 = 0 THEN 'unconfirmed' WHEN i % 11 = 0 THEN 'held' ELSE 'listed' END
      FROM generate_series(1, 70) AS i`);
    await db().execute(sql`
      INSERT INTO proposals (project_id, contractor_name, contractor_email, bid_amount, timeline,
        approach, experience, status)
      SELECT p, 'C', 'c@example.com', (array[${bids}])[1 + (p * 4 + k) % ${BID_AMOUNT_OPTIONS.length}],
        '2 weeks', 'a', 'e',
        CASE WHEN k = 0 AND p % 4 = 0 THEN 'accepted'
          ELSE (array['pending', 'declined', 'withdrawn', 'pending'])[1 + (p + k) % 4] END
      FROM generate_series(1, 70) AS p, generate_series(0, 3) AS k`);
    await db().execute(sql`
      INSERT INTO proposals (sample_project_id, contractor_name, contractor_email, bid_amount,
        timeline, approach, experience, status)
      VALUES (2001, 'S', 's@example.com', 'Under $1,000', '1 week', 'a', 'e', 'pending'),
        (2001, 'S', 's@example.com', '$100,000+', '1 week', 'a', 'e', 'pending'),
        (2001, 'S', 's@example.com', 'Under $1,000', '1 week', 'a', 'e', 'withdrawn')`);
    // Agreements on the accepted proposals of projects 4, 8, 12, 16 and 20.
    await db().execute(sql`
      INSERT INTO agreements (proposal_id, project_id, terms, homeowner_confirmed_name,
        homeowner_confirmed_at, contractor_confirmed_name, contractor_confirmed_at)
      SELECT a.id, a.project_id,
        jsonb_build_object('quote', jsonb_build_object(
          'subtotalCents', (array[1234567, 50, 99999, 700000, 12345])[n],
          'totalCents', (array[1234567, 50, 99999, 700000, 12345])[n]
            + CASE WHEN n <> 2 THEN ((array[1234567, 50, 99999, 700000, 12345])[n]::bigint * 2600 + 10000) / 20000
              ELSE 0 END,
          'hstRegistered', n <> 2)),
        CASE WHEN n <= 4 THEN 'Owner' END, CASE WHEN n <= 4 THEN now() END,
        CASE WHEN n <> 4 THEN 'Contractor' END, CASE WHEN n <> 4 THEN now() END
      FROM (SELECT id, project_id, row_number() OVER (ORDER BY project_id) AS n
        FROM proposals WHERE status = 'accepted' AND project_id <= 20) a`);
    // The fifth agreement's proposal withdrawn afterwards; its confirmations then count for nothing.
    await db().execute(sql`
      UPDATE agreements SET homeowner_confirmed_name = 'Owner', homeowner_confirmed_at = now(),
        homeowner_confirmed_version = 'v1'
      WHERE project_id = 20`);
    await db().execute(
      sql`UPDATE proposals SET status = 'withdrawn' WHERE project_id = 20 AND status = 'accepted'`,
    );
    await db().execute(sql`
      INSERT INTO change_orders (agreement_id, number, description, price_change_cents,
        hst_change_cents, proposed_by, homeowner_confirmed_name, homeowner_confirmed_at,
        contractor_confirmed_name, contractor_confirmed_at)
      SELECT a.id, o.n, 'change', o.price, 0, 'contractor',
        CASE WHEN o.confirmed THEN 'Owner' END, CASE WHEN o.confirmed THEN now() END,
        CASE WHEN o.confirmed THEN 'Contractor' END, CASE WHEN o.confirmed THEN now() END
      FROM agreements a,
        (VALUES (1, 25001, true), (2, -1000, true), (3, 500000, false)) AS o(n, price, confirmed)
      WHERE a.project_id IN (4, 8)`);
  }

  it("equal the plain count on a small fixture, from SQL and through the API", async () => {
    await fixture();
    const expected = await straightforward(db());
    expect(expected.agreements.confirmed).toBe(3);
    // The projects not listed are left out: the figures would differ with them.
    const everything = (await db().select().from(projects)).filter((row) =>
      takesProposals({ status: row.status, proposalAccepted: false }),
    );
    expect(everything.filter((row) => row.listing !== "listed").length).toBeGreaterThan(0);
    expect(expected.totalEarnings.openEnded).toBe(true);
    expect(await computeDashboardStats(db())).toEqual(expected);
    expect(await dashboard()).toEqual(expected);
  });

  it("count the accepted bids in one row per amount", async () => {
    await fixture();
    const groups = await acceptedBidGroups(db());
    const amounts = groups.map((group) => group.bidAmount);
    expect(new Set(amounts).size).toBe(amounts.length);
    expect(groups.length).toBeLessThanOrEqual(BID_AMOUNT_OPTIONS.length);
    const accepted = await db().select().from(proposals);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(
      accepted.filter((row) => row.status === "accepted").length,
    );
  });

  it("are kept and shared until the data changes, then computed again", async () => {
    await fixture();
    const first = await dashboard();
    // Every reader gets the kept row: marked by hand, the mark shows.
    await db().execute(sql`
      UPDATE cached_figures SET value = jsonb_set(value, '{activeBids}', '999')
      WHERE key = 'dashboard'`);
    expect((await dashboard()).activeBids).toBe(999);
    // A change to a table they come from (here by hand, past the API) is seen at once.
    await db().execute(sql`
      UPDATE proposals SET status = 'pending'
      WHERE id = (SELECT min(id) FROM proposals WHERE status = 'withdrawn')`);
    const after = await dashboard();
    expect(after).toEqual(await straightforward(db()));
    expect(after.activeBids).toBe(first.activeBids + 1);
    // Figures kept longer than their limit are computed again, changes or not.
    await db().execute(sql`
      UPDATE cached_figures SET value = jsonb_set(value, '{activeBids}', '999'),
        computed_at = now() - interval '2 hours' WHERE key = 'dashboard'`);
    expect((await dashboard()).activeBids).toBe(after.activeBids);
  });

  it("give concurrent readers on an empty cache the same figures", async () => {
    await fixture();
    await db().execute(sql`DELETE FROM cached_figures`);
    const expected = await straightforward(db());
    const answers = await Promise.all(Array.from({ length: 8 }, () => dashboard()));
    for (const answer of answers) expect(answer).toEqual(expected);
    const kept = (await db().execute(
      sql`SELECT count(*)::int AS rows FROM cached_figures`,
    )) as unknown as { rows: { rows: number }[] };
    expect(kept.rows[0]!.rows).toBe(1);
  });

  it(`count the list exactly up to ${EXACT_COUNT_LIMIT.toLocaleString("en-CA")}, then share the count`, async () => {
    await seedProjects(1, EXACT_COUNT_LIMIT);
    expect(await listTotal()).toBe(EXACT_COUNT_LIMIT);
    await seedProjects(EXACT_COUNT_LIMIT + 1, EXACT_COUNT_LIMIT + 20);
    expect(await listTotal()).toBe(EXACT_COUNT_LIMIT + 20);
    expect(await listTotal("?status=open")).toBe(EXACT_COUNT_LIMIT + 20);
    expect(await listTotal("?status=completed")).toBe(0);
    // The shared count: kept under its filter's key, counted again once old.
    await seedProjects(EXACT_COUNT_LIMIT + 21, EXACT_COUNT_LIMIT + 25);
    await db().execute(
      sql`UPDATE cached_figures SET computed_at = now() - interval '1 hour' WHERE key LIKE 'projects-count:%'`,
    );
    expect(await listTotal()).toBe(EXACT_COUNT_LIMIT + 25);
    const keys = (
      (await db().execute(
        sql`SELECT key FROM cached_figures WHERE key LIKE 'projects-count:%' ORDER BY key`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((row) => row.key);
    expect(keys).toEqual(["projects-count:::::", "projects-count::open:::"]);
  });

  it("take a fresh kept count above the cap without counting, a changed one after its grace", async () => {
    await seedProjects(1, EXACT_COUNT_LIMIT + 50);
    expect(await listTotal("?category=Plumbing")).toBe(EXACT_COUNT_LIMIT + 50);
    // Fresh and past the cap: the kept count is the answer (marked by hand, the mark shows), on the
    // first page and after a cursor alike.
    await db().execute(sql`
      UPDATE cached_figures SET value = '5000' WHERE key = 'projects-count:Plumbing::::'`);
    expect(await listTotal("?category=Plumbing")).toBe(5000);
    const cursor = (await listPage("?category=Plumbing")).headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    expect(await listTotal(`?category=Plumbing&after=${cursor}`)).toBe(5000);
    // Under the cap again: within the change grace the kept count still answers ...
    await db()
      .execute(sql`UPDATE cached_figures SET value = ${String(EXACT_COUNT_LIMIT + 50)}::jsonb
      WHERE key = 'projects-count:Plumbing::::'`);
    await db().execute(sql`DELETE FROM projects WHERE title IN
      (SELECT 'Project ' || i FROM generate_series(1, 100) AS i)`);
    expect(await listTotal("?category=Plumbing")).toBe(EXACT_COUNT_LIMIT + 50);
    // ... and once the grace is over, the exact count, a count kept stale is never taken.
    await db().execute(sql`UPDATE cached_figures SET computed_at = now() - interval '11 seconds'
      WHERE key = 'projects-count:Plumbing::::'`);
    expect(await listTotal("?category=Plumbing")).toBe(EXACT_COUNT_LIMIT - 50);
    await db().execute(sql`UPDATE cached_figures SET value = '5000'
      WHERE key = 'projects-count:Plumbing::::'`);
    expect(await listTotal("?category=Plumbing")).toBe(EXACT_COUNT_LIMIT - 50);
  });
});
