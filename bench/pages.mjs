// The page types the bench measures (npm run bench, bench/static-copy.mjs).

export const SERVICE_CITY = "/services/plumbing/toronto";

// Page types. kind: "catalogue" pages have the tighter JavaScript budget; `lighthouse: false`
// pages are weighed (JavaScript) but not run through Lighthouse; `indexed: false` pages are kept
// from search engines on purpose (robots.txt), so Lighthouse's SEO score is reported, not budgeted.
export const PAGE_TYPES = [
  { name: "home", path: "/", kind: "catalogue" },
  { name: "services", path: "/services", kind: "catalogue" },
  { name: "service-city", path: SERVICE_CITY, kind: "catalogue" },
  { name: "project", path: "/project/1001", kind: "catalogue" },
  { name: "post-project", path: "/post-project", kind: "app" },
  { name: "dashboard", path: "/contractor-dashboard", kind: "app", indexed: false },
  { name: "contact", path: "/contact", kind: "app", lighthouse: false },
];

/** The page types `--pages=a,b` names (every one without it); an unknown name is an error. */
export function pageTypesFromArgs(args) {
  const pagesArg = args.find((arg) => arg.startsWith("--pages="));
  const names = pagesArg ? pagesArg.slice("--pages=".length).split(",") : null;
  for (const name of names ?? []) {
    if (!PAGE_TYPES.some((page) => page.name === name)) {
      throw new Error(
        `Unknown page type "${name}"; page types: ${PAGE_TYPES.map((page) => page.name).join(", ")}`,
      );
    }
  }
  return PAGE_TYPES.filter((page) => !names || names.includes(page.name));
}

/** `--rounds=N`, 5 without it. */
export function roundsFromArgs(args) {
  const roundsArg = args.find((arg) => arg.startsWith("--rounds="));
  const rounds = roundsArg ? Number(roundsArg.slice("--rounds=".length)) : 5;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error("--rounds must be a whole number ≥ 1");
  return rounds;
}
