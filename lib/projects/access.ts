import "server-only";

import { isOperatorToken, matchesHash } from "@/lib/auth/tokens";
import { CredentialRefusedError, CredentialRequiredError, NotFoundError } from "@/lib/errors";
import { recordManageTokenUse, revokeManageLinks } from "@/lib/projects/links";
import { findProjectRow, type ProjectRecord } from "@/lib/projects/store";

export type ProjectAccess = "owner" | "operator";

/**
 * Who may manage a project: the holder of one of its live manage tokens (the first, or one issued
 * by lost-link recovery or a notice), or the operator. The owner's token is recorded as used (at
 * most once a day), so a token in use never expires.
 */
export async function projectAccess(
  token: string | null,
  project: ProjectRecord,
): Promise<ProjectAccess> {
  if (!token) throw new CredentialRequiredError("manage_token_required");
  if (isOperatorToken(token)) return "operator";
  if (!matchesHash(token, project.manageTokenHashes)) {
    throw new CredentialRefusedError("manage_token_refused");
  }
  await recordManageTokenUse(project, token);
  return "owner";
}

/** A posted project and the token's access to it; a missing project is not found first. */
export async function managedProject(
  token: string | null,
  rowId: number,
): Promise<{ project: ProjectRecord; access: ProjectAccess }> {
  const project = await findProjectRow(rowId);
  if (!project) throw new NotFoundError("project_not_found");
  return { project, access: await projectAccess(token, project) };
}

/**
 * "Sign out other links": every manage link of the project but the one used stops working (the
 * operator signs out all of them). Refused when another of the owner's links signed this one out
 * in the meantime.
 */
export async function signOutOtherManageLinks(token: string | null, rowId: number) {
  const { project, access } = await managedProject(token, rowId);
  const result = await revokeManageLinks(project.id, access === "operator" ? null : token);
  if (!result) throw new NotFoundError("project_not_found");
  if (result === "refused") {
    throw new CredentialRefusedError("manage_token_refused");
  }
  return result;
}
