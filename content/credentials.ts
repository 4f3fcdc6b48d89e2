// The licences and registrations a proposal can carry, which apply to each category, and where a
// homeowner can look each one up. The rules: ESA licensing (Electricity Act, 1998, Part VIII and
// O. Reg. 570/05: only a Licensed Electrical Contractor may offer electrical work to the public);
// TSSA registration of the contractor and certificates of its gas technicians for gas appliances
// and gas piping (Technical Standards and Safety Act, 2000; O. Reg. 215/01, Fuel Industry
// Certificates); WSIB coverage in construction (Workplace Safety and Insurance Act, 1997, s. 12.2,
// with its exemptions); the City of Toronto's trade licences (Toronto Municipal Code, Chapter 545,
// Licensing: content/toronto-licences.ts); Skilled Trades Ontario certificates of qualification for
// the compulsory trades (Building Opportunities in the Skilled Trades Act, 2021, s. 2 and O. Reg.
// 875/21: plumber, electrician, refrigeration and air conditioning systems mechanic); HCRA licences
// of new-home builders (New Home Construction Licensing Act, 2017, s. 20) and Tarion enrolment of
// each new home (Ontario New Home Warranties Plan Act, s. 12); and proof of liability insurance,
// which no law requires but a homeowner should see (docs/decisions/0016-credentials-licences-and-permits.md).
import type { CATEGORY_NAMES } from "@/content/category-names";
import { cities } from "@/content/cities";
import { site } from "@/content/site";
import { torontoLicenceWhy } from "@/content/toronto-licences";

type CategoryName = (typeof CATEGORY_NAMES)[number];

export const CREDENTIAL_KINDS = [
  "esaLicence",
  "tssaRegistration",
  "wsibClearance",
  "torontoBusinessLicence",
  "stoCertificate",
  "hcraLicence",
  "tarionEnrolment",
  "liabilityInsurance",
] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export interface Credential {
  kind: CredentialKind;
  /** What the number is, as a homeowner reads it. */
  name: string;
  issuer: string;
  /** The public page where anyone can look the number up; null where no public register exists. */
  registryUrl: string | null;
  /**
   * What that page is: "search", the registry's own lookup page, its address confirmed from a
   * stored copy of the registry's pages (docs/decisions/0016-credentials-licences-and-permits.md); "home", its home page, where the reader
   * searches for the business; "confirm", no public lookup: the reader confirms with the registry.
   */
  lookup: "search" | "home" | "confirm" | null;
  /** Why a homeowner should ask for it, in one sentence. */
  why: string;
}

/** The source of the WSIB rules below: compulsory coverage in construction and its exemptions. */
export const WSIB_SOURCE = "Workplace Safety and Insurance Act, 1997, s. 12.2";

// Compulsory coverage in construction since January 1, 2013 (s. 12.2), with its two exemptions
// as WSIB's policy 12-01-06 (Expanded Compulsory Coverage in Construction) states them.
const WSIB_WHY = `In construction, WSIB coverage is compulsory for most businesses and for the people who run them: independent operators, sole proprietors, partners and executive officers (${WSIB_SOURCE}). A current clearance certificate shows the business is registered and in good standing. Exempt for themselves: a person or business doing only home renovation work, hired and paid directly by the homeowner or a resident of the home (its employees must still be covered); and one executive officer or partner of a business who does no construction work.`;

