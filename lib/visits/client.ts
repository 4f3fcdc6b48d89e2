// The browser's calls about a project's site visits (docs/api.md).
import { call } from "@/lib/client/api";
import type { ChangeVisitInput, RequestVisitInput } from "./schema";
import type { ProjectVisits, VisitAnswer } from "./shapes";

/** The project's visits as this browser may see them: with the manage token, or its session. */
export const fetchProjectVisits = (rowId: number, token?: string | null) =>
  call<ProjectVisits>(`/api/projects/${rowId}/visits`, { token, cache: "no-store" });

export const requestProjectVisit = (rowId: number, input: RequestVisitInput) =>
  call<VisitAnswer>(`/api/projects/${rowId}/visits`, {
    method: "POST",
    body: JSON.stringify(input),
  });

export const changeProjectVisit = (
  rowId: number,
  visitId: number,
  input: ChangeVisitInput,
  token?: string | null,
) =>
  call<VisitAnswer>(`/api/projects/${rowId}/visits/${visitId}`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });
