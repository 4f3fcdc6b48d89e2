import type { DashboardFirstView } from "@/lib/dashboard/shapes";
import type { PublicProject } from "@/lib/projects/shapes";
import { dashboardStats } from "@/lib/dashboard/stats";
import { listFilterOf } from "@/lib/projects/list-filter";
import { listProjectsQuerySchema } from "@/lib/projects/schema";
import { listProjectPage } from "@/lib/projects/store";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The dashboard's first view for a page's search parameters (a repeated or unknown filter is
 * left out, as the address bar's are). Null when the database cannot answer: the page is served
 * anyway, and the browser asks the API, showing its own error and a way to retry.
 */
export async function dashboardFirstView(
  searchParams: SearchParams,
): Promise<DashboardFirstView | null> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (typeof value === "string") params.set(key, value);
  }
  const filter = listFilterOf(params);
  try {
    const [page, stats] = await Promise.all([
      listProjectPage(listProjectsQuerySchema.parse(filter)),
      dashboardStats(),
    ]);
    const projects = JSON.parse(page.json) as PublicProject[];
    return {
      filter,
      page: { projects, total: page.total, nextCursor: page.nextCursor },
      stats,
      readAt: Date.now(),
    };
  } catch (error) {
    console.error("The dashboard's first view could not be read:", error);
    return null;
  }
}
