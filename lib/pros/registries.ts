import type { ProfileCredentialKind } from "@/lib/api-shapes";

/**
 * Where anyone can look up each kind of number a profile states: the registry's own public
 * lookup page. TSSA publishes no lookup a homeowner can use, so its entry says to confirm with
 * TSSA. The names and explanations are in messages/en.json (pros.registries.<kind>).
 */
export const PROFILE_REGISTRIES: Record<
  ProfileCredentialKind,
  { lookupUrl: string; lookup: "search" | "confirm" }
> = {
  // ESA's "Find a Licensed Electrical Contractor" search.
  esaLicence: { lookupUrl: "https://esasafe.com/find-a-contractor/", lookup: "search" },
  // WSIB's clearance lookup ("Quick access clearances", no log-in).
  wsibClearance: {
    lookupUrl: "https://www.wsib.ca/en/businesses/premiums-and-payment/clearances",
    lookup: "search",
  },
  // City of Toronto, Municipal Licensing & Standards: business licence lookup.
  torontoBusinessLicence: {
    lookupUrl:
      "https://www.toronto.ca/services-payments/permits-licences-bylaws/business-licence-and-permit-lookup/",
    lookup: "search",
  },
  // Skilled Trades Ontario's public register of certified tradespeople.
  skilledTradesCertificate: {
    lookupUrl: "https://www.skilledtradesontario.ca/public-register/",
    lookup: "search",
  },
  // The Home Construction Regulatory Authority's Ontario Builder Directory.
  hcraLicence: { lookupUrl: "https://obd.hcraontario.ca/", lookup: "search" },
  // No public lookup: confirm a registration with TSSA directly.
  tssaRegistration: { lookupUrl: "https://www.tssa.org/contact-us", lookup: "confirm" },
};
