import type { NotFoundCode } from "@/lib/error-messages";
import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { contentReports } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { absoluteUrl, contactInbox, enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";
import { moderationKinds } from "./kinds";
import type { ContentKind, ContentReportReason, ReportAction } from "./rules";
import type { ContentReported, ReportResolved } from "./shapes";

// Reports of what is said on a project, and the operator's decision on them
// (docs/decisions/0024-questions-notes-and-conversations.md). Each runs in one transaction with its e-mail.

const NOT_FOUND: Record<ContentKind, NotFoundCode> = {
  question: "question_not_found",
  note: "note_not_found",
  message: "message_not_found",
};

/**
 * Anyone reports an item shown on a listed project's page. The first report of it opens its
 * queue entry and e-mails the operator's inbox; later ones, until the operator decides, fold into
 * that entry (one more in its count, a new reason added) and send nothing.
 */
export async function reportContent(
  kind: ContentKind,
  projectRowId: number,
  targetId: number,
  report: { reason: ContentReportReason; text?: string | undefined },
): Promise<ContentReported> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const registry = moderationKinds[kind];
    const project = await registry.reportable(tx, projectRowId, targetId);
    if (project === null) throw new NotFoundError(NOT_FOUND[kind]);
    const [entry] = await tx
      .insert(contentReports)
      .values({
        kind,
        targetId,
        projectRowId: project,
        reasons: [report.reason],
        text: report.text ?? null,
      })
      .onConflictDoUpdate({
        target: [contentReports.kind, contentReports.targetId],
        targetWhere: sql`${contentReports.resolvedAt} IS NULL`,
        set: {
          reasons: sql`case when ${report.reason}::text = any(${contentReports.reasons})
            then ${contentReports.reasons}
            else array_append(${contentReports.reasons}, ${report.reason}::text) end`,
          reportCount: sql`${contentReports.reportCount} + 1`,
          lastReportedAt: sql`now()`,
          text: sql`coalesce(${contentReports.text}, excluded.text)`,
        },
      })
      .returning({ id: contentReports.id, reportCount: contentReports.reportCount });
    if (entry!.reportCount === 1) {
      const item = (await registry.load(tx, [targetId])).get(targetId)!;
      const displayId = postedDisplayId(project);
      await enqueueMail(tx, {
        template: "content-reported",
        recipient: contactInbox(),
        thread: `report:${entry!.id}`,
        payload: {
          kind,
          reason: report.reason,
          text: report.text ?? null,
          title: item.projectTitle,
          parts: item.parts,
          projectUrl: absoluteUrl(`/project/${displayId}`),
          inboxUrl: absoluteUrl("/admin/messages"),
        },
      });
    }
    return { reported: true };
  });
}

/**
 * The operator hides the reported item (it leaves every page; its homeowner and its asker see
 * that the operator removed it) or dismisses the report; an item removed since resolves as `gone`. Recorded with who and when; an entry is
 * decided once (409 `report_resolved`).
 */
export async function resolveContentReport(
  reportId: number,
  action: ReportAction,
  by = "operator",
): Promise<ReportResolved> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportId))
      .for("update");
    if (!entry) throw new NotFoundError("report_not_found");
    if (entry.resolvedAt !== null) {
      throw new ConflictError("report_resolved", { values: { outcome: String(entry.outcome) } });
    }
    let outcome: "hidden" | "dismissed" | "gone" = "dismissed";
    if (action === "hide") {
      const kind = moderationKinds[entry.kind as ContentKind];
      outcome = (await kind.hide(tx, entry.targetId, by)) ? "hidden" : "gone";
    }
    await tx
      .update(contentReports)
      .set({ resolvedAt: new Date(), outcome, resolvedBy: by })
      .where(and(eq(contentReports.id, reportId), isNull(contentReports.resolvedAt)));
    return { id: reportId, outcome, action };
  });
}
