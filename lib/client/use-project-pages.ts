import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import type { ProjectPage, PublicProject } from "@/lib/projects/shapes";
import { fetchProjectPage, type ProjectListFilter } from "@/lib/projects/client";

/**
 * Posted projects page by page (newest first), for "Load more". Each page starts at the cursor
 * the previous one gave (X-Next-Cursor), so a project posted meanwhile shifts nothing; repeats
 * are still dropped here, since the periodic refetch reloads the pages one after another. The
 * key starts with "projects", so every mutation that invalidates ["projects"] refreshes the list.
 */
export function useProjectPages(
  filter: ProjectListFilter = {},
  refetchInterval?: number,
  /** The first page as the server rendered it, and when it was read: not asked for again sooner. */
  firstPage?: { page: ProjectPage; readAt: number },
) {
  const query = useInfiniteQuery({
    ...(firstPage && {
      initialData: { pages: [firstPage.page], pageParams: [undefined] },
      initialDataUpdatedAt: firstPage.readAt,
      staleTime: refetchInterval,
    }),
    queryKey: ["projects", "pages", filter],
    queryFn: ({ pageParam }) => fetchProjectPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval,
  });
  const pages = query.data?.pages;
  // The same array until the pages change, so a list drawn from it can skip unchanged items.
  const projects = useMemo(() => {
    const seen = new Set<number>();
    const unique: PublicProject[] = [];
    for (const project of (pages ?? []).flatMap((page) => page.projects)) {
      if (seen.has(project.id)) continue;
      seen.add(project.id);
      unique.push(project);
    }
    return unique;
  }, [pages]);
  return { ...query, projects, total: pages?.at(-1)?.total ?? 0 };
}
