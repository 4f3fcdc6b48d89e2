import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import { credentialsFor, missingCredentialMessage } from "@/content/credentials";
import { POSTED_OFFSET } from "@/content/lookups";
import { site } from "@/content/site";
import { hashToken, newSecretToken } from "@/lib/api/auth";
import { getDb, type Database } from "@/lib/db/client";
import { ConflictError, InvalidFieldError, NotFoundError } from "@/lib/errors";
import { catalogueProject } from "@/lib/projects/catalogue";
import { takesProposals } from "@/lib/projects/project";
import { agreementIdsOf, createAgreement, lockAgreementConfirmation } from "@/lib/data/agreements";
import { issueManageLink } from "@/lib/data/projects";
import { projects, proposals, type ProjectRow, type ProposalRow } from "@/lib/db/schema";
import { absoluteUrl, enqueueMail, noticeNewProposal } from "@/lib/mail/outbox";
import type { ProposalSummary } from "@/lib/mail/render";
import type {
  OwnerProposal,
  PublicProposal,
  PublicStructuredProposal,
  StructuredProposal,
  TrackedProposal,
} from "@/lib/api-shapes";
import type { ProposalStatus } from "@/lib/validation/options";
import type { CreateProposal } from "@/lib/validation/proposal";

export type { OwnerProposal, PublicProposal, TrackedProposal };

const displayIdOf = (row: ProposalRow) => row.sampleDisplayId ?? POSTED_OFFSET + row.projectRowId!;

/** The structured part without the business's address, which only the project's owner sees. */
function publicStructured(details: StructuredProposal): PublicStructuredProposal {
  const { business, ...rest } = details;
  return { ...rest, business: business && { name: business.name } };
}

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
    structured: row.details ? publicStructured(row.details) : null,
    status: row.status as ProposalStatus,
    submittedDate: row.submittedAt.toISOString(),
  };
}

export const toOwnerProposal = (
  row: ProposalRow,
  agreementId: number | null = null,
): OwnerProposal => ({
  ...toPublicProposal(row),
  contractorEmail: row.contractorEmail,
  contractorPhone: row.contractorPhone,
  structured: row.details,
  agreementId,
});

/** Proposals as their owner sees them, each with its written agreement's id if it has one. */
async function withAgreements(rows: ProposalRow[]): Promise<OwnerProposal[]> {
  const ids = await agreementIdsOf(rows.map((row) => row.id));
  return rows.map((row) => toOwnerProposal(row, ids.get(row.id) ?? null));
}

const NOT_OPEN = "This project is not open for proposals";
const notOpen = () => new InvalidFieldError("projectId", NOT_OPEN, NOT_OPEN);

/**
 * A structured proposal must carry the credentials its project's category requires (ESA for
 * electrical work): a missing one is refused as a field of the proposal.
 */
