import { handler, parseWith, readJson } from "@/lib/api/handler";
import { json } from "@/lib/api/errors";
import { createProject, listProjects } from "@/lib/data/projects";
import { createProjectSchema } from "@/lib/validation/project";

export const dynamic = "force-dynamic";

// GET /api/projects: every posted project, newest first
export const GET = handler(async () => json(await listProjects()));

// POST /api/projects: post a project; answers the project and its manage token (shown once)
export const POST = handler(async (request) => {
  const input = parseWith(createProjectSchema, await readJson(request));
  const { project, manageToken } = await createProject(input);
  return json({ project, manageToken }, 201);
});
