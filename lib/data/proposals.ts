import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import { getSampleByDisplayId, POSTED_OFFSET } from "@/content/lookups";
import { ApiError } from "@/lib/api/errors";
import { changingProjects } from "@/lib/cache/project-list";
import { getDb, type Database } from "@/lib/db/client";
import { projects, proposals, type ProposalRow } from "@/lib/db/schema";
import type { ProposalStatus } from "@/lib/validation/options";
import type { CreateProposal } from "@/lib/validation/proposal";

/** A proposal as anyone may see it: no e-mail or phone. */
export interface PublicProposal {
  id: number;
  projectId: number;
  contractorName: string;
  bidAmount: string;
  timeline: string;
  approach: string;
  experience: string;
  materials: string | null;
  warranty: string | null;
  additionalNotes: string | null;
  status: ProposalStatus;
  submittedDate: string;
}

/** What the project's owner sees: the contractor's contact details too. */
export interface OwnerProposal extends PublicProposal {
  contractorEmail: string;
  contractorPhone: string | null;
}

const displayIdOf = (row: ProposalRow) => row.sampleProjectId ?? POSTED_OFFSET + row.projectId!;

export function toPublicProposal(row: ProposalRow): PublicProposal {
  return {
    id: row.id,
    projectId: displayIdOf(row),
    contractorName: row.contractorName,
    bidAmount: row.bidAmount,
    timeline: row.timeline,
    approach: row.approach,
    experience: row.experience,
    materials: row.materials,
    warranty: row.warranty,
    additionalNotes: row.additionalNotes,
    status: row.status as ProposalStatus,
    submittedDate: row.submittedAt.toISOString(),
  };
}

export const toOwnerProposal = (row: ProposalRow): OwnerProposal => ({
  ...toPublicProposal(row),
  contractorEmail: row.contractorEmail,
  contractorPhone: row.contractorPhone,
});

const notOpen = () =>
  new ApiError(400, "This project is not open for proposals", [
    { path: "projectId", message: "This project is not open for proposals" },
  ]);

/**
 * Stores a proposal on an open project: a posted one (displayed id 3000+) or an open sample
 * request (2000+). The posted project's count goes up in the same transaction (a savepoint when
 * `db` is itself a transaction).
 */
export async function createProposal(
  input: CreateProposal,
  db?: Database,
): Promise<PublicProposal> {
  db ??= await getDb();
  const values = {
    contractorName: input.contractorName,
    contractorEmail: input.contractorEmail,
    contractorPhone: input.contractorPhone ?? null,
    bidAmount: input.bidAmount,
    timeline: input.timeline,
    approach: input.approach,
    experience: input.experience,
    materials: input.materials ?? null,
    warranty: input.warranty ?? null,
    additionalNotes: input.additionalNotes ?? null,
  };
  if (input.projectId > POSTED_OFFSET) {
    const projectId = input.projectId - POSTED_OFFSET;
    // The project's proposalCount changes: the kept project lists go.
    const row = await changingProjects(() =>
      db.transaction(async (tx) => {
        const [project] = await tx
          .update(projects)
          .set({ proposalCount: sql`${projects.proposalCount} + 1` })
          .where(eq(projects.id, projectId))
          .returning({ status: projects.status });
        if (!project) throw new ApiError(404, "Project not found");
        if (project.status === "completed" || project.status === "cancelled") throw notOpen();
        const [inserted] = await tx
          .insert(proposals)
          .values({ ...values, projectId })
          .returning();
        return inserted!;
      }),
    );
    return toPublicProposal(row);
  }
  const sample = getSampleByDisplayId(input.projectId);
  if (!sample) throw new ApiError(404, "Project not found");
  if (sample.kind !== "request") throw notOpen();
  const [row] = await db
    .insert(proposals)
    .values({ ...values, sampleProjectId: input.projectId })
    .returning();
  return toPublicProposal(row!);
}

/** The proposals on a posted project, newest first, with contact details (for its owner). */
export async function listProposalsForProject(projectId: number): Promise<OwnerProposal[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(proposals)
    .where(eq(proposals.projectId, projectId))
    .orderBy(desc(proposals.submittedAt), desc(proposals.id));
  return rows.map(toOwnerProposal);
}

/** How many proposals a sample request has received (its catalogue count plus stored ones). */
export async function countProposalsForSample(displayId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(proposals)
    .where(eq(proposals.sampleProjectId, displayId));
  return row?.count ?? 0;
}

export async function findProposal(id: number): Promise<ProposalRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  return row;
}

export async function setProposalStatus(
  id: number,
  status: ProposalStatus,
): Promise<OwnerProposal | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(proposals)
    .set({ status, updatedAt: new Date() })
    .where(eq(proposals.id, id))
    .returning();
  return row && toOwnerProposal(row);
}
