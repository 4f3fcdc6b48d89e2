import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";

import { ApiRequestError, newIdempotencyKey, submitProposal } from "@/lib/client/api";
import { useFormDraft } from "@/lib/client/form-draft";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { rememberSentProposal, saveTrackingToken } from "@/lib/client/manage-tokens";
import { toast } from "@/lib/client/toast";
import type { CreateProposalInput } from "@/lib/proposals/schema";
import {
  emptyProposalForm,
  formFieldOf,
  quoteFigures,
  type ProposalFormValues,
} from "@/lib/proposals/form";

/** A stored proposal and the private token of its tracking link (shown once). */
export interface StoredProposal {
  id: number;
  trackingToken: string;
  /** False when the server held the receipt back (the address's first-contact limit). */
  receiptEmailed: boolean;
}

const DRAFT_OMITS = ["website"];

/**
 * The proposal form's state: the form itself, the quote's live figures, and the submission that
 * stores the proposal, keeps its tracking token and shows a refused field under that field.
 */
export function useProposalForm({
  projectId,
  category,
  location,
  onDone,
}: {
  projectId: number;
  /** The project's trade and place, which decide the licences the quote must give. */
  category: string;
  location: string;
  /** Called once the proposal is stored and the form cleared. */
  onDone: (proposal: StoredProposal) => void;
}) {
  const t = useTranslations("proposal");
  const empty = emptyProposalForm(projectId);
  // One resolver for the form's life: it loads zod and the schema once, when first used. The
  // values become the request body, judged by the API's own schema.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import("@/lib/proposals/form-schema").then((module) =>
          module.proposalFormSchema({ category, location }),
        ),
      ),
    [category, location],
  );
  const form = useForm<ProposalFormValues, unknown, CreateProposalInput>({
    resolver,
    defaultValues: empty,
    // The summary takes focus instead: it names every field to fix and links to each.
    shouldFocusError: false,
    // Revalidated as a whole below instead of field by field.
    reValidateMode: "onSubmit",
  });
  const { control, subscribe, trigger, reset, setError } = form;
  // Kept in this browser until sent; the reset after a stored proposal forgets it.
  useFormDraft(form, `proposal:${projectId}`, DRAFT_OMITS);
  const itemised = useWatch({ control, name: "itemised" });
  const quote = useWatch({ control, name: "structured" });
  const sent = form.formState.submitCount > 0;

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

  const onValid = async (body: CreateProposalInput) => {
    try {
      // One key per submission: a retry after a lost answer cannot send the proposal twice.
      const { id, trackingToken, receiptEmailed } = await submitProposal(body, newIdempotencyKey());
      // This browser keeps the token, so the tracking page opens here without the link.
      saveTrackingToken(id, trackingToken);
      rememberSentProposal(projectId, id);
      toast.success(t("success"));
      reset(empty);
      onDone({ id, trackingToken, receiptEmailed });
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

  return { form, itemised, quote, figures: quoteFigures(quote), onValid };
}