function checkCredentials(input: CreateProposal, project: { category: string; location: string }) {
  if (!input.structured) return;
  for (const rule of credentialsFor(project.category, project.location)) {
    if (rule.required && !input.structured.credentials[rule.kind]) {
      throw new InvalidFieldError(
        `structured.credentials.${rule.kind}`,
        missingCredentialMessage(rule.kind, project.category),
      );
    }
  }
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

const summaryOf = (row: ProposalRow): ProposalSummary => ({
  contractor: row.contractorName,
  bid: row.bidAmount,
  timeline: row.timeline,
});

/** The contractor's private tracking link for a proposal. */
export const trackUrl = (proposalId: number, token: string) =>
  absoluteUrl(`/proposal/${proposalId}#track=${encodeURIComponent(token)}`);

/**
 * Stores a proposal on an open project: a posted one (displayed id 3000+) or an open sample
 * request (2000+), with a tracking token returned once. In the same transaction: the posted
 * project's count goes up, the contractor's receipt and the owner's notice go to the outbox.
 */
export async function createProposal(
  input: CreateProposal,
  db?: Database,
): Promise<PublicProposal & { trackingToken: string; receiptEmailed: boolean }> {
  db ??= await getDb();
  const trackingToken = newSecretToken();
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
    details: input.structured ?? null,
    totalCents: input.structured?.totalCents ?? null,
    trackingTokenHash: hashToken(trackingToken),
  };
  // The API's projectId is the project's displayed id.
  const displayId = input.projectId;
  const receipt = async (tx: Database, row: ProposalRow, title: string) =>
    enqueueMail(tx, {
      template: "proposal-receipt",
      recipient: row.contractorEmail,
      payload: {
        project: displayId,
        contractor: row.contractorName,
        title,
        bid: row.bidAmount,
        timeline: row.timeline,
        private: { trackUrl: trackUrl(row.id, trackingToken) },
      },
    });
  let row: ProposalRow;
  let receiptEmailed = false;
  if (displayId > POSTED_OFFSET) {
    const projectRowId = displayId - POSTED_OFFSET;
    row = await db.transaction(async (tx) => {
      // The update locks the project's row: proposals on one project are noticed in turn.
      const [project] = await tx
        .update(projects)
        .set({ proposalCount: sql`${projects.proposalCount} + 1` })
        .where(eq(projects.id, projectRowId))
        .returning();
      if (!project) throw new NotFoundError("Project");
      const proposalAccepted = await hasAcceptedProposal({ projectRowId }, tx);
      if (!takesProposals({ status: project.status, proposalAccepted })) throw notOpen();
      checkCredentials(input, project);
      const [inserted] = await tx
        .insert(proposals)
        .values({ ...values, projectRowId })
        .returning();
      receiptEmailed = await receipt(tx, inserted!, project.title);
      if (project.homeownerEmail) {
        await noticeNewProposal(tx, {
          projectRowId,
          project: displayId,
          recipient: project.homeownerEmail,
          name: project.homeowner,
          title: project.title,
          proposal: summaryOf(inserted!),
          manageUrl: () => issueManageLink(tx, projectRowId),
        });
      }
      return inserted!;
    });
  } else {
    const sample = catalogueProject(displayId);
    if (!sample) throw new NotFoundError("Project");
    row = await db.transaction(async (tx) => {
      const proposalAccepted = await hasAcceptedProposal({ sampleDisplayId: displayId }, tx);
      if (!takesProposals({ ...sample, proposalAccepted })) throw notOpen();
      checkCredentials(input, sample);
      const [inserted] = await tx
        .insert(proposals)
        .values({ ...values, sampleDisplayId: displayId })
        .returning();
      receiptEmailed = await receipt(tx, inserted!, sample.title);
      return inserted!;
    });
  }
  return { ...toPublicProposal(row), trackingToken, receiptEmailed };
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

export async function findProposal(id: number): Promise<ProposalRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  return row;
}

const WITHDRAWN = "This proposal was withdrawn by the contractor";
const NOT_PENDING = "Only a pending proposal can be withdrawn";
const CONFIRMED = "A party has confirmed this proposal's written agreement: its outcome is fixed";

/** The title a proposal's messages name: the posted project's, or the sample request's. */
function titleOf(row: ProposalRow, project: ProjectRow | undefined): string {
  return project?.title ?? catalogueProject(row.sampleDisplayId!)?.title ?? "";
}

const ALREADY_HIRED =
  "Another proposal on this project is already accepted: decline it before accepting this one";

/**
 * The owner (or operator) accepts or declines. A change of outcome is e-mailed to the contractor
 * in the same transaction; acceptance releases the homeowner's name and e-mail to them. At most
 * one proposal per project is accepted (also a unique index), and once a party has confirmed the
 * proposal's written agreement its outcome is fixed.
 *
 * Every transition locks in one order: the proposal's row, then its agreement's, then the
 * project's (agreement changes in lib/data/agreements.ts do the same), so a decline and a
 * confirmation racing on PostgreSQL run one after the other.
 */
