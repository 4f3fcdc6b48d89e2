import { useInfiniteQuery } from "@tanstack/react-query";

import type { PublicProject } from "@/lib/api-shapes";
import { fetchProjectPage, type ProjectListFilter } from "./api";

/**
 * Posted projects page by page (newest first), for "Load more". Pages are fetched by offset, so a
 * project posted between two pages shifts the second by one: repeats are dropped here, and the
 * periodic refetch reloads every page. The key starts with "projects", so every mutation that
 * invalidates ["projects"] refreshes the list.
 */
export function useProjectPages(filter: ProjectListFilter = {}, refetchInterval?: number) {
  const query = useInfiniteQuery({
    queryKey: ["projects", "pages", filter],
    queryFn: ({ pageParam }) => fetchProjectPage(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const fetched = pages.reduce((count, page) => count + page.projects.length, 0);
      return last.projects.length > 0 && fetched < last.total ? fetched : undefined;
    },
    refetchInterval,
  });
  const pages = query.data?.pages ?? [];
  const seen = new Set<number>();
  const projects: PublicProject[] = [];
  for (const project of pages.flatMap((page) => page.projects)) {
    if (seen.has(project.id)) continue;
    seen.add(project.id);
    projects.push(project);
  }
  return { ...query, projects, total: pages.at(-1)?.total ?? 0 };
}
