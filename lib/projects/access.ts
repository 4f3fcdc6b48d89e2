import "server-only";

import { recordManageTokenUse, type ProjectRecord } from "@/lib/projects/store";
import { authorize, bearerToken } from "@/lib/api/auth";

/**
 * authorize() for a stored project, with its live manage tokens; the owner's token is recorded
 * as used (at most once a day), so a token in use never expires.
 */
export async function authorizeProject(
  request: Request,
  project: ProjectRecord,
): Promise<"owner" | "operator"> {
  const access = authorize(request, project.manageTokenHashes);
  if (access === "owner") await recordManageTokenUse(project, bearerToken(request)!);
  return access;
}
