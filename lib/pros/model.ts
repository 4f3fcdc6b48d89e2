// Pure rules of a profile: its slug, and the dates its credentials were stated.
import type { StatedCredential } from "@/lib/pros/shapes";
import type { SaveProfile } from "./schema";

/** A slug from the business name: lower-case letters, digits and hyphens. */
export function slugOf(businessName: string): string {
  const base = businessName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "contractor";
}

/**
 * Each credential as stated now, dated the day it was first stated with this number: an
 * unchanged number keeps its date, a new or changed one is dated today.
 */
export function dateCredentials(
  given: SaveProfile["credentials"],
  before: readonly StatedCredential[],
  today = new Date().toISOString().slice(0, 10),
): StatedCredential[] {
  return given.map(({ kind, number }) => {
    const same = before.find((c) => c.kind === kind && c.number === number);
    return { kind, number, statedOn: same?.statedOn ?? today };
  });
}
