import "server-only";

import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";

import { checkSignedToken, signedToken } from "@/lib/auth/tokens";
import { getBackgroundDb, getDb, type Database } from "@/lib/db/client";
import { projectDecisions, projectReports, projects, type ProjectRow } from "@/lib/db/schema";
import { ConflictError, CredentialRefusedError, NotFoundError } from "@/lib/errors";
import { addressKey } from "@/lib/mail/address-key";
import { countMatched, matchProject } from "@/lib/matching/alerts";
import { absoluteUrl, enqueueMail, proveAddress } from "@/lib/mail/outbox";
import { postedDisplayId } from "./ids";
import { holdReasons, repeats, REPEAT_DAYS, type HoldReason } from "./leads";
import { BIDDING_STATUSES } from "./project";
import type {
  Listing,
  Matched,
  OwnerListing,
  Published,
  QueuedProject,
  ReportReason,
} from "./shapes";
import { toPublicProject, type ProjectRecord } from "./store";
import { projectListChanged } from "@/lib/projects/list-cache";

// Whether a posted project is public (projects.listing): unconfirmed until its homeowner opens
// the link e-mailed to their address, then listed, or held for the operator; unlisted by the
// operator or by three contractors' reports; rejected by the operator. The rules of what is held
// are in ./leads.ts; docs/decisions/0007-proven-addresses-and-listing.md
// says why.

/** A post its homeowner never confirmed is deleted, with its photos, after this long. */
export const CONFIRM_HOURS = 72;
/** Reports by this many different contractors unlist a project until the operator decides. */
export const REPORTS_TO_UNLIST = 3;

const PUBLISH_PURPOSE = "publish";

/** The link that publishes a new project, e-mailed to its homeowner; it works for 72 hours. */
export function publishUrl(project: Pick<ProjectRow, "id" | "postedAt">): string {
  const expires = new Date(project.postedAt.getTime() + CONFIRM_HOURS * 3_600_000);
  const token = signedToken(PUBLISH_PURPOSE, project.id, expires);
  return absoluteUrl(`/project/${postedDisplayId(project.id)}/publish#token=${token}`);
}

/** A repeat of an open project of the same address: refused, naming the first. */
export class RepeatedProjectError extends ConflictError {
  constructor(readonly first: number) {
    super("project_repeated", {
      values: { first: String(first) },
      details: { existing: { displayId: first, url: `/project/${first}` } },
    });
  }
}

/**
 * What a new post from `email` must pass before it is stored: not a repeat of an open project of
 * the same mailbox in the last REPEAT_DAYS (refused), and whether it is held for the operator.
 * Reads the mailbox's posts of that period only (projects_homeowner_key_idx), newest first.
 */
export async function screenNewPost(
  db: Database,
  post: {
    homeownerEmail: string;
    category: string;
    title: string;
    description: string;
    location: string;
    requirements: string[];
  },
): Promise<HoldReason[]> {
  const key = addressKey(post.homeownerEmail);
  const recent = await db
    .select({
      id: projects.id,
      category: projects.category,
      title: projects.title,
      description: projects.description,
      status: projects.status,
      listing: projects.listing,
      postedAt: projects.postedAt,
    })
    .from(projects)
    .where(
      and(
        eq(sql`mail_address_key(${projects.homeownerEmail})`, key),
        gt(projects.postedAt, sql`now() - make_interval(days => ${REPEAT_DAYS})`),
      ),
    )
    .orderBy(desc(projects.postedAt))
    .limit(200);
  const open = recent.find(
    (earlier) =>
      (BIDDING_STATUSES as readonly string[]).includes(earlier.status) &&
      earlier.listing !== "rejected" &&
      repeats(post, earlier),
  );
  if (open) throw new RepeatedProjectError(postedDisplayId(open.id));
  const dayAgo = Date.now() - 24 * 3_600_000;
  const postsToday = recent.filter((earlier) => earlier.postedAt.getTime() > dayAgo).length;
  return holdReasons(post, postsToday);
}

/**
 * The homeowner opened the link e-mailed with their new project: their address is proven, and the
 * project is listed, or held for the operator when its post was. Opening it again changes
 * nothing. A link for another project, or past its 72 hours, is refused.
 */
