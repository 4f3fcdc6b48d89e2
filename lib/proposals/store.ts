import "server-only";

import { and, desc, eq, inArray, ne } from "drizzle-orm";

import { site } from "@/content/site";
import { agreementIdsOf } from "@/lib/agreements/store";
import type { OwnerProposal, TrackedProposal } from "@/lib/proposals/shapes";
import { getDb, type Database } from "@/lib/db/client";
import { projects, proposals, type ProposalRow } from "@/lib/db/schema";
import { catalogueProject } from "@/lib/projects/catalogue";
import { projectWithOutcome } from "@/lib/projects/store";
import type { ClosedReason } from "@/lib/validation/options";
import { displayIdOf, toOwnerProposal } from "./views";

// Reading proposals; lib/proposals/transitions.ts changes them.

export /** Proposals as their owner sees them, each with its written agreement's id if it has one. */
async function withAgreements(rows: ProposalRow[]): Promise<OwnerProposal[]> {
  const ids = await agreementIdsOf(rows.map((row) => row.id));
  return rows.map((row) => toOwnerProposal(row, ids.get(row.id) ?? null));
}

/**
 * Whether the owner has accepted a proposal on a posted project (by row id) or a sample request
 * (by displayed id).
 */
export async function hasAcceptedProposal(
  target: { projectRowId: number } | { sampleDisplayId: number },
  db?: Database,
): Promise<boolean> {
  db ??= await getDb();
  const on =
    "projectRowId" in target
      ? eq(proposals.projectRowId, target.projectRowId)
      : eq(proposals.sampleDisplayId, target.sampleDisplayId);
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(on, eq(proposals.status, "accepted")))
    .limit(1);
  return row !== undefined;
}

/** The proposals on a posted project, newest first, with contact details (for its owner). */
export async function listProposalsForProject(projectRowId: number): Promise<OwnerProposal[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(proposals)
    .where(eq(proposals.projectRowId, projectRowId))
    .orderBy(desc(proposals.submittedAt), desc(proposals.id));
  return withAgreements(rows);
}

/**
 * The contractors of a project's proposals in `statuses`, once per address (the name of their
 * first such proposal), leaving out proposal `except`: whom a notice to its bidders goes to. A
 * project's proposals are few and read over proposals_project_id_idx.
 */
export function biddersOf(
  db: Database,
  projectRowId: number,
  statuses: string[],
  except?: number,
): Promise<{ email: string; name: string }[]> {
  return db
    .selectDistinctOn([proposals.contractorEmail], {
      email: proposals.contractorEmail,
      name: proposals.contractorName,
    })
    .from(proposals)
    .where(
      and(
        eq(proposals.projectRowId, projectRowId),
        inArray(proposals.status, statuses),
        except === undefined ? undefined : ne(proposals.id, except),
      ),
    )
    .orderBy(proposals.contractorEmail, proposals.id);
}

export async function findProposal(id: number): Promise<ProposalRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  return row;
}

/** What the proposal's tracking link shows (the caller has checked the tracking token). */
export async function trackedView(row: ProposalRow): Promise<TrackedProposal> {
  const db = await getDb();
  const [project] = row.projectRowId
    ? await db.select(projectWithOutcome).from(projects).where(eq(projects.id, row.projectRowId))
    : [];
  const sample = row.sampleDisplayId ? catalogueProject(row.sampleDisplayId) : undefined;
  const accepted = row.status === "accepted";
  return {
    proposal: (await withAgreements([row]))[0]!,
    project: project
      ? {
          displayId: displayIdOf(row),
          title: project.title,
          category: project.category,
          location: project.location,
          status: project.status,
          proposalAccepted: project.proposalAccepted,
          agreementConfirmed: project.agreementConfirmed,
          closedReason: project.closedReason as ClosedReason | null,
          proposalsPaused: project.proposalsPausedAt !== null,
        }
      : {
          displayId: displayIdOf(row),
          title: sample?.title ?? "",
          category: sample?.category ?? "",
          location: sample?.location ?? "",
          status: sample?.status ?? "open",
          // A sample request takes no agreement (lib/agreements: a posted project's only).
          proposalAccepted: await hasAcceptedProposal(
            { sampleDisplayId: row.sampleDisplayId! },
            db,
          ),
          agreementConfirmed: false,
          closedReason: null,
          proposalsPaused: false,
        },
    homeowner: !accepted
      ? null
      : project
        ? { name: project.homeowner, email: project.homeownerEmail }
        : { name: site.brand, email: site.email },
  };
}
