import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import { decodeCursor, encodeCursor } from "@/lib/projects/cursor";
import {
  PROJECT_OFFSET_MAX,
  PROJECT_PAGE_DEFAULT,
  type ListProjectsQuery,
} from "@/lib/projects/schema";
import { preparedShape } from "@/lib/projects/store";
import { databases, request, useDatabase } from "./helpers";

// Keyset pagination of GET /api/projects (docs/api.md, GET /api/projects; docs/decisions/0009-data-at-scale.md).

interface Listed {
  id: number;
  title: string;
  category: string;
}

async function list(query = "") {
  const response = await projectsRoute.GET(request(`/api/projects${query}`), undefined);
  const body = await response.json();
  return {
    response,
    body,
    total: Number(response.headers.get("x-total-count")),
    next: response.headers.get("x-next-cursor"),
    link: response.headers.get("link"),
  };
}

const titles = (projects: Listed[]) => projects.map((project) => project.title);

/** Every page from the first, following X-Next-Cursor; the titles in the order met. */
async function walk(query: string, limit: number) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1_000; pages++) {
    const separator = query ? "&" : "";
    const page = await list(
      `?${query}${separator}limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ""}`,
    );
    expect(page.response.status).toBe(200);
    seen.push(...titles(page.body));
    if (!page.next) {
      expect(page.link).toBeNull();
      return seen;
    }
    expect(page.body).toHaveLength(limit);
    after = page.next;
  }
  throw new Error("the list never ended");
}

