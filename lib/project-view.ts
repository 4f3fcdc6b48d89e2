// One shape for the project page, whichever of the three sources a project comes from.
import { getContractor, type CatalogueProject } from "@/content/lookups";
import type { Contractor, Testimonial } from "@/content/types";
import type { PublicProject } from "@/lib/data/projects";

export interface ProjectView {
  displayId: number;
  kind: "completed" | "request" | "posted";
  title: string;
  description: string;
  category: string;
  status: string;
  location: string;
  homeowner: string | null;
  images: string[];
  price: string | null;
  budget: string | null;
  homeownerBudget: string | null;
  timeline: string | null;
  urgency: "low" | "medium" | "high" | null;
  postedDate: string | null;
  proposalCount: number | null;
  requirements: string[];
  contractor: Contractor | null;
  rating: number | null;
  reviews: number | null;
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
  testimonials: Testimonial[];
  estimatedCost: string | null;
  contractorNotes: string | null;
}

const empty = {
  homeowner: null,
  price: null,
  budget: null,
  homeownerBudget: null,
  timeline: null,
  urgency: null,
  postedDate: null,
  proposalCount: null,
  requirements: [],
  contractor: null,
  rating: null,
  reviews: null,
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
  testimonials: [],
  estimatedCost: null,
  contractorNotes: null,
} satisfies Partial<ProjectView>;

export function catalogueProjectView(entry: CatalogueProject, storedProposals = 0): ProjectView {
  if (entry.kind === "request") {
    const request = entry.project;
    return {
      ...empty,
      displayId: entry.displayId,
      kind: "request",
      title: request.title,
      description: request.description,
      category: request.category,
      status: request.status,
      location: request.location,
      homeowner: request.homeowner || null,
      images: request.images,
      budget: request.budget,
      timeline: request.timeline,
      urgency: request.urgency,
      postedDate: request.postedDate,
      proposalCount: request.proposalCount + storedProposals,
      requirements: request.requirements,
    };
  }
  const project = entry.project;
  return {
    ...empty,
    displayId: entry.displayId,
    kind: "completed",
    title: project.title,
    description: project.description,
    category: project.category,
    status: project.status,
    location: project.location,
    images: project.images,
    price: project.price,
    homeownerBudget: project.homeownerBudget,
    timeline: project.timeline,
    urgency: project.urgency,
    requirements: project.requirements,
    contractor: getContractor(project.contractorId) ?? null,
    rating: project.rating,
    reviews: project.reviews,
    completionTime: project.completionTime,
    completionDate: project.completionDate,
    area: project.area ?? null,
    bedrooms: project.bedrooms ?? null,
    bathrooms: project.bathrooms ?? null,
    propertyType: project.propertyType,
    year: project.year,
    projectScope: project.projectScope,
    amenities: project.amenities,
    testimonials: project.testimonials,
  };
}

export function postedProjectView(project: PublicProject): ProjectView {
  return {
    ...empty,
    displayId: project.displayId,
    kind: "posted",
    title: project.title,
    description: project.description,
    category: project.category,
    status: project.status,
    location: project.location,
    homeowner: project.homeowner || null,
    images: project.images,
    budget: project.budget,
    timeline: project.timeline,
    urgency: project.urgency,
    postedDate: project.postedDate,
    proposalCount: project.proposalCount,
    requirements: project.requirements,
    completionDate: project.completionDate,
    startDate: project.startDate,
    estimatedCost: project.estimatedCost,
    contractorNotes: project.contractorNotes,
  };
}
