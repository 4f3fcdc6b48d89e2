import "server-only";

import { createHash } from "node:crypto";

import type { AgreementContents } from "./contents";

// The version of an agreement's terms: SHA-256 of its canonical JSON (keys sorted at every level,
// no white space). A confirmation records the version its person saw, and one that names another
// version than the current one is refused: nobody confirms terms they were not shown.

/** JSON with every object's keys in sorted order, so equal terms always give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The version of what a confirmation agrees to: the terms and everything added to them. */
export function agreementVersion(id: number, contents: AgreementContents): string {
  const canonical = canonicalJson({
    id,
    terms: contents.terms,
    homeownerAddress: contents.homeownerAddress,
    contractorAddress: contents.contractorAddress,
    contractorBusinessName: contents.contractorBusinessName,
    details: contents.details,
  });
  return createHash("sha256").update(canonical).digest("hex");
}
