import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";

import { ApiRequestError, newIdempotencyKey } from "@/lib/client/api";
import { fetchProSession, type ProSession } from "@/lib/accounts/client";
import { submitProposal } from "@/lib/proposals/client";
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
  const [session, setSession] = useState<ProSession | null>(null);
  const empty = prefilled(emptyProposalForm(projectId), session);
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

  // A signed-in contractor's details come from their profile, into a form not yet touched.
  useEffect(() => {
    let current = true;
    fetchProSession()
      .then((answer) => {
        if (current && answer.signedIn) setSession(answer);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (session && !form.formState.isDirty) reset(prefilled(emptyProposalForm(projectId), session));
    // Only when the session arrives: later changes are the contractor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

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

/** The empty form with a signed-in contractor's address, and their profile's details if any. */
function prefilled(empty: ProposalFormValues, session: ProSession | null): ProposalFormValues {
  if (!session?.signedIn) return empty;
  const { profile } = session;
  const stated = (kind: string) =>
    profile?.credentials.find((credential) => credential.kind === kind)?.number ?? "";
  return {
    ...empty,
    contractorName: profile?.businessName ?? "",
    contractorEmail: session.email,
    contractorPhone: profile?.phone ?? "",
    structured: {
      ...empty.structured,
      businessName: profile?.businessName ?? "",
      credentials: {
        esaLicence: stated("esaLicence"),
        tssaRegistration: stated("tssaRegistration"),
        wsibClearance: stated("wsibClearance"),
        torontoBusinessLicence: stated("torontoBusinessLicence"),
        stoCertificate: "",
        hcraLicence: "",
        tarionEnrolment: "",
        liabilityInsurance: "",
      },
    },
  };
}
