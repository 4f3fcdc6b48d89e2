// The licences and registrations a proposal can carry, which apply to each category, and where a
// homeowner can look each one up. The rules: ESA licensing (Electricity Act, 1998, Part VIII and
// O. Reg. 570/05: only a Licensed Electrical Contractor may offer electrical work to the public);
// TSSA registration for fuel-burning appliances and gas piping; WSIB clearance for construction;
// City of Toronto Municipal Code Chapter 545 licences for building renovators and the licensed
// trades (plumbing, drain and heating contractors, insulation installers) working in Toronto;
// Skilled Trades Ontario certificates of qualification for the compulsory trades (Building
// Opportunities in the Skilled Trades Act, 2021, s. 2 and O. Reg. 875/21: plumber, electrician,
// refrigeration and air conditioning systems mechanic); HCRA licences of new-home builders (New
// Home Construction Licensing Act, 2017, s. 20) and Tarion enrolment of each new home (Ontario New
// Home Warranties Plan Act, s. 12); and proof of liability insurance, which no law requires but a
// homeowner should see (docs/decisions/0096-permits-and-trades.md).
import type { CATEGORY_NAMES } from "@/content/category-names";
import { cities } from "@/content/cities";
import { site } from "@/content/site";

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
   * stored copy of the registry's pages (decision 0103); "home", its home page, where the reader
   * searches for the business; "confirm", no public lookup: the reader confirms with the registry.
   */
  lookup: "search" | "home" | "confirm" | null;
  /** Why a homeowner should ask for it, in one sentence. */
  why: string;
}

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
    why: "Work on gas lines and fuel-burning appliances such as furnaces, boilers and water heaters must be done by a TSSA-registered contractor.",
  },
  wsibClearance: {
    kind: "wsibClearance",
    name: "WSIB clearance certificate",
    issuer: "Workplace Safety and Insurance Board (WSIB)",
    // WSIB's clearances page: "Quick access clearances", no log-in.
    registryUrl: "https://www.wsib.ca/en/businesses/premiums-and-payment/clearances",
    lookup: "search",
    why: "A current clearance shows the business is registered with WSIB and in good standing, so a worker hurt on your property is covered; some small operators working only for homeowners are exempt.",
  },
  torontoBusinessLicence: {
    kind: "torontoBusinessLicence",
    name: "City of Toronto business licence (Municipal Code Chapter 545)",
    issuer: "City of Toronto, Municipal Licensing and Standards",
    // No public business licence lookup page of the City was confirmed.
    registryUrl: "https://www.toronto.ca/",
    lookup: "home",
    why: "Building renovators and plumbing, drain and heating contractors working in Toronto must hold a City licence; the City can confirm a licence number.",
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
}

const esa = { kind: "esaLicence", required: true } as const;
const tssa = { kind: "tssaRegistration", required: false } as const;
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
  // A plumber who installs a gas water heater or gas piping works under TSSA registration.
  Plumbing: [sto, tssa, wsib, toronto, insurance],
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

/** The credentials that apply to a project of this category and location. */
export function credentialsFor(category: string, location: string): readonly CredentialRule[] {
  const rules = (credentialRules as Record<string, readonly CredentialRule[] | undefined>)[
    category
  ];
  return (rules ?? []).filter((rule) => !rule.torontoOnly || inToronto(location));
}

/** The message for a required credential a proposal lacks. */
/** What every page that shows a credential says beside it. */
export const credentialNotice = `These numbers are the contractor's own statement. ${site.brand} does not check them: look each one up on the registry linked beside it before you hire.`;

/** The deposit advice a proposal form shows above 10 %. */
export const depositAdvice =
  "Consumer Protection Ontario advises paying a deposit of no more than 10 % of the price.";

/** Why a proposal may show no HST. */
export const smallSupplierNote =
  "A small supplier (taxable sales of $30,000 or less over four consecutive quarters) need not register for HST and then charges none.";
