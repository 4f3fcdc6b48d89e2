import {
  get,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from "react-hook-form";

import type { CreateProposalInput } from "@/lib/proposals/schema";
import type { ProposalFormValues, QuoteFigures, QuoteValues } from "@/lib/proposals/form";

/** What the quote's parts share with the form: its controls, its errors, the live figures. */
export interface QuoteFormParts {
  control: Control<ProposalFormValues, unknown, CreateProposalInput>;
  register: UseFormRegister<ProposalFormValues>;
  setValue: UseFormSetValue<ProposalFormValues>;
  errors: FieldErrors<ProposalFormValues>;
  quote: QuoteValues;
  figures: QuoteFigures;
}

/** A field of the proposal form, by its path (`structured.lineItems.0.quantity`). */
export type FieldName = Parameters<UseFormRegister<ProposalFormValues>>[0];

/** The message of a field's error, nested paths and list roots included. */
export const messageOf = (errors: FieldErrors<ProposalFormValues>, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;
