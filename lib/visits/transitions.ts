import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { site } from "@/content/site";
import { getDb, type Database } from "@/lib/db/client";
import { authUsers, projectVisits, projects, type ProjectVisitRow } from "@/lib/db/schema";
import { siteUrl } from "@/lib/env";
import {
  ConflictError,
  InvalidFieldError,
  LimitReachedError,
  NotAllowedError,
  NotFoundError,
} from "@/lib/errors";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import type { ProjectAccess } from "@/lib/projects/access";
import { postedDisplayId } from "@/lib/projects/ids";
import { issueManageLink } from "@/lib/projects/links";
import { hasAcceptedProposal } from "@/lib/proposals/store";
import { secondsUntilFree, type Window } from "@/lib/questions/rules";
import { invalid } from "@/lib/validation/messages";
import { visitUid, type Invitation } from "./calendar";
import {
  DAY_MS,
  isOpenVisit,
  MAX_VISIT_CHANGES,
  mayAct,
  reminderAt,
  VISITS_PER_ACCOUNT_PER_DAY,
  VISITS_PER_PROJECT_PER_DAY,
  windowInstants,
  type LocalWindow,
  type VisitAction,
  type VisitSide,
  type VisitStatus,
} from "./rules";
import type { ChangeVisit } from "./schema";
import type { VisitAnswer } from "./shapes";
import { takesVisits, toVisitEntry } from "./store";

// Site visits (docs/decisions/0025-site-visits-and-invitations.md): a signed-in contractor asks to see a listed
// project and offers windows; its homeowner (the manage token) picks one or asks for others;
// either side moves or cancels with a reason, or marks a visit nobody came to. Each change runs
// in one transaction with the e-mails and calendar updates it sends.

/** The first key of the per-account advisory lock: any fixed number, the same everywhere. */
const VISITOR_LOCK = 7_302_455;

const host = new URL(siteUrl).hostname || "torontopros.local";
const ORGANIZER = { name: site.brand, email: site.email };

type ProjectForVisit = {
  id: number;
  title: string;
  homeowner: string;
  homeownerEmail: string | null;
  location: string;
  listing: string;
  status: string;
  proposalsPausedAt: Date | null;
  proposalAccepted: boolean;
};

/** The project's row, locked: every visit change on a project runs in turn. */
async function lockProject(tx: Database, rowId: number): Promise<ProjectForVisit> {
  const [project] = await tx
    .select({
      id: projects.id,
      title: projects.title,
      homeowner: projects.homeowner,
      homeownerEmail: projects.homeownerEmail,
      location: projects.location,
      listing: projects.listing,
      status: projects.status,
      proposalsPausedAt: projects.proposalsPausedAt,
    })
    .from(projects)
    .where(eq(projects.id, rowId))
    .for("update");
  if (!project) throw new NotFoundError("project_not_found");
  const proposalAccepted = await hasAcceptedProposal({ projectRowId: rowId }, tx);
  return { ...project, proposalAccepted };
}

const notOpen = () => new ConflictError("visits_closed");

const toStored = (windows: LocalWindow[]) =>
  windows
    .map(windowInstants)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map(({ start, end }) => ({ start: start.toISOString(), end: end.toISOString() }));

const countWindow = (where: ReturnType<typeof sql>) =>
  sql`(select jsonb_build_object('count', count(*), 'oldest', min(v.created_at))
    from ${projectVisits} v where ${where})`;

const toWindow = (value: { count: number; oldest: string | null }): Window => ({
  count: Number(value.count),
  oldest: value.oldest ? new Date(value.oldest) : null,
});

async function contractorEmail(tx: Database, userId: string): Promise<string | null> {
  const [user] = await tx
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return user?.email ?? null;
}

