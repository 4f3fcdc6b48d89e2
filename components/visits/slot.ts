/**
 * Where the site visits section keeps a place for what depends on the reader (the homeowner's
 * choices, a contractor's own visits and their request): the page renders it empty, and the
 * project's panel fills it once the browser knows who is looking.
 */
export const VISITS_SLOT = "visits-slot";
