"use client";

import { EyeOff, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import Link from "@/components/common/link";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { fetchContentReports, resolveContentReport } from "@/lib/moderation/client";
import type { ReportAction } from "@/lib/moderation/rules";
import type { ContentReportEntry } from "@/lib/moderation/shapes";
import { useDateTime } from "./inbox-format";

/**
 * Reported questions, answers and notes, oldest first, one entry per item however many reported
 * it: the operator reads the text as written (nothing masked) and hides it or dismisses the
 * report (lib/moderation).
 */
export function InboxContentReports({ token }: { token: string }) {
  const t = useTranslations("adminInbox.contentReports");
  const [reports, setReports] = useState<ContentReportEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    fetchContentReports(token).then(
      (answer) => active && setReports(answer.reports),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [token]);
  const decided = (id: number) =>
    setReports((current) => current?.filter((report) => report.id !== id) ?? null);
  return (
    <section aria-labelledby="inbox-content-reports" className="space-y-4">
      <h2 id="inbox-content-reports" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {t("loadError")}
        </p>
      ) : reports === null ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("loading")}
        </p>
      ) : reports.length === 0 ? (
        <p className="text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="space-y-4">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} token={token} onDecided={decided} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportItem({
  report,
  token,
  onDecided,
}: {
  report: ContentReportEntry;
  token: string;
  onDecided: (id: number) => void;
}) {
  const t = useTranslations("adminInbox.contentReports");
  const dateTime = useDateTime();
  const [pending, setPending] = useState<ReportAction | null>(null);
  const decide = async (action: ReportAction) => {
    setPending(action);
    try {
      await resolveContentReport(report.id, { action }, token);
      toast.success(t(action === "hide" ? "hidden" : "dismissed"));
      onDecided(report.id);
    } catch (failure) {
      toast.error(t("decideError"), { description: (failure as Error).message });
    } finally {
      setPending(null);
    }
  };
  return (
    <li
      className="border-border bg-card space-y-3 rounded-lg border p-4"
      data-testid="content-report"
    >
      <p className="text-sm">
        {t.rich("about", {
          kind: report.kind,
          count: report.reportCount,
          date: dateTime(report.reportedAt),
          project: report.project.title,
          projectLink: (chunks) => (
            <Link
              href={`/project/${report.project.displayId}`}
              className="text-primary underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      {report.parts.map((part) => (
        <div key={part.part} className="space-y-1">
          <p className="text-muted-foreground text-xs font-medium">{t(`parts.${part.part}`)}</p>
          <blockquote
            className="border-border border-l-2 pl-3 text-sm whitespace-pre-wrap"
            data-testid="reported-text"
          >
            {part.text}
          </blockquote>
        </div>
      ))}
      <p className="text-sm">
        <span className="font-medium">{t("reasons")}</span>{" "}
        {report.reasons.map((reason) => t(`reason.${reason}`)).join("; ")}
      </p>
      {report.text ? (
        <p className="text-sm whitespace-pre-wrap">
          <span className="font-medium">{t("said")}</span> {report.text}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pending !== null}
          onClick={() => decide("hide")}
        >
          <EyeOff aria-hidden />
          {t("hide")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={pending !== null}
          onClick={() => decide("dismiss")}
        >
          <X aria-hidden />
          {t("dismiss")}
        </Button>
      </div>
    </li>
  );
}
