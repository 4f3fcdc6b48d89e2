"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Field } from "@/components/forms/field";
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
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { StatusFacts } from "@/lib/projects/status";
import type { ProjectStatus } from "@/lib/validation/options";
import type { UpdateProjectInput } from "@/lib/projects/schema";
import { StatusSelect } from "./status-select";

interface Editable extends StatusFacts {
  estimatedCost: string | null;
  timeline: string | null;
  contractorNotes: string | null;
}

/** The owner's edit dialog: free-text fields, none required; Updating... while pending. */
export function EditProjectDialog({
  project,
  onSave,
  pending,
  size = "default",
}: {
  project: Editable;
  onSave: (patch: UpdateProjectInput, close: () => void) => void;
  pending: boolean;
  size?: "default" | "sm";
}) {
  const t = useTranslations("manage");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [estimatedCost, setEstimatedCost] = useState(project.estimatedCost ?? "");
  const [timeline, setTimeline] = useState(project.timeline ?? "");
  const [status, setStatus] = useState(project.status);
  const [notes, setNotes] = useState(project.contractorNotes ?? "");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setEstimatedCost(project.estimatedCost ?? "");
          setTimeline(project.timeline ?? "");
          setStatus(project.status);
          setNotes(project.contractorNotes ?? "");
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size={size}>
          <Pencil aria-hidden />
          {t("edit")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t("editTitle")}</DialogTitle>
          <DialogDescription>{t("editDescription")}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const patch: UpdateProjectInput = {
              status: status as ProjectStatus,
              ...(estimatedCost.trim() ? { estimatedCost } : {}),
              ...(timeline.trim() ? { timeline } : {}),
              ...(notes.trim() ? { contractorNotes: notes } : {}),
            };
            onSave(patch, () => setOpen(false));
          }}
        >
          <Field id="edit-estimated-cost" label={t("estimatedCost")}>
            <Input
              id="edit-estimated-cost"
              value={estimatedCost}
              maxLength={100}
              placeholder={t("estimatedCostPlaceholder")}
              onChange={(e) => setEstimatedCost(e.target.value)}
            />
          </Field>
          <Field id="edit-timeline" label={t("updatedTimeline")}>
            <Input
              id="edit-timeline"
              value={timeline}
              maxLength={100}
              placeholder={t("updatedTimelinePlaceholder")}
              onChange={(e) => setTimeline(e.target.value)}
            />
          </Field>
          <Field id="edit-status" label={t("projectStatus")}>
            <StatusSelect
              id="edit-status"
              project={project}
              value={status}
              onChange={(next) => setStatus(next)}
            />
          </Field>
          <Field id="edit-notes" label={t("contractorNotes")}>
            <Textarea
              id="edit-notes"
              rows={4}
              value={notes}
              maxLength={2000}
              onChange={(e) => setNotes(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t("updating") : t("update")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
