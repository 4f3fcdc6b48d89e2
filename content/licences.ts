// Which licence a service needs in Ontario, why, and where the rule is written. Information, not
// legal advice: each entry names its source, and the service page links to it. A service with no
// entry shows no licence badge. Nothing here says a contractor on the site holds a licence: the
// site checks none (docs/decisions/0005-truthful-copy-and-earned-signals.md). The City of Toronto's licences are
// described as the City describes them (content/toronto-licences.ts, docs/decisions/0016-credentials-licences-and-permits.md).
import {
  TORONTO_LICENSING_CITATION,
  TORONTO_LICENSING_SOURCE,
  torontoLicences,
} from "@/content/toronto-licences";

export interface LicenceSource {
  /** The law, regulation or authority page, as a reader would name it. */
  name: string;
  url: string;
}

export interface LicenceRequirement {
  /** Where the rule applies: the whole province, or the City of Toronto only. */
  scope: "ontario" | "toronto";
  /** The licence or certificate, as a homeowner would ask for it. */
  licence: string;
  /** Why, in a sentence or two. */
  why: string;
  sources: readonly LicenceSource[];
}

const esa: LicenceRequirement = {
  scope: "ontario",
  licence: "Electrical contractor licence from the Electrical Safety Authority (ESA)",
  why: "Under Part VIII of the Electricity Act, 1998 and O. Reg. 570/05, only a Licensed Electrical Contractor may offer or do electrical work for hire in Ontario. The work also needs an ESA notification (the electrical permit) and inspection; the electricians doing it hold a certificate of qualification, as electrician is a compulsory trade.",
  sources: [
    {
      name: "O. Reg. 570/05, Licensing of Electrical Contractors and Master Electricians",
      url: "https://www.ontario.ca/laws/regulation/050570",
    },
    { name: "Electrical Safety Authority: contractor lookup", url: "https://esasafe.com/" },
  ],
};

const gas: LicenceRequirement = {
  scope: "ontario",
  licence: "TSSA fuels contractor registration and gas technician certificates",
  why: `Installing or servicing gas appliances and piping (furnaces, boilers, water heaters, gas lines) must be done by a contractor registered with the Technical Standards and Safety Authority, by technicians holding a gas technician certificate (O. Reg. 215/01 under the Technical Standards and Safety Act, 2000). Refrigeration and air conditioning mechanics work in a compulsory trade under the Building Opportunities in the Skilled Trades Act, 2021. In Toronto, the City also licenses heating contractors: ${torontoLicences.heatingContractor.who} (${TORONTO_LICENSING_CITATION}).`,
  sources: [
    {
      name: "O. Reg. 215/01, Fuel Industry Certificates",
      url: "https://www.ontario.ca/laws/regulation/010215",
    },
    {
      name: "TSSA: contractor registration and certification",
      url: "https://www.tssa.org/contractor-registration-and-certification",
    },
    {
      name: "Building Opportunities in the Skilled Trades Act, 2021",
      url: "https://www.ontario.ca/laws/statute/21b28",
    },
    TORONTO_LICENSING_SOURCE,
  ],
};

const plumbing: LicenceRequirement = {
  scope: "ontario",
  licence: "Plumber certificate of qualification (306A) from Skilled Trades Ontario",
  why: `Plumbing is a compulsory trade under the Building Opportunities in the Skilled Trades Act, 2021: only a certified journeyperson or a registered apprentice may do the work. In Toronto, the City also licenses plumbing contractors, ${torontoLicences.plumbingContractor.who}, and drain contractors, ${torontoLicences.drainContractor.who} (${TORONTO_LICENSING_CITATION}).`,
  sources: [
    {
      name: "Building Opportunities in the Skilled Trades Act, 2021",
      url: "https://www.ontario.ca/laws/statute/21b28",
    },
    { name: "Skilled Trades Ontario", url: "https://www.skilledtradesontario.ca/" },
    TORONTO_LICENSING_SOURCE,
    {
      name: "City of Toronto: plumbing contractor licence",
      url: torontoLicences.plumbingContractor.url!,
    },
    {
      name: "City of Toronto: drain contractor licence",
      url: torontoLicences.drainContractor.url!,
    },
  ],
};

const newHomes: LicenceRequirement = {
  scope: "ontario",
  licence: "New home builder licence from the Home Construction Regulatory Authority (HCRA)",
  why: "Under the New Home Construction Licensing Act, 2017, anyone who builds or sells a new home in Ontario must hold an HCRA licence, and the home is enrolled with Tarion for its warranty.",
  sources: [
    {
      name: "New Home Construction Licensing Act, 2017",
      url: "https://www.ontario.ca/laws/statute/17n33",
    },
    { name: "HCRA: Ontario Builder Directory", url: "https://obd.hcraontario.ca/" },
  ],
};

const torontoRenovator: LicenceRequirement = {
  scope: "toronto",
  licence: "City of Toronto building renovator licence",
  why: `Ontario licenses no renovator as such, but the City of Toronto licenses building renovators: ${torontoLicences.buildingRenovator.who} (${TORONTO_LICENSING_CITATION}). Electrical, plumbing and gas work inside a renovation still needs its own licence.`,
  sources: [
    TORONTO_LICENSING_SOURCE,
    {
      name: "City of Toronto: building renovator licence",
      url: torontoLicences.buildingRenovator.url!,
    },
  ],
};

/** The licence each service needs, by service slug; services not listed need none. */
export const licenceRequirements: Readonly<Record<string, LicenceRequirement>> = {
  plumbing,
  electrical: esa,
  electrician: esa,
  "ev-charging-solution": esa,
  hvac: gas,
  "hvac-airduct": gas,
  "custom-build": newHomes,
  renovation: torontoRenovator,
  "general-contracting": torontoRenovator,
};

export const licenceFor = (serviceSlug: string): LicenceRequirement | undefined =>
  licenceRequirements[serviceSlug];
