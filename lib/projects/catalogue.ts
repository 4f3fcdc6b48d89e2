// The catalogue's sample projects in the one project shape (lib/projects/project.ts).
import { getContractor } from "@/content/lookups";
import { projectRequests, sampleProjects } from "@/content/projects";
import type { ProjectRequest, SampleProject } from "@/content/types";
import { catalogueRange, completedDisplayId, requestDisplayId } from "./ids";
import { NO_DETAILS, type Project } from "./project";
import { shortName } from "./views";

/** A completed sample, with the contractor who did it. */
export function completedProject(sample: SampleProject): Project {
  const contractor = getContractor(sample.contractorId);
  return {
    ...NO_DETAILS,
    kind: "completed",
    displayId: completedDisplayId(sample),
    title: sample.title,
    description: sample.description,
    category: sample.category,
    status: sample.status,
    location: sample.location,
    images: sample.images,
    requirements: sample.requirements,
    budget: sample.homeownerBudget,
    price: sample.price,
    timeline: sample.timeline,
    urgency: sample.urgency,
    contractor: contractor
      ? { id: contractor.id, name: contractor.name, image: contractor.image }
      : null,
    featured: sample.featured,
    completionTime: sample.completionTime,
    completionDate: sample.completionDate,
    area: sample.area ?? null,
    bedrooms: sample.bedrooms ?? null,
    bathrooms: sample.bathrooms ?? null,
    propertyType: sample.propertyType,
    year: sample.year,
    projectScope: sample.projectScope,
    amenities: sample.amenities,
  };
}

/** An open sample request as the catalogue holds it (lib/dashboard/stats.ts adds stored proposals). */
export function requestProject(request: ProjectRequest): Project {
  return {
    ...NO_DETAILS,
    kind: "request",
    displayId: requestDisplayId(request),
    title: request.title,
    description: request.description,
    category: request.category,
    status: request.status,
    location: request.location,
    homeowner: request.homeowner ? shortName(request.homeowner) : null,
    images: request.images,
    requirements: request.requirements,
    budget: request.budget,
    timeline: request.timeline,
    urgency: request.urgency,
    postedDate: request.postedDate,
    postedDay: request.postedDate,
    proposalCount: request.proposalCount,
  };
}

/** The catalogue project a displayed id names (1000+ completed, 2000+ request), if any. */
export function catalogueProject(displayId: number): Project | undefined {
  const range = catalogueRange(displayId);
  if (range === "request") {
    const request = projectRequests.find((r) => requestDisplayId(r) === displayId);
    return request && requestProject(request);
  }
  if (range === "completed") {
    const sample = sampleProjects.find((p) => completedDisplayId(p) === displayId);
    return sample && completedProject(sample);
  }
  return undefined;
}

export const completedProjects = (samples: readonly SampleProject[] = sampleProjects) =>
  samples.map(completedProject);
export const requestProjects = (requests: readonly ProjectRequest[] = projectRequests) =>
  requests.map(requestProject);
