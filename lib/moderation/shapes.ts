import type { ContentKind, ContentReportReason, ReportAction } from "./rules";

// What the report calls answer, for the browser too.

/** What reporting answers: the item is in the operator's queue (a repeat folds into its entry). */
export interface ContentReported {
  reported: true;
}

/** One part of a reported item as the operator reads it: as written, nothing masked. */
export interface ReportedPart {
  part: "question" | "answer" | "note" | "message";
  text: string;
}

/** An open entry of the operator's queue: the item, every reason given, how many reported it. */
export interface ContentReportEntry {
  id: number;
  kind: ContentKind;
  targetId: number;
  reasons: ContentReportReason[];
  text: string | null;
  reportCount: number;
  reportedAt: string;
  lastReportedAt: string;
  project: { displayId: number; title: string };
  parts: ReportedPart[];
}

/** What the operator's decision answers. */
export interface ReportResolved {
  id: number;
  /** `gone`: the item was removed before the decision, and nothing was left to hide. */
  outcome: "hidden" | "dismissed" | "gone";
  action: ReportAction;
}