export const credentials: Record<CredentialKind, Credential> = {
  esaLicence: {
    kind: "esaLicence",
    name: "ECRA/ESA electrical contractor licence",
    issuer: "Electrical Safety Authority (ESA)",
    // ESA points to its "Find a Contractor" tool from its pages; the tool's own address was not
    // confirmed.
    registryUrl: "https://esasafe.com/",
    lookup: "home",
    why: "In Ontario only a Licensed Electrical Contractor may offer or do electrical work for hire; ESA's Find a Contractor tool shows whether a licence number is current.",
  },
  tssaRegistration: {
    kind: "tssaRegistration",
    name: "TSSA fuels contractor registration",
    issuer: "Technical Standards and Safety Authority (TSSA)",
    registryUrl: "https://www.tssa.org/",
    lookup: "confirm",
    why: "Installing or servicing gas appliances and gas piping, such as a furnace, boiler, gas water heater, range or a gas line, is done by a contractor registered with TSSA, by gas technicians holding TSSA certificates (Technical Standards and Safety Act, 2000; O. Reg. 215/01). A contractor who takes on gas work and has another do it is registered too.",
  },
  wsibClearance: {
    kind: "wsibClearance",
    name: "WSIB clearance certificate",
    issuer: "Workplace Safety and Insurance Board (WSIB)",
    // WSIB's clearances page: "Quick access clearances", no log-in.
    registryUrl: "https://www.wsib.ca/en/businesses/premiums-and-payment/clearances",
    lookup: "search",
    why: WSIB_WHY,
  },
  torontoBusinessLicence: {
    kind: "torontoBusinessLicence",
    name: "City of Toronto business licence (Municipal Code Chapter 545)",
    issuer: "City of Toronto, Municipal Licensing and Standards",
    // No public business licence lookup page of the City was confirmed.
    registryUrl: "https://www.toronto.ca/",
    lookup: "home",
    why: torontoLicenceWhy,
  },
  stoCertificate: {
    kind: "stoCertificate",
    name: "Skilled Trades Ontario certificate of qualification (of the worker)",
    issuer: "Skilled Trades Ontario",
    // Its home page names the Public Register; the register's address was not confirmed.
    registryUrl: "https://www.skilledtradesontario.ca/",
    lookup: "home",
    why: "Plumbers, electricians and refrigeration and air conditioning mechanics practise compulsory trades: the person doing the work holds a certificate of qualification, or is a registered apprentice under one who does. Skilled Trades Ontario's public register shows whether a certificate is current.",
  },
  hcraLicence: {
    kind: "hcraLicence",
    name: "HCRA builder licence",
    issuer: "Home Construction Regulatory Authority (HCRA)",
    // HCRA's Ontario Builder Directory.
    registryUrl: "https://obd.hcraontario.ca/",
    lookup: "search",
    why: "Anyone who builds a new home in Ontario, a custom home on your own lot included, must hold a licence from the Home Construction Regulatory Authority; its Ontario Builder Directory shows the licence and any conduct history.",
  },
  tarionEnrolment: {
    kind: "tarionEnrolment",
    name: "Tarion enrolment of the new home",
    issuer: "Tarion Warranty Corporation",
    registryUrl: "https://www.tarion.com/",
    lookup: "home",
    why: "A new home is enrolled in Tarion's warranty program before construction starts, which gives it the statutory new-home warranty; ask for the enrolment number, or when it will be given.",
  },
  liabilityInsurance: {
    kind: "liabilityInsurance",
    name: "Commercial general liability insurance (insurer and policy number)",
    issuer: "the insurer named",
    registryUrl: null,
    lookup: null,
    why: "No public register lists policies: ask for the certificate of insurance, which names the insurer, the policy number and its limit, and call the insurer if in doubt. It pays for damage the work does to your property or to others.",
  },
};

/** A credential's place in a category's rule. */
export interface CredentialRule {
  kind: CredentialKind;
  /**
   * Required: a proposal without it is refused. Only where the law bars quoting without it,
   * whatever the job: ESA for electrical work. The others depend on what the job involves (a
   * gas appliance or not, employees or not, in Toronto or not), so they are asked for and shown.
   */
  required: boolean;
  /** Applies only when the project is in the City of Toronto. */
  torontoOnly?: boolean;
  /**
   * Applies only when the proposal says the work includes gas appliances or gas piping: then the
   * law bars taking the work on without it (a contractor who has another do the gas work is a
   * contractor too), so it is required.
   */
  gasWorkOnly?: boolean;
}

/** What the proposal says of its work that decides which credentials apply. */
export interface StatedWork {
  /** The work includes installing or servicing gas appliances or gas piping. */
  gasWork?: boolean;
}

const esa = { kind: "esaLicence", required: true } as const;
const tssa = { kind: "tssaRegistration", required: false } as const;
// A plumber's job may or may not include gas work (a gas water heater, a range, a gas line): the
// proposal says which, and TSSA registration is asked, and required, only when it does.
const tssaForGas = { kind: "tssaRegistration", required: true, gasWorkOnly: true } as const;
const wsib = { kind: "wsibClearance", required: false } as const;
const toronto = { kind: "torontoBusinessLicence", required: false, torontoOnly: true } as const;
// The certificate belongs to the worker (or an apprentice works under one), who may not be named
// when the proposal is sent: asked and shown, not required.
const sto = { kind: "stoCertificate", required: false } as const;
// Acting as a new-home builder without a licence is an offence whatever the job: required.
const hcra = { kind: "hcraLicence", required: true } as const;
// A home is enrolled before construction starts, possibly after the proposal: asked and shown.
const tarion = { kind: "tarionEnrolment", required: false } as const;
const insurance = { kind: "liabilityInsurance", required: false } as const;