describe("the list cursor", () => {
  it("comes back as it went, to the microsecond", () => {
    const cursor = { postedAt: "2026-03-02T15:04:05.123456Z", id: 42 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it("refuses anything this list did not give", () => {
    const encode = (raw: string) => btoa(raw).replace(/=+$/, "");
    for (const text of [
      "",
      "abc",
      "!!!!",
      "a".repeat(201),
      encode("2026-03-02T15:04:05.123456Z"),
      encode("2026-03-02T15:04:05.123456Z|0"),
      encode("2026-03-02T15:04:05.123456Z|-1"),
      encode("2026-03-02T15:04:05.123456Z|2147483648"),
      encode("2026-03-02T15:04:05.123456Z|1|2"),
      encode("2026-13-02T15:04:05.123456Z|1"),
      encode("2026-04-31T15:04:05.123456Z|1"),
      encode("2026-03-02T25:04:05.123456Z|1"),
      encode("2026-03-02T15:04:05.123Z|1"),
      encode("1900-03-02T15:04:05.123456Z|1"),
      encode("2026-03-02 15:04:05.123456+00|1"),
    ]) {
      expect(decodeCursor(text), text).toBeUndefined();
    }
  });
});

describe("the list's prepared statements", () => {
  const query = (values: Partial<ListProjectsQuery>): ListProjectsQuery => ({
    limit: PROJECT_PAGE_DEFAULT,
    offset: 0,
    ...values,
  });
  const cursor = { postedAt: "2026-03-02T15:04:05.123456Z", id: 42 };

  it("are one per shape the site asks for, and none for other shapes", () => {
    const first = preparedShape(query({}), 0, "projects-count:::::");
    expect(first).toMatch(/^projects_list_\d+$/);
    expect(preparedShape(query({}), 0, "projects-count:::::")).toBe(first);
    // After a cursor, or with a filter: a statement of its own, short enough for PostgreSQL.
    const names = [
      first,
      preparedShape(query({ after: cursor }), 0, "projects-count:::::"),
      preparedShape(query({ after: { ...cursor, id: 7 } }), 0, "projects-count:::::"),
      preparedShape(query({ category: "Plumbing" }), 1, "projects-count:Plumbing::::"),
      preparedShape(
        query({ budget: "$5,000 - $10,000" }),
        1,
        "projects-count::::$5,000 - $10,000:",
      ),
    ];
    expect(names[2]).toBe(names[1]);
    expect(new Set(names).size).toBe(4);
    for (const name of names) expect(name!.length).toBeLessThan(64);
    // An offset, another length, several filters: planned on each request.
    expect(preparedShape(query({ offset: 50 }), 0, "projects-count:::::")).toBeUndefined();
    expect(preparedShape(query({ limit: 20 }), 0, "projects-count:::::")).toBeUndefined();
    expect(
      preparedShape(
        query({ category: "Plumbing", status: "open" }),
        2,
        "projects-count:Plumbing:open:::",
      ),
    ).toBeUndefined();
  });
});

describe.each(databases)("GET /api/projects by cursor on $name", (target) => {
  const state = useDatabase(target);

  /**
   * `count` listed projects one minute apart, "Project {count}" the newest; every third Plumbing.
   * With `listing`, projects not listed (their homeowners' links never opened, say) instead.
   */
  async function seed(count: number, from = 1, listing = "listed", name = "Project") {
    await state.handle!.db.execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
        status, posted_at, manage_token_hash, listing)
      SELECT ${name} || ' ' || i, 'A seeded project', CASE WHEN i % 3 = 0 THEN 'Plumbing' ELSE 'Renovation' END,
        '$5,000 - $10,000', 'Within 1 month', 'Owner ' || i, 'Toronto, ON',
        CASE WHEN i % 5 = 0 THEN 'completed' ELSE 'open' END,
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute', 'hash', ${listing}
      FROM generate_series(${from}::int, ${from + count - 1}::int) AS i`);
  }

  it("pages through every project once, in order, and says where the next page starts", async () => {
    await seed(120);
    // Posted among them, and not listed: in no page, and not counted.
    await seed(10, 55, "unconfirmed", "Unconfirmed");
    await seed(10, 5, "held", "Held");
    const first = await list("?limit=7");
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.link).toBe(`</api/projects?limit=7&after=${first.next}>; rel="next"`);
    expect(await walk("", 7)).toEqual(Array.from({ length: 120 }, (_, i) => `Project ${120 - i}`));
    // A page that ends the list exactly has no next page.
    expect((await list("?limit=100&offset=20")).next).toBeNull();
    // From an offset page, the cursor goes on where it ended.
    const byOffset = await list("?limit=10&offset=30");
    const after = await list(`?limit=5&after=${byOffset.next}`);
    expect(titles(after.body)).toEqual([
      "Project 80",
      "Project 79",
      "Project 78",
      "Project 77",
      "Project 76",
    ]);
    expect(after.total).toBe(120);
  });

  it("keeps the filters, and its Link keeps them too", async () => {
    await seed(120);
    expect(await walk("category=Plumbing&status=open", 5)).toEqual(
      Array.from({ length: 120 }, (_, i) => 120 - i)
        .filter((i) => i % 3 === 0 && i % 5 !== 0)
        .map((i) => `Project ${i}`),
    );
    const page = await list("?category=Plumbing&limit=2");
    expect(page.link).toBe(
      `</api/projects?limit=2&category=Plumbing&after=${page.next}>; rel="next"`,
    );
  });

  it("stays where it was when projects are posted or deleted meanwhile", async () => {
    await seed(30);
    const first = await list("?limit=10");
    expect(titles(first.body).at(-1)).toBe("Project 21");
    // Newer projects, and the one the cursor points at and the next one deleted.
    await seed(5, 31);
    await state.handle!.db.execute(
      sql`DELETE FROM projects WHERE title IN ('Project 21', 'Project 20')`,
    );
    const second = await list(`?limit=10&after=${first.next}`);
    expect(titles(second.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Project ${19 - i}`));
    // An offset page would have shifted by the five new ones and the two deleted.
    expect(titles((await list("?limit=10&offset=10")).body)[0]).toBe("Project 25");
  });

  it("tells apart projects posted within the same millisecond", async () => {
    await state.handle!.db.execute(sql`
      INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
        posted_at, manage_token_hash, listing)
      SELECT 'Same ' || i, 'x', 'Plumbing', 'Under $1,000', 'ASAP', 'A', 'Toronto',
        timestamptz '2026-02-02T00:00:00.123000Z' + (i % 4) * interval '1 microsecond', 'h',
        'listed'
      FROM generate_series(1, 12) AS i`);
    const seen = await walk("", 1);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    const order = await list("?limit=12");
    expect(seen).toEqual(titles(order.body));
  });

  it("answers 400 to a cursor it did not give, and to after with offset", async () => {
    await seed(3);
    const good = (await list("?limit=1")).next!;
    // The id with a letter after it.
    const tampered = btoa(`${atob(good)}x`).replace(/=+$/, "");
    for (const [query, message] of [
      ["?after=abc", "after must be a cursor this list gave (X-Next-Cursor)"],
      ["?after=", "after must be a cursor this list gave (X-Next-Cursor)"],
      [`?after=${tampered}`, "after must be a cursor this list gave (X-Next-Cursor)"],
      [
        `?after=${btoa("2026-02-30T00:00:00.000000Z|1")}`,
        "after must be a cursor this list gave (X-Next-Cursor)",
      ],
      [`?after=${good}&after=${good}`, "after may be given once"],
      [`?after=${good}&offset=0`, "Give after or offset, not both"],
    ]) {
      const page = await list(query);
      expect(page.response.status, query).toBe(400);
      expect(page.body).toEqual({
        code: "invalid_query",
        error: "Invalid query string",
        issues: [{ path: "after", message }],
      });
    }
  });

  it(`caps offset at ${PROJECT_OFFSET_MAX.toLocaleString("en-CA")} and names the cursor`, async () => {
    await seed(3);
    expect((await list(`?offset=${PROJECT_OFFSET_MAX}`)).response.status).toBe(200);
    const over = await list(`?offset=${PROJECT_OFFSET_MAX + 1}`);
    expect(over.response.status).toBe(400);
    expect(over.body.issues).toEqual([
      {
        path: "offset",
        message: `offset must be a whole number from 0 to ${PROJECT_OFFSET_MAX}; page further with the after cursor (X-Next-Cursor)`,
      },
    ]);
  });

  it("answers the same from a prepared statement, past its first plans, as from one planned each time", async () => {
    await seed(120);
    // The default length (50) is a prepared statement (preparedShape); 49 is planned each time.
    // PostgreSQL plans a prepared statement anew for its first five runs, then may keep one plan.
    for (const filter of [
      "",
      "category=Plumbing",
      "status=completed",
      "city=Toronto",
      `budget=${encodeURIComponent("$5,000 - $10,000")}`,
      "urgency=medium",
    ]) {
      const planned = await list(`?${filter}&limit=49`);
      for (let run = 0; run < 8; run++) {
        const prepared = await list(`?${filter}`);
        expect(prepared.response.status, filter).toBe(200);
        expect(titles(prepared.body).slice(0, 49), filter).toEqual(titles(planned.body));
        expect(prepared.total, filter).toBe(planned.total);
        if (!prepared.next) continue;
        const next = await list(`?${filter}&after=${prepared.next}`);
        const nextPlanned = await list(`?${filter}&limit=49&after=${prepared.next}`);
        expect(titles(next.body).slice(0, 49), filter).toEqual(titles(nextPlanned.body));
        expect(next.total, filter).toBe(planned.total);
      }
    }
  });

  it("answers any after value with a page or a 400, never a 500", async () => {
    await seed(3);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.base64String(),
          fc
            .tuple(fc.date({ noInvalidDate: true }), fc.integer())
            .map(([date, id]) => btoa(`${date.toISOString().replace("Z", "000Z")}|${id}`)),
        ),
        async (after) => {
          const url = new URL("/api/projects", "http://localhost:3000");
          url.searchParams.set("after", after);
          const response = await projectsRoute.GET(request(url.pathname + url.search), undefined);
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});
