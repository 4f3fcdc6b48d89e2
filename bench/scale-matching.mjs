// The matching measures of `npm run bench:scale` (docs/decisions/0023-matching-and-alerts.md, "At scale"),
// run on the large database after the endpoints: finding the contractors for one new project
// (matchProject's SELECT, timed and explained), the fan-out of a listing while the list is read,
// "Projects for you" beside the public list's page, and the daily digests of every contractor.
import { createHmac, randomBytes } from "node:crypto";

import { cannon } from "./load.mjs";

/** The budget bands in order (BUDGET_OPTIONS in lib/validation/options.ts). */
const BUDGET_BANDS = [
  "Under $1,000",
  "$1,000 - $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000 - $100,000",
  "Over $100,000",
];
const BANDS = `ARRAY[${BUDGET_BANDS.map((band) => `'${band}'`).join(", ")}]::text[]`;

/**
 * matchProject's statement (lib/matching/alerts.ts) without its INSERT: the contractors a
 * project is matched to (timed as `count(*)` over it: the app's statement sends no rows back). $1 project row id, $2 now, $3 the 24 digest times, $4 the trade as a
 * JSON array, $5 municipality, $6 budget, $7 urgency, $8 the homeowner's address.
 */
export const MATCH_SQL = `select $1::int, cp.user_id, cp.alerts,
    case when cp.alerts = 'instant' then $2::timestamptz
      else ($3::timestamptz[])[cp.alert_hour + 1] end
  from contractor_profiles cp
  join auth_users u on u.id = cp.user_id
  where cp.trades @> $4::jsonb
    and cp.covers @> array[$5]::text[]
    and cp.alerts <> 'off'
    and (cp.min_budget is null
      or array_position(${BANDS}, $6) >= array_position(${BANDS}, cp.min_budget))
    and (cp.urgent_ok or $7 <> 'high')
    and (not starts_with(replace(lower(btrim(u.email)), '.', ''),
        replace(split_part(mail_address_key($8), '@', 1), '.', ''))
      or mail_address_key(u.email) is distinct from mail_address_key($8))`;

const CATEGORIES = [
  "Renovation",
  "Plumbing",
  "Electrical",
  "HVAC",
  "General Contracting",
  "Painting",
  "Landscaping & Snow Removal",
  "Custom Build",
];
const PLACES = ["toronto", "old-toronto", "etobicoke", "north-york", "mississauga", "markham"];

/** The probe project: Renovation in Toronto, $25,000 - $50,000, not urgent. */
export const PROBE = {
  category: "Renovation",
  municipality: "toronto",
  budget: "$25,000 - $50,000",
  urgency: "medium",
  homeownerEmail: "probe-owner@home.example",
};

export const matchParams = (project, now = new Date()) => [
  0,
  now.toISOString(),
  `{${Array.from({ length: 24 }, (_, hour) => new Date(now.getTime() + (hour + 1) * 3_600_000).toISOString()).join(",")}}`,
  JSON.stringify([project.category]),
  project.municipality,
  project.budget,
  project.urgency,
  project.homeownerEmail,
];

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The plan's nodes, in order: "Bitmap Heap Scan on contractor_profiles", … (each once). */
function planNodes(plan) {
  const nodes = [];
  const walk = (node) => {
    const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
    const using = node["Index Name"] ? ` (${node["Index Name"]})` : "";
    const name = `${node["Node Type"]}${on}${using}`;
    if (!nodes.includes(name)) nodes.push(name);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return nodes;
}

/**
 * Matching one new project, `runs` times over varied trades, places, budgets and urgency (the
 * probe's among them), on one connection with the app's settings (jit off): the time of each
 * statement as the app sees it, round trip included; then the probe's EXPLAIN (ANALYZE, BUFFERS).
 */
export async function timeMatching(client, runs = 200) {
  await client.query("set jit = off");
  const times = [];
  const rows = [];
  for (let index = 0; index < runs; index++) {
    const project =
      index % 4 === 0
        ? PROBE
        : {
            ...PROBE,
            category: CATEGORIES[index % CATEGORIES.length],
            municipality: PLACES[Math.floor(index / CATEGORIES.length) % PLACES.length],
            budget: BUDGET_BANDS[index % BUDGET_BANDS.length],
            urgency: index % 3 === 0 ? "high" : "medium",
          };
    const started = performance.now();
    const result = await client.query(
      `select count(*)::int as n from (${MATCH_SQL}) matched`,
      matchParams(project),
    );
    times.push(performance.now() - started);
    rows.push(result.rows[0].n);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const explain = async (format) =>
    (
      await client.query(
        `explain (analyze, buffers, format ${format}) ${MATCH_SQL}`,
        matchParams(PROBE),
      )
    ).rows;
  const text = (await explain("text")).map((row) => row["QUERY PLAN"]);
  const [{ "QUERY PLAN": json }] = await explain("json");
  const nodes = planNodes(json[0].Plan);
  return {
    runs,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1)),
    medianRows: median(rows),
    probeRows: rows[0],
    plan: text,
    nodes,
    scans: nodes.filter((node) => /^Seq Scan on (contractor_profiles|projects)\b/.test(node)),
  };
}