/** Which credentials apply to each category of the shared list (none for some). */
export const credentialRules: Record<CategoryName, readonly CredentialRule[]> = {
  Plumbing: [sto, tssaForGas, wsib, toronto, insurance],
  Electrical: [esa, sto, wsib, insurance],
  HVAC: [tssa, sto, wsib, toronto, insurance],
  "Landscaping & Snow Removal": [wsib, insurance],
  Cleaning: [],
  "General Contracting": [wsib, toronto, insurance],
  "Moving Solutions": [],
  "Architectural Visualization": [],
  "Restaurant Cleaning": [],
  "Real Estate Photography & Videography": [],
  "HVAC & Air Duct": [tssa, sto, wsib, toronto, insurance],
  "Security Bollards": [wsib, insurance],
  "EV Charging": [esa, sto, wsib, insurance],
  "Custom Build": [hcra, tarion, wsib, insurance],
  Renovation: [wsib, toronto, insurance],
  Painting: [wsib, insurance],
};

// A location is in the City of Toronto by its postal code (Canada Post's forward sortation areas
// starting with M are Toronto's, and only Toronto's) or, without one, by a part of it that names
// the city or one of its neighbourhoods in the catalogue ("Leslieville, Toronto, ON"). A word
// inside a longer phrase ("Mississauga, near Toronto", "Greater Toronto Area") does not count.
const POSTAL_CODE = /\b([A-Za-z])\d[A-Za-z](?:[ -]?\d[A-Za-z]\d)?\b/;
const TORONTO_PLACES = new Set(
  cities
    .filter((city) => city.slug === "toronto")
    .flatMap((city) => [city.name, ...(city.keyNeighborhoods ?? [])])
    .map((place) => place.toLowerCase()),
);
const PROVINCE = /^(on|ont|ontario|canada)$/;

/** Whether a project's location text places it in the City of Toronto. */
export function inToronto(location: string): boolean {
  const postal = POSTAL_CODE.exec(location);
  if (postal) return postal[1]!.toUpperCase() === "M";
  return location
    .split(/[,;()/]|\s[-–]\s/)
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, " "))
    .filter((part) => part && !PROVINCE.test(part))
    .some((part) => TORONTO_PLACES.has(part));
}

const rulesOf = (category: string) =>
  (credentialRules as Record<string, readonly CredentialRule[] | undefined>)[category] ?? [];

/**
 * The credentials that apply to a project of this category and location, and to the work the
 * proposal describes (gas work or not).
 */
export function credentialsFor(
  category: string,
  location: string,
  work: StatedWork = {},
): readonly CredentialRule[] {
  return rulesOf(category).filter(
    (rule) => (!rule.torontoOnly || inToronto(location)) && (!rule.gasWorkOnly || work.gasWork),
  );
}

/** Whether a proposal for this category is asked if its work includes gas (Plumbing). */
export const asksGasWork = (category: string) => rulesOf(category).some((rule) => rule.gasWorkOnly);

/**
 * The work a stored proposal or agreement states. One sent before the question was asked says
 * nothing of gas: a TSSA number it gives stands for gas work, as it was shown before.
 */
export const statedWork = (
  quote:
    | { gasWork?: boolean | null; credentials?: { tssaRegistration?: string | null } | null }
    | null
    | undefined,
): StatedWork => ({
  gasWork: quote?.gasWork ?? Boolean(quote?.credentials?.tssaRegistration),
});

/** What every page that shows a credential says beside it. */
export const credentialNotice = `These numbers are the contractor's own statement. ${site.brand} does not check them: look each one up on the registry linked beside it before you hire.`;

/** The deposit advice a proposal form shows above 10 %. */
export const depositAdvice =
  "Consumer Protection Ontario advises paying a deposit of no more than 10 % of the price.";

/** Why a proposal may show no HST. */
export const smallSupplierNote =
  "A small supplier (taxable sales of $30,000 or less over four consecutive quarters) need not register for HST and then charges none.";