/** The calendar event of a visit for one recipient. */
function invitationOf(
  visit: ProjectVisitRow,
  project: ProjectForVisit,
  attendee: { name: string; email: string },
  kind: { method: Invitation["method"]; status: Invitation["status"]; stamp: Date },
): Invitation {
  return {
    uid: visitUid(visit.id, host),
    sequence: visit.sequence,
    method: kind.method,
    status: kind.status,
    start: visit.startsAt!.toISOString(),
    end: visit.endsAt!.toISOString(),
    stamp: kind.stamp.toISOString(),
    location: project.location,
    url: absoluteUrl(`/project/${postedDisplayId(project.id)}#visits`),
    organizer: ORGANIZER,
    attendee,
  };
}

/** Both sides' addresses and names, as the mails need them. */
async function partiesOf(tx: Database, visit: ProjectVisitRow, project: ProjectForVisit) {
  return {
    contractor: { email: await contractorEmail(tx, visit.userId), name: visit.visitorName },
    homeowner: { email: project.homeownerEmail, name: project.homeowner },
  };
}

const projectUrlOf = (project: { id: number }) =>
  absoluteUrl(`/project/${postedDisplayId(project.id)}#visits`);

/**
 * A signed-in contractor asks to see a listed project that takes proposals before quoting, with
 * two or three windows. Refused while one of theirs on the project still stands (409), or past
 * the day's requests of the account or of the project (429). The homeowner is e-mailed a manage
 * link that opens the visit.
 */
export async function requestVisit(
  rowId: number,
  userId: string,
  input: { name: string; windows: LocalWindow[]; note?: string },
): Promise<VisitAnswer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One account's requests are counted in turn; the project's row lock does the rest.
    await tx.execute(sql`select pg_advisory_xact_lock(${VISITOR_LOCK}, hashtext(${userId}))`);
    const project = await lockProject(tx, rowId);
    if (project.listing !== "listed") throw new NotFoundError("project_not_found");
    if (!takesVisits(project)) throw notOpen();
    const now = new Date();
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const [counts] = (
      (await tx.execute(sql`select
        exists(select 1 from ${projectVisits} v where v.project_id = ${rowId}
          and v.user_id = ${userId}
          and v.status in ('requested', 'other-times', 'confirmed')) as open,
        ${countWindow(sql`v.user_id = ${userId} and v.created_at > ${since}::timestamptz`)} as account,
        ${countWindow(sql`v.project_id = ${rowId} and v.created_at > ${since}::timestamptz`)} as project`)) as {
        rows: unknown[];
      }
    ).rows as {
      open: boolean;
      account: { count: number; oldest: string | null };
      project: { count: number; oldest: string | null };
    }[];
    if (counts!.open) {
      throw new ConflictError("visit_open");
    }
    const account = toWindow(counts!.account);
    if (account.count >= VISITS_PER_ACCOUNT_PER_DAY) {
      throw new LimitReachedError("account_visit_limit", secondsUntilFree(account, now));
    }
    const perProject = toWindow(counts!.project);
    if (perProject.count >= VISITS_PER_PROJECT_PER_DAY) {
      throw new LimitReachedError("project_visit_limit", secondsUntilFree(perProject, now));
    }
    const windows = toStored(input.windows);
    const [visit] = await tx
      .insert(projectVisits)
      .values({
        projectRowId: rowId,
        userId,
        visitorName: input.name,
        status: "requested",
        windows,
        note: input.note ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    let emailed = false;
    if (project.homeownerEmail) {
      emailed = await enqueueMail(tx, {
        template: "visit-requested",
        recipient: project.homeownerEmail,
        payload: {
          project: postedDisplayId(rowId),
          name: project.homeowner,
          title: project.title,
          visitor: input.name,
          windows,
          ...(input.note ? { note: input.note } : {}),
          offer: "first",
          projectUrl: projectUrlOf(project),
          private: { manageUrl: await issueManageLink(tx, rowId, "visits") },
        },
      });
    }
    return { visit: toVisitEntry(visit!, "contractor", project.location, now), emailed };
  });
}

/** Who acts on a visit: the homeowner by the manage token, a contractor by their session. */
export type VisitActor =
  { side: "homeowner"; access: ProjectAccess } | { side: "contractor"; userId: string };

