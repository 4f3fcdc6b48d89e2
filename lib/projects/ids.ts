/**
 * Displayed project ids: the one place that turns a row or catalogue id into the number in
 * /project/{displayId} and back. Each source has its own range, so a displayed id tells which it
 * names: completed samples 1001+, open sample requests 2001+, posted projects 3001+ (the posted
 * project's database row id plus 3000). A tiny module, so client code can use it too.
 */
import type { ProjectRequest, SampleProject } from "@/content/types";

export const COMPLETED_OFFSET = 1000;
export const REQUEST_OFFSET = 2000;
export const POSTED_OFFSET = 3000;

/** A completed sample's displayed id. */
export const completedDisplayId = (sample: Pick<SampleProject, "id">) =>
  COMPLETED_OFFSET + sample.id;

/** An open sample request's displayed id. */
export const requestDisplayId = (request: Pick<ProjectRequest, "id">) =>
  REQUEST_OFFSET + request.id;

/** A posted project's displayed id, from its database row id. */
export const postedDisplayId = (rowId: number) => POSTED_OFFSET + rowId;

/** The database row id a displayed id names, when it names a posted project. */
export const postedRowId = (displayId: number): number | undefined =>
  displayId > POSTED_OFFSET ? displayId - POSTED_OFFSET : undefined;

/** Which catalogue range a displayed id falls in, if any. */
export function catalogueRange(displayId: number): "completed" | "request" | undefined {
  if (displayId > COMPLETED_OFFSET && displayId < REQUEST_OFFSET) return "completed";
  if (displayId > REQUEST_OFFSET && displayId < POSTED_OFFSET) return "request";
  return undefined;
}
