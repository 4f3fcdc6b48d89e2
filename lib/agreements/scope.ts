// Which law an agreement states, from its terms: the Consumer Protection Act, 2002 for a consumer
// (the work for the homeowner's own home or household use), and for a consumer's restricted
// product the O. Reg. 8/18 cover page too (content/agreement-scope.ts holds the categories).
import { restrictedProducts } from "@/content/agreement-scope";
import type { AgreementTerms, Missing } from "@/lib/api-shapes";

/** A consumer agreement; those made before the question was asked were all written as such. */
export const isConsumer = (terms: AgreementTerms) => terms.project.householdUse !== false;

/** A consumer agreement for a restricted product opens with the cover page. */
export const needsCoverPage = (terms: AgreementTerms) =>
  isConsumer(terms) && restrictedProducts(terms.project.category);

/** The cover page as a required item: the homeowner confirms it before anyone confirms. */
export const coverPageMissing = (
  terms: AgreementTerms,
  coverPageConfirmedAt: Date | null,
): Missing[] =>
  needsCoverPage(terms) && !coverPageConfirmedAt ? [{ item: "coverPage", party: "homeowner" }] : [];