export async function setProposalStatus(
  id: number,
  status: "accepted" | "declined",
): Promise<OwnerProposal | undefined> {
  const db = await getDb();
  const row = await db
    .transaction(async (tx) => {
      const [stored] = await tx.select().from(proposals).where(eq(proposals.id, id)).for("update");
      if (!stored) return undefined;
      if (stored.status === "withdrawn")
        throw new InvalidFieldError("status", WITHDRAWN, WITHDRAWN);
      if (stored.status === status) return stored;
      if (await lockAgreementConfirmation(tx, id)) throw new ConflictError(CONFIRMED);
      // The project's row is locked as a new proposal locks it: a proposal sent while this one
      // is accepted is either stored first or refused, and two acceptances go one at a time.
      const [project] = stored.projectRowId
        ? await tx.select().from(projects).where(eq(projects.id, stored.projectRowId)).for("update")
        : [];
      if (status === "accepted") {
        const target = stored.projectRowId
          ? { projectRowId: stored.projectRowId }
          : { sampleDisplayId: stored.sampleDisplayId! };
        if (!stored.projectRowId) await lockSampleRequest(tx, stored.sampleDisplayId!);
        if (await hasAcceptedProposal(target, tx)) throw new ConflictError(ALREADY_HIRED);
      }
      const [updated] = await tx
        .update(proposals)
        .set({ status, updatedAt: new Date() })
        .where(eq(proposals.id, id))
        .returning();
      // An itemised proposal on a posted project becomes a written agreement.
      if (status === "accepted" && stored.details && project) {
        await createAgreement(tx, updated!, project);
      }
      const title = titleOf(stored, project);
      const common = {
        project: displayIdOf(stored),
        contractor: stored.contractorName,
        title,
        bid: stored.bidAmount,
        timeline: stored.timeline,
      };
      await (status === "accepted"
        ? enqueueMail(tx, {
            template: "proposal-accepted",
            recipient: stored.contractorEmail,
            payload: {
              ...common,
              projectUrl: absoluteUrl(`/project/${displayIdOf(stored)}`),
              homeowner: project
                ? { name: project.homeowner, email: project.homeownerEmail }
                : { name: "TorontoPros", email: site.email },
            },
          })
        : enqueueMail(tx, {
            template: "proposal-declined",
            recipient: stored.contractorEmail,
            payload: { ...common, dashboardUrl: absoluteUrl("/contractor-dashboard") },
          }));
      return updated;
    })
    .catch((error: unknown) => {
      // The unique index's word, should two acceptances ever get past the locks.
      if (isUniqueViolation(error, "proposals_one_accepted"))
        throw new ConflictError(ALREADY_HIRED);
      throw error;
    });
  return row && (await withAgreements([row]))[0];
}

/**
 * Sample requests have no row to lock: acceptances on one are serialised by a transaction-scoped
 * advisory lock on its displayed id instead.
 */
async function lockSampleRequest(tx: Database, displayId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_ACCEPT_LOCK}, ${displayId})`);
}
const SAMPLE_ACCEPT_LOCK = 3101;

/** Whether the error (or one it wraps) is a unique violation of an index named so. */
function isUniqueViolation(error: unknown, indexPrefix: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && typeof constraint === "string" && constraint.startsWith(indexPrefix))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What the proposal's tracking link shows (the caller has checked the tracking token). */
export async function trackedView(row: ProposalRow): Promise<TrackedProposal> {
  const db = await getDb();
  const [project] = row.projectRowId
    ? await db.select().from(projects).where(eq(projects.id, row.projectRowId))
    : [];
  const sample = row.sampleDisplayId ? catalogueProject(row.sampleDisplayId) : undefined;
  const accepted = row.status === "accepted";
  return {
    proposal: (await withAgreements([row]))[0]!,
    project: project
      ? {
          displayId: displayIdOf(row),
          title: project.title,
          location: project.location,
          status: project.status,
        }
      : {
          displayId: displayIdOf(row),
          title: sample?.title ?? "",
          location: sample?.location ?? "",
          status: sample?.status ?? "open",
        },
    homeowner: !accepted
      ? null
      : project
        ? { name: project.homeowner, email: project.homeownerEmail }
        : { name: site.brand, email: site.email },
  };
}

/**
 * The contractor withdraws a pending proposal (the caller has checked its tracking token): it no
 * longer counts on the project, and the owner is told.
 */
export async function withdrawProposal(id: number): Promise<TrackedProposal | undefined> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(proposals).where(eq(proposals.id, id)).for("update");
    if (!stored) return undefined;
    if (stored.status !== "pending")
      throw new InvalidFieldError("status", NOT_PENDING, NOT_PENDING);
    const [updated] = await tx
      .update(proposals)
      .set({ status: "withdrawn", updatedAt: new Date() })
      .where(eq(proposals.id, id))
      .returning();
    if (stored.projectRowId) {
      const [project] = await tx
        .update(projects)
        .set({ proposalCount: sql`greatest(${projects.proposalCount} - 1, 0)` })
        .where(eq(projects.id, stored.projectRowId))
        .returning();
      if (project?.homeownerEmail) {
        await enqueueMail(tx, {
          template: "proposal-withdrawn",
          recipient: project.homeownerEmail,
          payload: {
            project: displayIdOf(stored),
            name: project.homeowner,
            title: project.title,
            proposal: summaryOf(stored),
            projectUrl: absoluteUrl(`/project/${displayIdOf(stored)}`),
          },
        });
      }
    }
    return updated;
  });
  return row && trackedView(row);
}
