"use client";

import { Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/components/ui/use-dialog-on-demand";

const DeleteProjectDialog = dynamic(
  () => import("./delete-project-dialog").then((module) => module.DeleteProjectDialog),
  { ssr: false },
);

export function DeleteProjectButton({
  onConfirm,
  pending,
  size = "default",
}: {
  onConfirm: () => void;
  pending: boolean;
  size?: "default" | "sm";
}) {
  const t = useTranslations("manage");
  const { wanted, triggerProps, dialogProps } = useDialogOnDemand();
  return (
    <>
      <Button variant="destructive" size={size} {...triggerProps}>
        <Trash2 aria-hidden />
        {t("delete")}
      </Button>
      {wanted ? (
        <DeleteProjectDialog {...dialogProps} onConfirm={onConfirm} pending={pending} />
      ) : null}
    </>
  );
}
