import "server-only";

import { eq, sql } from "drizzle-orm";

import { electricalWork } from "@/content/agreement-scope";
import { credentialsFor, statedWork } from "@/content/credentials";
import { missingCredentialMessage } from "./form";
import { createAgreement, lockAgreement } from "@/lib/agreements/store";
import type { OwnerProposal, PublicProposal, TrackedProposal } from "@/lib/proposals/shapes";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { getDb, type Database } from "@/lib/db/client";
import { projects, proposals, type ProjectRow } from "@/lib/db/schema";
import { ConflictError, InvalidFieldError, InvalidFieldsError, NotFoundError } from "@/lib/errors";
import { noticeNewProposal } from "@/lib/mail/outbox";
import { catalogueProject } from "@/lib/projects/catalogue";
import { postedRowId } from "@/lib/projects/ids";
import { takesProposals } from "@/lib/projects/project";
import { issueManageLink } from "@/lib/projects/links";
import { projectListChanged } from "@/lib/projects/list-cache";
import { revalidateProfilesOf } from "@/lib/pros/revalidate";
import { invalid } from "@/lib/validation/messages";
import { mailOtherBidders, mailOutcome, mailReceipt, mailWithdrawn, summaryOf } from "./mails";
import type { CreateProposal } from "./schema";
import { hasAcceptedProposal, trackedView, withAgreements } from "./store";
import { validUntilFrom } from "./validity";
import { hasLapsed, toPublicProposal } from "./views";

// What happens to a proposal: sent, accepted or declined by the owner, withdrawn by the
// contractor. Each runs in one transaction with the messages it sends.

const NOT_OPEN = "project_not_open_for_proposals";
const notOpen = () => new InvalidFieldError("projectId", undefined, NOT_OPEN);
const NOT_LISTED = "project_not_listed";
const notListed = () => new InvalidFieldError("projectId", undefined, NOT_LISTED);
const PAUSED = "project_paused";
const paused = () => new InvalidFieldError("projectId", undefined, PAUSED);
const EXAMPLE = "project_is_example";
const example = () => new InvalidFieldError("projectId", undefined, EXAMPLE);

/**
 * A structured proposal must carry the credentials its project's category requires (ESA for
 * electrical work; TSSA for a plumbing job the proposal says includes gas work): a missing one is
 * refused as a field of the proposal.
 */
function checkCredentials(input: CreateProposal, project: { category: string; location: string }) {
  if (!input.structured) return;
  // Electrical work is always notified to ESA: no "no permit needed" (docs/decisions/0016-credentials-licences-and-permits.md).
  if (electricalWork(project.category) && input.structured.permitsBy === "none-needed") {
    throw new InvalidFieldError("structured.permitsBy", invalid("permitsNoneElectrical"));
  }
  // Gas work, as the proposal states it, calls for TSSA registration (docs/decisions/0016-credentials-licences-and-permits.md).
  const work = statedWork(input.structured);
  for (const rule of credentialsFor(project.category, project.location, work)) {
    if (rule.required && !input.structured.credentials[rule.kind]) {
      throw new InvalidFieldError(
        `structured.credentials.${rule.kind}`,
        missingCredentialMessage(rule, project.category),
      );
    }
  }
}

/**
 * Stores a proposal on an open project: a posted one (displayed id 3000+) or an open sample
 * request (2000+), with a tracking token returned once. In the same transaction: the posted
 * project's count goes up, the contractor's receipt and the owner's notice go to the outbox.
 */
export async function createProposal(
  input: CreateProposal,
  db?: Database,
  /**
   * The signed-in contractor sending it from their account's address (the proposal is then
   * theirs, and links to their public profile); null when sent by whoever typed the address.
   */
  sender: { userId: string; profileSlug: string | null } | null = null,
): Promise<PublicProposal & { trackingToken: string; receiptEmailed: boolean }> {
  db ??= await getDb();
  const trackingToken = newSecretToken();
  const now = new Date();
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
    profileSlug: sender?.profileSlug ?? null,
    contractorUserId: sender?.userId ?? null,
    submittedAt: now,
    validUntil: validUntilFrom(now, input.validDays),
    validDays: input.validDays,
  };
  // The API's projectId is the project's displayed id.
  const projectRowId = postedRowId(input.projectId);
  if (projectRowId === undefined) proposeOnSample(input);
  const { row, receiptEmailed } = await proposeOnPosted(
    db,
    input,
    { ...values, projectRowId },
    trackingToken,
  );
  projectListChanged();
  return { ...toPublicProposal(row), trackingToken, receiptEmailed };
}

