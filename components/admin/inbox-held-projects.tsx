"use client";

import { useFormatter, useTranslations } from "next-intl";
import Link from "@/components/common/link";
import { useEffect, useState } from "react";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import { reportWriteError } from "@/lib/client/write-error";
import { decideProject, fetchProjectQueue } from "@/lib/projects/client";
import { toast } from "@/lib/client/toast";
import type { QueuedProject } from "@/lib/projects/shapes";

/**
 * Held and reported projects, oldest first: why each is here, its reports, the poster's other
 * posts, and one click to publish, reject or unlist it (a reason for the last two, which the
 * homeowner is e-mailed with the decision).
 */
export function InboxHeldProjects({ token }: { token: string }) {
  const t = useTranslations("adminInbox.heldProjects");
  const [projects, setProjects] = useState<QueuedProject[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    fetchProjectQueue(token).then(
      (answer) => active && setProjects(answer.projects),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [token]);
  const decided = (id: number) =>
    setProjects((current) => current?.filter((project) => project.id !== id) ?? null);
  return (
    <section aria-labelledby="inbox-held-projects" className="space-y-4">
      <h2 id="inbox-held-projects" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {t("loadError")}
        </p>
      ) : projects === null ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("loading")}
        </p>
      ) : projects.length === 0 ? (
        <p className="text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="space-y-4">
          {projects.map((project) => (
            <QueuedItem key={project.id} project={project} token={token} onDecided={decided} />
          ))}
        </ul>
      )}
    </section>
  );
}

function QueuedItem({
  project,
  token,
  onDecided,
}: {
  project: QueuedProject;
  token: string;
  onDecided: (id: number) => void;
}) {
  const t = useTranslations("adminInbox.heldProjects");
  const format = useFormatter();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  const decide = async (decision: "publish" | "reject" | "unlist") => {
    setPending(true);
    setError(undefined);
    try {
      await decideProject(project.id, decision, reason.trim() || undefined, token);
      toast.success(t(`decided.${decision}`, { id: project.displayId }));
      onDecided(project.id);
    } catch (failure) {
      reportWriteError(
        failure,
        (field, message) => (field === "reason" ? (setError(message), true) : false),
        t("decideError"),
      );
    } finally {
      setPending(false);
    }
  };
  const reasonId = `decision-${project.id}`;
  return (
    <li
      className="border-border bg-card space-y-3 rounded-lg border p-4"
      data-testid="held-project"
      data-project={project.displayId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {t("project", { id: project.displayId, title: project.title })}
        </p>
        <p className="text-muted-foreground text-xs">
          {t("state", { listing: project.listing, posted: day(project.postedAt) })}
        </p>
      </div>
      <p className="text-sm">
        {t("poster", { name: project.homeowner, email: project.homeownerEmail ?? "—" })}
      </p>
      <ul className="list-disc pl-5 text-sm" aria-label={t("why")}>
        {project.heldReasons.map((held) => (
          <li key={held}>{t(`reason.${held}`)}</li>
        ))}
        {project.reports.map((report, index) => (
          <li key={`report-${index}`}>
            {t("report", {
              reason: t(`reportReason.${report.reason}`),
              day: day(report.reportedAt),
            })}
            {report.note ? `: ${report.note}` : ""}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t("text")}</summary>
        <p className="mt-2 whitespace-pre-line">{project.description}</p>
      </details>
      {project.otherPosts.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">{t("otherPosts")}</p>
          <ul className="list-disc pl-5">
            {project.otherPosts.map((other) => (
              <li key={other.displayId}>
                <Link href={`/project/${other.displayId}`} className="text-primary underline">
                  {t("project", { id: other.displayId, title: other.title })}
                </Link>{" "}
                ({t("state", { listing: other.listing, posted: day(other.postedAt) })})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Field id={reasonId} label={t("reasonLabel")} error={error} hint={t("reasonHint")}>
        <Input
          {...fieldAria(reasonId, error, true)}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={pending || !project.confirmed}
          onClick={() => decide("publish")}
        >
          {t("publish")}
        </Button>
        <Button size="sm" variant="outline" disabled={pending} onClick={() => decide("unlist")}>
          {t("unlist")}
        </Button>
        <Button size="sm" variant="destructive" disabled={pending} onClick={() => decide("reject")}>
          {t("reject")}
        </Button>
      </div>
      {!project.confirmed ? (
        <p className="text-muted-foreground text-xs">{t("unconfirmed")}</p>
      ) : null}
    </li>
  );
}
