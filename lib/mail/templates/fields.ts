// Payload fields several templates share.
import { z } from "zod";

/** The project's displayed id, the only reference a subject carries. */
export const projectRef = z.number().int().positive().optional();

/** The subject's project argument: the displayed id, or "none" (the message's select drops it). */
export const subjectProject = (project: number | undefined) =>
  project === undefined ? "none" : String(project);

export const url = z.url();

/** A proposal as the homeowner's notices describe it. */
export const proposalSummarySchema = z.object({
  contractor: z.string(),
  bid: z.string(),
  timeline: z.string(),
});