/**
 * Probe projects as the operator's queue holds them: confirmed by their homeowner, held for
 * review (so that the operator's publish lists them and runs matchProject in its transaction).
 */
export async function addProbes(client, count) {
  const { rows } = await client.query(
    `insert into projects (title, description, category, budget, timeline, urgency, homeowner,
       homeowner_email, location, municipality, requirements, status, manage_token_hash, listing,
       held_reasons, confirmed_at)
     select 'Scale fan-out probe ' || n || ': gut and renovate a kitchen',
       'Take the kitchen to the studs, new cabinets, counters and lighting, permit included.',
       $1, $2, 'Within 3 months', $3, 'Probe Owner', $4, 'Toronto, ON', $5, '[]'::jsonb, 'open',
       md5(random()::text) || md5(random()::text), 'held', '["contact-details"]'::jsonb, now()
     from generate_series(1, $6::int) as n
     returning id`,
    [PROBE.category, PROBE.budget, PROBE.urgency, PROBE.homeownerEmail, PROBE.municipality, count],
  );
  return rows.map((row) => row.id);
}

const listSpec = (origin, headers, duration) => ({
  url: origin,
  connections: 10,
  duration,
  headers,
  requests: [{ path: "/api/projects", headers }],
});

/**
 * The fan-out: GET /api/projects (uncached) for `seconds`, then again while the operator
 * publishes the probes one after another, a second apart; each publish timed, its alerts counted.
 */
export async function fanOut(origin, client, { adminToken, headers, seconds, probes }) {
  await cannon(listSpec(origin, headers, 2));
  const before = await cannon(listSpec(origin, headers, seconds));
  const publishes = [];
  const during = cannon(listSpec(origin, headers, seconds));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const id of probes) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/admin/projects/${id}/decision`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        authorization: `Bearer ${adminToken}`,
      },
      body: JSON.stringify({ decision: "publish" }),
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`publishing probe ${id}: ${response.status}`);
    publishes.push(Math.round(ms));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - ms)));
  }
  const counted = await during;
  const { rows } = await client.query(
    `select project_id as id, count(*)::int as alerts,
       (count(*) filter (where delivery = 'instant'))::int as instant
     from project_alerts where project_id = any($1) group by project_id`,
    [probes],
  );
  // Their digests are due within the day: not during the rest of the run.
  await client.query(
    `update project_alerts set due_at = due_at + interval '1 day'
     where project_id = any($1) and delivery = 'daily' and sent_at is null`,
    [probes],
  );
  const alerts = rows.map((row) => row.alerts);
  const figures = (result) => ({
    p50Ms: result.latencyP50Ms,
    p99Ms: result.latencyP99Ms,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    errors: result.non2xx + result.errors + result.timeouts,
  });
  return {
    publishes,
    publishMedianMs: median(publishes),
    publishMaxMs: Math.max(...publishes),
    alertsMin: Math.min(...alerts),
    alertsMedian: median(alerts),
    instantMedian: median(rows.map((row) => row.instant)),
    before: figures(before),
    during: figures(counted),
  };
}

/**
 * A signed-in contractor with many matches (three trades, all of Toronto): the account, its
 * profile and a session row, and the cookie better-auth reads (lib/accounts/auth.ts: prefix
 * `torontopros`, the token signed with HMAC-SHA256 of AUTH_SECRET, as better-call signs it).
 */
export async function signedInContractor(client, authSecret) {
  const id = "scale-probe-pro";
  await client.query(
    `insert into auth_users (id, name, email, email_verified) values ($1, 'Probe Pro', 'probe-pro@pros.example', true)
     on conflict (id) do nothing`,
    [id],
  );
  await client.query(
    `insert into contractor_profiles (user_id, slug, business_name, contact_name, trades,
       service_areas, credentials, work_areas, base_area, covers, alerts, alert_hour,
       alerts_consent_at, matches_seen_at)
     values ($1, $1, 'Probe Renovations', 'Probe Pro',
       '["Renovation", "General Contracting", "Painting"]', '["Toronto"]', '[]', '["toronto"]',
       'old-toronto', array['toronto', 'old-toronto', 'east-york', 'etobicoke', 'north-york',
         'scarborough', 'york'], 'daily', 7, now(), now() - interval '7 days')
     on conflict (user_id) do nothing`,
    [id],
  );
  const token = randomBytes(24).toString("base64url");
  await client.query(
    `insert into auth_sessions (id, token, user_id, expires_at)
     values ($1, $2, $3, now() + interval '30 days')`,
    [randomBytes(12).toString("hex"), token, id],
  );
  const signature = createHmac("sha256", authSecret).update(token).digest("base64");
  const { rows } = await client.query(
    `select count(*)::int as n from projects p where p.listing = 'listed'
       and p.category in ('Renovation', 'General Contracting', 'Painting')
       and p.municipality in ('toronto', 'old-toronto', 'east-york', 'etobicoke', 'north-york',
         'scarborough', 'york')
       and p.status in ('open', 'awaiting-estimation', 'estimated', 'pending')`,
  );
  return {
    cookie: `torontopros.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
    candidates: rows[0].n,
  };
}