export async function publishProject(rowId: number, token: string): Promise<Published> {
  if (!checkSignedToken(token, PUBLISH_PURPOSE, rowId)) {
    throw new CredentialRefusedError("publish_link_refused");
  }
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, rowId)).for("update");
    if (!project) throw new NotFoundError("project_not_found");
    let listing = project.listing as Listing;
    if (listing === "unconfirmed") {
      listing = project.heldReasons.length > 0 ? "held" : "listed";
      await tx
        .update(projects)
        .set({ listing, confirmedAt: new Date(), activeAt: new Date() })
        .where(eq(projects.id, rowId));
    }
    if (project.homeownerEmail) await proveAddress(tx, project.homeownerEmail, "project-confirmed");
    return {
      displayId: postedDisplayId(rowId),
      listing,
      heldReasons: project.heldReasons as HoldReason[],
      matched: listing === "listed" ? await matchedOf(tx, project) : null,
    };
  });
  projectListChanged();
  return changed;
}

/**
 * Deletes the posts whose homeowner did not open the publishing link within CONFIRM_HOURS, with
 * their photos (`remove` is lib/projects/transitions.ts' deleteProject, passed in to keep the
 * import one way). A batch at a time, oldest first, over projects_listing_idx. Answers how many.
 */
export async function sweepUnconfirmedProjects(
  remove: (rowId: number) => Promise<boolean>,
  now = new Date(),
): Promise<number> {
  const db = await getBackgroundDb();
  const cutoff = new Date(now.getTime() - CONFIRM_HOURS * 3_600_000);
  let removed = 0;
  for (;;) {
    const due = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.listing, "unconfirmed"), lt(projects.postedAt, cutoff)))
      .orderBy(asc(projects.postedAt))
      .limit(100);
    for (const { id } of due) if (await remove(id)) removed++;
    if (due.length < 100) return removed;
  }
}

/**
 * A signed-in contractor reports a listed project to the operator, once per account (a second
 * report of theirs changes nothing). Reports by REPORTS_TO_UNLIST accounts unlist it until the
 * operator decides. Answers whether the project is still listed.
 */
export async function reportProject(
  rowId: number,
  userId: string,
  report: { reason: ReportReason; note?: string },
): Promise<{ listed: boolean }> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ listing: projects.listing, heldReasons: projects.heldReasons })
      .from(projects)
      .where(eq(projects.id, rowId))
      .for("update");
    if (!project || project.listing !== "listed") throw new NotFoundError("project_not_found");
    await tx
      .insert(projectReports)
      .values({ projectRowId: rowId, userId, reason: report.reason, note: report.note ?? null })
      .onConflictDoNothing();
    const [counted] = await tx
      .select({ reporters: sql<number>`count(distinct ${projectReports.userId})::int` })
      .from(projectReports)
      .where(and(eq(projectReports.projectRowId, rowId), isNull(projectReports.handledAt)));
    if ((counted?.reporters ?? 0) < REPORTS_TO_UNLIST) return { listed: true };
    await tx
      .update(projects)
      .set({
        listing: "unlisted",
        heldReasons: [...new Set([...project.heldReasons, "reports"])],
      })
      .where(eq(projects.id, rowId));
    return { listed: false };
  });
  projectListChanged();
  return changed;
}

export const PROJECT_DECISIONS = ["publish", "reject", "unlist"] as const;
export type Decision = (typeof PROJECT_DECISIONS)[number];
const DECIDED: Record<Decision, { listing: Listing; recorded: string }> = {
  publish: { listing: "listed", recorded: "published" },
  reject: { listing: "rejected", recorded: "rejected" },
  unlist: { listing: "unlisted", recorded: "unlisted" },
};

/**
 * The operator publishes, rejects or unlists a project: recorded, its open reports handled, and
 * its homeowner e-mailed the decision (with the reason, which rejecting and unlisting require).
 * A project its homeowner never confirmed cannot be published.
 */
export async function decideProject(
  rowId: number,
  decision: Decision,
  reason: string | undefined,
): Promise<{ listing: Listing }> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, rowId)).for("update");
    if (!project) throw new NotFoundError("project_not_found");
    if (decision === "publish" && !project.confirmedAt) {
      throw new ConflictError("project_unconfirmed");
    }
    const { listing, recorded } = DECIDED[decision];
    await tx
      .update(projects)
      .set({
        listing,
        activeAt: new Date(),
        ...(decision === "publish" ? { heldReasons: [] } : {}),
      })
      .where(eq(projects.id, rowId));
    if (listing === "listed") await matchProject(tx, rowId);
    await tx
      .insert(projectDecisions)
      .values({ projectRowId: rowId, decision: recorded, reason: reason ?? null });
    await tx
      .update(projectReports)
      .set({ handledAt: new Date() })
      .where(and(eq(projectReports.projectRowId, rowId), isNull(projectReports.handledAt)));
    if (project.homeownerEmail) {
      await enqueueMail(tx, {
        template: "project-decision",
        recipient: project.homeownerEmail,
        payload: {
          project: postedDisplayId(rowId),
          name: project.homeowner,
          decision: recorded as "published" | "rejected" | "unlisted",
          reason: reason ?? null,
          projectUrl: absoluteUrl(`/project/${postedDisplayId(rowId)}`),
        },
      });
    }
    return { listing };
  });
  projectListChanged();
  return changed;
}

