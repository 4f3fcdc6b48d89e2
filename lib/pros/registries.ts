import type { ProfileCredentialKind } from "@/lib/api-shapes";

/**
 * Where anyone can look up each kind of number a profile states. "search": the registry's own
 * public lookup page, its address confirmed (decision 0103 records where from). "home": the
 * registry's home page, with "search for the business there", where the lookup page's address
 * could not be confirmed. "confirm": no public lookup; the link says to confirm with the
 * registry. The names and link texts are in messages/en.json (pros.registries.<kind>).
 */
export const PROFILE_REGISTRIES: Record<
  ProfileCredentialKind,
  { lookupUrl: string; lookup: "search" | "home" | "confirm" }
> = {
  // ESA points to its "Find a Contractor" tool from its pages; the tool's own address was not
  // confirmed.
  esaLicence: { lookupUrl: "https://esasafe.com/", lookup: "home" },
  // WSIB's clearances page: "Quick access clearances", no log-in.
  wsibClearance: {
    lookupUrl: "https://www.wsib.ca/en/businesses/premiums-and-payment/clearances",
    lookup: "search",
  },
  // No public business licence lookup page of the City was confirmed.
  torontoBusinessLicence: { lookupUrl: "https://www.toronto.ca/", lookup: "home" },
  // Skilled Trades Ontario's home page names its Public Register; the register's address was not
  // confirmed.
  skilledTradesCertificate: { lookupUrl: "https://www.skilledtradesontario.ca/", lookup: "home" },
  // HCRA's Ontario Builder Directory.
  hcraLicence: { lookupUrl: "https://obd.hcraontario.ca/", lookup: "search" },
  // No public lookup: confirm a registration with TSSA directly.
  tssaRegistration: { lookupUrl: "https://www.tssa.org/", lookup: "confirm" },
};
