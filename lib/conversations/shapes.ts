// What the API and the conversation page show of a proposal's private conversation, for the
// browser too. Before the hire every text is masked (contact details replaced).

/** One side of the conversation: the project's homeowner or the proposal's contractor. */
export type ConversationSide = "homeowner" | "contractor";

export interface ConversationMessage {
  id: number;
  from: ConversationSide;
  /** The reader sent it. */
  mine: boolean;
  /** Null when the operator hid it: the page says so in its place. */
  body: string | null;
  photos: string[];
  sentAt: string;
  /** When the other party first opened the conversation with it in it. */
  readAt: string | null;
  hidden: boolean;
}

export interface Conversation {
  proposalId: number;
  project: { displayId: number; title: string };
  /** Who reads. */
  reader: ConversationSide;
  /** The contractor's name as the proposal gives it; the homeowner's once hired, else null. */
  contractorName: string;
  homeownerName: string | null;
  /** This proposal was accepted: the two read each other's text as written. */
  hired: boolean;
  /** Whether either may still write (the proposal is pending or accepted). */
  open: boolean;
  /** The agreement the hire produced, when there is one (the page links it). */
  agreementId: number | null;
  /** Oldest first: the newest CONVERSATION_LIMIT. */
  messages: ConversationMessage[];
  /** The newest of the reader's messages the other party has read ("Seen"). */
  seenUpTo: number | null;
}

/** What sending answers: the message as the sender reads it, and whether a mail is on its way. */
export interface SentMessage {
  message: ConversationMessage;
  emailed: boolean;
}

/** What marking read answers: how many of the other's messages were newly read. */
export interface ReadReceipt {
  read: number;
}

/** A message the printed agreement lists among those "before this agreement". */
export interface MessageBeforeAgreement {
  from: ConversationSide;
  sentAt: string;
  body: string;
  /** How many photos it carried (the printed copy names the number). */
  photos: number;
}

/** What the agreement's page shows of its proposal's conversation, to its two parties. */
export interface AgreementConversation {
  proposalId: number;
  /** As written (the hire happened), oldest first, up to the agreement's date. */
  messagesBefore: MessageBeforeAgreement[];
}
