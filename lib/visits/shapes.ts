// What the API and the project page show of a project's site visits, for the browser too.
import type { VisitSide, VisitStatus } from "./rules";

export interface VisitWindow {
  /** ISO 8601 instants. */
  start: string;
  end: string;
}

/** One visit as one of its two sides sees it. */
export interface VisitEntry {
  id: number;
  status: VisitStatus;
  /** Who will come, as the contractor gave it. */
  visitor: string;
  /** The windows offered (while `requested`), oldest offer replaced by the newest. */
  windows: VisitWindow[];
  note: string | null;
  /** The chosen time, once confirmed (kept on a cancelled or missed visit). */
  chosen: VisitWindow | null;
  /** Whether the homeowner lets the contractor see the street address. */
  shareAddress: boolean;
  /** The street address: for the homeowner always, for the contractor only when shared and confirmed. */
  address: string | null;
  /** The project's area, which everyone sees. */
  area: string;
  reason: string | null;
  changedBy: VisitSide | null;
  /** For a missed visit: who did not come. */
  absent: VisitSide | null;
  requestedAt: string;
  updatedAt: string;
  /** What the reader may do now. */
  may: {
    confirm: boolean;
    otherTimes: boolean;
    offer: boolean;
    cancel: boolean;
    missed: boolean;
  };
}

/** The project's visits for one reader: its homeowner (every one) or a contractor (theirs). */
export interface ProjectVisits {
  role: "homeowner" | "operator" | "contractor";
  /** Whether the project takes visit requests now (listed, open for proposals, not paused). */
  takesVisits: boolean;
  /** A contractor may ask for a visit now (signed in, none of theirs open on the project). */
  canRequest: boolean;
  visits: VisitEntry[];
}

/** What a request or a change answers: the visit as its author now sees it. */
export interface VisitAnswer {
  visit: VisitEntry;
  emailed: boolean;
}
