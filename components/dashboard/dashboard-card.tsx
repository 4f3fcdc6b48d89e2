import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo } from "react";

import Link from "@/components/common/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useStatusLabel } from "@/components/projects/use-status-label";
import { dayParts } from "@/lib/calendar-day";
import type { DashboardItem } from "@/lib/projects/views";
import { OwnerCardControls } from "./owner-card-controls";

/**
 * One project on the dashboard; with its token, the owner's (or operator's) controls. Memoised: the
 * dashboard renders again once hydrated and when this browser's tokens are read, and fifty cards
 * drawn again for nothing cost a phone a long task.
 */
export const DashboardCard = memo(function DashboardCard({
  project,
  token,
}: {
  project: DashboardItem;
  token: string | null;
}) {
  const t = useTranslations("dashboard");
  const labels = useTranslations("project");
  const statusLabel = useStatusLabel();
  return (
    <article
      className="border-border bg-card flex h-full flex-col gap-3 rounded-lg border p-5 shadow-sm"
      data-testid="dashboard-project"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{project.category}</Badge>
        {project.urgency === "high" ? (
          <Badge variant="accent">{labels("urgencyLabels.high")}</Badge>
        ) : null}
        {project.rowId === null ? (
          <Badge variant="outline" data-testid="example-card-label">
            {t("sample")}
          </Badge>
        ) : null}
        {project.proposalAccepted ? (
          <Badge variant="success" data-testid="proposal-accepted-badge">
            {t("proposalAccepted")}
          </Badge>
        ) : null}
      </div>
      {/* h2: the cards follow the page's h1 directly (axe heading-order). */}
      <h2 className="text-lg font-semibold">{project.title}</h2>
      <p className="text-muted-foreground flex items-center gap-1 text-sm">
        <MapPin className="size-4" aria-hidden />
        {project.location}
      </p>
      <p className="text-sm">
        <span className="text-primary font-semibold">{project.budget}</span> · {project.timeline}
      </p>
      <p className="text-muted-foreground text-xs">
        {/* Spelled by the message, not Intl: the dashboard builds no formatter (docs/decisions/0037-text-dates-and-numbers.md). */}
        {project.postedDay ? <>{t("postedOn", dayParts(project.postedDay))} · </> : null}
        {t("proposals", { count: project.proposalCount })}
      </p>
      <div className="mt-auto flex flex-wrap items-end gap-2 pt-2">
        {/* An example has no status: it takes no proposals and never goes anywhere. */}
        {project.rowId === null ? null : token ? (
          <OwnerCardControls project={project} rowId={project.rowId} token={token} />
        ) : (
          <Badge variant="outline" size="lg">
            {statusLabel(project)}
          </Badge>
        )}
        <Button asChild size="sm" variant="outline">
          <Link href={`/project/${project.displayId}`}>
            {t("viewDetails")}
            <span className="sr-only">: {project.title}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
});
