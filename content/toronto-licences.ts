// The City of Toronto's business licences for the trades the site lists, described as the City
// describes each class on its licence pages (toronto.ca, Municipal Licensing & Standards), under
// Toronto Municipal Code, Chapter 545, Licensing. Only the classes whose City page was read are
// here: building renovator, plumbing contractor, drain contractor, heating contractor. The text of
// the chapter itself, and a public lookup of licence numbers, could not be confirmed: the copy
// says so and sends the reader to the City (docs/decisions/0016-credentials-licences-and-permits.md).

export const TORONTO_LICENSING_SOURCE = {
  name: "Toronto Municipal Code, Chapter 545, Licensing",
  url: "https://www.toronto.ca/legdocs/municode/1184_545.pdf",
} as const;

/** The citation written next to every sentence that says what the City licenses. */
export const TORONTO_LICENSING_CITATION = "Toronto Municipal Code, Chapter 545";

export type TorontoLicenceClass =
  "buildingRenovator" | "plumbingContractor" | "drainContractor" | "heatingContractor";

export interface TorontoLicence {
  /** The class as the City names it. */
  name: string;
  /** Who needs it, in words close to the City's page. */
  who: string;
  /** The City's current page for the class, where one was confirmed. */
  url?: string;
}

export const torontoLicences: Record<TorontoLicenceClass, TorontoLicence> = {
  buildingRenovator: {
    name: "Building renovator",
    who: "a person who advertises as a building renovator or building contractor doing renovation work, including altering, repairing or renovating buildings or structures; not a building contractor whose main business is constructing buildings",
    url: "https://www.toronto.ca/services-payments/permits-licences-bylaws/building-renovators/",
  },
  plumbingContractor: {
    name: "Plumbing contractor",
    who: "a person engaged in the business of contracting or repairing plumbing installations, or advertising as a plumbing contractor",
    url: "https://www.toronto.ca/services-payments/permits-licences-bylaws/plumbing-heating/plumbing-contractor/",
  },
  drainContractor: {
    name: "Drain contractor",
    who: "a business that repairs, constructs, installs or cleans drainage works, including weeping tile beds and septic tank systems; it must hold a drain layer licence first",
    url: "https://www.toronto.ca/services-payments/permits-licences-bylaws/drain-contractor-drain-layer/drain-contractor/",
  },
  heatingContractor: {
    name: "Heating contractor",
    // From the City's former licence page; its current page's address was not confirmed.
    who: "a person in the business of installing warm air, hot water or steam heating equipment of any kind, except oil tanks and oil and gas burners; it must employ a licensed master heating installer",
  },
};

/** What a homeowner and a contractor read beside the Toronto licence number. */
export const torontoLicenceWhy = `The City of Toronto licenses building renovators, plumbing contractors, drain contractors and heating contractors who work in the city (${TORONTO_LICENSING_CITATION}). A building renovator is ${torontoLicences.buildingRenovator.who}. No public lookup of licence numbers could be confirmed: the City's Municipal Licensing and Standards can confirm whether a business holds a licence.`;
