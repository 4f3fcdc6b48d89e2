"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { useMemo, useSyncExternalStore } from "react";

import { LoadMoreButton } from "@/components/common/load-more-button";
import { QueryProvider } from "@/components/providers/query-provider";
import { Button } from "@/components/ui/button";
import type { DashboardFirstView } from "@/lib/dashboard/shapes";
import { fetchDashboardStats } from "@/lib/dashboard/client";
import { formatWholeNumber } from "@/lib/numbers";
import { useProjectPages } from "@/lib/client/use-project-pages";
import {
  listFilterOf,
  listFilterQuery,
  passesListFilter,
  type ListFilter,
} from "@/lib/projects/list-filter";
import { postedProject } from "@/lib/projects/project";
import { toDashboardItem, type DashboardItem } from "@/lib/projects/views";
import { DashboardFilters } from "./dashboard-filters";
import { DashboardTabs } from "./dashboard-tabs";
import { StatCards } from "./stat-cards";
import { useDashboardTokens } from "./use-dashboard-tokens";

const REFETCH_MS = 30_000;

export function ProjectDashboard({
  samples,
  firstView,
}: {
  samples: DashboardItem[];
  /** The first page and figures as the server read them; null when it could not. */
  firstView: DashboardFirstView | null;
}) {
  return (
    <QueryProvider>
      <Dashboard samples={samples} firstView={firstView} />
    </QueryProvider>
  );
}

function DashboardLoading() {
  const t = useTranslations("dashboard");
  return (
    // As tall as a screen: the cards that replace it do not push the footer through the view.
    <p role="status" className="text-muted-foreground min-h-dvh py-16 text-center">
      {t("loading")}
    </p>
  );
}

/**
 * The filters in the address bar; each change is a history entry, so Back undoes it. Written with
 * the History API, which Next's router follows: the list is asked of the API, not the page of
 * the server again.
 */
function useAddressFilter() {
  const params = useSearchParams();
  const pathname = usePathname();
  const filter = useMemo(() => listFilterOf(new URLSearchParams(params.toString())), [params]);
  const setFilter = (next: ListFilter) => {
    const query = listFilterQuery(next);
    window.history.pushState(null, "", query ? `${pathname}?${query}` : pathname);
  };
  return [filter, setFilter] as const;
}

const noSubscription = () => () => {};

/** False in the server's markup and while hydrating, true once the page can act. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

function Dashboard({
  samples,
  firstView,
}: {
  samples: DashboardItem[];
  firstView: DashboardFirstView | null;
}) {
  const t = useTranslations("dashboard");
  const list = useTranslations("projectList");
  const { tokens, operatorToken, invalidOperatorLink } = useDashboardTokens();
  const [filter, setFilter] = useAddressFilter();
  const filtered = listFilterQuery(filter) !== "";
  const hydrated = useHydrated();
  // The newest 50 matching posted projects, then 50 more per "Load more" (the API answers pages).
  // The server's first page serves the filters it was read for; another filter asks the API.
  const served = firstView && listFilterQuery(firstView.filter) === listFilterQuery(filter);
  const projects = useProjectPages(
    filter,
    REFETCH_MS,
    served ? { page: firstView.page, readAt: firstView.readAt } : undefined,
  );
  const stats = useQuery({
    queryKey: ["projects", "stats"],
    queryFn: fetchDashboardStats,
    refetchInterval: REFETCH_MS,
    ...(firstView && {
      initialData: firstView.stats,
      initialDataUpdatedAt: firstView.readAt,
      staleTime: REFETCH_MS,
    }),
  });

  // The same items from one render to the next while the list and figures are unchanged: each
  // card is drawn again only when its project or token changes (DashboardCard is memoised).
  const figures = stats.data;
  const all = useMemo<DashboardItem[]>(() => {
    // Sample requests take their proposals from the same answer as the figures above them.
    const sampleStates = new Map(figures?.sampleRequests.map((s) => [s.displayId, s]));
    return [
      ...projects.projects.map((project) => toDashboardItem(postedProject(project))),
      ...samples
        .filter((sample) => passesListFilter(sample, filter))
        .map((sample) => ({ ...sample, ...sampleStates.get(sample.displayId) })),
    ];
  }, [projects.projects, samples, filter, figures]);

  // Keyed: the same element while loading and after, so a choice in progress is not remounted.
  // Held until hydrated: a choice made before the page can act would be lost.
  const filters = (
    <DashboardFilters key="filters" filter={filter} onChange={hydrated ? setFilter : undefined} />
  );
  if (projects.isPending) {
    return (
      <div className="space-y-8">
        <StatCards stats={stats.data} />
        {filters}
        <DashboardLoading />
      </div>
    );
  }
  // A failed "Load more" keeps the list (LoadMoreButton says so); any other failure replaces it.
  if (projects.isError && !projects.isFetchNextPageError) return <DashboardLoadError />;

  const tokenFor = (project: DashboardItem) =>
    project.rowId === null ? null : (tokens[String(project.rowId)] ?? operatorToken);

  const paged = projects.hasNextPage || (projects.data?.pages.length ?? 0) > 1;
  // Grouped here, not by the message: the dashboard builds no Intl formatter (lib/numbers.ts).
  const shown = projects.projects.length;
  const total = formatWholeNumber(projects.total);

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
      {filters}
      {filtered ? (
        <p role="status" className="text-muted-foreground text-sm" data-testid="filter-summary">
          {t("filters.matching", {
            total: projects.total,
            totalText: total,
          })}
        </p>
      ) : null}
      {paged ? (
        <p className="text-muted-foreground text-sm" data-testid="project-list-summary">
          {projects.hasNextPage
            ? list("dashboardSummary", { shown: formatWholeNumber(shown), total })
            : list("dashboardAllShown", { total })}
        </p>
      ) : null}
      <DashboardTabs items={all} tokenFor={tokenFor} filtered={filtered} />
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

/** The list could not be loaded: what went wrong and a way to ask again. */
function DashboardLoadError() {
  const t = useTranslations("dashboard");
  const queryClient = useQueryClient();
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
