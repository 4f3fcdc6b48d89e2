// What the API and the project page show of a project's questions and notes, for the browser
// too. Every text is masked (contact details replaced); no entry names the contractor who asked.

/** A contractor's question, with the homeowner's answer once given. */
export interface QuestionEntry {
  id: number;
  question: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  /** The reader asked it (their own session); unanswered, no other contractor sees it. */
  mine: boolean;
  /**
   * The operator took it off the page: its words are gone from every answer, and only the
   * homeowner and the contractor who asked see that it was removed.
   */
  removed: boolean;
}

/** A note the homeowner added for everyone who may bid. */
export interface NoteEntry {
  id: number;
  note: string;
  postedAt: string;
  /** The operator took it off the page; only the homeowner sees that it was removed. */
  removed: boolean;
}

/** Who reads: the project's owner or the operator (a manage token), a signed-in contractor, anyone. */
export type QuestionReader = "owner" | "operator" | "contractor" | "visitor";

/** A project's questions and notes, as one reader may see them. */
export interface ProjectEntries {
  /** Oldest first: answered ones, and the unanswered ones this reader may see. */
  questions: QuestionEntry[];
  /** Newest first. */
  notes: NoteEntry[];
}

export interface ProjectQuestions extends ProjectEntries {
  /** Whether the project takes questions now (listed, open for proposals, not paused). */
  takesQuestions: boolean;
  reader: {
    role: QuestionReader;
    /** A contractor's questions on the project waiting for an answer; null for anyone else. */
    open: number | null;
    /** Whether this reader may ask one more now. */
    canAsk: boolean;
  };
}

/** What asking answers: the question as stored (masked) and whether the homeowner is e-mailed. */
export interface AskedQuestion {
  question: QuestionEntry;
  open: number;
  emailed: boolean;
}

/** What answering answers: the question with its answer, and whether its asker is e-mailed. */
export interface AnsweredQuestion {
  question: QuestionEntry;
  emailed: boolean;
}