const ACTION_OF: Record<ChangeVisit["action"], VisitAction> = {
  confirm: "confirm",
  "other-times": "other-times",
  offer: "offer",
  cancel: "cancel",
  missed: "missed",
};

const needsReason = () => new InvalidFieldError("reason", invalid("visitReasonRequired"));

/**
 * One change to a visit by one of its sides. A state that does not allow it is a conflict
 * (409 visit_state); so is a window that has passed, or a visit moved too often.
 */
export async function changeVisit(
  rowId: number,
  visitId: number,
  actor: VisitActor,
  change: ChangeVisit,
): Promise<VisitAnswer> {
  if (actor.side === "homeowner" && actor.access !== "owner") {
    throw new NotAllowedError("visits_owner_only");
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, rowId);
    const [visit] = await tx
      .select()
      .from(projectVisits)
      .where(and(eq(projectVisits.id, visitId), eq(projectVisits.projectRowId, rowId)))
      .for("update");
    // A contractor sees only their own visits: another's is not found.
    if (!visit || (actor.side === "contractor" && visit.userId !== actor.userId)) {
      throw new NotFoundError("visit_not_found");
    }
    if (actor.side === "contractor" && project.listing !== "listed") {
      throw new NotFoundError("project_not_found");
    }
    const now = new Date();
    const side: VisitSide = actor.side;
    const status = visit.status as VisitStatus;
    if (!mayAct({ status, endsAt: visit.endsAt }, side, ACTION_OF[change.action], now)) {
      throw new ConflictError("visit_state", { details: { status } });
    }
    // Arranging needs a project still open; cancelling and marking a missed visit never do.
    const arranging = change.action === "confirm" || change.action === "offer";
    if (arranging && !takesVisits(project)) throw notOpen();
    const moving =
      status === "confirmed" && (change.action === "offer" || change.action === "other-times");
    if (moving && !change.reason) throw needsReason();
    if ((moving || change.action === "offer") && visit.changes >= MAX_VISIT_CHANGES) {
      throw new ConflictError("visit_change_limit");
    }
    const parties = await partiesOf(tx, visit, project);
    // A visit confirmed once is in both calendars until it is cancelled.
    const inCalendars = visit.startsAt !== null;
    const common = { project: postedDisplayId(rowId), title: project.title };
    const homeownerLink = async () => ({
      manageUrl: await issueManageLink(tx, rowId, "visits"),
    });
    let emailed = false;
    let next: ProjectVisitRow | undefined;

    switch (change.action) {
      case "confirm": {
        const window = visit.windows[change.window];
        if (!window) {
          throw new InvalidFieldError("window", invalid("visitWindowChoice"));
        }
        if (new Date(window.start).getTime() <= now.getTime()) {
          throw new ConflictError("window_passed", {});
        }
        // A visit that was in calendars before moves: the same event, one sequence on.
        const moved = visit.startsAt !== null;
        [next] = (await tx
          .update(projectVisits)
          .set({
            status: "confirmed",
            startsAt: new Date(window.start),
            endsAt: new Date(window.end),
            shareAddress: change.shareAddress,
            address: change.shareAddress ? (change.address ?? null) : null,
            sequence: moved ? visit.sequence + 1 : visit.sequence,
            changedBy: "homeowner",
            reason: null,
            updatedAt: now,
          })
          .where(eq(projectVisits.id, visit.id))
          .returning()) as ProjectVisitRow[];
        const confirmed = next!;
        const stamp = { method: "REQUEST", status: "CONFIRMED", stamp: now } as const;
        const chosen = { start: window.start, end: window.end };
        const reminder = reminderAt(confirmed.startsAt!, now);
        if (parties.contractor.email) {
          const contractor = { name: visit.visitorName, email: parties.contractor.email };
          const address = confirmed.address ?? undefined;
          emailed = await enqueueMail(tx, {
            template: "visit-invitation",
            recipient: contractor.email,
            payload: {
              ...common,
              role: "contractor",
              other: project.homeowner,
              window: chosen,
              area: project.location,
              time: moved ? "moved" : "first",
              projectUrl: projectUrlOf(project),
              invitation: invitationOf(confirmed, project, contractor, stamp),
              private: address ? { address } : {},
            },
          });
          if (reminder) {
            await enqueueMail(tx, {
              template: "visit-reminder",
              recipient: contractor.email,
              sendAfter: reminder,
              payload: {
                ...common,
                role: "contractor",
                other: project.homeowner,
                window: chosen,
                area: project.location,
                visit: visit.id,
                sequence: confirmed.sequence,
                projectUrl: projectUrlOf(project),
                private: address ? { address } : {},
              },
            });
          }
        }
        if (project.homeownerEmail) {
          const homeowner = { name: project.homeowner, email: project.homeownerEmail };
          await enqueueMail(tx, {
            template: "visit-invitation",
            recipient: homeowner.email,
            payload: {
              ...common,
              role: "homeowner",
              other: visit.visitorName,
              window: chosen,
              area: project.location,
              time: moved ? "moved" : "first",
              projectUrl: projectUrlOf(project),
              invitation: invitationOf(confirmed, project, homeowner, stamp),
              private: await homeownerLink(),
            },
          });
          if (reminder) {
            await enqueueMail(tx, {
              template: "visit-reminder",
              recipient: homeowner.email,
              sendAfter: reminder,
              payload: {
                ...common,
                role: "homeowner",
                other: visit.visitorName,
                window: chosen,
                area: project.location,
                visit: visit.id,
                sequence: confirmed.sequence,
                projectUrl: projectUrlOf(project),
                private: await homeownerLink(),
              },
            });
          }
        }
        break;
      }

      case "other-times":
      case "offer": {
        const offering = change.action === "offer";
        [next] = (await tx
          .update(projectVisits)
          .set({
            status: offering ? "requested" : "other-times",
            ...(offering ? { windows: toStored(change.windows) } : {}),
            // The event stays in calendars, tentative, until a new time is chosen.
            sequence: moving ? visit.sequence + 1 : visit.sequence,
            changes: offering || moving ? visit.changes + 1 : visit.changes,
            reason: change.reason ?? null,
            changedBy: side,
            updatedAt: now,
          })
          .where(eq(projectVisits.id, visit.id))
          .returning()) as ProjectVisitRow[];
        const changed = next!;
        const tentative = (attendee: { name: string; email: string }) =>
          moving
            ? invitationOf(changed, project, attendee, {
                method: "REQUEST",
                status: "TENTATIVE",
                stamp: now,
              })
            : undefined;
        const oldWindow = visit.startsAt
          ? { start: visit.startsAt.toISOString(), end: visit.endsAt!.toISOString() }
          : undefined;
        const contractor = parties.contractor.email
          ? { name: visit.visitorName, email: parties.contractor.email }
          : null;
        const homeowner = project.homeownerEmail
          ? { name: project.homeowner, email: project.homeownerEmail }
          : null;
        if (offering) {
          if (homeowner) {
            const invitation = tentative(homeowner);
            emailed = await enqueueMail(tx, {
              template: "visit-requested",
              recipient: homeowner.email,
              payload: {
                ...common,
                name: project.homeowner,
                visitor: visit.visitorName,
                windows: changed.windows,
                offer: "again",
                ...(change.reason ? { reason: change.reason } : {}),
                projectUrl: projectUrlOf(project),
                ...(invitation ? { invitation } : {}),
                private: await homeownerLink(),
              },
            });
          }
          if (moving && contractor) {
            await enqueueMail(tx, {
              template: "visit-changed",
              recipient: contractor.email,
              payload: {
                ...common,
                change: "moving",
                role: "contractor",
                by: "you",
                other: project.homeowner,
                window: oldWindow,
                ...(change.reason ? { reason: change.reason } : {}),
                projectUrl: projectUrlOf(project),
                invitation: tentative(contractor),
                private: {},
              },
            });
          }
        } else {
          if (contractor) {
            emailed = await enqueueMail(tx, {
              template: "visit-changed",
              recipient: contractor.email,
              payload: {
                ...common,
                change: moving ? "moving" : "other-times",
                role: "contractor",
                by: "other",
                other: project.homeowner,
                ...(moving ? { window: oldWindow } : {}),
                ...(change.reason ? { reason: change.reason } : {}),
                projectUrl: projectUrlOf(project),
                ...(moving ? { invitation: tentative(contractor) } : {}),
                private: {},
              },
            });
          }
          if (moving && homeowner) {
            await enqueueMail(tx, {
              template: "visit-changed",
              recipient: homeowner.email,
              payload: {
                ...common,
                change: "moving",
                role: "homeowner",
                by: "you",
                other: visit.visitorName,
                window: oldWindow,
                ...(change.reason ? { reason: change.reason } : {}),
                projectUrl: projectUrlOf(project),
                invitation: tentative(homeowner),
                private: await homeownerLink(),
              },
            });
          }
        }
        break;
      }

      case "cancel":
      case "missed": {
        const cancelling = change.action === "cancel";
        [next] = (await tx
          .update(projectVisits)
          .set({
            status: cancelling ? "cancelled" : "missed",
            ...(cancelling ? {} : { absent: side === "homeowner" ? "contractor" : "homeowner" }),
            // A cancelled event leaves calendars: the same UID, one sequence on.
            sequence: cancelling && inCalendars ? visit.sequence + 1 : visit.sequence,
            reason: change.reason ?? null,
            changedBy: side,
            // The street address goes once the visit is over either way.
            address: null,
            updatedAt: now,
          })
          .where(eq(projectVisits.id, visit.id))
          .returning()) as ProjectVisitRow[];
        const closed = next!;
        const window = closed.startsAt
          ? { start: closed.startsAt.toISOString(), end: closed.endsAt!.toISOString() }
          : undefined;
        const recipients: {
          role: VisitSide;
          email: string | null;
          name: string;
          other: string;
        }[] = [
          {
            role: "contractor",
            email: parties.contractor.email,
            name: visit.visitorName,
            other: project.homeowner,
          },
          {
            role: "homeowner",
            email: project.homeownerEmail,
            name: project.homeowner,
            other: visit.visitorName,
          },
        ];
        for (const recipient of recipients) {
          const self = recipient.role === side;
          // The side that acted is written only when its calendar has something to take off.
          const cancelInCalendar = cancelling && inCalendars;
          if (!recipient.email || (self && !cancelInCalendar)) continue;
          const attendee = { name: recipient.name, email: recipient.email };
          const sent = await enqueueMail(tx, {
            template: "visit-changed",
            recipient: recipient.email,
            payload: {
              ...common,
              change: cancelling ? "cancelled" : "missed",
              role: recipient.role,
              by: self ? "you" : "other",
              other: self
                ? recipient.other
                : side === "homeowner"
                  ? project.homeowner
                  : visit.visitorName,
              ...(window ? { window } : {}),
              ...(change.reason ? { reason: change.reason } : {}),
              projectUrl: projectUrlOf(project),
              ...(cancelInCalendar
                ? {
                    invitation: invitationOf(closed, project, attendee, {
                      method: "CANCEL",
                      status: "CANCELLED",
                      stamp: now,
                    }),
                  }
                : {}),
              private: recipient.role === "homeowner" ? await homeownerLink() : {},
            },
          });
          if (!self) emailed = sent;
        }
        break;
      }
    }
    const row = next!;
    if (isOpenVisit(row.status as VisitStatus) || row.status !== status) {
      await tx.update(projects).set({ activeAt: now }).where(eq(projects.id, rowId));
    }
    return { visit: toVisitEntry(row, side, project.location, now), emailed };
  });
}
