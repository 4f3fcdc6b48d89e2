import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components never pass a utility that conflicts with one they already have
 * (tests/e2e/class-conflicts.spec.ts checks the pages), so no merging library is sent to the
 * browser.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
