"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { signOutOfAccount } from "@/lib/accounts/client";

/** Ends this browser's session and shows the sign-in form again. */
export function SignOutButton() {
  const t = useTranslations("proPage");
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex items-center gap-3">
      <Button
        variant="outline"
        disabled={pending}
        onClick={async () => {
          setPending(true);
          setFailed(false);
          try {
            await signOutOfAccount();
            window.location.replace("/pro");
          } catch {
            setFailed(true);
            setPending(false);
          }
        }}
      >
        {t("signOut")}
      </Button>
      {failed ? (
        <span role="alert" className="text-destructive text-sm">
          {t("signOutFailed")}
        </span>
      ) : null}
    </div>
  );
}
