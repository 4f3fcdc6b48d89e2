// Who signs an agreement and whether a typed name is theirs (docs/decisions/0017-written-agreements.md).
// Pure: the transitions check a confirmation with it, the page says whose name to type.
import { INVARIANT_LOCALE } from "@/i18n/config.mjs";
import type { AgreementDetails, AgreementParty, AgreementTerms } from "@/lib/agreements/shapes";

/**
 * A name as compared: case, accents and spacing aside. Letters are folded to lower case without
 * their accents (NFKD, marks dropped, so "Zoë" is "zoe" and "ﬁ" is "fi"), curly apostrophes are
 * straight ones, runs of spaces are one space, none at the ends or around a hyphen. Punctuation
 * other than that, and the order of the names, still count: "Lee Jordan" is not "Jordan Lee".
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u2010\u2011\u2012\u2013]/g, "-")
    .replace(/\s+/gu, " ")
    .replace(/ ?- ?/g, "-")
    .trim()
    .toLocaleLowerCase(INVARIANT_LOCALE);
}

export const sameName = (typed: string, named: string) => nameKey(typed) === nameKey(named);

// A legal form's ending ("Ltd.", "Inc", "Corp.", "Co.", "LLP"): a business's name, not a person's.
const BUSINESS_ENDING =
  /\b(ltd|limited|inc|incorporated|corp|corporation|co|company|llc|llp|ltée|ltee)\.?$/iu;

/**
 * Whether a name given for the contractor's signer names the business instead of a person: the
 * contractor's own name or business name, or a name with a legal form's ending.
 */
export function namesTheBusiness(name: string, businessNames: readonly (string | null)[]) {
  return (
    BUSINESS_ENDING.test(nameKey(name)) ||
    businessNames.some((business) => business !== null && sameName(name, business))
  );
}

/** The person who signs for a party: their name and, for the contractor's signer, a role. */
export interface Signer {
  name: string;
  role: string | null;
}

/**
 * Who signs for each party: the homeowner named in the agreement; for the contractor, the person
 * the contractor stated before anyone confirmed (`details.signer`, with their role), which the
 * contractor's confirmation requires; until then the contractor as named in the proposal (what
 * agreements confirmed before the signer was required show).
 */
export function signerOf(
  party: AgreementParty,
  terms: AgreementTerms,
  details: AgreementDetails,
): Signer {
  if (party === "homeowner") return { name: terms.homeowner.name, role: null };
  return details.signer
    ? { name: details.signer.name, role: details.signer.role }
    : { name: terms.contractor.name, role: null };
}