type NewProposal = typeof proposals.$inferInsert;

/** A proposal on a posted project: counted on it, the receipt and the owner's notice queued. */
function proposeOnPosted(
  db: Database,
  input: CreateProposal,
  values: NewProposal & { projectRowId: number },
  trackingToken: string,
) {
  const { projectRowId } = values;
  return db.transaction(async (tx) => {
    // The update locks the project's row: proposals on one project are noticed in turn.
    // Its first proposal starts the owner's reminders; every one counts as activity.
    const [project] = await tx
      .update(projects)
      .set({
        proposalCount: sql`${projects.proposalCount} + 1`,
        activeAt: values.submittedAt,
        firstProposalAt: sql`coalesce(${projects.firstProposalAt}, ${values.submittedAt!.toISOString()}::timestamptz)`,
      })
      .where(eq(projects.id, projectRowId))
      .returning();
    if (!project) throw new NotFoundError("project_not_found");
    // Only a listed project takes proposals: one its homeowner confirmed, not held nor unlisted.
    if (project.listing !== "listed") throw notListed();
    const proposalAccepted = await hasAcceptedProposal({ projectRowId }, tx);
    if (!takesProposals({ status: project.status, proposalAccepted })) throw notOpen();
    if (project.proposalsPausedAt) throw paused();
    checkCredentials(input, project);
    const [row] = await tx.insert(proposals).values(values).returning();
    const receiptEmailed = await mailReceipt(tx, row!, { title: project.title, trackingToken });
    if (project.homeownerEmail) {
      await noticeNewProposal(tx, {
        projectRowId,
        project: input.projectId,
        recipient: project.homeownerEmail,
        name: project.homeowner,
        title: project.title,
        proposal: summaryOf(row!),
        // The notice's link opens the project on its proposals, not on its owner's controls.
        manageUrl: () => issueManageLink(tx, projectRowId, "proposals"),
      });
    }
    return { row: row!, receiptEmailed };
  });
}

/**
 * A proposal on a sample of the catalogue: refused. A completed one is not open; an open sample
 * request is an example, and a proposal there would reach no homeowner (docs/decisions/0012-proposals-and-the-hire.md).
 * Proposals stored on them before stay, and the operator may still decide them.
 */
function proposeOnSample(input: CreateProposal): never {
  const sample = catalogueProject(input.projectId);
  if (!sample) throw new NotFoundError("project_not_found");
  throw sample.kind === "request" ? example() : notOpen();
}

const WITHDRAWN = "proposal_withdrawn";
const NOT_PENDING = "withdraw_needs_pending";
const CONFIRMED = "proposal_binding";

const LAPSED = "proposal_lapsed";

const ALREADY_HIRED = "already_hired";

/**
 * The owner (or operator) accepts or declines. A change of outcome is e-mailed to the contractor
 * in the same transaction, and to the project's other pending bidders when it hires or un-hires
 * (docs/decisions/0012-proposals-and-the-hire.md); acceptance releases the homeowner's name and e-mail to them. At most
 * one proposal per project is accepted (also a unique index). Until both parties have confirmed
 * the proposal's written agreement nothing binds: declining withdraws it (the contractor's
 * e-mail says so); once both have, the outcome is fixed.
 *
 * Every transition locks in one order: the proposal's row, then its agreement's, then the
 * project's (agreement changes in lib/agreements/store.ts do the same), so a decline and a
 * confirmation racing on PostgreSQL run one after the other.
 */
