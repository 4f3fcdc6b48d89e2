"use client";

import { Calendar, MapPin, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { LoadMoreButton } from "@/components/common/load-more-button";
import { ProposalDialog } from "@/components/proposals/proposal-dialog";
import { QueryProvider } from "@/components/providers/query-provider";
import { Badge } from "@/components/ui/badge";
import { useProjectPages } from "@/lib/client/use-project-pages";
import { formatWholeNumber } from "@/lib/numbers";
import { postedProject, takesProposals } from "@/lib/projects/project";
import { toOpenProjectView, type OpenProjectView } from "@/lib/projects/views";

/**
 * Open projects of one category, with Submit Proposal: the open projects homeowners have posted,
 * loaded from the API (filtered there, newest first, 50 at a time).
 */
export function OpenProjects(props: { category: string; samples: OpenProjectView[] }) {
  return (
    <QueryProvider>
      <OpenProjectsList {...props} />
    </QueryProvider>
  );
}

// The example requests of the catalogue (props.samples) take no proposals (docs/decisions/0012-proposals-and-the-hire.md): the
// list shows only what homeowners posted.
function OpenProjectsList({ category }: { category: string; samples: OpenProjectView[] }) {
  const t = useTranslations("trades.open");
  const list = useTranslations("projectList");
  const posted = useProjectPages({ category, status: "open" });
  // Open means open for bids: a project whose owner has accepted a proposal is not listed.
  const fromHomeowners = posted.projects
    .map(postedProject)
    .filter(takesProposals)
    .map(toOpenProjectView);
  const paged = posted.hasNextPage || (posted.data?.pages.length ?? 0) > 1;
  const items = fromHomeowners;

  return (
    <div className="space-y-3">
      <ul className="grid gap-4 md:grid-cols-2" data-testid="open-projects">
        {items.map((item) => (
          <li
            key={item.displayId}
            className="border-border bg-card flex flex-col gap-3 rounded-lg border p-5 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold">
                <Link href={`/project/${item.displayId}`} className="hover:underline">
                  {item.title}
                </Link>
              </h3>
              <Badge variant="outline" className="shrink-0 whitespace-nowrap">
                {t("openBadge")}
              </Badge>
            </div>
            <ul className="text-muted-foreground grid gap-1 text-sm">
              {[
                { icon: MapPin, label: t("location"), value: item.location },
                { icon: Wallet, label: t("budget"), value: item.budget },
                { icon: Calendar, label: t("timeline"), value: item.timeline },
              ].map(({ icon: Icon, label, value }) => (
                <li key={label} className="flex items-center gap-2">
                  <Icon className="size-4" aria-hidden />
                  <span className="sr-only">{label}: </span>
                  {value}
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground text-xs">
              {t("proposals", { count: item.proposalCount })}
            </p>
            <ProposalDialog
              projectId={item.displayId}
              projectTitle={item.title}
              projectCategory={item.category}
              projectLocation={item.location}
              onSubmitted={() => void posted.refetch()}
              triggerClassName="mt-auto w-full"
            />
          </li>
        ))}
      </ul>
      {paged ? (
        <p className="text-muted-foreground text-center text-sm" data-testid="project-list-summary">
          {posted.hasNextPage
            ? list("openSummary", {
                shown: formatWholeNumber(fromHomeowners.length),
                total: formatWholeNumber(posted.total),
              })
            : list("openAllShown", { total: formatWholeNumber(posted.total) })}
        </p>
      ) : null}
      {posted.hasNextPage ? (
        <LoadMoreButton
          pending={posted.isFetchingNextPage}
          failed={posted.isFetchNextPageError}
          onLoadMore={() => void posted.fetchNextPage()}
        />
      ) : null}
      {posted.isError && !posted.isFetchNextPageError ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("loadError")}
        </p>
      ) : null}
    </div>
  );
}
