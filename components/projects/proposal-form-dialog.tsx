"use client";

import { useTranslations } from "next-intl";
import { useForm, type FieldErrors } from "react-hook-form";

import { toast } from "@/lib/client/toast";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { SelectFormField } from "@/components/forms/select-form-field";
import { labelOptions } from "@/components/forms/select-field";
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
import { newIdempotencyKey, submitProposal } from "@/lib/client/api";
import { saveTrackingToken } from "@/lib/client/manage-tokens";
import { BID_AMOUNT_OPTIONS, PROPOSAL_TIMELINE_OPTIONS } from "@/lib/validation/options";
import { type CreateProposal, type CreateProposalInput } from "@/lib/validation/proposal";

/** A stored proposal and the private token of its tracking link (shown once). */
export interface StoredProposal {
  id: number;
  trackingToken: string;
}

/** The proposal form in its dialog; `ProposalDialog` loads it when a contractor reaches for it. */
export function ProposalFormDialog({
  projectId,
  projectTitle,
  onSubmitted,
  onStored,
  open,
  setOpen,
}: {
  projectId: number;
  projectTitle: string;
  onSubmitted?: () => void;
  /** Receives the stored proposal, so the page can show its tracking link once the dialog closes. */
  onStored?: (proposal: StoredProposal) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const t = useTranslations("proposal");
  const common = useTranslations("common");
  const empty: CreateProposalInput = {
    projectId,
    contractorName: "",
    contractorEmail: "",
    contractorPhone: "",
    bidAmount: "" as CreateProposalInput["bidAmount"],
    timeline: "" as CreateProposalInput["timeline"],
    approach: "",
    experience: "",
    materials: "",
    warranty: "",
    additionalNotes: "",
    website: "",
  };
  const { register, control, handleSubmit, formState, reset } = useForm<
    CreateProposalInput,
    unknown,
    CreateProposal
  >({
    resolver: lazyZodResolver(() =>
      import("@/lib/validation/proposal").then((module) => module.createProposalSchema),
    ),
    defaultValues: empty,
  });
  const errors = formState.errors;

  const onValid = async (values: CreateProposal) => {
    try {
      // One key per submission: a retry after a lost answer cannot send the proposal twice.
      const { id, trackingToken } = await submitProposal(values, newIdempotencyKey());
      // This browser keeps the token, so the tracking page opens here without the link.
      saveTrackingToken(id, trackingToken);
      toast.success(t("success"));
      reset(empty);
      setOpen(false);
      onStored?.({ id, trackingToken });
      onSubmitted?.();
    } catch (error) {
      toast.error(t("errorTitle"), { description: (error as Error).message });
    }
  };

  const onInvalid = (invalid: FieldErrors<CreateProposalInput>) => {
    const messages = Object.values(invalid)
      .map((error) => error?.message)
      .filter((message): message is string => Boolean(message));
    toast.error(t("validationTitle"), {
      description: (
        <ul className="list-disc pl-4">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ),
    });
  };

  const text = (
    name: "contractorName" | "contractorEmail" | "contractorPhone" | "materials" | "warranty",
    type = "text",
  ) => (
    <Field
      id={`proposal-${name}`}
      label={t(name)}
      error={errors[name]?.message}
      required={name === "contractorName" || name === "contractorEmail"}
    >
      <Input
        type={type}
        {...register(name)}
        {...fieldAria(`proposal-${name}`, errors[name]?.message)}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={common("close")} wide>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { title: projectTitle })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {text("contractorName")}
            {text("contractorEmail", "email")}
            {text("contractorPhone", "tel")}
            <SelectFormField
              control={control}
              name="bidAmount"
              id="proposal-bidAmount"
              label={t("bidAmount")}
              options={labelOptions(BID_AMOUNT_OPTIONS)}
              placeholder={t("bidPlaceholder")}
              required
            />
            <SelectFormField
              control={control}
              name="timeline"
              id="proposal-timeline"
              label={t("timeline")}
              options={labelOptions(PROPOSAL_TIMELINE_OPTIONS)}
              placeholder={t("timelinePlaceholder")}
              required
            />
            {text("warranty")}
          </div>
          <Field
            id="proposal-approach"
            label={t("approach")}
            error={errors.approach?.message}
            required
          >
            <Textarea
              rows={3}
              placeholder={t("approachPlaceholder")}
              {...register("approach")}
              {...fieldAria("proposal-approach", errors.approach?.message)}
            />
          </Field>
          <Field
            id="proposal-experience"
            label={t("experience")}
            error={errors.experience?.message}
            required
          >
            <Textarea
              rows={3}
              placeholder={t("experiencePlaceholder")}
              {...register("experience")}
              {...fieldAria("proposal-experience", errors.experience?.message)}
            />
          </Field>
          {text("materials")}
          <Field
            id="proposal-additionalNotes"
            label={t("additionalNotes")}
            error={errors.additionalNotes?.message}
          >
            <Textarea
              rows={2}
              {...register("additionalNotes")}
              {...fieldAria("proposal-additionalNotes", errors.additionalNotes?.message)}
            />
          </Field>
          <HoneypotField id="proposal-website" {...register("website")} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t("submitting") : t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
