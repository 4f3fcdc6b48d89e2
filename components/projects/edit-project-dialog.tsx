"use client";

import { Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/components/ui/use-dialog-on-demand";
import type { UpdateProjectInput } from "@/lib/projects/schema";

// The form and its libraries load when the owner reaches for Edit: a dashboard or project page
// shows its controls without them.
const EditProjectFormDialog = dynamic(
  () => import("./edit-project-form-dialog").then((module) => module.EditProjectFormDialog),
  { ssr: false },
);

/** The owner's Edit button; the form opens in a dialog (edit-project-form-dialog.tsx). */
export function EditProjectDialog({
  rowId,
  token,
  onSave,
  pending,
  size = "default",
}: {
  rowId: number;
  /** The owner's token: an unlisted project is read with it. */
  token: string;
  onSave: (patch: UpdateProjectInput, close: () => void) => void;
  pending: boolean;
  size?: "default" | "sm";
}) {
  const t = useTranslations("manage");
  const { wanted, triggerProps, dialogProps } = useDialogOnDemand();
  return (
    <>
      <Button variant="outline" size={size} {...triggerProps}>
        <Pencil aria-hidden />
        {t("edit")}
      </Button>
      {wanted ? (
        <EditProjectFormDialog
          {...dialogProps}
          rowId={rowId}
          token={token}
          onSave={onSave}
          pending={pending}
        />
      ) : null}
    </>
  );
}
