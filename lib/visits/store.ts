import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { projectVisits, type ProjectVisitRow } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { findProjectRow, type ProjectRecord } from "@/lib/projects/store";
import { maskedText } from "@/lib/questions/mask";
import { takesQuestions } from "@/lib/questions/store";
import { isOpenVisit, mayAct, type VisitSide, type VisitStatus } from "./rules";
import type { ProjectVisits, VisitEntry } from "./shapes";

// Reads of a project's site visits: one range of project_visits_project_idx per call.

/** The most visits one read returns, newest first. */
export const VISIT_LIMIT = 50;

/** Whether a project takes visit requests now: as it takes questions (listed, open, not paused). */
export const takesVisits = takesQuestions;

/** A stored visit as one of its sides sees it; texts masked as every text before a hire. */
export function toVisitEntry(
  row: ProjectVisitRow,
  side: VisitSide | "operator",
  area: string,
  now: Date = new Date(),
): VisitEntry {
  const status = row.status as VisitStatus;
  const may = (action: Parameters<typeof mayAct>[2]) =>
    side !== "operator" && mayAct({ status, endsAt: row.endsAt }, side, action, now);
  const chosen =
    row.startsAt && row.endsAt
      ? { start: row.startsAt.toISOString(), end: row.endsAt.toISOString() }
      : null;
  return {
    id: row.id,
    status,
    visitor: row.visitorName,
    windows: row.windows,
    note: row.note === null ? null : maskedText(row.note),
    chosen,
    shareAddress: row.shareAddress,
    // The contractor sees the address of a confirmed visit only, and only when it was shared.
    address: side === "contractor" && status !== "confirmed" ? null : row.address,
    area,
    reason: row.reason === null ? null : maskedText(row.reason),
    changedBy: (row.changedBy as VisitSide | null) ?? null,
    absent: (row.absent as VisitSide | null) ?? null,
    requestedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    may: {
      confirm: may("confirm"),
      otherTimes: may("other-times"),
      offer: may("offer"),
      cancel: may("cancel"),
      missed: may("missed"),
    },
  };
}

export type VisitReader =
  { role: "homeowner" | "operator" } | { role: "contractor"; userId: string };

/** A project's visits for its homeowner or the operator (all), or for a contractor (theirs). */
export async function readProjectVisits(
  project: ProjectRecord,
  reader: VisitReader,
  db?: Database,
): Promise<ProjectVisits> {
  db ??= await getDb();
  const rows = await db
    .select()
    .from(projectVisits)
    .where(
      and(
        eq(projectVisits.projectRowId, project.id),
        reader.role === "contractor" ? eq(projectVisits.userId, reader.userId) : undefined,
      ),
    )
    .orderBy(desc(projectVisits.createdAt), desc(projectVisits.id))
    .limit(VISIT_LIMIT);
  const side = reader.role === "operator" ? "operator" : reader.role;
  const visits = rows.map((row) => toVisitEntry(row, side, project.location));
  const open = takesVisits(project);
  return {
    role: reader.role,
    takesVisits: open,
    canRequest:
      reader.role === "contractor" && open && !visits.some((visit) => isOpenVisit(visit.status)),
    visits,
  };
}

/** A contractor's visits on a listed project; a project that is not listed is not found. */
export async function contractorProjectVisits(rowId: number, userId: string) {
  const project = await findProjectRow(rowId);
  if (!project || project.listing !== "listed") throw new NotFoundError("project_not_found");
  return readProjectVisits(project, { role: "contractor", userId });
}

/** Whether a visit is still confirmed at the sequence a reminder was queued with. */
export async function visitStillStands(
  db: Database,
  visitId: number,
  sequence: number,
): Promise<boolean> {
  const [row] = await db
    .select({ status: projectVisits.status, sequence: projectVisits.sequence })
    .from(projectVisits)
    .where(eq(projectVisits.id, visitId))
    .limit(1);
  return row?.status === "confirmed" && row.sequence === sequence;
}
