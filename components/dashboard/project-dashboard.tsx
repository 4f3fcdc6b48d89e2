"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AlertTriangle,
  Briefcase,
  CheckCircle2,
  DollarSign,
  Gavel,
  MapPin,
  RefreshCw,
} from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import Link from "@/components/common/link";
import { LoadMoreButton } from "@/components/common/load-more-button";
import { DeleteProjectButton } from "@/components/projects/delete-project-button";
import { EditProjectDialog } from "@/components/projects/edit-project-dialog";
import { StatusSelect } from "@/components/projects/status-select";
import { useProjectMutations } from "@/components/projects/use-project-mutations";
import { QueryProvider } from "@/components/providers/query-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { checkOperatorToken, fetchDashboardStats } from "@/lib/client/api";
import {
  allManageTokens,
  getOperatorToken,
  setOperatorToken,
  takeTokenFromAddress,
  tokenVerdict,
} from "@/lib/client/manage-tokens";
import { useProjectPages } from "@/lib/client/use-project-pages";
import { formatCents } from "@/lib/money";
import type { DashboardStats } from "@/lib/api-shapes";
import { postedProject, takesProposals } from "@/lib/projects/project";
import { toDashboardItem, type DashboardItem } from "@/lib/projects/views";
import { cn } from "@/lib/utils";
import { QUICK_STATUSES } from "@/lib/validation/options";

const REFETCH_MS = 30_000;
const RECENT_COUNT = 5;

export function ProjectDashboard({ samples }: { samples: DashboardItem[] }) {
  return (
    <QueryProvider>
      <Dashboard samples={samples} />
    </QueryProvider>
  );
}

