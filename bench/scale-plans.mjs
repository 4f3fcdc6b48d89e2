// EXPLAIN (ANALYZE, BUFFERS) of the queries the scale work changed, on a filled database
// (bench/scale.mjs, or bench/fill-scale.sql by hand):
//
//   node bench/scale-plans.mjs postgres://…/big before   the queries as they were (schema 0007)
//   node bench/scale-plans.mjs postgres://…/big after    the queries as they are (schema 0008)
//
// Prints each plan; docs/performance.md ("Scale") keeps those of one run. Writes are rolled back.
// "after" includes matching one new project to its contractors (bench/scale-matching.mjs).
import pg from "pg";

import { MATCH_SQL, matchParams, PROBE } from "./scale-matching.mjs";

const [url, set] = process.argv.slice(2);
if (!url || !["before", "after"].includes(set ?? "")) {
  console.error("Usage: node bench/scale-plans.mjs postgres://… before|after");
  process.exit(1);
}

const BIDDING = `('open', 'awaiting-estimation', 'estimated', 'pending')`;
const COLUMNS = `p.id, p.title, p.description, p.category, p.budget, p.timeline, p.urgency,
  p.homeowner, p.homeowner_email, p.location, p.images, p.requirements, p.status,
  p.proposal_count, p.estimated_cost, p.contractor_notes, p.start_date, p.completion_date,
  p.posted_at, p.updated_at, p.manage_token_hash, p.manage_token_used_at`;
const ACCEPTED = `exists(select 1 from proposals a where a.project_id = p.id and a.status = 'accepted')`;

