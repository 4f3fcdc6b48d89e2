import "server-only";

import { and, asc, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";

import { getBackgroundDb, getDb, type Database } from "@/lib/db/client";
import { contentReports } from "@/lib/db/schema";
import { postedDisplayId } from "@/lib/projects/ids";
import { moderationKinds } from "./kinds";
import {
  CONTENT_KINDS,
  retentionCutoff,
  type ContentKind,
  type ContentReportReason,
} from "./rules";
import type { ContentReportEntry } from "./shapes";

// Reads of the operator's queue of reported content: the open entries, each with its item as
// written, loaded per kind in one statement.

/** The most open entries the inbox lists at once, oldest first. */
export const QUEUE_SIZE = 100;

/** The open reports, oldest first, each with the reported text as written (the operator judges it). */
export async function openContentReports(db?: Database): Promise<ContentReportEntry[]> {
  db ??= await getDb();
  const entries = await db
    .select()
    .from(contentReports)
    .where(isNull(contentReports.resolvedAt))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .limit(QUEUE_SIZE);
  const items = new Map<
    ContentKind,
    Awaited<ReturnType<(typeof moderationKinds)["note"]["load"]>>
  >();
  for (const kind of CONTENT_KINDS) {
    const ids = entries.filter((entry) => entry.kind === kind).map((entry) => entry.targetId);
    if (ids.length > 0) items.set(kind, await moderationKinds[kind].load(db, ids));
  }
  return entries.flatMap((entry): ContentReportEntry[] => {
    const kind = entry.kind as ContentKind;
    const item = items.get(kind)?.get(entry.targetId);
    // An item removed since (its homeowner deleted the note) has nothing left to judge.
    if (!item) return [];
    return [
      {
        id: entry.id,
        kind,
        targetId: entry.targetId,
        reasons: entry.reasons as ContentReportReason[],
        text: entry.text,
        reportCount: entry.reportCount,
        reportedAt: entry.createdAt.toISOString(),
        lastReportedAt: entry.lastReportedAt.toISOString(),
        project: { displayId: postedDisplayId(item.projectRowId), title: item.projectTitle },
        parts: item.parts,
      },
    ];
  });
}

/** Open entries of items that left before a decision are resolved as `gone`. */
export async function resolveGone(db: Database, kind: ContentKind, targetIds: number[]) {
  if (targetIds.length === 0) return;
  await db
    .update(contentReports)
    .set({ resolvedAt: new Date(), outcome: "gone", resolvedBy: "site" })
    .where(
      and(
        eq(contentReports.kind, kind),
        inArray(contentReports.targetId, targetIds),
        isNull(contentReports.resolvedAt),
      ),
    );
}

/**
 * Deletes the reports resolved more than REPORT_RETENTION_DAYS ago (the privacy policy's
 * period); open ones stay. One range of content_reports_resolved_idx.
 */
export async function sweepResolvedReports(now = new Date()): Promise<number> {
  const db = await getBackgroundDb();
  const cutoff = retentionCutoff(now);
  const removed = await db
    .delete(contentReports)
    .where(and(isNotNull(contentReports.resolvedAt), lt(contentReports.resolvedAt, cutoff)))
    .returning({ id: contentReports.id });
  return removed.length;
}