export async function setProposalStatus(
  id: number,
  status: "accepted" | "declined",
  answers: AgreementAnswers = {},
): Promise<(OwnerProposal & { contractorNotified: boolean }) | undefined> {
  const db = await getDb();
  let contractorNotified = true;
  const row = await db
    .transaction(async (tx) => {
      const [stored] = await tx.select().from(proposals).where(eq(proposals.id, id)).for("update");
      if (!stored) return undefined;
      if (stored.status === "withdrawn")
        throw new InvalidFieldError("status", undefined, WITHDRAWN);
      if (stored.status === status) return stored;
      const agreement = await lockAgreement(tx, id);
      if (agreement.binding) throw new ConflictError(CONFIRMED);
      // A lapsed proposal waits for its contractor to renew it (a decline needs no renewal).
      if (status === "accepted" && hasLapsed(stored)) throw new ConflictError(LAPSED);
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
      // An itemised proposal on a posted project becomes a written agreement, which each party
      // receives and keeps by e-mail: the homeowner gives an address if the project has none,
      // and says whether the work is for their household if the project was posted without it.
      if (status === "accepted" && stored.details && project) {
        await createAgreement(tx, updated!, await withAgreementAnswers(tx, project, answers));
      }
      contractorNotified = await mailOutcome(tx, stored, project, status, agreement.exists);
      // The other bidders hear that someone else was hired, or that it was taken back.
      if (project && status === "accepted") await mailOtherBidders(tx, stored, project, "hired");
      const reopened = stored.status === "accepted" && status === "declined";
      if (
        project &&
        reopened &&
        takesProposals({ status: project.status, proposalAccepted: false })
      ) {
        await mailOtherBidders(tx, stored, project, "reopened");
      }
      return updated;
    })
    .catch((error: unknown) => {
      // The unique index's word, should two acceptances ever get past the locks.
      if (isUniqueViolation(error, "proposals_one_accepted"))
        throw new ConflictError(ALREADY_HIRED);
      throw error;
    });
  // Hired or not: a completed project lists the hired contractor's work on their profile.
  if (row) await revalidateProfilesOf([row.contractorEmail]);
  if (!row) return undefined;
  projectListChanged();
  return { ...(await withAgreements([row]))[0]!, contractorNotified };
}

/** What accepting an itemised proposal may add to a project that lacks it. */
export interface AgreementAnswers {
  homeownerEmail?: string;
  householdUse?: boolean;
}

/**
 * The project with the homeowner's e-mail address and their answer to the household-use question:
 * its own, else the ones given with the acceptance, stored on it. Missing: refused, naming each
 * field (a written agreement is made only when both parties can receive their copy, and which law
 * it states depends on the answer: docs/decisions/0018-agreements-and-ontario-consumer-law.md).
 */
async function withAgreementAnswers(
  tx: Database,
  project: ProjectRow,
  { homeownerEmail, householdUse }: AgreementAnswers,
): Promise<ProjectRow> {
  const issues: { path: string; message: string }[] = [];
  if (!project.homeownerEmail && !homeownerEmail) {
    issues.push({ path: "homeownerEmail", message: invalid("agreementEmailRequired") });
  }
  if (project.householdUse === null && householdUse === undefined) {
    issues.push({ path: "householdUse", message: invalid("agreementHouseholdUseRequired") });
  }
  if (issues.length > 0) throw new InvalidFieldsError(issues, "invalid_fields");
  const set = {
    ...(project.homeownerEmail ? {} : { homeownerEmail }),
    ...(project.householdUse === null ? { householdUse } : {}),
  };
  if (Object.keys(set).length === 0) return project;
  const [stored] = await tx
    .update(projects)
    .set(set)
    .where(eq(projects.id, project.id))
    .returning();
  return stored!;
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

/**
 * The contractor withdraws a pending proposal (the caller has checked its tracking token): it no
 * longer counts on the project, and the owner is told.
 */
export async function withdrawProposal(id: number): Promise<TrackedProposal | undefined> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(proposals).where(eq(proposals.id, id)).for("update");
    if (!stored) return undefined;
    if (stored.status !== "pending") throw new InvalidFieldError("status", undefined, NOT_PENDING);
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
      if (project) await mailWithdrawn(tx, stored, project);
    }
    return updated;
  });
  if (row) projectListChanged();
  return row && trackedView(row);
}
