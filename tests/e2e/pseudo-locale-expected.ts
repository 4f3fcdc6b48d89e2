// English that tests/e2e/pseudo-locale.spec.ts may find on pages, each with the file it comes
// from: only data the tests themselves post. The crawl fails on any literal not listed here, and
// reports entries that no longer occur.

export interface ExpectedLiteral {
  /** The file the literal is written in. */
  file: string;
  /** The pages it shows on. */
  page: RegExp;
  literal: string | RegExp;
}

/** Test data, not text of the app. */
export const EXPECTED_LITERALS: readonly ExpectedLiteral[] = [
  // The title tests/e2e/helpers.ts gives the project behind an accepted agreement.
  { file: "tests/e2e/helpers.ts", page: /^\//, literal: /^Pot lights \d+$/ },
];
