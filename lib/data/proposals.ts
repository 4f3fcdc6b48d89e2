import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import { POSTED_OFFSET } from "@/content/lookups";
import { changingProjects } from "@/lib/cache/project-list";
import { getDb, type Database } from "@/lib/db/client";
import { InvalidFieldError, NotFoundError } from "@/lib/errors";
import { catalogueProject } from "@/lib/projects/catalogue";
import { takesProposals } from "@/lib/projects/project";
import { projects, proposals, type ProposalRow } from "@/lib/db/schema";
import type { OwnerProposal, PublicProposal } from "@/lib/api-shapes";
import type { ProposalStatus } from "@/lib/validation/options";

export type { OwnerProposal, PublicProposal };
import type { CreateProposal } from "@/lib/validation/proposal";

const displayIdOf = (row: ProposalRow) => row.sampleDisplayId ?? POSTED_OFFSET + row.projectRowId!;

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

const NOT_OPEN = "This project is not open for proposals";
const notOpen = () => new InvalidFieldError("projectId", NOT_OPEN, NOT_OPEN);

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
  // The API's projectId is the project's displayed id.
  const displayId = input.projectId;
  if (displayId > POSTED_OFFSET) {
    const projectRowId = displayId - POSTED_OFFSET;
    // The project's proposalCount changes: the kept project lists go.
    const row = await changingProjects(() =>
      db.transaction(async (tx) => {
        const [project] = await tx
          .update(projects)
          .set({ proposalCount: sql`${projects.proposalCount} + 1` })
          .where(eq(projects.id, projectRowId))
          .returning({ status: projects.status });
        if (!project) throw new NotFoundError("Project");
        if (!takesProposals(project)) throw notOpen();
        const [inserted] = await tx
          .insert(proposals)
          .values({ ...values, projectRowId })
          .returning();
        return inserted!;
      }),
    );
    return toPublicProposal(row);
  }
  const sample = catalogueProject(displayId);
  if (!sample) throw new NotFoundError("Project");
  if (!takesProposals(sample)) throw notOpen();
  const [row] = await db
    .insert(proposals)
    .values({ ...values, sampleDisplayId: displayId })
    .returning();
  return toPublicProposal(row!);
}

/** The proposals on a posted project, newest first, with contact details (for its owner). */
export async function listProposalsForProject(projectRowId: number): Promise<OwnerProposal[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(proposals)
    .where(eq(proposals.projectRowId, projectRowId))
    .orderBy(desc(proposals.submittedAt), desc(proposals.id));
  return rows.map(toOwnerProposal);
}

/** How many proposals a sample request has received (its catalogue count plus stored ones). */
export async function countProposalsForSample(displayId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(proposals)
    .where(eq(proposals.sampleDisplayId, displayId));
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
