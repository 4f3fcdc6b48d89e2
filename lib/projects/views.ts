// The few views of a project (lib/projects/project.ts): each the fields one kind of component
// shows, picked from the one shape, so a client component receives only what it renders.
import type { FilterableProject } from "@/lib/filters";
import type { Project } from "./project";

/** A project card: the grids of home, projects, categories, contractors and favourites. */
export type ProjectCardView = Pick<
  Project,
  "displayId" | "title" | "category" | "location" | "contractor" | "price" | "budget"
> & {
  image: string | null;
  /** A catalogue sample, not a homeowner's project: the card says it is an example. */
  example: boolean;
};

export const toCardView = (project: Project): ProjectCardView => ({
  displayId: project.displayId,
  title: project.title,
  image: project.images[0] ?? null,
  category: project.category,
  example: project.kind !== "posted",
  location: project.location,
  contractor: project.contractor,
  price: project.price,
  budget: project.budget,
});

/**
 * A row of the contractor dashboard: an open request or a posted project (rowId set). Both kinds
 * have a posting date, a proposal count, a budget and a timeline.
 */
export type DashboardItem = Pick<
  Project,
  | "kind"
  | "rowId"
  | "displayId"
  | "title"
  | "category"
  | "location"
  | "urgency"
  | "status"
  | "estimatedCost"
  | "contractorNotes"
  | "proposalAccepted"
  | "agreementConfirmed"
> & {
  budget: string;
  timeline: string;
  /** For the order of the list: a moment, or a sample request's day. */
  postedDate: string;
  /** The day shown on the card, YYYY-MM-DD in Toronto. */
  postedDay: string;
  proposalCount: number;
};

export const toDashboardItem = (project: Project): DashboardItem => ({
  kind: project.kind,
  rowId: project.rowId,
  displayId: project.displayId,
  title: project.title,
  category: project.category,
  location: project.location,
  budget: project.budget ?? "",
  timeline: project.timeline ?? "",
  urgency: project.urgency,
  status: project.status,
  postedDate: project.postedDate ?? "",
  postedDay: project.postedDay ?? "",
  proposalCount: project.proposalCount ?? 0,
  proposalAccepted: project.proposalAccepted,
  agreementConfirmed: project.agreementConfirmed,
  estimatedCost: project.estimatedCost,
  contractorNotes: project.contractorNotes,
});

/** An open project a contractor may bid on (a trade page's open list). */
export type OpenProjectView = Pick<Project, "displayId" | "title" | "category" | "location"> & {
  budget: string;
  timeline: string;
  proposalCount: number;
};

export const toOpenProjectView = (project: Project): OpenProjectView => ({
  displayId: project.displayId,
  title: project.title,
  category: project.category,
  location: project.location,
  budget: project.budget ?? "",
  timeline: project.timeline ?? "",
  proposalCount: project.proposalCount ?? 0,
});

/** The place in the project page's main column where the owner's proposals are shown. */
export const OWNER_MAIN_SLOT = "owner-main-slot";

/** What the owner's controls on a posted project read and change. */
export type ManagedProjectView = Pick<
  Project,
  | "displayId"
  | "title"
  | "category"
  | "location"
  | "status"
  | "timeline"
  | "estimatedCost"
  | "contractorNotes"
  | "proposalAccepted"
  | "agreementConfirmed"
  | "proposalsPaused"
  | "closedReason"
> & { rowId: number };

export const toManagedView = (project: Project & { rowId: number }): ManagedProjectView => ({
  rowId: project.rowId,
  displayId: project.displayId,
  title: project.title,
  category: project.category,
  location: project.location,
  status: project.status,
  timeline: project.timeline,
  estimatedCost: project.estimatedCost,
  contractorNotes: project.contractorNotes,
  proposalAccepted: project.proposalAccepted,
  agreementConfirmed: project.agreementConfirmed,
  proposalsPaused: project.proposalsPaused,
  closedReason: project.closedReason,
});

/** A completed sample as a trade page's search, filters and sort read it (lib/filters.ts). */
export type BrowseView = FilterableProject & { displayId: number };

export const toBrowseView = (project: Project): BrowseView => ({
  displayId: project.displayId,
  title: project.title,
  description: project.description,
  contractor: project.contractor?.name ?? "",
  location: project.location,
  category: project.category,
  year: project.year ?? 0,
  propertyType: (project.propertyType ?? "House") as BrowseView["propertyType"],
  price: project.price ?? "",
  featured: project.featured,
});

/**
 * The homeowner's name as others see it: the first name and the initial of the last
 * ("Jordan Lee" → "Jordan L."). Only the owner and the operator see the whole name, and the
 * contractor once hired.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? "";
  const initial = [...words.at(-1)!][0]!;
  // A capital that is one letter too ("ß" would become "SS").
  const capital = initial.toLocaleUpperCase();
  return `${words[0]} ${[...capital].length === 1 ? capital : initial}.`;
}
