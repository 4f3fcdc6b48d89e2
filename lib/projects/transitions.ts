import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { getDb, type Database } from "@/lib/db/client";
import {
  agreementKeys,
  agreements,
  manageLinks,
  projects,
  proposalMessages,
  proposals,
  type ProjectRow,
} from "@/lib/db/schema";
import { ConflictError, InvalidFieldError, NotFoundError } from "@/lib/errors";
import { absoluteUrl, enqueueMail, ensureRecipient } from "@/lib/mail/outbox";
import { matchProject } from "@/lib/matching/alerts";
import { projectListChanged } from "@/lib/projects/list-cache";
import { hiredOn, revalidateProfilesOf } from "@/lib/pros/revalidate";
import { uploadedPhotoName } from "@/lib/storage/photos";
import { postedDisplayId } from "./ids";
import { manageUrl } from "./links";
import { holdReasons } from "./leads";
import { CONFIRM_HOURS, publishUrl, screenNewPost } from "./listing";
import type { Listing } from "./shapes";
import { mailProjectChanged } from "./mails";
import { photoPathsInUse, removePhotos } from "./photos";
import {
  COMPLETION_BEFORE_START,
  START_AFTER_COMPLETION,
  type CreateProject,
  type UpdateProject,
} from "./schema";
import { projectWithOutcome, toPublicProject, type PublicProject } from "./store";

// What happens to a posted project: posted, edited by its owner, deleted.

/**
 * Stores a new open project, unlisted until its homeowner opens the publishing link e-mailed to
 * them (lib/projects/listing.ts); `db` is a transaction when the insert is part of a larger one.
 * A repeat of an open project of the same address is refused; a post carrying contact details,
 * or past its address's posts for the day, is held for the operator once confirmed. The links go
 * to the outbox in the same transaction.
 */
export async function createProject(
  input: CreateProject,
  db?: Database,
): Promise<{
  project: PublicProject;
  manageToken: string;
  manageLinkEmailed: boolean;
  listing: Listing;
}> {
  db ??= await getDb();
  const manageToken = newSecretToken();
  const email = input.homeownerEmail;
  let manageLinkEmailed = false;
  const row = await db.transaction(async (tx) => {
    const heldReasons = await screenNewPost(tx, input);
    const [inserted] = await tx
      .insert(projects)
      .values({
        title: input.title,
        description: input.description,
        category: input.category,
        budget: input.budget,
        timeline: input.timeline,
        urgency: input.urgency,
        homeowner: input.homeowner,
        homeownerEmail: email,
        householdUse: input.householdUse ?? null,
        location: input.location,
        municipality: input.municipality ?? null,
        postalFsa: input.postalCode ?? null,
        images: input.images,
        requirements: input.requirements,
        status: "open",
        listing: "unconfirmed",
        heldReasons,
        manageTokenHash: hashToken(manageToken),
      })
      .returning();
    await ensureRecipient(tx, email, { newsConsent: input.newsConsent });
    manageLinkEmailed = await mailProjectPosted(tx, inserted!, manageToken);
    return inserted!;
  });
  // A new project has no proposals yet.
  return {
    project: toPublicProject(
      { ...row, proposalAccepted: false, agreementConfirmed: false },
      "owner",
    ),
    manageToken,
    manageLinkEmailed,
    listing: "unconfirmed",
  };
}

/** The new project's publishing and manage links, to the owner; answers whether it was sent. */
export function mailProjectPosted(tx: Database, project: ProjectRow, manageToken: string) {
  return enqueueMail(tx, {
    template: "project-posted",
    recipient: project.homeownerEmail!,
    payload: {
      project: postedDisplayId(project.id),
      name: project.homeowner,
      title: project.title,
      projectUrl: absoluteUrl(`/project/${postedDisplayId(project.id)}`),
      hours: CONFIRM_HOURS,
      private: { manageUrl: manageUrl(project.id, manageToken), publishUrl: publishUrl(project) },
    },
  });
}

/**
 * E-mails the owner of an unconfirmed project its publishing link again, with a fresh manage link
 * (the POST answer's token is not in the mail): within the address's mail budget. Answers whether
 * it will be sent.
 */
export async function resendPublishLink(rowId: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, rowId)).for("update");
    if (!project) throw new NotFoundError("project_not_found");
    if (project.listing !== "unconfirmed" || !project.homeownerEmail) {
      throw new ConflictError("project_confirmed", {});
    }
    const token = newSecretToken();
    await tx.insert(manageLinks).values({ projectRowId: rowId, tokenHash: hashToken(token) });
    return mailProjectPosted(tx, project, token);
  });
}

/**
 * Applies a partial update. Choosing in-progress sets startDate and completed sets
 * completionDate (now, unless the client sent one), server side too.
 * A completion date never precedes the start date: a date the client sends that would is
 * refused; a stored date that a status change contradicts gives way
 * (docs/decisions/0029-client-input-and-rate-limits.md).
 */
