import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { getDb } from "@/lib/db/client";
import {
  ADMIN_TOKEN,
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";
import { agreement } from "./agreement-fixture";

interface Listed {
  id: number;
  title: string;
  status: string;
  category: string;
  proposalCount: number;
  postedDate: string;
}

async function list(query = "") {
  const response = await projectsRoute.GET(request(`/api/projects${query}`), undefined);
  const body = await response.json();
  const total = response.headers.get("x-total-count");
  return { response, body, total: total === null ? null : Number(total) };
}

const titles = (projects: Listed[]) => projects.map((project) => project.title);

/**
 * Posts a project and publishes it by the link e-mailed to its homeowner: listed. Each from a
 * homeowner of its own, so that posts alike are not refused as one address's repeats.
 */
let homeowners = 0;
async function post(body: Record<string, unknown> = validProject) {
  const homeownerEmail = `owner${++homeowners}@home.example`;
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: { ...body, homeownerEmail } }),
    undefined,
  );
  expect(response.status).toBe(201);
  const posted = (await response.json()) as { project: Listed; manageToken: string };
  await publishByEmail(await getDb(), posted.project.id, homeownerEmail);
  return posted;
}

describe.each(databases)("GET /api/projects pages on $name", (target) => {
  const state = useDatabase(target);

  /**
   * `count` listed rows in one statement, "Project 1" the oldest and "Project {count}" the
   * newest, one minute apart; every third is Plumbing and every fifth completed.
   */
  async function seed(count: number) {
    await state.handle!.db.execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
        status, posted_at, manage_token_hash, listing)
      SELECT 'Project ' || i, 'A seeded project', CASE WHEN i % 3 = 0 THEN 'Plumbing' ELSE 'Renovation' END,
        '$5,000 - $10,000', 'Within 1 month', 'Owner ' || i, 'Toronto, ON',
        CASE WHEN i % 5 = 0 THEN 'completed' ELSE 'open' END,
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute', 'hash', 'listed'
      FROM generate_series(1, ${count}) AS i`);
  }

  /** `count` rows like seed's, never confirmed by their homeowners: public nowhere. */
  async function seedUnconfirmed(count: number) {
    await state.handle!.db.execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
        posted_at, manage_token_hash)
      SELECT 'Unconfirmed ' || i, 'A seeded project', 'Plumbing', '$5,000 - $10,000',
        'Within 1 month', 'Owner ' || i, 'Toronto, ON',
        timestamptz '2026-01-01T00:00:30Z' + i * interval '1 minute', 'hash'
      FROM generate_series(1, ${count}) AS i`);
  }

  it("answers the newest 50 by default, with X-Total-Count counting them all", async () => {
    await seed(120);
    await seedUnconfirmed(30);
    const { response, body, total } = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(total).toBe(120);
    expect(body).toHaveLength(50);
    expect(titles(body)).toEqual(Array.from({ length: 50 }, (_, i) => `Project ${120 - i}`));
    expect(JSON.stringify(body)).not.toMatch(/token|hash/i);
  });

  it("pages with limit and offset: every project once, in order", async () => {
    await seed(120);
    const seen: string[] = [];
    for (let offset = 0; offset < 130; offset += 7) {
      const page = await list(`?limit=7&offset=${offset}`);
      expect(page.total).toBe(120);
      expect(page.body).toHaveLength(Math.max(0, Math.min(7, 120 - offset)));
      seen.push(...titles(page.body));
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `Project ${120 - i}`));
    expect(titles((await list("?limit=100&offset=100")).body)).toHaveLength(20);
    expect(titles((await list("?limit=1")).body)).toEqual(["Project 120"]);
    expect(titles((await list("?limit=100")).body)).toHaveLength(100);
    const past = await list("?offset=500");
    expect(past.response.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.total).toBe(120);
  });

  it("orders by posted date, then by id, whatever the insertion order", async () => {
    await state.handle!.db.execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
        posted_at, manage_token_hash, listing)
      VALUES
        ('Middle', 'x', 'Plumbing', 'Under $1,000', 'ASAP', 'A', 'Toronto', '2026-02-02T00:00:00Z', 'h', 'listed'),
        ('Oldest', 'x', 'Plumbing', 'Under $1,000', 'ASAP', 'A', 'Toronto', '2026-02-01T00:00:00Z', 'h', 'listed'),
        ('Newest', 'x', 'Plumbing', 'Under $1,000', 'ASAP', 'A', 'Toronto', '2026-02-03T00:00:00Z', 'h', 'listed'),
        ('Middle, later id', 'x', 'Plumbing', 'Under $1,000', 'ASAP', 'A', 'Toronto', '2026-02-02T00:00:00Z', 'h', 'listed')`);
    expect(titles((await list()).body)).toEqual(["Newest", "Middle, later id", "Middle", "Oldest"]);
  });

  it("filters by category and status; X-Total-Count counts the matches", async () => {
    await seed(120);
    await seedUnconfirmed(30);
    const plumbing = await list("?category=Plumbing");
    expect(plumbing.total).toBe(40);
    expect(plumbing.body).toHaveLength(40);
    expect(plumbing.body.every((project: Listed) => project.category === "Plumbing")).toBe(true);
    expect(titles(plumbing.body).slice(0, 2)).toEqual(["Project 120", "Project 117"]);
    const openPlumbing = await list("?category=Plumbing&status=open&limit=5&offset=5");
    // Plumbing rows are multiples of 3; completed ones are multiples of 5 (so of 15 here).
    expect(openPlumbing.total).toBe(32);
    // Open Plumbing, newest first: 117, 114, 111, 108, 102, then (offset 5) 99, 96, 93, 87, 84.
    expect(titles(openPlumbing.body)).toEqual([
      "Project 99",
      "Project 96",
      "Project 93",
      "Project 87",
      "Project 84",
    ]);
    expect((await list("?status=cancelled")).total).toBe(0);
  });

  it("filters by city, budget and urgency, combined with category and the cursor", async () => {
    // 60 rows: the city from i % 6 (written as people write it), the budget from i % 2, the
    // urgency from i % 3; every fourth is Plumbing.
    await state.handle!.db.execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, urgency, homeowner,
        location, posted_at, manage_token_hash, listing)
      SELECT 'Project ' || i, 'A seeded project',
        CASE WHEN i % 4 = 0 THEN 'Plumbing' ELSE 'Renovation' END,
        CASE WHEN i % 2 = 0 THEN '$5,000 - $10,000' ELSE 'Under $1,000' END, 'ASAP',
        (ARRAY['low', 'medium', 'high'])[i % 3 + 1], 'Owner ' || i,
        (ARRAY['Leslieville, Toronto, ON', 'mississauga', 'Brampton ON', 'Unionville, Markham',
          'Woodbridge (Vaughan)', 'Richmond  Hill, ON'])[i % 6 + 1],
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute', 'hash', 'listed'
      FROM generate_series(1, 60) AS i`);
    await post({ ...validProject, title: "Nowhere listed", location: "Torontonian Lane, Oshawa" });

    const toronto = await list("?city=Toronto");
    expect(toronto.total).toBe(10);
    expect(titles(toronto.body)).toEqual(
      [60, 54, 48, 42, 36, 30, 24, 18, 12, 6].map((i) => `Project ${i}`),
    );
    expect((await list("?city=Richmond%20Hill")).total).toBe(10);
    expect((await list("?city=Mississauga")).total).toBe(10);

    const cheap = await list(`?budget=${encodeURIComponent("Under $1,000")}`);
    expect(cheap.total).toBe(30);
    expect(cheap.body.every((p: { budget: string }) => p.budget === "Under $1,000")).toBe(true);

    const urgent = await list("?urgency=high");
    expect(urgent.total).toBe(20);
    expect(urgent.body.every((p: { urgency: string }) => p.urgency === "high")).toBe(true);

    // Plumbing (i % 4 = 0), $5,000 - $10,000 (even), high (i % 3 = 2), Markham (i % 6 = 3): none,
    // as i % 4 = 0 makes i even and i % 6 = 3 makes it odd. In Brampton (i % 6 = 2): 20, 44, 8, 32, 56.
    const none = await list(
      `?category=Plumbing&city=Markham&urgency=high&budget=${encodeURIComponent("$5,000 - $10,000")}`,
    );
    expect(none.total).toBe(0);
    expect(none.body).toEqual([]);
    const query = `?category=Plumbing&city=Brampton&urgency=high&budget=${encodeURIComponent("$5,000 - $10,000")}`;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await projectsRoute.GET(
        request(`/api/projects${query}&limit=2${after ? `&after=${after}` : ""}`),
        undefined,
      );
      expect(page.status).toBe(200);
      expect(page.headers.get("x-total-count")).toBe("5");
      seen.push(...titles(await page.json()));
      after = page.headers.get("x-next-cursor");
      if (after) expect(page.headers.get("link")).toContain("city=Brampton");
    } while (after);
    expect(seen).toEqual(["Project 56", "Project 44", "Project 32", "Project 20", "Project 8"]);
  });

  it("counts projects under several filters exactly after each change", async () => {
    // Several filters are counted by the shared count (no single index range): a post, an edit
    // and a deletion each show in the next answer's X-Total-Count.
    const query = `?city=Toronto&urgency=high&budget=${encodeURIComponent("$5,000 - $10,000")}`;
    const matching = {
      ...validProject,
      location: "Leslieville, Toronto",
      urgency: "high",
      budget: "$5,000 - $10,000",
    };
    expect((await list(query)).total).toBe(0);
    const first = await post(matching);
    expect((await list(query)).total).toBe(1);
    await post(matching);
    await post({ ...matching, urgency: "low" });
    expect((await list(query)).total).toBe(2);
    await state.handle!.db.execute(
      sql`UPDATE projects SET urgency = 'low' WHERE id = ${first.project.id}`,
    );
    const after = await list(query);
    expect(after.total).toBe(1);
    expect(after.body).toHaveLength(1);
    await state.handle!.db.execute(sql`DELETE FROM projects WHERE urgency = 'high'`);
    expect((await list(query)).total).toBe(0);
  });

  it("lists each project exactly as its own address answers it", async () => {
    // Every field the list's SQL writes as JSON: dates to the millisecond (set with microseconds),
    // contractor fields, photos, text JSON must escape, a short name from a three-word name, an
    // accepted proposal, a confirmed agreement.
    const { project } = await post({ ...validProject, homeowner: "Anne  Marie ésime" });
    const { project: other } = await post();
    const confirmed = await agreement(state.handle!.db, "both");
    await state.handle!.db.execute(sql`
      UPDATE projects SET estimated_cost = '$12,000', contractor_notes = 'Access from the lane',
        title = ${'Quote " back\\slash \t tab \u0001 ctrl 🛠 </script> ünï'},
        requirements = ${JSON.stringify(["Line\nbreak", '"quoted"'])}::jsonb,
        start_date = timestamptz '2027-03-01T12:34:56.789654Z',
        completion_date = timestamptz '2027-04-01T00:00:00.000999Z',
        images = '["/api/uploads/00000000-0000-4000-8000-000000000000.jpg"]'::jsonb,
        posted_at = timestamptz '2026-06-01T08:00:00.123456Z'
      WHERE id = ${project.id}`);
    await state.handle!.db.execute(sql`
      INSERT INTO proposals (project_id, contractor_name, contractor_email, bid_amount, timeline,
        approach, experience, status)
      VALUES (${other.id}, 'Pro', 'pro@example.com', '5000', '2 weeks', 'An approach',
        'Ten years', 'accepted')`);
    // Half past ten in the evening in Toronto, already the next day in UTC.
    await state.handle!.db.execute(
      sql`UPDATE projects SET posted_at = timestamptz '2026-11-02T03:30:00Z' WHERE id = ${other.id}`,
    );
    const { body } = await list();
    expect(body).toHaveLength(3);
    for (const listed of body as Listed[]) {
      const own = await projectRoute.GET(
        request(`/api/projects/${listed.id}`),
        params({ id: String(listed.id) }),
      );
      expect(listed).toEqual(await own.json());
    }
    const mine = (body as (Listed & Record<string, unknown>)[]).find((p) => p.id === project.id)!;
    expect(mine).toMatchObject({
      homeowner: "Anne É.",
      startDate: "2027-03-01T12:34:56.789Z",
      completionDate: "2027-04-01T00:00:00.000Z",
      postedDate: "2026-06-01T08:00:00.123Z",
      postedDay: "2026-06-01",
    });
    const hired = (body as (Listed & Record<string, unknown>)[]).find((p) => p.id === other.id)!;
    expect(hired).toMatchObject({ proposalAccepted: true, postedDay: "2026-11-01" });
    const agreed = (body as (Listed & Record<string, unknown>)[]).find(
      (p) => p.id === confirmed.projectRowId,
    )!;
    expect(agreed).toMatchObject({ proposalAccepted: true, agreementConfirmed: true });
    expect(mine.title).toBe('Quote " back\\slash \t tab \u0001 ctrl 🛠 </script> ünï');
  });

  it("ignores parameters it does not know", async () => {
    await seed(3);
    const { response, body, total } = await list("?page=9&_=1700000000&sort=oldest");
    expect(response.status).toBe(200);
    expect(total).toBe(3);
    expect(titles(body)).toEqual(["Project 3", "Project 2", "Project 1"]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=-1", "limit"],
    ["limit=1.5", "limit"],
    ["limit=1e2", "limit"],
    ["limit=%2B5", "limit"],
    ["limit=%205", "limit"],
    ["limit=0x10", "limit"],
    ["limit=", "limit"],
    ["limit=abc", "limit"],
    ["limit=NaN", "limit"],
    ["limit=Infinity", "limit"],
    ["limit=99999999999999999999999", "limit"],
    ["limit=%EF%BC%95", "limit"],
    ["limit=5&limit=6", "limit"],
    ["offset=-1", "offset"],
    ["offset=1000001", "offset"],
    ["offset=1.0", "offset"],
    ["offset=%00", "offset"],
    ["offset=1;DROP TABLE projects", "offset"],
    ["category=Underwater%20Basket%20Weaving", "category"],
    ["category=plumbing", "category"],
    ["status=done", "status"],
    ["status=open&status=completed", "status"],
    ["city=Oshawa", "city"],
    ["city=toronto", "city"],
    ["city=", "city"],
    ["city=Toronto&city=Markham", "city"],
    ["budget=5000", "budget"],
    ["budget=%245%2C000%20-%20%2410%2C000%20", "budget"],
    ["urgency=urgent", "urgency"],
    ["urgency=HIGH", "urgency"],
    ["urgency=high&urgency=low", "urgency"],
  ])("answers ?%s with 400 naming %s", async (query, field) => {
    await seed(2);
    const { response, body } = await list(`?${query}`);
    expect(response.status).toBe(400);
    expect(body.error).toBe("Invalid query string");
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect((await list()).total).toBe(2);
  });

  describe("reads after writes", () => {
    it("show a post, an update, a proposal and a delete on the very next GET", async () => {
      await seed(60);
      // Every kind of list: the first page, a later page, a filtered list.
      expect((await list()).total).toBe(60);
      expect((await list("?offset=50")).body).toHaveLength(10);
      expect((await list("?status=open")).total).toBe(48);

      const { project, manageToken } = await post({ ...validProject, title: "Fresh post" });
      let first = await list();
      expect(first.total).toBe(61);
      expect(first.body[0]).toMatchObject({ id: project.id, title: "Fresh post", status: "open" });
      expect((await list("?offset=50")).body).toHaveLength(11);
      expect((await list("?status=open")).total).toBe(49);

      const put = await projectRoute.PUT(
        request(`/api/projects/${project.id}`, {
          method: "PUT",
          body: { status: "cancelled" },
          token: manageToken,
        }),
        params({ id: String(project.id) }),
      );
      expect(put.status).toBe(200);
      first = await list();
      expect(first.body[0]).toMatchObject({ title: "Fresh post", status: "cancelled" });
      expect((await list("?status=open")).total).toBe(48);

      // Reopen it, then a proposal changes its proposalCount.
      await projectRoute.PUT(
        request(`/api/projects/${project.id}`, {
          method: "PUT",
          body: { status: "open" },
          token: ADMIN_TOKEN,
        }),
        params({ id: String(project.id) }),
      );
      expect((await list()).body[0].proposalCount).toBe(0);
      const proposal = await proposalsRoute.POST(
        request("/api/proposals", { method: "POST", body: validProposal(3000 + project.id) }),
        undefined,
      );
      expect(proposal.status).toBe(201);
      expect((await list()).body[0].proposalCount).toBe(1);

      const del = await projectRoute.DELETE(
        request(`/api/projects/${project.id}`, { method: "DELETE", token: manageToken }),
        params({ id: String(project.id) }),
      );
      expect(del.status).toBe(204);
      const after = await list();
      expect(after.total).toBe(60);
      expect(after.body[0].title).toBe("Project 60");
      expect((await list("?offset=50")).body).toHaveLength(10);
      expect((await list("?status=open")).total).toBe(48);
    });

    it("never miss a write that was already acknowledged", async () => {
      await seed(5);
      // A GET still under way when a post lands may miss it; the GET after the post may not.
      const during = list();
      await post({ ...validProject, title: "Landed" });
      await during;
      const after = await list();
      expect(after.total).toBe(6);
      expect(after.body[0].title).toBe("Landed");
    });

    it("answer many concurrent readers alike", async () => {
      await seed(80);
      const answers = await Promise.all(Array.from({ length: 40 }, () => list()));
      for (const answer of answers) {
        expect(answer.response.status).toBe(200);
        expect(answer.total).toBe(80);
        expect(answer.body).toEqual(answers[0]!.body);
      }
    });
  });

  it("keeps the dashboard's figures exact with 1,000 projects", async () => {
    await seed(1_000);
    // And 30 never confirmed: counted nowhere.
    await seedUnconfirmed(30);
    const stats = await (await dashboardRoute.GET(request("/api/dashboard"), undefined)).json();
    expect(stats).toMatchObject({
      // Open for bids: all but the 200 completed ones; the example requests take no proposal.
      availableProjects: 800,
      completedProjects: 200,
    });
    const { body, total } = await list();
    expect(total).toBe(1_000);
    expect(body).toHaveLength(50);
  });
});
