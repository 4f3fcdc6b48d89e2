// One shape for a project, whichever of the three sources it comes from: a completed sample of
// the catalogue (displayed id 1000+), an open sample request (2000+) or a project a homeowner
// posted (3000 + its row id). Pages and components read this shape or one of its views
// (lib/projects/views.ts); the catalogue's and the database's records stay where they are read.
import type { PublicProject } from "@/lib/projects/shapes";
import type { ClosedReason } from "@/lib/validation/options";

export type ProjectKind = "completed" | "request" | "posted";

/** The contractor a completed sample names. */
export interface ProjectContractor {
  id: number;
  name: string;
  image: string;
}

export interface Project {
  kind: ProjectKind;
  /** The id in the project's address, /project/{displayId}. */
  displayId: number;
  /** A posted project's database row id, how the API addresses it; null for catalogue samples. */
  rowId: number | null;
  title: string;
  description: string;
  category: string;
  status: string;
  location: string;
  /** A posted project's municipality slug (content/municipalities.ts) or `elsewhere`; else null. */
  municipality: string | null;
  homeowner: string | null;
  images: string[];
  requirements: string[];
  /** The homeowner's budget range (for a completed sample, the budget it started from). */
  budget: string | null;
  /** What a completed sample cost. */
  price: string | null;
  timeline: string | null;
  urgency: "low" | "medium" | "high" | null;
  /** When it was posted: a moment (ISO) for a posted project, a day for a sample request. */
  postedDate: string | null;
  /** The day it was posted in Toronto, YYYY-MM-DD. */
  postedDay: string | null;
  proposalCount: number | null;
  /** Whether the owner has accepted a proposal (posted projects and sample requests). */
  proposalAccepted: boolean;
  /** Whether both parties confirmed the hire's written agreement (posted projects only). */
  agreementConfirmed: boolean;
  /** Whether the owner paused new proposals (posted projects only). */
  proposalsPaused: boolean;
  /** Why a posted project closed without a hire here (an answer or quiet days), else null. */
  closedReason: ClosedReason | null;
  /** False in the owner's own view of a project not listed yet; absent when it is listed. */
  listed?: boolean;
  contractor: ProjectContractor | null;
  featured: boolean;
  completionTime: string | null;
  completionDate: string | null;
  startDate: string | null;
  area: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  propertyType: string | null;
  year: number | null;
  projectScope: string[];
  amenities: string[];
  estimatedCost: string | null;
  contractorNotes: string | null;
}

/** Every field a source may not have, empty. */
export const NO_DETAILS = {
  rowId: null,
  municipality: null,
  homeowner: null,
  budget: null,
  price: null,
  timeline: null,
  urgency: null,
  postedDate: null,
  postedDay: null,
  proposalCount: null,
  proposalAccepted: false,
  agreementConfirmed: false,
  proposalsPaused: false,
  closedReason: null,
  contractor: null,
  featured: false,
  completionTime: null,
  completionDate: null,
  startDate: null,
  area: null,
  bedrooms: null,
  bathrooms: null,
  propertyType: null,
  year: null,
  projectScope: [],
  amenities: [],
  estimatedCost: null,
  contractorNotes: null,
} satisfies Partial<Project>;

/** A project a homeowner posted, from the API's answer. */
export function postedProject(project: PublicProject): Project {
  return {
    ...NO_DETAILS,
    proposalAccepted: project.proposalAccepted,
    agreementConfirmed: project.agreementConfirmed,
    proposalsPaused: project.proposalsPaused,
    closedReason: project.closedReason,
    kind: "posted",
    displayId: project.displayId,
    rowId: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    status: project.status,
    location: project.location,
    municipality: project.municipality,
    homeowner: project.homeowner || null,
    images: project.images,
    requirements: project.requirements,
    budget: project.budget,
    timeline: project.timeline,
    urgency: project.urgency,
    postedDate: project.postedDate,
    postedDay: project.postedDay,
    proposalCount: project.proposalCount,
    completionDate: project.completionDate,
    startDate: project.startDate,
    estimatedCost: project.estimatedCost,
    contractorNotes: project.contractorNotes,
  };
}

/**
 * The statuses in which a project is still a bidding stage: the owner is gathering or weighing
 * estimates and no work has begun. In progress, completed and cancelled are not.
 */
export const BIDDING_STATUSES: readonly string[] = [
  "open",
  "awaiting-estimation",
  "estimated",
  "pending",
];

/**
 * Whether a project is open for proposals: a posted project in a bidding status with no accepted
 * proposal. A sample of the catalogue never is: a completed one is done, and an open sample
 * request is an example no homeowner posted (docs/decisions/0012-proposals-and-the-hire.md). The project page shows Submit
 * Proposal, and the API stores a proposal, by this one rule.
 */
export function takesProposals(project: {
  kind?: ProjectKind;
  status: string;
  proposalAccepted: boolean;
}): boolean {
  if (project.kind === "completed" || project.kind === "request") return false;
  return BIDDING_STATUSES.includes(project.status) && !project.proposalAccepted;
}
