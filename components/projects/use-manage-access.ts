"use client";

import { useEffect, useState } from "react";

import { checkManageToken } from "@/lib/projects/client";
import {
  forgetManageToken,
  getManageToken,
  getOperatorToken,
  saveManageToken,
  takeTokenFromAddress,
  tokenVerdict,
} from "@/lib/client/manage-tokens";
import { CHECKING_OWNER_ATTRIBUTE } from "./checking-link";

export type ManageAccess =
  | { state: "checking" }
  | { state: "visitor"; invalidLink: boolean }
  | {
      state: "manager";
      token: string;
      operator: boolean;
      invalidLink: boolean;
      /** The homeowner's whole name, when the server could say it. */
      homeowner?: string;
      /** Whether the project has the homeowner's e-mail address, when the server could say. */
      hasEmail?: boolean;
      /** Whether the project has an answer to the household-use question, when the server could say. */
      hasHouseholdUse?: boolean;
    };

type Verdict = "owner" | "operator" | "refused" | "unknown";

/** Whole names the server gave with an accepted token, by project. */
const homeowners = new Map<number, { name: string; hasEmail: boolean; hasHouseholdUse: boolean }>();

/** Asks the server what a token allows; "unknown" when it cannot answer (offline, 5xx). */
async function verify(rowId: number, token: string): Promise<Verdict> {
  const result = await tokenVerdict(() => checkManageToken(rowId, token));
  if (result.verdict !== "accepted") return result.verdict;
  homeowners.set(rowId, {
    name: result.value.homeowner,
    hasEmail: result.value.hasEmail,
    hasHouseholdUse: result.value.householdUse !== null,
  });
  return result.value.access;
}

async function resolveAccess(rowId: number, fromLink: string | null): Promise<ManageAccess> {
  const stored = getManageToken(rowId);
  let invalidLink = false;
  if (fromLink) {
    const verdict = await verify(rowId, fromLink);
    if (verdict === "owner" || verdict === "operator") {
      if (verdict === "owner") saveManageToken(rowId, fromLink);
      return { state: "manager", token: fromLink, operator: verdict === "operator", invalidLink };
    }
    // Unchecked (the server could not answer): usable now, but it never replaces a stored token.
    if (verdict === "unknown" && !stored) {
      saveManageToken(rowId, fromLink);
      return { state: "manager", token: fromLink, operator: false, invalidLink };
    }
    invalidLink = verdict === "refused";
  }
  if (stored) {
    const verdict = await verify(rowId, stored);
    if (verdict === "owner" || verdict === "unknown")
      return { state: "manager", token: stored, operator: false, invalidLink };
    if (verdict === "refused") forgetManageToken(rowId);
  }
  const admin = getOperatorToken();
  if (admin) {
    const verdict = await verify(rowId, admin);
    if (verdict === "operator" || verdict === "unknown")
      return { state: "manager", token: admin, operator: true, invalidLink };
  }
  return { state: "visitor", invalidLink };
}

/**
 * Whether this browser may manage the posted project: a manage link just opened (`#manage=`),
 * the token kept when it was posted or opened before, or the operator's token. Each is checked
 * with the server before any control shows, and a link that does not work never replaces one
 * that does.
 */
export function useManageAccess(rowId: number): ManageAccess {
  const [access, setAccess] = useState<ManageAccess>({ state: "checking" });
  useEffect(() => {
    const fromLink = takeTokenFromAddress("manage");
    let active = true;
    void resolveAccess(rowId, fromLink || null).then((result) => {
      if (!active) return;
      // The server has answered: what the panel shows next is the reader's own view.
      document.documentElement.removeAttribute(CHECKING_OWNER_ATTRIBUTE);
      setAccess(
        result.state === "manager"
          ? {
              ...result,
              homeowner: homeowners.get(rowId)?.name,
              hasEmail: homeowners.get(rowId)?.hasEmail,
              hasHouseholdUse: homeowners.get(rowId)?.hasHouseholdUse,
            }
          : result,
      );
    });
    return () => {
      active = false;
    };
  }, [rowId]);
  return access;
}
