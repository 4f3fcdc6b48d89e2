"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { PhotoPicker } from "@/components/forms/photo-picker";
import { RequirementsInput } from "@/components/forms/requirements-input";
import { labelOptions } from "@/components/forms/select-field";
import { SelectFormField } from "@/components/forms/select-form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { OnDemandDialogProps } from "@/components/ui/use-dialog-on-demand";
import type { PublicProject } from "@/lib/projects/shapes";
import { fetchProject } from "@/lib/projects/client";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import type { UpdateProject, UpdateProjectInput } from "@/lib/projects/schema";
import { BUDGET_OPTIONS, TIMELINE_OPTIONS } from "@/lib/validation/options";

/**
 * The owner's Edit: what they posted (title, description, budget, timeline, photos and
 * requirements), read fresh from the server when it opens. Contractors who bid are told of a
 * change by e-mail (lib/projects/mails.ts). `EditProjectDialog` loads it when it is reached for.
 */
export function EditProjectFormDialog({
  open,
  setOpen,
  returnFocus,
  rowId,
  token,
  onSave,
  pending,
}: OnDemandDialogProps & {
  rowId: number;
  token: string;
  onSave: (patch: UpdateProjectInput, close: () => void) => void;
  pending: boolean;
}) {
  const t = useTranslations("manage");
  const common = useTranslations("common");
  const project = useQuery({
    queryKey: ["projects", rowId],
    queryFn: () => fetchProject(rowId, token),
    enabled: open,
    staleTime: 0,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={common("close")} onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{t("editTitle")}</DialogTitle>
          <DialogDescription>{t("editDescription")}</DialogDescription>
        </DialogHeader>
        {project.data ? (
          <EditProjectForm
            key={project.data.updatedAt}
            project={project.data}
            pending={pending}
            onCancel={() => setOpen(false)}
            onSave={(patch) => onSave(patch, () => setOpen(false))}
          />
        ) : (
          <p role="status" className="text-muted-foreground text-sm">
            {project.isError ? t("editLoadError") : t("editLoading")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditProjectForm({
  project,
  pending,
  onCancel,
  onSave,
}: {
  project: PublicProject;
  pending: boolean;
  onCancel: () => void;
  onSave: (patch: UpdateProjectInput) => void;
}) {
  const t = useTranslations("manage");
  const post = useTranslations("postProject");
  const timelineLabels = useTranslations("project.timelineLabels");
  const [uploading, setUploading] = useState(false);
  const form = useForm<UpdateProjectInput, unknown, UpdateProject>({
    resolver: lazyZodResolver(() =>
      import("@/lib/projects/schema").then((module) => module.updateProjectSchema),
    ),
    defaultValues: {
      title: project.title,
      description: project.description,
      budget: project.budget as UpdateProjectInput["budget"],
      timeline: project.timeline,
      images: project.images,
      requirements: project.requirements,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  // A timeline typed before this form offered the list stays choosable as it is.
  const timelines: string[] = TIMELINE_OPTIONS.includes(
    project.timeline as (typeof TIMELINE_OPTIONS)[number],
  )
    ? [...TIMELINE_OPTIONS]
    : [project.timeline, ...TIMELINE_OPTIONS];
  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit((values) => onSave(values))}>
      <Field id="edit-title" label={post("title")} error={errors.title?.message} required>
        <Input
          {...register("title")}
          {...fieldAria("edit-title", errors.title?.message)}
          maxLength={120}
        />
      </Field>
      <Field
        id="edit-description"
        label={post("description")}
        error={errors.description?.message}
        required
      >
        <Textarea
          {...register("description")}
          {...fieldAria("edit-description", errors.description?.message)}
          rows={5}
          maxLength={5000}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFormField
          control={control}
          name="budget"
          id="edit-budget"
          label={post("budget")}
          options={labelOptions(BUDGET_OPTIONS)}
          required
        />
        <SelectFormField
          control={control}
          name="timeline"
          id="edit-timeline"
          label={post("timeline")}
          options={timelines.map((value) => ({
            value,
            label: timelineLabels.has(value) ? timelineLabels(value) : value,
          }))}
          required
        />
      </div>
      <Field id="edit-photos" label={post("photos")}>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <PhotoPicker
              id="edit-photos"
              value={field.value ?? []}
              onChange={field.onChange}
              onBusyChange={setUploading}
            />
          )}
        />
      </Field>
      <Field id="edit-requirements" label={post("requirements")}>
        <Controller
          control={control}
          name="requirements"
          render={({ field }) => (
            <RequirementsInput
              id="edit-requirements"
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      </Field>
      <p className="text-muted-foreground text-sm">{t("editTellsBidders")}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? t("updating") : t("update")}
        </Button>
      </DialogFooter>
    </form>
  );
}
