"use client";

import { useTranslations } from "next-intl";

import { DeleteProjectButton } from "@/components/projects/delete-project-button";
import { EditProjectDialog } from "@/components/projects/edit-project-dialog";
import { StatusSelect } from "@/components/projects/status-select";
import { useProjectMutations } from "@/components/projects/use-project-mutations";
import type { DashboardItem } from "@/lib/projects/views";

/** A posted project's status, edit and delete, for whoever holds its token. */
export function OwnerCardControls({
  project,
  rowId,
  token,
}: {
  project: DashboardItem;
  rowId: number;
  token: string;
}) {
  const t = useTranslations("dashboard");
  const { update, remove } = useProjectMutations(rowId, token);
  return (
    <>
      <div className="w-48">
        <label htmlFor={`status-${rowId}`} className="sr-only">
          {t("status")}: {project.title}
        </label>
        <StatusSelect
          id={`status-${rowId}`}
          project={project}
          disabled={update.isPending}
          onChange={(status) => update.mutate({ status })}
        />
      </div>
      <EditProjectDialog
        rowId={rowId}
        token={token}
        size="sm"
        pending={update.isPending}
        onSave={(patch, close) => update.mutate(patch, { onSuccess: close })}
      />
      <DeleteProjectButton size="sm" pending={remove.isPending} onConfirm={() => remove.mutate()} />
    </>
  );
}
