// What a home-renovation agreement must contain before either party may confirm it: the items of
// the Consumer Protection Act, 2002 (ss. 22 and 42) and O. Reg. 17/05 (ss. 24 and 35) that the
// accepted proposal may leave out, each with the party who adds it. Pure: the confirmation, the
// API's answer and the page use the same list.
import type {
  AgreementDetails,
  AgreementParty,
  AgreementTerms,
  Missing,
  MissingItem,
} from "@/lib/agreements/shapes";
import { invalid } from "@/lib/validation/messages";
import { isConsumer } from "./scope";

/** The parts of an agreement its required contents are read from. */
export interface AgreementContents {
  terms: AgreementTerms;
  homeownerAddress: string | null;
  contractorAddress: string | null;
  contractorBusinessName: string | null;
  details: AgreementDetails;
}

const given = (value: string | null | undefined) =>
  typeof value === "string" && value.trim() !== "";

/** Each required item, in the order the agreement prints them, and who adds it. */
const REQUIRED: readonly [MissingItem, AgreementParty, (a: AgreementContents) => boolean][] = [
  ["homeownerName", "homeowner", (a) => given(a.terms.homeowner.name)],
  ["homeownerAddress", "homeowner", (a) => given(a.homeownerAddress)],
  [
    "businessName",
    "contractor",
    (a) => given(a.terms.contractor.businessName ?? a.contractorBusinessName),
  ],
  [
    "businessAddress",
    "contractor",
    (a) => given(a.terms.contractor.businessAddress ?? a.contractorAddress),
  ],
  ["contractorPhone", "contractor", (a) => given(a.terms.contractor.phone ?? a.details.phone)],
  ["contractorEmail", "contractor", (a) => given(a.terms.contractor.email)],
  // Whether the agreement was negotiated in person away from the contractor's place of business,
  // and if so who negotiated it, where and when: a consumer's direct agreement states them (0131).
  [
    "directAgreement",
    "contractor",
    (a) => !isConsumer(a.terms) || a.details.directAgreement != null,
  ],
  ["description", "contractor", (a) => given(a.terms.proposal.approach)],
  ["materials", "contractor", (a) => given(a.terms.proposal.materials ?? a.details.materials)],
  // A proposal that states its charges (an empty list: none) holds this item (0128).
  [
    "additionalCharges",
    "contractor",
    (a) => Array.isArray(a.terms.quote.charges) || Array.isArray(a.details.additionalCharges),
  ],
  ["paymentMethod", "contractor", (a) => given(a.details.paymentMethod)],
  ["startDate", "contractor", (a) => given(a.terms.quote.startDate ?? a.details.startDate)],
  [
    "completionDate",
    "contractor",
    (a) => given(a.terms.quote.completionDate ?? a.details.completionDate),
  ],
  ["cancellationTerms", "contractor", (a) => typeof a.details.cancellationTerms === "string"],
  // The person who confirms for the contractor and their role: a business signs through a person.
  ["signer", "contractor", (a) => a.details.signer != null],
];

/** Every required item the agreement lacks, in print order; empty when it is complete. */
export function missingContents(agreement: AgreementContents): Missing[] {
  return REQUIRED.filter(([, , present]) => !present(agreement)).map(([item, party]) => ({
    item,
    party,
  }));
}

/** The start and completion dates: the quote's, else the ones the contractor added. */
export const agreedDates = (agreement: AgreementContents) => ({
  startDate: agreement.terms.quote.startDate ?? agreement.details.startDate ?? null,
  completionDate: agreement.terms.quote.completionDate ?? agreement.details.completionDate ?? null,
});

/** The message that names a missing item in the API's `issues` (messages/validation.*.json). */
const MISSING_MESSAGE: Record<MissingItem, string> = {
  homeownerName: invalid("missingHomeownerName"),
  homeownerAddress: invalid("missingHomeownerAddress"),
  businessName: invalid("missingBusinessName"),
  businessAddress: invalid("missingBusinessAddress"),
  contractorPhone: invalid("missingContractorPhone"),
  contractorEmail: invalid("missingContractorEmail"),
  description: invalid("missingDescription"),
  materials: invalid("missingMaterials"),
  additionalCharges: invalid("missingAdditionalCharges"),
  paymentMethod: invalid("missingPaymentMethod"),
  startDate: invalid("missingStartDate"),
  completionDate: invalid("missingCompletionDate"),
  cancellationTerms: invalid("missingCancellationTerms"),
  coverPage: invalid("missingCoverPage"),
  signer: invalid("missingSigner"),
  directAgreement: invalid("missingDirectAgreement"),
  coverPageUninvited: invalid("missingCoverPageUninvited"),
};

/** Each missing item as an issue of the API's answer: its path and its message. */
export const missingIssues = (missing: readonly Missing[]) =>
  missing.map(({ item }) => ({ path: item, message: MISSING_MESSAGE[item] }));
