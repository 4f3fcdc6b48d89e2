import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import sitemap, { catalogueSitemap } from "@/app/sitemap";
import { authUsers } from "@/lib/db/schema";
import { profilesForSitemapQuery, saveProfile, SITEMAP_PROFILE_LIMIT } from "@/lib/pros/store";
import { absoluteUrl } from "@/lib/seo";
import { databases, useDatabase } from "./helpers";

// Contractors' public profiles in sitemap.xml: each profile that exists, with its last change,
// from one bounded query on an index, however large the projects and proposals grow.

describe.each(databases)("sitemap.xml with profiles ($name)", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;

  async function profile(id: string, email: string, businessName: string) {
    await db().insert(authUsers).values({ id, name: businessName, email, emailVerified: true });
    return saveProfile(id, {
      businessName,
      contactName: "Sam Patel",
      trades: ["Plumbing"],
      serviceAreas: ["Toronto"],
      credentials: [],
    } as never);
  }

  it("lists the catalogue and no profile while none exists", async () => {
    const entries = await sitemap();
    expect(entries.map((entry) => entry.url)).toEqual(catalogueSitemap().map((entry) => entry.url));
  });

  it("lists every public profile with its last change, and no other", async () => {
    const first = await profile("user-a", "a@clearflow.example", "Clearflow Plumbing");
    const second = await profile("user-b", "b@northside.example", "Northside Renovations");
    // The second changes later: its last change moves.
    const later = await saveProfile("user-b", {
      businessName: "Northside Renovations",
      contactName: "Sam Patel",
      trades: ["Plumbing", "Renovation"],
      serviceAreas: ["Toronto"],
      credentials: [],
    } as never);
    expect(later.updatedAt.getTime()).toBeGreaterThanOrEqual(second.updatedAt.getTime());

    const entries = await sitemap();
    const profiles = entries.filter((entry) => entry.url.includes("/pros/"));
    expect(profiles).toEqual([
      expect.objectContaining({
        url: absoluteUrl(`/pros/${first.slug}`),
        lastModified: first.updatedAt,
      }),
      expect.objectContaining({
        url: absoluteUrl(`/pros/${second.slug}`),
        lastModified: later.updatedAt,
      }),
    ]);
    // A deleted account's profile is gone from the sitemap with it.
    await db()
      .delete(authUsers)
      .where(sql`${authUsers.id} = 'user-a'`);
    const after = (await sitemap()).filter((entry) => entry.url.includes("/pros/"));
    expect(after.map((entry) => entry.url)).toEqual([absoluteUrl(`/pros/${second.slug}`)]);
  });

  it("reads the profiles in one query the slug's index serves, bounded to one sitemap file", async () => {
    await profile("user-c", "c@clearflow.example", "Clearflow Plumbing");
    const query = profilesForSitemapQuery(db()).toSQL();
    expect(query.sql).toMatch(/from "contractor_profiles"/);
    expect(query.sql).not.toMatch(/join/i);
    expect(query.params).toContain(SITEMAP_PROFILE_LIMIT);
    // With sequential scans priced out, the planner reads the slug's unique index in order: no
    // sort of the whole table, and the limit stops the read.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = await tx.execute(
        sql.raw(
          `EXPLAIN ${query.sql.replace(/\$(\d+)/g, (_, n) => String(query.params[Number(n) - 1]))}`,
        ),
      );
      // Both drivers answer { rows }: one row per line of the plan.
      const { rows } = explained as unknown as { rows: Record<string, string>[] };
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toMatch(/^Limit/);
    expect(plan).toMatch(/Index (Only )?Scan using contractor_profiles_slug_unique/);
    expect(plan).not.toMatch(/Sort/);
  });
});