/** The most projects the queue shows at once, oldest first. */
const QUEUE_LIMIT = 100;

/**
 * The operator's queue of projects to decide on: held ones (confirmed by their homeowner),
 * unlisted ones, and listed ones with reports not yet handled, oldest first. Bounded: each part
 * is read by an index (projects_listing_idx, project_reports' project index).
 */
export async function projectQueue(): Promise<QueuedProject[]> {
  const db = await getDb();
  const reported = db
    .selectDistinct({ id: projectReports.projectRowId })
    .from(projectReports)
    .where(isNull(projectReports.handledAt));
  const rows = await db
    .select()
    .from(projects)
    .where(
      or(
        and(eq(projects.listing, "held"), sql`${projects.confirmedAt} is not null`),
        eq(projects.listing, "unlisted"),
        and(eq(projects.listing, "listed"), inArray(projects.id, reported)),
      ),
    )
    .orderBy(asc(projects.postedAt))
    .limit(QUEUE_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [reports, decisions] = await Promise.all([
    db
      .select()
      .from(projectReports)
      .where(and(inArray(projectReports.projectRowId, ids), isNull(projectReports.handledAt)))
      .orderBy(asc(projectReports.reportedAt)),
    db
      .select()
      .from(projectDecisions)
      .where(inArray(projectDecisions.projectRowId, ids))
      .orderBy(asc(projectDecisions.decidedAt)),
  ]);
  const queued: QueuedProject[] = [];
  for (const row of rows) {
    const others = row.homeownerEmail
      ? await db
          .select({
            id: projects.id,
            title: projects.title,
            listing: projects.listing,
            postedAt: projects.postedAt,
          })
          .from(projects)
          .where(
            and(
              eq(sql`mail_address_key(${projects.homeownerEmail})`, addressKey(row.homeownerEmail)),
              ne(projects.id, row.id),
            ),
          )
          .orderBy(desc(projects.postedAt))
          .limit(10)
      : [];
    queued.push({
      id: row.id,
      displayId: postedDisplayId(row.id),
      title: row.title,
      description: row.description,
      category: row.category,
      homeowner: row.homeowner,
      homeownerEmail: row.homeownerEmail,
      listing: row.listing as Listing,
      confirmed: row.confirmedAt !== null,
      heldReasons: row.heldReasons as HoldReason[],
      postedAt: row.postedAt.toISOString(),
      reports: reports
        .filter((report) => report.projectRowId === row.id)
        .map((report) => ({
          reason: report.reason as ReportReason,
          note: report.note,
          reportedAt: report.reportedAt.toISOString(),
        })),
      otherPosts: others.map((other) => ({
        displayId: postedDisplayId(other.id),
        title: other.title,
        listing: other.listing as Listing,
        postedAt: other.postedAt.toISOString(),
      })),
      decisions: decisions
        .filter((decision) => decision.projectRowId === row.id)
        .map((decision) => ({
          decision: decision.decision,
          reason: decision.reason,
          decidedAt: decision.decidedAt.toISOString(),
        })),
    });
  }
  return queued;
}

/**
 * A listed project's matches, recorded now if they were not (matchProject records each
 * contractor once, however often it runs).
 */
async function matchedOf(
  db: Database,
  project: Pick<ProjectRecord, "id" | "category" | "municipality">,
): Promise<Matched> {
  return {
    contractors: await matchProject(db, project.id),
    category: project.category,
    municipality: project.municipality,
  };
}

/** What its owner sees of a project's listing: the state, why, and the last decision on it. */
export async function listingOf(project: ProjectRecord): Promise<OwnerListing> {
  const db = await getDb();
  const [decision] = await db
    .select()
    .from(projectDecisions)
    .where(eq(projectDecisions.projectRowId, project.id))
    .orderBy(desc(projectDecisions.decidedAt))
    .limit(1);
  const listing = project.listing as Listing;
  return {
    listing,
    heldReasons: project.heldReasons as HoldReason[],
    decision: decision
      ? {
          decision: decision.decision,
          reason: decision.reason,
          decidedAt: decision.decidedAt.toISOString(),
        }
      : null,
    matched:
      listing === "listed"
        ? {
            contractors: await countMatched(db, project.id),
            category: project.category,
            municipality: project.municipality,
          }
        : null,
    ...(listing === "listed" ? {} : { project: toPublicProject(project, "owner") }),
  };
}