function Dashboard({ samples }: { samples: DashboardItem[] }) {
  const t = useTranslations("dashboard");
  const list = useTranslations("projectList");
  const queryClient = useQueryClient();
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const [operatorToken, setOperator] = useState<string | null>(null);
  const [invalidOperatorLink, setInvalidOperatorLink] = useState(false);
  useEffect(() => {
    // An operator opens /contractor-dashboard#operator=TOKEN once; the token stays in this browser
    // once the server has confirmed it, and a link that fails never replaces a working token.
    const fromLink = takeTokenFromAddress("operator");
    /* eslint-disable react-hooks/set-state-in-effect -- browser storage is read once after hydration */
    setTokens(allManageTokens());
    /* eslint-enable react-hooks/set-state-in-effect */
    let active = true;
    void (async () => {
      const works = async (token: string) => {
        const { verdict } = await tokenVerdict(() => checkOperatorToken(token));
        return verdict === "accepted" ? true : verdict === "refused" ? false : null;
      };
      if (fromLink) {
        const verdict = await works(fromLink);
        if (verdict) setOperatorToken(fromLink);
        else if (active) setInvalidOperatorLink(true);
      }
      const stored = getOperatorToken();
      if (stored && (await works(stored)) === false) setOperatorToken(null);
      if (active) setOperator(getOperatorToken());
    })();
    return () => {
      active = false;
    };
  }, []);

  // The newest 50 posted projects, then 50 more per "Load more" (the API answers pages).
  const projects = useProjectPages({}, REFETCH_MS);
  const stats = useQuery({
    queryKey: ["projects", "stats"],
    queryFn: fetchDashboardStats,
    refetchInterval: REFETCH_MS,
  });

  if (projects.isPending) {
    return (
      // As tall as a screen: the cards that replace it do not push the footer through the view.
      <p role="status" className="text-muted-foreground min-h-dvh py-16 text-center">
        {t("loading")}
      </p>
    );
  }
  // A failed "Load more" keeps the list (LoadMoreButton says so); any other failure replaces it.
  if (projects.isError && !projects.isFetchNextPageError) {
    return (
      <div
        role="alert"
        className="border-destructive/40 bg-destructive/5 flex flex-col items-center gap-3 rounded-lg border py-12 text-center"
      >
        <AlertTriangle className="text-destructive size-8" aria-hidden />
        <p className="font-semibold">{t("loadError")}</p>
        <Button
          variant="outline"
          onClick={() => queryClient.invalidateQueries({ queryKey: ["projects"] })}
        >
          <RefreshCw aria-hidden />
          {t("retry")}
        </Button>
      </div>
    );
  }

  // Sample requests take their proposals from the same answer as the figures above them.
  const sampleStates = new Map(stats.data?.sampleRequests.map((s) => [s.displayId, s]));
  const all: DashboardItem[] = [
    ...projects.projects.map((project) => toDashboardItem(postedProject(project))),
    ...samples.map((sample) => ({ ...sample, ...sampleStates.get(sample.displayId) })),
  ];
  const byDate = [...all].sort((a, b) => b.postedDate.localeCompare(a.postedDate));
  const tabs = [
    { value: "all", label: t("all"), items: byDate },
    { value: "open", label: t("openForBids"), items: byDate.filter(takesProposals) },
    { value: "urgent", label: t("urgent"), items: byDate.filter((p) => p.urgency === "high") },
    { value: "recent", label: t("recent"), items: byDate.slice(0, RECENT_COUNT) },
  ];
  const tokenFor = (project: DashboardItem) =>
    project.rowId === null ? null : (tokens[String(project.rowId)] ?? operatorToken);

  const paged = projects.hasNextPage || (projects.data?.pages.length ?? 0) > 1;
  const shown = projects.projects.length;

  return (
    <div className="space-y-8">
      {invalidOperatorLink && (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-lg border p-4 text-sm"
          data-testid="invalid-operator-link"
        >
          {t("invalidOperatorLink")}
        </p>
      )}
      <StatCards stats={stats.data} />
      {paged ? (
        <p className="text-muted-foreground text-sm" data-testid="project-list-summary">
          {projects.hasNextPage
            ? list("dashboardSummary", { shown, total: projects.total })
            : list("dashboardAllShown", { total: projects.total })}
        </p>
      ) : null}
      <Tabs defaultValue="all">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label} ({tab.items.length})
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6">
            {tab.items.length === 0 ? (
              <p className="text-muted-foreground py-10 text-center">{t("empty")}</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {tab.items.map((project) => (
                  <li key={project.displayId}>
                    <DashboardCard project={project} token={tokenFor(project)} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
      {projects.hasNextPage ? (
        <LoadMoreButton
          pending={projects.isFetchingNextPage}
          failed={projects.isFetchNextPageError}
          onLoadMore={() => void projects.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}

function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const t = useTranslations("dashboard");
  const format = useFormatter();
  // Canadian dollars read "$5,000" here, as everywhere on the site (never "CA$5,000").
  const money = (value: number) =>
    format.number(value, {
      style: "currency",
      currency: "CAD",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    });
  // Confirmed written agreements give the figure to the cent; before any, the accepted bids' range.
  const agreed = stats && stats.agreements.confirmed > 0 ? stats.agreements : null;
  const earnings = agreed
    ? formatCents(agreed.totalCents)
    : stats
      ? earningsText(stats.totalEarnings, money)
      : "…";
  const cards = [
    {
      id: "available",
      label: t("available"),
      value: stats?.availableProjects ?? "…",
      icon: Briefcase,
    },
    { id: "active-bids", label: t("activeBids"), value: stats?.activeBids ?? "…", icon: Gavel },
    {
      id: "completed",
      label: t("completed"),
      value: stats?.completedProjects ?? "…",
      icon: CheckCircle2,
    },
    {
      id: "earnings",
      label: t("earnings"),
      value: earnings,
      icon: DollarSign,
      note: agreed
        ? t("earningsAgreed", { count: agreed.confirmed })
        : stats
          ? t("earningsBids")
          : undefined,
    },
  ];
  return (
    // Two by two on a phone, one row of four on a wide screen.
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ id, label, value, icon: Icon, note }) => (
        <div
          key={id}
          className="border-border bg-card @container min-w-0 rounded-lg border p-4 shadow-sm sm:p-5"
        >
          <dt className="text-muted-foreground flex items-start justify-between gap-2 text-sm font-medium">
            {label}
            <Icon className="text-primary size-5 shrink-0" aria-hidden />
          </dt>
          {/* A range of dollars stays on one line: its size follows the card's width. */}
          <dd
            className={cn(
              "mt-2 font-bold whitespace-nowrap tabular-nums",
              // A long range of dollars shrinks with the card to stay on one line.
              String(value).length > 8 ? "text-[clamp(0.75rem,8.5cqi,1.5rem)]" : "text-2xl",
            )}
            data-testid={`stat-${label}`}
          >
            {value}
          </dd>
          {note ? (
            <dd className="text-muted-foreground mt-1 text-xs" data-testid="stat-note">
              {note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** "$5,000", "$5,000–$10,000" or "$100,000+": the accepted bids' range on one line. */
function earningsText(
  total: DashboardStats["totalEarnings"],
  money: (value: number) => string,
): string {
  const plus = total.openEnded ? "+" : "";
  return total.low === total.high
    ? `${money(total.low)}${plus}`
    : `${money(total.low)}–${money(total.high)}${plus}`;
}

function DashboardCard({ project, token }: { project: DashboardItem; token: string | null }) {
  const t = useTranslations("dashboard");
  const labels = useTranslations("project");
  const format = useFormatter();
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
        {project.rowId === null ? <Badge variant="outline">{t("sample")}</Badge> : null}
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
        {t("postedOn", {
          date: format.dateTime(new Date(project.postedDate), { dateStyle: "medium" }),
        })}{" "}
        · {t("proposals", { count: project.proposalCount })}
      </p>
      <div className="mt-auto flex flex-wrap items-end gap-2 pt-2">
        {token && project.rowId !== null ? (
          <OwnerCardControls project={project} rowId={project.rowId} token={token} />
        ) : (
          <Badge variant="outline" size="lg">
            {labels.has(`statusLabels.${project.status}`)
              ? labels(`statusLabels.${project.status}`)
              : project.status}
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
}

function OwnerCardControls({
  project,
  rowId,
  token,
}: {
  project: DashboardItem;
  rowId: number;
  token: string;
}) {
  const t = useTranslations("dashboard");
  const { update, remove } = useProjectMutations(rowId, token);
  return (
    <>
      <div className="w-48">
        <label htmlFor={`status-${rowId}`} className="sr-only">
          {t("status")}: {project.title}
        </label>
        <StatusSelect
          id={`status-${rowId}`}
          value={project.status}
          statuses={QUICK_STATUSES}
          disabled={update.isPending}
          onChange={(status) => update.mutate({ status })}
        />
      </div>
      <EditProjectDialog
        project={project}
        size="sm"
        pending={update.isPending}
        onSave={(patch, close) => update.mutate(patch, { onSuccess: close })}
      />
      <DeleteProjectButton size="sm" pending={remove.isPending} onConfirm={() => remove.mutate()} />
    </>
  );
}
