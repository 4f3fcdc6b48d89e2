// The browser's calls about reported content (docs/api.md).
import { call } from "@/lib/client/api";
import type { ContentKind } from "./rules";
import type { ReportContentInput, ResolveReportInput } from "./schema";
import type { ContentReportEntry, ContentReported, ReportResolved } from "./shapes";

const PATHS: Record<Exclude<ContentKind, "message">, string> = {
  question: "questions",
  note: "notes",
};

/** Anyone reports a question (with its answer) or a note on a project's page. */
export const reportContent = (
  rowId: number,
  kind: Exclude<ContentKind, "message">,
  targetId: number,
  input: ReportContentInput,
) =>
  call<ContentReported>(`/api/projects/${rowId}/${PATHS[kind]}/${targetId}/report`, {
    method: "POST",
    body: JSON.stringify(input),
  });

/** The other party of a conversation reports one of its messages, with their own credential. */
export const reportMessage = (
  proposalId: number,
  messageId: number,
  input: ReportContentInput,
  token: string | null,
) =>
  call<ContentReported>(`/api/proposals/${proposalId}/messages/${messageId}/report`, {
    method: "POST",
    body: JSON.stringify(input),
    ...(token ? { token } : {}),
  });

export const fetchContentReports = (token: string) =>
  call<{ reports: ContentReportEntry[] }>("/api/admin/content-reports", {
    token,
    cache: "no-store",
  });

export const resolveContentReport = (reportId: number, input: ResolveReportInput, token: string) =>
  call<ReportResolved>(`/api/admin/content-reports/${reportId}`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });
