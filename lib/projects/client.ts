// The browser's calls about posted projects: listing, posting, managing, the operator's queue
// (docs/api.md).
import { call, create, send } from "@/lib/client/api";
import type { ProjectStatus } from "@/lib/validation/options";
import type { ReminderAnswer } from "./follow-up-answers";
import type { CreateProjectInput, UpdateProjectInput } from "./schema";
import type {
  OwnerListing,
  ProjectPage,
  Published,
  PublicProject,
  QueuedProject,
  ReportReason,
} from "./shapes";

/** Which posted projects to list; the page size is the API's default (50). */
export interface ProjectListFilter {
  category?: string;
  status?: ProjectStatus;
  city?: string;
  budget?: string;
  urgency?: string;
  /** Projects per page (the list's default, 50, when left out). */
  limit?: number;
}

/**
 * One page of posted projects, newest first: the first one (plain /api/projects), or the one
 * starting at `after`, a cursor the previous page gave.
 */
export async function fetchProjectPage(
  filter: ProjectListFilter = {},
  after?: string,
): Promise<ProjectPage> {
  const query = new URLSearchParams();
  for (const key of ["category", "status", "city", "budget", "urgency"] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  if (filter.limit) query.set("limit", String(filter.limit));
  if (after) query.set("after", after);
  const search = query.toString();
  const { body, headers } = await send<PublicProject[]>(
    search ? `/api/projects?${search}` : "/api/projects",
  );
  const total = Number(headers.get("x-total-count") ?? Number.NaN);
  // Without the headers (a proxy dropped them), this page is taken to be the last.
  return {
    projects: body,
    total: Number.isInteger(total) ? total : body.length,
    nextCursor: headers.get("x-next-cursor") || null,
  };
}

/** A posted project: a listed one for anyone, any of the owner's with their manage token. */
export const fetchProject = (rowId: number, token?: string) =>
  call<PublicProject>(`/api/projects/${rowId}`, { token });

export const postProject = (input: CreateProjectInput, idempotencyKey: string) =>
  create<{ project: PublicProject; manageToken: string; manageLinkEmailed: boolean }>(
    "/api/projects",
    input,
    idempotencyKey,
  );

export const updateProject = (id: number, patch: UpdateProjectInput, token: string | null) =>
  call<PublicProject>(`/api/projects/${id}`, { method: "PUT", body: JSON.stringify(patch), token });

/** The owner's answer to "where does the project stand?" (POST /api/projects/{id}/answer). */
export const answerProjectReminder = (id: number, answer: ReminderAnswer, token: string) =>
  call<PublicProject>(`/api/projects/${id}/answer`, {
    method: "POST",
    body: JSON.stringify({ answer }),
    token,
  });

export const deleteProject = (id: number, token: string | null) =>
  call<void>(`/api/projects/${id}`, { method: "DELETE", token });

/** Who a token lets manage the project: "owner" or "operator"; an ApiRequestError (403) if nobody. */
export const checkManageToken = (rowId: number, token: string) =>
  call<
    {
      access: "owner" | "operator";
      homeowner: string;
      hasEmail: boolean;
      /** The answer to the household-use question; null for a project posted before it. */
      householdUse?: boolean | null;
    } & OwnerListing
  >(`/api/projects/${rowId}/access`, { token });

/** E-mails the owner the link that publishes the project again (within the mail budget). */
export const resendPublishLink = (rowId: number, token: string) =>
  call<{ emailed: boolean }>(`/api/projects/${rowId}/publish-link`, { method: "POST", token });

/** A signed-in contractor reports a listed project to the operator; 401 without a session. */
export const reportProject = (rowId: number, report: { reason: ReportReason; note?: string }) =>
  call<{ listed: boolean }>(`/api/projects/${rowId}/report`, {
    method: "POST",
    body: JSON.stringify(report),
  });

/** Publishes the project with the link e-mailed to its owner; answers its listing after. */
export const publishProject = (rowId: number, publishToken: string) =>
  call<Published>(`/api/projects/${rowId}/publish`, {
    method: "POST",
    body: JSON.stringify({ token: publishToken }),
  });

/** "Sign out other links": every other manage token of the project stops working (all, for the operator). */
export const revokeManageLinks = (rowId: number, token: string) =>
  call<{ revoked: number }>(`/api/projects/${rowId}/links/revoke`, { method: "POST", token });

/** Lost-link recovery: the server e-mails the address's manage links, if it has projects. */
export const requestManageLinks = (input: { email: string; website?: string }) =>
  call<{ message: string }>("/api/recover", { method: "POST", body: JSON.stringify(input) });

/** The operator's queue of held, unlisted and reported projects. */
export const fetchProjectQueue = (token: string) =>
  call<{ projects: QueuedProject[] }>("/api/admin/projects", { token });

/** The operator publishes, rejects or unlists a project; its homeowner is e-mailed why. */
export const decideProject = (
  rowId: number,
  decision: "publish" | "reject" | "unlist",
  reason: string | undefined,
  token: string,
) =>
  call<{ listing: string }>(`/api/admin/projects/${rowId}/decision`, {
    method: "POST",
    body: JSON.stringify({ decision, ...(reason ? { reason } : {}) }),
    token,
  });