async function main() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (text, params = []) => (await client.query(text, params)).rows[0];
  const { n } = await one("select count(*)::int as n from projects");
  const deep = Math.floor(n * 0.9);
  const cursor = await one(
    `select to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
     from projects order by posted_at desc, id desc offset $1 limit 1`,
    [deep],
  );
  const paths = (
    await client.query(
      `select images ->> 0 as path from projects where images <> '[]'::jsonb order by id limit 20`,
    )
  ).rows.map((row) => row.path);
  const pathList = paths.map((path) => `'${path}'`).join(", ");

  const before = {
    "dashboard: open and completed projects (one statement)": `select
        count(*) filter (where p.status in ${BIDDING} and not ${ACCEPTED})::int,
        count(*) filter (where p.status = 'completed')::int
      from projects p`,
    "dashboard: pending and accepted bids, every row into the process": `select status, bid_amount
      from proposals where status in ('pending', 'accepted')`,
    "dashboard: confirmed agreements, whole rows into the process": `select * from agreements g
      join proposals a on a.id = g.proposal_id
      where g.homeowner_confirmed_at is not null and g.contractor_confirmed_at is not null
        and a.status = 'accepted'`,
    "list: first page": `select ${COLUMNS}, ${ACCEPTED} from projects p
      order by p.posted_at desc, p.id desc limit 50 offset 0`,
    "list: count": `select count(*)::int from projects`,
    "list: category page": `select ${COLUMNS}, ${ACCEPTED} from projects p
      where p.category = 'Plumbing' order by p.posted_at desc, p.id desc limit 50 offset 0`,
    "list: category count": `select count(*)::int from projects where category = 'Plumbing'`,
    "list: status page": `select ${COLUMNS}, ${ACCEPTED} from projects p
      where p.status = 'open' order by p.posted_at desc, p.id desc limit 50 offset 0`,
    "list: 90 % deep by offset": `select ${COLUMNS}, ${ACCEPTED} from projects p
      order by p.posted_at desc, p.id desc limit 50 offset ${deep}`,
    "photoPathsInUse (20 paths)": `select distinct image.value from projects,
      jsonb_array_elements_text(projects.images) as image(value) where image.value in (${pathList})`,
    "rate-limit sweep": `delete from rate_limits where
      (client not like 'auth-fail:%' and window_start < now() - interval '2 minutes')
      or (client like 'auth-fail:%' and window_start < now() - interval '30 minutes')`,
  };

  const iso = (column) =>
    `to_char(page.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  /** Whether the kept figure `c` is fresh (lib/db/figure-cache.ts, COUNT_FRESHNESS). */
  const fresh = `c.computed_at > now() - make_interval(secs => 300)
    and (c.changes = (select case when is_called then last_value else 0 end from figure_changes)
      or c.computed_at > now() - make_interval(secs => 10))`;
  /**
   * The list's statement (lib/projects/store.ts, listProjectPage) for a WHERE clause: each
   * project's JSON written by the database, the capped count (unless the kept one is fresh and
   * above the cap) and the kept shared count.
   */
  const page = (where, filter = "true", key = "projects-count:::::") => `select page.id,
      page.homeowner,
      to_char(page.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      (select row_to_json(listed)::text from (select page.id, page.id + 3000 as "displayId",
        page.title, page.description, page.category, page.budget, page.timeline, page.urgency,
        page.location, page.images, page.requirements, page.status,
        page.proposal_count as "proposalCount",
        exists(select 1 from proposals a where a.project_id = page.id and a.status = 'accepted')
          as "proposalAccepted",
        exists(select 1 from agreements ag join proposals hired on hired.id = ag.proposal_id
          where ag.project_id = page.id and hired.status = 'accepted'
            and ag.homeowner_confirmed_at is not null and ag.contractor_confirmed_at is not null)
          as "agreementConfirmed",
        page.estimated_cost as "estimatedCost", page.contractor_notes as "contractorNotes",
        ${iso("start_date")} as "startDate", ${iso("completion_date")} as "completionDate",
        ${iso("posted_at")} as "postedDate", ${iso("updated_at")} as "updatedAt") listed),
      case when exists(select 1 from cached_figures c where c.key = '${key}'
          and case when jsonb_typeof(c.value) = 'number' then c.value::numeric > 1000 else false end
          and ${fresh})
        then null
        else (select count(*)::int from (select 1 from projects where ${filter} limit 1001) capped) end,
      (select json_build_object('value', c.value, 'fresh', ${fresh})
        from cached_figures c where c.key = '${key}')
    from (select * from projects p ${where} order by p.posted_at desc, p.id desc limit 51) page
    order by page.posted_at desc, page.id desc`;

  const after = {
    "dashboard: the counts (one statement, kept in cached_figures)": `select
        (select count(*) from projects p where p.status in ${BIDDING}
          and not exists (select 1 from proposals a where a.project_id = p.id and a.status = 'accepted'))::int,
        (select count(*) from projects p where p.status = 'completed')::int,
        (select count(*) from proposals a where a.status = 'pending')::int`,
    "dashboard: accepted bids, one row per amount": `select bid_amount, count(*)::int
      from proposals where status = 'accepted' group by bid_amount`,
    "dashboard: confirmed agreements' total in SQL": `select count(*)::int,
        coalesce(sum(t.subtotal + case when t.registered
          then (t.subtotal * 2600 + 10000) / 20000 else 0 end), 0)::text
      from (select (g.terms -> 'quote' ->> 'subtotalCents')::bigint + coalesce(c.changes, 0) as subtotal,
          coalesce((g.terms -> 'quote' ->> 'hstRegistered')::boolean, true) as registered
        from agreements g
        left join lateral (select sum(c.price_change_cents) as changes from change_orders c
          where c.agreement_id = g.id
            and c.homeowner_confirmed_at is not null and c.contractor_confirmed_at is not null) c on true
        where g.homeowner_confirmed_at is not null and g.contractor_confirmed_at is not null
          and (select a.status from proposals a where a.id = g.proposal_id) = 'accepted') t`,
    "dashboard: a reader's query (the kept figures)": `select c.value,
        c.computed_at > now() - make_interval(secs => 60)
          and c.changes = (select case when is_called then last_value else 0 end from figure_changes)
      from cached_figures c where c.key = 'dashboard'`,
    "list: first page (one statement: the page as JSON, its capped and its kept count)": page(""),
    "list: category page": page(
      "where p.category = 'Plumbing'",
      "category = 'Plumbing'",
      "projects-count:Plumbing::::",
    ),
    "list: status page": page(
      "where p.status = 'open'",
      "status = 'open'",
      "projects-count::open:::",
    ),
    "list: 90 % deep by cursor": page(
      `where (p.posted_at, p.id) < ('${cursor.at}'::timestamptz, ${cursor.id})`,
    ),
    "list: category by cursor": page(
      `where p.category = 'Plumbing' and (p.posted_at, p.id) < ('${cursor.at}'::timestamptz, ${cursor.id})`,
      "category = 'Plumbing'",
      "projects-count:Plumbing::::",
    ),
    "list: shared count's refresh (category)": `select count(*)::int from projects where category = 'Plumbing'`,
    "photoPathsInUse (20 paths)": `select distinct image.value from projects,
      jsonb_array_elements_text(projects.images) as image(value)
      where projects.images ?| array[${pathList}]::text[] and image.value in (${pathList})`,
    "rate-limit sweep": `delete from rate_limits where window_start < now() - interval '2 minutes'
      and (client not like 'auth-fail:%' or window_start < now() - interval '30 minutes')`,
    "matching: one new project's contractors (matchProject's SELECT, the probe)": [
      MATCH_SQL,
      matchParams(PROBE),
    ],
  };

  await client.query("set jit = " + (set === "after" ? "off" : "on"));
  for (const [name, entry] of Object.entries(set === "before" ? before : after)) {
    const [text, params] = Array.isArray(entry) ? entry : [entry, []];
    await client.query("begin");
    try {
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
      console.log(
        `#### ${name}\n\n\`\`\`\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}\n\`\`\`\n`,
      );
    } finally {
      await client.query("rollback");
    }
  }
  await client.end();
}

await main();
