// The posted projects a service-by-city page lists before its examples: the open ones of the
// service's category in that city, newest first, as the public project list gives them
// (docs/decisions/0002-trade-pages-and-city-projects.md).
import type { City, Service } from "@/content/types";
import type { PublicProject } from "@/lib/projects/shapes";
import { postedProject, takesProposals } from "./project";
import { serviceCategory } from "./quote-link";
import { toCardView, type ProjectCardView } from "./views";

/** How many a city page shows: two rows of the grid at most. */
export const CITY_PROJECTS_SHOWN = 6;

/** A few more than shown are asked for: an accepted proposal takes a project off the list. */
const CITY_PROJECTS_ASKED = 12;

/** The GET /api/projects query of a city page: the public list's own filters. */
export interface CityProjectsQuery {
  category: string;
  city: string;
  status: "open";
  limit: number;
}

/** The query for a service's page in a city; none for a service no category matches. */
export function cityProjectsQuery(service: Service, city: City): CityProjectsQuery | undefined {
  const category = serviceCategory(service);
  if (!category) return undefined;
  return { category, city: city.name, status: "open", limit: CITY_PROJECTS_ASKED };
}

/**
 * The cards of the projects the list answered, in its order (newest first): those still taking
 * proposals, at most CITY_PROJECTS_SHOWN. A card shows what the list shows anyone (title,
 * category, place, budget, first photo), never the homeowner's name.
 */
export function cityProjectCards(projects: readonly PublicProject[]): ProjectCardView[] {
  return projects
    .map(postedProject)
    .filter(takesProposals)
    .slice(0, CITY_PROJECTS_SHOWN)
    .map(toCardView);
}
