"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import Link from "@/components/common/link";
import { ApiRequestError } from "@/lib/client/api";
import { signInWithLink } from "@/lib/accounts/client";
import { takeTokenFromAddress } from "@/lib/client/manage-tokens";

type State = "working" | "refused" | "missing" | "network";

/**
 * Opens an e-mailed sign-in link: takes the token out of the fragment, hands it to the server
 * (which sets the session cookie) and goes on to /pro.
 */
export function SignInFromLink() {
  const t = useTranslations("proSignIn");
  const [state, setState] = useState<State>("working");
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const token = takeTokenFromAddress("token");
      if (!token) {
        setState("missing");
        return;
      }
      try {
        await signInWithLink(token);
        window.location.replace("/pro");
      } catch (error) {
        const status = error instanceof ApiRequestError ? error.status : -1;
        setState(status === 0 ? "network" : "refused");
      }
    })();
  }, []);

  if (state === "working") {
    return (
      <p role="status" className="text-muted-foreground">
        {t("signingIn")}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-destructive/10 space-y-2 rounded-lg border p-6"
    >
      <p className="font-semibold">{t(state === "network" ? "network" : "linkRefused")}</p>
      <Link href="/pro" className="text-primary font-medium underline underline-offset-4">
        {t("askAgain")}
      </Link>
    </div>
  );
}
