import { credentials, type CredentialKind } from "@/content/credentials";
import type { ProfileCredentialKind } from "@/lib/pros/shapes";

/** The credential of the catalogue (content/credentials.ts) each kind a profile states is. */
const CREDENTIAL_OF: Record<ProfileCredentialKind, CredentialKind> = {
  esaLicence: "esaLicence",
  wsibClearance: "wsibClearance",
  torontoBusinessLicence: "torontoBusinessLicence",
  skilledTradesCertificate: "stoCertificate",
  hcraLicence: "hcraLicence",
  tssaRegistration: "tssaRegistration",
};

const registryOf = (kind: CredentialKind) => {
  const { registryUrl, lookup } = credentials[kind];
  if (!registryUrl || !lookup) throw new Error(`${kind} has no registry`);
  return { lookupUrl: registryUrl, lookup };
};

/**
 * Where anyone can look up each kind of number a profile states: the same registry pages the
 * proposals and the agreement link (content/credentials.ts, with where each address comes from).
 * The names and link texts are in messages/en.json (pros.registries.<kind>).
 */
export const PROFILE_REGISTRIES = Object.fromEntries(
  Object.entries(CREDENTIAL_OF).map(([kind, credential]) => [kind, registryOf(credential)]),
) as Record<ProfileCredentialKind, { lookupUrl: string; lookup: "search" | "home" | "confirm" }>;
