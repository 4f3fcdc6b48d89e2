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
