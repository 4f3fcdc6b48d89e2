import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import type { Database } from "@/lib/db/client";
import { proposals } from "@/lib/db/schema";

/**
 * What a digest may still report when it goes: the proposals (by id) that are still pending, and
 * none once the project has a hire. Summaries without an id (queued before ids were recorded) are
 * kept as they are.
 */
export async function stillToReport<Summary extends { id?: number }>(
  db: Database,
  summaries: readonly Summary[],
): Promise<Summary[]> {
  const ids = summaries.flatMap((summary) => (summary.id === undefined ? [] : [summary.id]));
  if (ids.length === 0) return [...summaries];
  const rows = await db
    .select({ id: proposals.id, status: proposals.status, projectRowId: proposals.projectRowId })
    .from(proposals)
    .where(inArray(proposals.id, ids));
  const projectRowId = rows.find((row) => row.projectRowId !== null)?.projectRowId;
  if (projectRowId) {
    const [hire] = await db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.projectRowId, projectRowId), eq(proposals.status, "accepted")))
      .limit(1);
    if (hire) return [];
  }
  const pending = new Set(rows.filter((row) => row.status === "pending").map((row) => row.id));
  return summaries.filter((summary) => summary.id === undefined || pending.has(summary.id));
}
