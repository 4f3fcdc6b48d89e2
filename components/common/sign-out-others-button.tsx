"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/lib/client/toast";
import { useMutationAction } from "@/lib/client/use-mutation-action";

/**
 * "Sign out other links": a button, a dialog saying what it does, then the call. The toast says
 * how many links stopped only once the server has answered. Its text is `{namespace}.signOut`'s,
 * with `variant` choosing between wordings (the operator's, a party's).
 */
export function SignOutOthersButton({
  namespace,
  variant,
  revoke,
}: {
  namespace: "manage" | "agreement";
  variant: string;
  revoke: () => Promise<{ revoked: number }>;
}) {
  const t = useTranslations(`${namespace}.signOut`);
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const { run: confirm, pending } = useMutationAction(revoke, {
    onSuccess: ({ revoked }) => {
      setOpen(false);
      toast.success(t("done", { count: revoked }));
    },
    errorToast: t("error"),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="sign-out-others">
          <LogOut aria-hidden />
          {t(`${variant}.button`)}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t(`${variant}.title`)}</DialogTitle>
          <DialogDescription>{t(`${variant}.body`)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => confirm()}>
            {pending ? t("pending") : t(`${variant}.button`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
