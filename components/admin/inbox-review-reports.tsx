"use client";

import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import Link from "@/components/common/link";
import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { reportWriteError } from "@/lib/client/write-error";
import { fetchReviewReports, hideReview } from "@/lib/reviews/client";
import { type ReviewReport } from "@/lib/reviews/shapes";
import { toast } from "@/lib/client/toast";

/**
 * Reviews someone reported, oldest first: the operator reads the review and the report, and may
 * hide the review with a reason that stays shown in its place (lib/reviews).
 */
export function InboxReviewReports({ token }: { token: string }) {
  const t = useTranslations("adminInbox.reviewReports");
  const [reports, setReports] = useState<ReviewReport[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    fetchReviewReports(token).then(
      (answer) => active && setReports(answer.reports),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [token]);
  // Once hidden, every report of that review is handled: they leave the list together.
  const hidden = (reviewId: number) =>
    setReports((current) => current?.filter((report) => report.review.id !== reviewId) ?? null);
  return (
    <section aria-labelledby="inbox-review-reports" className="space-y-4">
      <h2 id="inbox-review-reports" className="text-xl font-semibold">
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
            <ReportItem key={report.id} report={report} token={token} onHidden={hidden} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportItem({
  report,
  token,
  onHidden,
}: {
  report: ReviewReport;
  token: string;
  onHidden: (reviewId: number) => void;
}) {
  const t = useTranslations("adminInbox.reviewReports");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const id = `hide-${report.id}`;
  return (
    <li
      className="border-border bg-card space-y-3 rounded-lg border p-4"
      data-testid="review-report"
    >
      <p className="text-sm" data-testid="review-report-about">
        {t.rich("about", {
          contractor: report.contractor.name,
          project: report.project.title,
          agreement: report.agreementId,
          profile: (chunks) =>
            report.contractor.profileSlug ? (
              <Link
                href={`/pros/${report.contractor.profileSlug}`}
                className="text-primary font-medium underline-offset-4 hover:underline"
              >
                {chunks}
              </Link>
            ) : (
              <span className="font-medium">{chunks}</span>
            ),
          projectLink: (chunks) => (
            <Link
              href={`/project/${report.project.displayId}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      <p className="text-sm font-medium">{t("rating", { rating: report.review.rating })}</p>
      <blockquote className="border-border border-l-2 pl-3 text-sm whitespace-pre-wrap">
        {report.review.body}
      </blockquote>
      <p className="text-sm">
        <span className="font-medium">{t("reason")}</span> {report.reason}
      </p>
      <form
        noValidate
        className="space-y-2"
        onSubmit={async (event) => {
          event.preventDefault();
          setPending(true);
          setError(undefined);
          try {
            await hideReview(report.review.id, reason, token);
            toast.success(t("hidden"));
            onHidden(report.review.id);
          } catch (failure) {
            reportWriteError(
              failure,
              (field, message) => (field === "reason" ? (setError(message), true) : false),
              t("hideError"),
            );
          } finally {
            setPending(false);
          }
        }}
      >
        <Field id={id} label={t("hideLabel")} error={error}>
          <Input
            {...fieldAria(id, error)}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          <EyeOff aria-hidden />
          {t("hide")}
        </Button>
      </form>
    </li>
  );
}
