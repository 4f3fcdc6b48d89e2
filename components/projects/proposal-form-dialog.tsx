"use client";

import { AlertCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";

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

// The fields in the order a contractor thinks through a bid: the price and how long, how and with
// what, then who is bidding. The error summary lists its messages in this order too.
const FIELD_ORDER = [
  "bidAmount",
  "timeline",
  "approach",
  "experience",
  "materials",
  "warranty",
  "additionalNotes",
  "contractorName",
  "contractorEmail",
  "contractorPhone",
] as const;

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
    // The summary takes focus instead: it names every field to fix and links to each.
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const summary = useRef<HTMLDivElement>(null);
  // Fields revalidate as they change once the form was sent, so the summary shrinks as each one
  // is fixed and goes with the last.
  const invalid = FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ id: `proposal-${name}`, message }] : [];
  });
  const { submitCount } = formState;

  useEffect(() => {
    if (submitCount > 0 && !formState.isSubmitSuccessful) summary.current?.focus();
  }, [submitCount, formState.isSubmitSuccessful]);

  const onValid = async (values: CreateProposal) => {
    try {
      // The dialog sends the simple proposal: a parsed itemised quote is in its stored shape,
      // which is not a request body.
      const { structured: _itemised, ...simple } = values;
      // One key per submission: a retry after a lost answer cannot send the proposal twice.
      const { id, trackingToken } = await submitProposal(simple, newIdempotencyKey());
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

  const text = (
    name: "contractorName" | "contractorEmail" | "contractorPhone" | "materials" | "warranty",
    type = "text",
  ) => (
    <Field
      id={`proposal-${name}`}
      label={t(name)}
      error={errors[name]?.message}
      required={name === "contractorName" || name === "contractorEmail"}
      className={name === "contractorPhone" ? "sm:col-span-2" : undefined}
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
        <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
          {invalid.length > 0 ? (
            <div
              ref={summary}
              tabIndex={-1}
              role="alert"
              aria-labelledby="proposal-errors-title"
              data-testid="proposal-errors"
              className="border-destructive/50 bg-destructive/5 focus-visible:outline-ring rounded-md border p-3 text-sm focus-visible:outline-2"
            >
              <p
                id="proposal-errors-title"
                className="text-destructive flex items-center gap-2 font-semibold"
              >
                <AlertCircle className="size-4 shrink-0" aria-hidden />
                {t("validationTitle")}
              </p>
              <ul className="mt-1.5 list-disc space-y-0.5 pl-10">
                {invalid.map(({ id, message }) => (
                  <li key={id}>
                    <a
                      href={`#${id}`}
                      className="underline underline-offset-4"
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(id)?.focus();
                      }}
                    >
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
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
          <div className="grid gap-4 sm:grid-cols-2">
            {text("materials")}
            {text("warranty")}
          </div>
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
          <div className="grid gap-4 sm:grid-cols-2">
            {text("contractorName")}
            {text("contractorEmail", "email")}
            {text("contractorPhone", "tel")}
          </div>
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