/**
 * The daily digests of every contractor: three alerts due now for each account (listed projects
 * that take proposals, none hired), then the mail worker asked to run (GET /api/mail/deliver);
 * timed from the commit until no alert is due, the project-alerts messages it queued counted.
 * The messages are then held back a day: sending 20,000 .eml files is not what is measured.
 */
export async function digests(origin, client, { adminToken }) {
  // A database kept from an earlier run (--skip-fill) holds that run's digests: sent, and in the way.
  await client.query(
    `delete from project_alerts where sent_at is not null or skipped_at is not null`,
  );
  const {
    rows: [{ start }],
  } = await client.query(`
    with pool as (
      select id, row_number() over (order by id) as r from projects
      where listing = 'listed' and status in ('open', 'awaiting-estimation', 'estimated', 'pending')
        and id % 20 <> 0
      order by id limit 3000),
    inserted as (
      insert into project_alerts (project_id, user_id, delivery, due_at)
      select pool.id, cp.user_id, 'daily', now() - interval '1 minute'
      from contractor_profiles cp
      cross join generate_series(0, 2) as k
      join pool on pool.r = 1 + (cp.id * 3 + k) % (select count(*) from pool)
      on conflict (user_id, project_id) do nothing
      returning 1)
    select now() as start, (select count(*) from inserted) as n`);
  const {
    rows: [due],
  } = await client.query(
    `select count(*)::int as alerts, count(distinct user_id)::int as contractors
     from project_alerts where due_at <= now() and sent_at is null and skipped_at is null`,
  );
  const started = performance.now();
  const delivery = fetch(`${origin}/api/mail/deliver`, {
    headers: { authorization: `Bearer ${adminToken}` },
  }).then((response) => response.arrayBuffer());
  let left = due.alerts;
  while (left > 0 && performance.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await client.query(
      `select count(*)::int as n from project_alerts
       where due_at <= now() and sent_at is null and skipped_at is null`,
    );
    left = rows[0].n;
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  await client.query(
    `update outbox set send_after = now() + interval '1 day'
     where template = 'project-alerts' and status = 'pending'`,
  );
  await delivery;
  const {
    rows: [made],
  } = await client.query(
    `select (select count(*)::int from outbox where template = 'project-alerts'
         and created_at >= $1) as messages,
       (select count(*)::int from project_alerts where sent_at >= $1) as sent,
       (select count(*)::int from project_alerts where skipped_at >= $1) as skipped`,
    [start],
  );
  return { ...due, left, seconds, ...made };
}
