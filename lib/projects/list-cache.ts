import "server-only";

import { cacheLife, cacheTag, revalidateTag } from "next/cache";

import { env } from "@/lib/env";
import type { ListProjectsQuery } from "@/lib/projects/schema";
import { listProjectPage, type ProjectListPage } from "@/lib/projects/store";

// The project list (GET /api/projects) is the one API answer Next keeps: every visitor asks for
// the same few pages, and on the embedded database one connection answers every request
// (docs/decisions/0032-production-server-and-caching.md). Every write that changes what a page of
// it shows calls projectListChanged once it has committed.

const PROJECT_LIST_TAG = "project-list";

/**
 * Whether this instance may keep pages of the list: only with the embedded database, where the
 * one process takes every write. With PostgreSQL other instances write too, and their changes
 * would not reach this instance's kept pages.
 */
export const listIsKept = () => !env.DATABASE_URL && !env.VERCEL;

/** A page of the list, kept by Next for at most 2 seconds, and forgotten at a change. */
async function keptProjectPage(query: ListProjectsQuery): Promise<ProjectListPage> {
  "use cache";
  cacheTag(PROJECT_LIST_TAG);
  cacheLife({ stale: 0, revalidate: 2, expire: 2 });
  return listProjectPage(query);
}

/** One page of the list: Next's kept copy where the instance may keep it, else read afresh. */
export const projectPage = (query: ListProjectsQuery) =>
  listIsKept() ? keptProjectPage(query) : listProjectPage(query);

/**
 * Forgets the kept pages of the list at once (`expire: 0`): the next request reads the change.
 * Outside a request (a sweep, a script, a test) there is no kept page to forget, and pages of the
 * list expire within 2 seconds anyway.
 */
export function projectListChanged(): void {
  if (!listIsKept()) return;
  try {
    revalidateTag(PROJECT_LIST_TAG, { expire: 0 });
  } catch (error) {
    // Next throws this invariant when no request is being handled; anything else is a fault.
    if (!String((error as Error)?.message).includes("static generation store missing")) {
      console.error("Could not forget the kept project list:", error);
    }
  }
}
