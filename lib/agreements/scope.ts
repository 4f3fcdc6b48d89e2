// Which law an agreement states, from its terms: the Consumer Protection Act, 2002 for a consumer
// (the work for the homeowner's own home or household use), and for a consumer's restricted
// product the O. Reg. 8/18 cover page too (content/agreement-scope.ts holds the categories).
import { restrictedProducts } from "@/content/agreement-scope";
import type { CoverPageAnswer } from "@/lib/agreements/shapes";
import type { AgreementTerms, Missing } from "@/lib/agreements/shapes";

/** A consumer agreement; those made before the question was asked were all written as such. */
export const isConsumer = (terms: AgreementTerms) => terms.project.householdUse !== false;

/** A consumer agreement for a restricted product opens with the cover page. */
export const needsCoverPage = (terms: AgreementTerms) =>
  isConsumer(terms) && restrictedProducts(terms.project.category);

/**
 * The cover page as a required item: the homeowner reads it and answers who asked for the visit
 * before anyone confirms. A cover page confirmed before the question was asked (no answer) stays
 * confirmed once a party has confirmed the agreement; until then the homeowner answers it too.
 * While the answer is that the contractor came uninvited, nobody confirms: a supplier may not
 * make that agreement (Consumer Protection Act, 2002, s. 43.1; docs/decisions/0018-agreements-and-ontario-consumer-law.md).
 */
export function coverPageMissing(
  terms: AgreementTerms,
  cover: {
    confirmedAt: Date | null;
    answer: CoverPageAnswer | null;
    anyoneConfirmed: boolean;
  },
): Missing[] {
  if (!needsCoverPage(terms)) return [];
  if (!cover.confirmedAt || (!cover.answer && !cover.anyoneConfirmed)) {
    return [{ item: "coverPage", party: "homeowner" }];
  }
  return cover.answer === "uninvited" ? [{ item: "coverPageUninvited", party: "homeowner" }] : [];
}
