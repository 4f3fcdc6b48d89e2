"use client";

import { AlertCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";

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
import { ApiRequestError, newIdempotencyKey, submitProposal } from "@/lib/client/api";
import { saveTrackingToken } from "@/lib/client/manage-tokens";
import { BID_AMOUNT_OPTIONS, PROPOSAL_TIMELINE_OPTIONS } from "@/lib/validation/options";
import type { CreateProposalInput } from "@/lib/proposals/schema";
import {
  emptyProposalForm,
  fieldId,
  formFieldOf,
  formFieldOrder,
  quoteFigures,
  type ProposalFormValues,
} from "@/lib/proposals/form";
import { DerivedBid, messageOf, QuotePrice, QuoteTerms } from "./itemised-quote-fields";

/** A stored proposal and the private token of its tracking link (shown once). */
export interface StoredProposal {
  id: number;
  trackingToken: string;
  /** False when the server held the receipt back (the address's first-contact limit). */
  receiptEmailed: boolean;
}

/** The proposal form in its dialog; `ProposalDialog` loads it when a contractor reaches for it. */
export function ProposalFormDialog({
  projectId,
  projectTitle,
  projectCategory,
  projectLocation,
  onSubmitted,
  onStored,
  open,
  setOpen,
}: {
  projectId: number;
  projectTitle: string;
  projectCategory: string;
  projectLocation: string;
  onSubmitted?: () => void;
  /** Receives the stored proposal, so the page can show its tracking link once the dialog closes. */
  onStored?: (proposal: StoredProposal) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const t = useTranslations("proposal");
  const common = useTranslations("common");
  const project = { category: projectCategory, location: projectLocation };
  const empty = emptyProposalForm(projectId);
  // One resolver for the form's life: it loads zod and the schema once, when first used. The
  // values become the request body, judged by the API's own schema.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import("@/lib/proposals/form-schema").then((module) =>
          module.proposalFormSchema({ category: projectCategory, location: projectLocation }),
        ),
      ),
    [projectCategory, projectLocation],
  );
  const {
    register,
    control,
    handleSubmit,
    formState,
    reset,
    setError,
    setValue,
    subscribe,
    trigger,
  } = useForm<ProposalFormValues, unknown, CreateProposalInput>({
    resolver,
    defaultValues: empty,
    // The summary takes focus instead: it names every field to fix and links to each.
    shouldFocusError: false,
    // Revalidated as a whole below instead of field by field.
    reValidateMode: "onSubmit",
  });
  const errors = formState.errors;
  const itemised = useWatch({ control, name: "itemised" });
  const quote = useWatch({ control, name: "structured" });
  const figures = quoteFigures(quote);
  const summary = useRef<HTMLDivElement>(null);
  const invalid = formFieldOrder({ itemised, structured: quote }, project).flatMap((name) => {
    const message = messageOf(errors, name);
    return message ? [{ name, target: summaryTarget(name, quote.schedule.length), message }] : [];
  });
  const { submitCount } = formState;
  const sent = submitCount > 0;

  // Once the form was sent, every change revalidates all of it (a schedule's sum depends on the
  // lines), so the summary shrinks as each field is fixed and goes with the last. A change names
  // its field; clearing the form after a stored proposal names none and is not revalidated.
  useEffect(() => {
    if (!sent) return;
    return subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name) void trigger();
      },
    });
  }, [sent, subscribe, trigger]);

  useEffect(() => {
    if (submitCount > 0 && !formState.isSubmitSuccessful) summary.current?.focus();
  }, [submitCount, formState.isSubmitSuccessful]);

  const onValid = async (body: CreateProposalInput) => {
    try {
      // One key per submission: a retry after a lost answer cannot send the proposal twice.
      const { id, trackingToken, receiptEmailed } = await submitProposal(body, newIdempotencyKey());
      // This browser keeps the token, so the tracking page opens here without the link.
      saveTrackingToken(id, trackingToken);
      toast.success(t("success"));
      reset(empty);
      setOpen(false);
      onStored?.({ id, trackingToken, receiptEmailed });
      onSubmitted?.();
    } catch (error) {
      // A refused field is shown under it and in the summary; the rest (a closed project, a
      // rate limit, a lost connection) is not the form's fault and goes in a toast.
      const issues =
        error instanceof ApiRequestError && error.status === 400 ? (error.issues ?? []) : [];
      const elsewhere = issues.filter((issue) => {
        const name = formFieldOf(issue.path);
        if (name) setError(name as Path<ProposalFormValues>, { message: issue.message });
        return !name;
      });
      if (issues.length === 0) {
        toast.error(t("errorTitle"), { description: (error as Error).message });
      } else if (elsewhere.length > 0) {
        toast.error(t("errorTitle"), {
          description: elsewhere.map((issue) => issue.message).join(" "),
        });
      }
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
                {invalid.map(({ name, target, message }) => (
                  <li key={name}>
                    {target ? (
                      <a
                        href={`#${target}`}
                        className="underline underline-offset-4"
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(target)?.focus();
                        }}
                      >
                        {message}
                      </a>
                    ) : (
                      message
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="border-border bg-muted/40 flex items-start gap-3 rounded-md border p-3">
            <input
              type="checkbox"
              id="proposal-itemised"
              {...register("itemised")}
              aria-describedby="proposal-itemised-hint"
              className="accent-primary mt-0.5 size-4 shrink-0"
            />
            <div className="space-y-0.5">
              <label htmlFor="proposal-itemised" className="text-sm font-medium">
                {t("itemised")}
              </label>
              <p id="proposal-itemised-hint" className="text-muted-foreground text-xs">
                {t("itemisedHint")}
              </p>
            </div>
          </div>
          {itemised ? (
            <QuotePrice
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
              quote={quote}
              figures={figures}
            />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {itemised ? (
              <DerivedBid figures={figures} />
            ) : (
              <SelectFormField
                control={control}
                name="bidAmount"
                id="proposal-bidAmount"
                label={t("bidAmount")}
                options={labelOptions(BID_AMOUNT_OPTIONS)}
                placeholder={t("bidPlaceholder")}
                required
              />
            )}
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
          {itemised ? <QuoteTerms register={register} errors={errors} project={project} /> : null}
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

/** The element a summary entry focuses: a list's message goes to the field that fixes it. */
function summaryTarget(name: string, milestones: number): string | null {
  if (name === "root") return null;
  if (name === "structured.lineItems.root") return fieldId("structured.lineItems.0.description");
  if (name === "structured.schedule.root") {
    return fieldId(`structured.schedule.${Math.max(milestones - 1, 0)}.amount`);
  }
  return fieldId(name);
}
