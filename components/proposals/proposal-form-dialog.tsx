"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { Control, UseFormRegister } from "react-hook-form";

import { HoneypotField } from "@/components/forms/honeypot-field";
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
import type { OnDemandDialogProps } from "@/components/ui/use-dialog-on-demand";
import { site } from "@/content/site";
import { catalogueRange } from "@/lib/projects/ids";
import { BID_AMOUNT_OPTIONS, PROPOSAL_TIMELINE_OPTIONS } from "@/lib/validation/options";
import type { CreateProposalInput } from "@/lib/proposals/schema";
import { formFieldOrder, type ProposalFormValues, type QuoteFigures } from "@/lib/proposals/form";
import { ProposalErrorSummary, summaryTarget } from "./proposal-error-summary";
import { ContractorContactFields, ProposalWritingFields } from "./proposal-form-fields";
import { DerivedBid } from "./quote-fields/derived-bid";
import { messageOf } from "./quote-fields/quote-form-parts";
import { QuotePrice } from "./quote-fields/quote-price";
import { QuoteTerms } from "./quote-fields/quote-terms";
import { useProposalForm, type StoredProposal } from "./use-proposal-form";

export type { StoredProposal } from "./use-proposal-form";

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
  returnFocus,
}: OnDemandDialogProps & {
  projectId: number;
  projectTitle: string;
  projectCategory: string;
  projectLocation: string;
  onSubmitted?: () => void;
  /** Receives the stored proposal, so the page can show its tracking link once the dialog closes. */
  onStored?: (proposal: StoredProposal) => void;
}) {
  const t = useTranslations("proposal");
  const common = useTranslations("common");
  const project = { category: projectCategory, location: projectLocation };
  const { form, itemised, quote, figures, onValid } = useProposalForm({
    projectId,
    ...project,
    onDone: (stored) => {
      setOpen(false);
      onStored?.(stored);
      onSubmitted?.();
    },
  });
  const { register, control, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;
  const summary = useRef<HTMLDivElement>(null);
  const invalid = formFieldOrder({ itemised, structured: quote }, project).flatMap((name) => {
    const message = messageOf(errors, name);
    return message ? [{ name, target: summaryTarget(name, quote.schedule.length), message }] : [];
  });
  const { submitCount, isSubmitSuccessful } = formState;

  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) summary.current?.focus();
  }, [submitCount, isSubmitSuccessful]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={common("close")} wide onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>
            {catalogueRange(projectId) === "request"
              ? t("exampleDescription", { title: projectTitle, brand: site.brand })
              : t("description", { title: projectTitle })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
          {invalid.length > 0 ? <ProposalErrorSummary entries={invalid} ref={summary} /> : null}
          <ItemisedToggle register={register} />
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
          <BidAndTimeline control={control} itemised={itemised} figures={figures} />
          <ProposalWritingFields register={register} errors={errors} itemised={itemised} />
          {itemised ? (
            <QuoteTerms
              register={register}
              errors={errors}
              project={project}
              gasWork={quote.gasWork}
            />
          ) : null}
          <ContractorContactFields register={register} errors={errors} />
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

/** Whether the proposal is an itemised quote, which opens its price and terms. */
function ItemisedToggle({ register }: { register: UseFormRegister<ProposalFormValues> }) {
  const t = useTranslations("proposal");
  return (
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
  );
}

/** How long a proposal may stand, as the form offers it (7 to 90 days, 30 first chosen). */
const VALID_DAY_CHOICES = [7, 14, 30, 60, 90] as const;

/** The bid (a range chosen, or derived from an itemised quote's total), the timeline and how
 * long the proposal stands. */
function BidAndTimeline({
  control,
  itemised,
  figures,
}: {
  control: Control<ProposalFormValues, unknown, CreateProposalInput>;
  itemised: boolean;
  figures: QuoteFigures;
}) {
  const t = useTranslations("proposal");
  return (
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
      <SelectFormField
        control={control}
        name="validDays"
        id="proposal-validDays"
        label={t("validDays")}
        options={VALID_DAY_CHOICES.map((days) => ({
          value: String(days),
          label: t("validDaysOption", { days }),
        }))}
        hint={t("validDaysHint")}
      />
    </div>
  );
}
