// Maps catalogue records onto the project card's shape.
import type { ProjectCardData } from "@/components/projects/project-card";

import { contractors } from "./contractors";
import { COMPLETED_OFFSET, REQUEST_OFFSET } from "./lookups";
import type { ProjectRequest, SampleProject } from "./types";

export function sampleProjectCard(project: SampleProject): ProjectCardData {
  const contractor = contractors.find((c) => c.id === project.contractorId);
  return {
    displayId: COMPLETED_OFFSET + project.id,
    title: project.title,
    image: project.image,
    category: project.category,
    rating: project.rating,
    location: project.location,
    contractor: contractor
      ? { id: contractor.id, name: project.contractor, image: project.contractorImage }
      : null,
    price: project.price,
    homeownerBudget: project.homeownerBudget,
  };
}

export function projectRequestCard(request: ProjectRequest): ProjectCardData {
  return {
    displayId: REQUEST_OFFSET + request.id,
    title: request.title,
    image: request.images[0],
    category: request.category,
    location: request.location,
    budget: request.budget,
  };
}
