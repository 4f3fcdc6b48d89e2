// English that tests/e2e/pseudo-locale.spec.ts still finds on pages, each with the file it comes
// from. Empty these lists as those files move their text into messages/en.json: the crawl fails
// on any literal not listed here, and reports entries that no longer occur.

export interface ExpectedLiteral {
  /** The file the literal is written in. */
  file: string;
  /** The pages it shows on. */
  page: RegExp;
  literal: string | RegExp;
}

/** In the ten components being split into smaller files, which translate them as they go. */
export const EXPECTED_IN_COMPONENTS_BEING_SPLIT: readonly ExpectedLiteral[] = [];

/** Written in lib/ files that are moving into feature modules; their text moves after that. */
export const EXPECTED_IN_LIB_BEING_MOVED: readonly ExpectedLiteral[] = [
  // "{service} in {place}" in service pages' titles.
  { file: "lib/service-metadata.ts", page: /^\/services\//, literal: / in [A-Z][A-Za-z ]+$/ },
  // "Downtown {city}", "North {city}", "South {city}" for a city without listed neighbourhoods.
  {
    file: "lib/service-page.ts",
    page: /^\/services\/[^/]+\/[^/]+$/,
    literal: /^(Downtown|North|South) [A-Z][A-Za-z ]+$/,
  },
  // The form's timeline options are stored as the label shown; the others match catalogue values.
  { file: "lib/validation/options.ts", page: /^\/post-project$/, literal: "No rush" },
  // The agreement document's row labels and the phrases it builds around the agreed figures.
  {
    file: "lib/agreements/document.ts",
    page: /^\/agreement\//,
    literal: new RegExp(
      "^(" +
        [
          "Homeowner's address",
          "where the work is done",
          "Not given",
          "Homeowner's e-mail",
          "Business name",
          "Business address",
          "Contractor's e-mail",
          "Contractor's phone",
          "Project",
          "project \\d+",
          "Area",
          "What the homeowner asked for",
          "How the contractor will do it",
          "As itemised under Price",
          "Item",
          "Quantity",
          "Unit price",
          "Amount",
          "\\d+ each",
          "Subtotal",
          "HST 13 %",
          "HST no\\. \\d{9}RT\\d{4}",
          "Total",
          "Payment \\d+",
          "Start date",
          "Completion date",
          "Timeline in the proposal",
          "Term",
          "\\d+ months from completion",
          "What it covers",
          "Check on .+",
          "Change orders",
          "None",
          "Not confirmed yet",
        ].join("|") +
        ")$",
    ),
  },
  // The title tests/e2e/helpers.ts gives the project behind an accepted agreement (test data).
  { file: "tests/e2e/helpers.ts", page: /^\//, literal: /^Pot lights \d+$/ },
];

export const EXPECTED_LITERALS = [
  ...EXPECTED_IN_COMPONENTS_BEING_SPLIT,
  ...EXPECTED_IN_LIB_BEING_MOVED,
];