export async function updateProject(
  id: number,
  patch: UpdateProject,
  now = new Date(),
): Promise<PublicProject | undefined> {
  const db = await getDb();
  const changes: Partial<typeof projects.$inferInsert> = { updatedAt: now, activeAt: now };
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.budget !== undefined) changes.budget = patch.budget;
  if (patch.images !== undefined) changes.images = patch.images;
  if (patch.requirements !== undefined) changes.requirements = patch.requirements;
  if (patch.status !== undefined) changes.status = patch.status;
  if (patch.estimatedCost !== undefined) changes.estimatedCost = patch.estimatedCost;
  if (patch.timeline !== undefined) changes.timeline = patch.timeline;
  if (patch.contractorNotes !== undefined) changes.contractorNotes = patch.contractorNotes;
  if (patch.startDate !== undefined) changes.startDate = new Date(patch.startDate);
  if (patch.completionDate !== undefined) changes.completionDate = new Date(patch.completionDate);
  if (patch.proposalsPaused !== undefined) {
    changes.proposalsPausedAt = patch.proposalsPaused ? now : null;
  }
  // Reopened (or chosen anew from the status select): no longer closed for a reason.
  if (patch.status !== undefined) changes.closedReason = null;
  if (patch.status === "in-progress" && !changes.startDate) changes.startDate = now;
  if (patch.status === "completed" && !changes.completionDate) changes.completionDate = now;
  const updated = await db.transaction(async (tx) => {
    // Locked, so a concurrent update cannot slip the other date in between check and write.
    const [stored] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!stored) return undefined;
    const start = changes.startDate !== undefined ? changes.startDate : stored.startDate;
    const completion =
      changes.completionDate !== undefined ? changes.completionDate : stored.completionDate;
    const datesChange = changes.startDate !== undefined || changes.completionDate !== undefined;
    if (datesChange && start && completion && completion < start) {
      // A date sent with the status that sets it (as an API client may send them) is the status's.
      if (patch.completionDate !== undefined && patch.status !== "completed") {
        throw new InvalidFieldError("completionDate", COMPLETION_BEFORE_START);
      }
      if (patch.startDate !== undefined && patch.status !== "in-progress") {
        throw new InvalidFieldError("startDate", START_AFTER_COMPLETION);
      }
      // The status's date wins over the stored one: work started again is not complete any
      // more, and completed work started no later than it ended.
      if (patch.status === "in-progress") changes.completionDate = null;
      else changes.startDate = completion;
    }
    // Contact details edited into a project hold it for the operator as they would a new post.
    const text = {
      title: changes.title ?? stored.title,
      description: changes.description ?? stored.description,
      location: stored.location,
      requirements: changes.requirements ?? stored.requirements,
    };
    if (
      holdReasons(text, 0).includes("contact-details") &&
      !stored.heldReasons.includes("contact-details")
    ) {
      changes.heldReasons = [...stored.heldReasons, "contact-details"];
      if (stored.listing === "listed") changes.listing = "held";
    }
    // Paused stays paused from when it was first paused.
    if (patch.proposalsPaused && stored.proposalsPausedAt) delete changes.proposalsPausedAt;
    const [row] = await tx
      .update(projects)
      .set(changes)
      .where(eq(projects.id, id))
      .returning(projectWithOutcome);
    await mailProjectChanged(tx, stored, row!);
    // A new budget may fit contractors whose smallest budget it did not reach (each is alerted
    // once, whatever the project's changes); the trade and place are fixed once posted.
    if (changes.budget !== undefined && changes.budget !== stored.budget) {
      await matchProject(tx, id);
    }
    // Photos the edit took out, unless another project also shows them (removed after commit).
    const dropped = stored.images.filter(
      (image) => !row!.images.includes(image) && uploadedPhotoName(image) !== null,
    );
    const inUse = await photoPathsInUse(tx, dropped);
    return {
      row: row!,
      released: dropped.filter((image) => !inUse.has(image)),
      hired: await hiredOn(tx, id),
    };
  });
  if (!updated) return undefined;
  // Completed work on the hired contractor's profile shows the project's title, photos and day.
  projectListChanged();
  await revalidateProfilesOf(updated.hired);
  await removePhotos(updated.released);
  return toPublicProject(updated.row, "owner");
}

const HAS_AGREEMENT = "project_has_agreement";

/**
 * Deletes the project; its proposals go with it (ON DELETE CASCADE), and so do written agreements
 * nobody confirmed (a brief acceptance binds nobody). Once a party has confirmed an agreement the
 * project stays. Its uploaded photos are removed once that has committed, except those another
 * project also shows (a client may post any upload path it has seen).
 */
export async function deleteProject(id: number): Promise<boolean> {
  const db = await getDb();
  const released = await db.transaction(async (tx) => {
    // The lock order of every transition: proposals, then agreements, then the project.
    await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(eq(proposals.projectRowId, id))
      .for("update");
    const held = await tx
      .select({
        id: agreements.id,
        confirmed: sql<boolean>`(${agreements.homeownerConfirmedAt} is not null or ${agreements.contractorConfirmedAt} is not null)`,
      })
      .from(agreements)
      .where(eq(agreements.projectRowId, id))
      .for("update");
    if (held.some((agreement) => agreement.confirmed)) throw new ConflictError(HAS_AGREEMENT);
    if (held.length > 0) {
      const ids = held.map((agreement) => agreement.id);
      await tx.delete(agreementKeys).where(inArray(agreementKeys.agreementId, ids));
      await tx.delete(agreements).where(inArray(agreements.id, ids));
    }
    const hired = await hiredOn(tx, id);
    // The photos its conversations hold go with their messages (proposal_messages_project_idx).
    const sent = await tx
      .selectDistinct({ path: sql<string>`photo.value` })
      .from(
        sql`${proposalMessages}, jsonb_array_elements_text(${proposalMessages.photos}) AS photo(value)`,
      )
      .where(eq(proposalMessages.projectRowId, id));
    const [row] = await tx
      .delete(projects)
      .where(eq(projects.id, id))
      .returning({ images: projects.images });
    if (!row) return undefined;
    const uploads = [...new Set([...row.images, ...sent.map((photo) => photo.path)])].filter(
      (image) => uploadedPhotoName(image) !== null,
    );
    const inUse = await photoPathsInUse(tx, uploads);
    return { hired, photos: uploads.filter((image) => !inUse.has(image)) };
  });
  if (!released) return false;
  projectListChanged();
  await revalidateProfilesOf(released.hired);
  await removePhotos(released.photos);
  return true;
}
