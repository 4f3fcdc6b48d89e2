"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { toast } from "@/lib/client/toast";
import { deleteProject, updateProject } from "@/lib/projects/client";
import { forgetManageToken } from "@/lib/client/manage-tokens";
import type { UpdateProjectInput } from "@/lib/projects/schema";

/**
 * Update and delete a posted project, with a success or error toast and a refetch after each.
 * A status change sends the status alone: the server sets the start or completion date by its
 * own clock, so a browser's wrong clock cannot date the work.
 */
export function useProjectMutations(rowId: number, token: string | null) {
  const t = useTranslations("manage");
  const queryClient = useQueryClient();
  const router = useRouter();
  const update = useMutation({
    mutationFn: (patch: UpdateProjectInput) => updateProject(rowId, patch, token),
    onSuccess: async () => {
      toast.success(t("updated"));
      await queryClient.invalidateQueries({ queryKey: ["projects"] });
      router.refresh();
    },
    onError: (error) => toast.error(t("updateError"), { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: () => deleteProject(rowId, token),
    onSuccess: async () => {
      forgetManageToken(rowId);
      toast.success(t("deleted"));
      await queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
    onError: (error) => toast.error(t("deleteError"), { description: error.message }),
  });
  return { update, remove };
}
