// Which rules of Ontario law a project's written agreement follows, decided by its category in
// one place (docs/decisions/0018-agreements-and-ontario-consumer-law.md,
// 0016-credentials-licences-and-permits.md).
import type { CATEGORY_NAMES } from "@/content/category-names";

type CategoryName = (typeof CATEGORY_NAMES)[number];

/**
 * Categories whose work is, as the catalogue describes it, done for businesses: kitchens of
 * restaurants, bollards at storefronts and parking lots, listing photos for real estate agents.
 * The post form answers "not for my household" for them by default; the person may change it.
 * A consumer is "an individual acting for personal, family or household purposes and does not
 * include a person who is acting for business purposes" (Consumer Protection Act, 2002, s. 1).
 */
export const BUSINESS_CATEGORIES: readonly CategoryName[] = [
  "Restaurant Cleaning",
  "Security Bollards",
  "Real Estate Photography & Videography",
];

/** The post form's starting answer: "no" for a business category, else none (the person chooses). */
export const defaultHouseholdUse = (category: string): boolean | undefined =>
  (BUSINESS_CATEGORIES as readonly string[]).includes(category) ? false : undefined;

/**
 * Categories whose work supplies the goods and services O. Reg. 8/18 prescribes under the
 * Consumer Protection Act, 2002, s. 43.1 (restricted direct agreements, in force March 1, 2018):
 * air cleaners and purifiers, air conditioners, duct cleaning, furnaces, water heaters, water
 * filters, softeners and other water treatment devices, and anything that does what they do (a
 * heat pump, an HVAC system). HVAC work and duct cleaning are such services; the plumbing category
 * includes water heater replacement, so its consumer agreements carry the cover page too.
 */
export const RESTRICTED_PRODUCT_CATEGORIES: readonly CategoryName[] = [
  "HVAC",
  "HVAC & Air Duct",
  "Plumbing",
];

export const restrictedProducts = (category: string) =>
  (RESTRICTED_PRODUCT_CATEGORIES as readonly string[]).includes(category);

/**
 * The cover page's question, in substance the prescribed form's tick box (O. Reg. 17/05, s. 35.1
 * as amended by O. Reg. 8/18): did the homeowner ask this contractor to come to their home to
 * make this agreement? Yes (`invited`); no one comes, the parties agree online (`online`); no,
 * the contractor came or asked to come uninvited (`uninvited`). docs/decisions/0018-agreements-and-ontario-consumer-law.md.
 */
export const COVER_PAGE_ANSWERS = ["invited", "online", "uninvited"] as const;
export type CoverPageAnswer = (typeof COVER_PAGE_ANSWERS)[number];

/**
 * The reasons a homeowner may give with a notice of cancellation, each a right the agreement's
 * "Your rights under Ontario law" states (Consumer Protection Act, 2002): the 10 days of an
 * agreement negotiated or made in person away from the contractor's place of business (s. 43 (1)),
 * a late start (s. 26), an agreement made online (ss. 38 to 40), a copy without the required
 * information (ss. 23 and 43 (2)), a false or misleading statement (ss. 14, 15 and 18), or
 * another reason in the homeowner's own words. docs/decisions/0018-agreements-and-ontario-consumer-law.md.
 */
export const CANCELLATION_REASONS = [
  "cooling-off",
  "late-start",
  "online",
  "missing-information",
  "unfair-practice",
  "other",
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/**
 * Categories that are electrical work: the Electrical Safety Authority must be notified of the
 * work (O. Reg. 164/99, Ontario Electrical Safety Code, rule 2-004), so their agreements never
 * say that no permit is needed.
 */
export const ELECTRICAL_CATEGORIES: readonly CategoryName[] = ["Electrical", "EV Charging"];

export const electricalWork = (category: string) =>
  (ELECTRICAL_CATEGORIES as readonly string[]).includes(category);
