"use client";

import Link from "@/components/common/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/client/api";
import { claimProposal } from "@/lib/proposals/client";

type State = "claiming" | "claimed" | "sign-in" | "refused" | "failed";

/** Claims the proposal a receipt's link names for the signed-in account. */
export function ClaimFromLink() {
  const t = useTranslations("proPage.claim");
  const [state, setState] = useState<State>("claiming");
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const proposalId = Number(fragment.get("proposal"));
    const token = fragment.get("token");
    // The token leaves the address bar (and the history) at once.
    window.history.replaceState(null, "", window.location.pathname);
    const valid = Number.isSafeInteger(proposalId) && proposalId > 0 && token;
    // A link without its parts is refused like a wrong one, once the effect has run.
    const claimed = valid
      ? claimProposal(proposalId, token)
      : Promise.reject(new ApiRequestError("", 403));
    claimed.then(
      () => setState("claimed"),
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          // Kept for after signing in: the page reads it back from the fragment.
          window.history.replaceState(null, "", `${window.location.pathname}#${fragment}`);
          setState("sign-in");
        } else if (error instanceof ApiRequestError && error.status > 0) {
          setMessage(error.message);
          setState("refused");
        } else setState("failed");
      },
    );
  }, []);

  if (state === "claiming") {
    return (
      <p role="status" className="text-muted-foreground">
        {t("claiming")}
      </p>
    );
  }
  return (
    <section
      role={state === "claimed" ? "status" : "alert"}
      className="space-y-4"
      data-testid="claim-result"
      data-state={state}
    >
      <p>{state === "refused" && message ? message : t(state)}</p>
      <Button asChild>
        <Link href={state === "sign-in" ? "/pro/sign-in" : "/pro"}>
          {t(state === "sign-in" ? "signIn" : "toPro")}
        </Link>
      </Button>
    </section>
  );
}
