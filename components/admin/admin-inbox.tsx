"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { checkOperatorToken } from "@/lib/accounts/client";
import {
  getOperatorToken,
  setOperatorToken,
  takeTokenFromAddress,
  tokenVerdict,
} from "@/lib/client/manage-tokens";
import { InboxView } from "./inbox-view";

type Access = { kind: "checking" } | { kind: "denied" } | { kind: "operator"; token: string };

/** Whether the server takes the token: true, false (refused), or null when it cannot say. */
async function works(token: string): Promise<boolean | null> {
  const { verdict } = await tokenVerdict(() => checkOperatorToken(token));
  return verdict === "accepted" ? true : verdict === "refused" ? false : null;
}

/**
 * The operator's token: from `#operator=` (taken out of the address bar, kept once the server
 * confirms it, never replacing a working one) or the one this browser keeps.
 */
async function resolveAccess(fromLink: string | null): Promise<Access> {
  let unchecked: string | null = null;
  if (fromLink) {
    const verdict = await works(fromLink);
    if (verdict) setOperatorToken(fromLink);
    else if (verdict === null) unchecked = fromLink;
  }
  const stored = getOperatorToken();
  if (stored && (await works(stored)) === false) setOperatorToken(null);
  const token = getOperatorToken() ?? unchecked;
  return token ? { kind: "operator", token } : { kind: "denied" };
}

/** The operator's inbox: contact messages to handle and the recent e-mail deliveries. */
export function AdminInbox() {
  const t = useTranslations("adminInbox");
  const [access, setAccess] = useState<Access>({ kind: "checking" });
  // Read once: the helper removes the token from the address, so a second effect run finds none.
  const linkToken = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (linkToken.current === undefined) linkToken.current = takeTokenFromAddress("operator");
    let active = true;
    void resolveAccess(linkToken.current).then((result) => {
      if (active) setAccess(result);
    });
    return () => {
      active = false;
    };
  }, []);

  if (access.kind === "checking") {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        {t("checking")}
      </p>
    );
  }
  if (access.kind === "denied") {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center" data-testid="denied">
        <Lock className="text-muted-foreground size-8" aria-hidden />
        <h1 className="text-2xl font-bold">{t("denied")}</h1>
      </div>
    );
  }
  return <InboxView token={access.token} />;
}
