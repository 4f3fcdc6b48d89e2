"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { OnDemandDialogProps } from "@/components/ui/use-dialog-on-demand";

/** Asks before a project is deleted; `DeleteProjectButton` loads it when it is reached for. */
export function DeleteProjectDialog({
  open,
  setOpen,
  returnFocus,
  onConfirm,
  pending,
}: OnDemandDialogProps & { onConfirm: () => void; pending: boolean }) {
  const t = useTranslations("manage");
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={common("close")} onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{t("deleteConfirmTitle")}</DialogTitle>
          <DialogDescription>{t("deleteConfirmBody")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            {pending ? t("deleting") : t("confirmDelete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
