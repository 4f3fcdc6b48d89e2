// Every kind of page the site has, one address each: the gallery script screenshots them and the
// layout test checks them on a phone. `posted` pages need a project a test or the script posts.

export interface PageType {
  name: string;
  path: string;
}

export const CATALOGUE_PAGE_TYPES: PageType[] = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "service", path: "/services/plumbing" },
  { name: "service-city", path: "/services/plumbing/mississauga" },
  { name: "category", path: "/category/plumbing" },
  { name: "trade", path: "/plumbing-services" },
  { name: "trade-open-projects", path: "/cleaning-services" },
  { name: "projects", path: "/projects" },
  { name: "project-completed", path: "/project/1001" },
  { name: "project-request", path: "/project/2001" },
  { name: "project-not-found", path: "/project/999999" },
  { name: "post-project", path: "/post-project" },
  { name: "dashboard", path: "/contractor-dashboard" },
  { name: "favorites", path: "/favorites" },
  { name: "magazine", path: "/magazine" },
  { name: "article", path: "/article/1" },
  { name: "contractor", path: "/contractor/1" },
  { name: "about-us", path: "/about-us" },
  { name: "how-it-works", path: "/how-it-works" },
  { name: "contact", path: "/contact" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "recover", path: "/recover" },
  { name: "pro-sign-in", path: "/pro" },
  { name: "not-found", path: "/no-such-page" },
];

/** Pages of a posted project, seen by its owner and by the contractor who bid on it. */
export const postedPageTypes = (posted: {
  displayId: number;
  manageToken: string;
  proposalId: number;
  trackingToken: string;
}): PageType[] => [
  { name: "project-posted", path: `/project/${posted.displayId}` },
  {
    name: "project-owner",
    path: `/project/${posted.displayId}#manage=${encodeURIComponent(posted.manageToken)}`,
  },
  {
    name: "proposal-tracking",
    path: `/proposal/${posted.proposalId}#track=${encodeURIComponent(posted.trackingToken)}`,
  },
];
