import "server-only";

import { and, desc, eq, isNull, or, sql } from "drizzle-orm";

import type { Account } from "@/lib/accounts/session";

import { signedToken } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { agreements, changeOrders, mailRecipients, projects, proposals } from "@/lib/db/schema";
import { catalogueProject } from "@/lib/projects/catalogue";
import { postedDisplayId } from "@/lib/projects/ids";
import { proposalAcceptedColumn } from "@/lib/projects/store";
import { TRACKING_PURPOSE } from "@/lib/proposals/access";

/** How long the tracking links /pro prints stay valid. */
const TRACKING_LINK_HOURS = 24;
/** The most proposals /pro lists, newest first. */
const MAX_LISTED = 200;

export interface ProProposal {
  id: number;
  projectDisplayId: number;
  title: string;
  /** The proposal's status, or "hiredElsewhere" / "projectClosed" for a pending one on a project
   * that hired or closed. */
  status: string;
  bidAmount: string;
  totalCents: number | null;
  submittedAt: string;
  /** The tracking page, opened with a signed token for this contractor. */
  trackPath: string;
  /**
   * Proven to be this account's (sent signed in, or claimed): only such proposals count on the
   * profile. One sent with the address by someone not signed in can be claimed from here.
   */
  yours: boolean;
}

export interface ProAgreement {
  id: number;
  proposalId: number;
  title: string;
  homeownerConfirmed: boolean;
  contractorConfirmed: boolean;
  trackPath: string;
}

export interface ProChangeOrder {
  agreementId: number;
  number: number;
  title: string;
  description: string;
  priceChangeCents: number;
  trackPath: string;
}

export interface ProWork {
  proposals: ProProposal[];
  agreements: ProAgreement[];
  /** Change orders the homeowner proposed that the contractor has not confirmed. */
  waitingChangeOrders: ProChangeOrder[];
  /** Notices (new proposals, outcomes' digests) reach the address. */
  notices: boolean;
}

/** The account's proposals: proven to be its own, or sent with its address by anyone. */
const sameAddress = ({ userId, email }: Account) =>
  or(eq(proposals.contractorUserId, userId), eq(sql`lower(${proposals.contractorEmail})`, email));

/**
 * Everything sent with the account's address, whether or not its sender was signed in (the
 * sign-in link proved the address), and everything proven to be the account's; each proposal
 * says which, since only its own count on its profile.
 */
export async function contractorWork(account: Account, now = new Date()): Promise<ProWork> {
  const { email } = account;
  const db = await getDb();
  const expires = new Date(now.getTime() + TRACKING_LINK_HOURS * 3_600_000);
  const trackPath = (proposalId: number) =>
    `/proposal/${proposalId}#track=${signedToken(TRACKING_PURPOSE, proposalId, expires)}`;
  const titleOf = (row: { projectTitle: string | null; sampleDisplayId: number | null }) =>
    row.projectTitle ??
    (row.sampleDisplayId ? (catalogueProject(row.sampleDisplayId)?.title ?? "") : "");

  const [proposalRows, agreementRows, changeRows, recipient] = await Promise.all([
    db
      .select({
        id: proposals.id,
        owner: proposals.contractorUserId,
        projectRowId: proposals.projectRowId,
        sampleDisplayId: proposals.sampleDisplayId,
        projectTitle: projects.title,
        status: proposals.status,
        bidAmount: proposals.bidAmount,
        totalCents: proposals.totalCents,
        submittedAt: proposals.submittedAt,
        // Whether the project hired someone: a pending proposal then waits on that one.
        projectHired: proposalAcceptedColumn,
        // Or closed without a hire here (the owner's answer, or 30 quiet days).
        projectClosed: projects.closedReason,
      })
      .from(proposals)
      .leftJoin(projects, eq(projects.id, proposals.projectRowId))
      .where(sameAddress(account))
      .orderBy(desc(proposals.submittedAt), desc(proposals.id))
      .limit(MAX_LISTED),
    db
      .select({
        id: agreements.id,
        proposalId: agreements.proposalId,
        projectTitle: projects.title,
        sampleDisplayId: proposals.sampleDisplayId,
        homeownerConfirmedAt: agreements.homeownerConfirmedAt,
        contractorConfirmedAt: agreements.contractorConfirmedAt,
      })
      .from(agreements)
      .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
      .leftJoin(projects, eq(projects.id, agreements.projectRowId))
      .where(sameAddress(account))
      .orderBy(desc(agreements.createdAt)),
    db
      .select({
        agreementId: changeOrders.agreementId,
        proposalId: agreements.proposalId,
        number: changeOrders.number,
        description: changeOrders.description,
        priceChangeCents: changeOrders.priceChangeCents,
        projectTitle: projects.title,
        sampleDisplayId: proposals.sampleDisplayId,
      })
      .from(changeOrders)
      .innerJoin(agreements, eq(agreements.id, changeOrders.agreementId))
      .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
      .leftJoin(projects, eq(projects.id, agreements.projectRowId))
      .where(and(sameAddress(account), isNull(changeOrders.contractorConfirmedAt)))
      .orderBy(changeOrders.agreementId, changeOrders.number),
    db
      .select({ unsubscribedAt: mailRecipients.unsubscribedAt })
      .from(mailRecipients)
      .where(eq(mailRecipients.email, email)),
  ]);

  return {
    proposals: proposalRows.map((row) => ({
      id: row.id,
      projectDisplayId: row.projectRowId
        ? postedDisplayId(row.projectRowId)
        : (row.sampleDisplayId ?? 0),
      title: titleOf(row),
      status:
        row.status !== "pending"
          ? row.status
          : row.projectClosed
            ? "projectClosed"
            : row.projectHired
              ? "hiredElsewhere"
              : row.status,
      bidAmount: row.bidAmount,
      totalCents: row.totalCents,
      submittedAt: row.submittedAt.toISOString(),
      trackPath: trackPath(row.id),
      yours: row.owner === account.userId,
    })),
    agreements: agreementRows.map((row) => ({
      id: row.id,
      proposalId: row.proposalId,
      title: titleOf(row),
      homeownerConfirmed: row.homeownerConfirmedAt !== null,
      contractorConfirmed: row.contractorConfirmedAt !== null,
      trackPath: trackPath(row.proposalId),
    })),
    waitingChangeOrders: changeRows.map((row) => ({
      agreementId: row.agreementId,
      number: row.number,
      title: titleOf(row),
      description: row.description,
      priceChangeCents: row.priceChangeCents,
      trackPath: trackPath(row.proposalId),
    })),
    notices: !recipient[0]?.unsubscribedAt,
  };
}

/** Turns the address's notices on or off (the unsubscribe link's setting, from /pro). */
export async function setNotices(email: string, on: boolean): Promise<void> {
  const db = await getDb();
  await db
    .insert(mailRecipients)
    .values({ email, unsubscribedAt: on ? null : new Date() })
    .onConflictDoUpdate({
      target: mailRecipients.email,
      set: { unsubscribedAt: on ? null : sql`coalesce(${mailRecipients.unsubscribedAt}, now())` },
    });
}
