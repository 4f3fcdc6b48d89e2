import "server-only";

import { and, desc, eq, isNull, lt } from "drizzle-orm";

import { agreementIdsOf } from "@/lib/agreements/store";
import { getDb, type Database } from "@/lib/db/client";
import { agreements, proposalMessages, type ProposalMessageRow } from "@/lib/db/schema";
import { postedDisplayId } from "@/lib/projects/ids";
import { maskedText } from "@/lib/questions/mask";
import type { ConversationParty } from "./access";
import { CONVERSATION_LIMIT, seenUpTo, showsContactDetails, takesMessages } from "./rules";
import type {
  AgreementConversation,
  Conversation,
  ConversationMessage,
  ConversationSide,
  MessageBeforeAgreement,
} from "./shapes";

// The read of a proposal's conversation: one statement on proposal_messages_proposal_idx, the
// newest CONVERSATION_LIMIT messages, masked before the hire.

type MessageRow = Pick<
  ProposalMessageRow,
  "id" | "sender" | "body" | "photos" | "createdAt" | "readAt" | "hiddenAt"
>;

/** A stored message as `reader` sees it: masked unless `asWritten`; a hidden one without content. */
export const toMessage = (
  row: MessageRow,
  reader: ConversationSide,
  asWritten: boolean,
): ConversationMessage => {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    from: row.sender as ConversationSide,
    mine: row.sender === reader,
    body: hidden ? null : asWritten ? row.body : maskedText(row.body),
    photos: hidden ? [] : row.photos,
    sentAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    hidden,
  };
};

/** The newest messages of a proposal, newest first: the one statement a conversation's read is. */
export const conversationRows = (db: Database, proposalId: number, limit = CONVERSATION_LIMIT) =>
  db
    .select({
      id: proposalMessages.id,
      sender: proposalMessages.sender,
      body: proposalMessages.body,
      photos: proposalMessages.photos,
      createdAt: proposalMessages.createdAt,
      readAt: proposalMessages.readAt,
      hiddenAt: proposalMessages.hiddenAt,
    })
    .from(proposalMessages)
    .where(eq(proposalMessages.proposalId, proposalId))
    .orderBy(desc(proposalMessages.createdAt), desc(proposalMessages.id))
    .limit(limit);

/** The conversation as the party reads it. */
export async function readConversation(
  party: ConversationParty,
  db?: Database,
): Promise<Conversation> {
  db ??= await getDb();
  const { proposal, project, side } = party;
  const hired = showsContactDetails(proposal.status);
  const [rows, agreements] = await Promise.all([
    conversationRows(db, proposal.id),
    hired ? agreementIdsOf([proposal.id]) : Promise.resolve(new Map<number, number>()),
  ]);
  const messages = rows.reverse().map((row) => toMessage(row, side, hired));
  return {
    proposalId: proposal.id,
    project: { displayId: postedDisplayId(project.id), title: project.title },
    reader: side,
    contractorName: proposal.contractorName,
    homeownerName: hired ? project.homeowner : null,
    hired,
    open: takesMessages(proposal.status),
    agreementId: agreements.get(proposal.id) ?? null,
    messages,
    seenUpTo: seenUpTo(messages),
  };
}

/**
 * The messages sent before a proposal's agreement, as its printed copy lists them: the two
 * parties' own words as written (the hire happened), oldest first, hidden ones left out.
 */
export async function messagesBeforeAgreement(
  proposalId: number,
  before: Date,
  db?: Database,
): Promise<MessageBeforeAgreement[]> {
  db ??= await getDb();
  const rows = await db
    .select({
      sender: proposalMessages.sender,
      body: proposalMessages.body,
      photos: proposalMessages.photos,
      createdAt: proposalMessages.createdAt,
    })
    .from(proposalMessages)
    .where(
      and(
        eq(proposalMessages.proposalId, proposalId),
        lt(proposalMessages.createdAt, before),
        isNull(proposalMessages.hiddenAt),
      ),
    )
    .orderBy(desc(proposalMessages.createdAt), desc(proposalMessages.id))
    .limit(CONVERSATION_LIMIT);
  return rows.reverse().map((row) => ({
    from: row.sender as ConversationSide,
    sentAt: row.createdAt.toISOString(),
    body: row.body,
    photos: row.photos.length,
  }));
}

/**
 * The conversation of an agreement's proposal for its page: the messages up to the agreement's
 * date (both confirmations), or up to now while it is not dated yet.
 */
export async function agreementConversation(
  agreementId: number,
  datedAt: string | null,
): Promise<AgreementConversation | null> {
  const db = await getDb();
  const [row] = await db
    .select({ proposalId: agreements.proposalId })
    .from(agreements)
    .where(eq(agreements.id, agreementId));
  if (!row) return null;
  const before = datedAt ? new Date(datedAt) : new Date();
  return {
    proposalId: row.proposalId,
    messagesBefore: await messagesBeforeAgreement(row.proposalId, before, db),
  };
}

/**
 * Whether `party` may report the message `messageId`: one the other party of this proposal's
 * conversation wrote, not hidden yet (reports go to the operator's queue, lib/moderation).
 */
export async function reportableMessage(party: ConversationParty, messageId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ sender: proposalMessages.sender })
    .from(proposalMessages)
    .where(
      and(
        eq(proposalMessages.id, messageId),
        eq(proposalMessages.proposalId, party.proposal.id),
        isNull(proposalMessages.hiddenAt),
      ),
    );
  return row !== undefined && row.sender !== party.side;
}
