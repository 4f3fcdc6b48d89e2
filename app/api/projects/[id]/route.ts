import { json } from "@/lib/api/errors";
import { NotFoundError } from "@/lib/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { bearerToken, withBearer } from "@/lib/api/auth";
import { managedProject } from "@/lib/projects/access";
import { findProjectRow, toPublicProject } from "@/lib/projects/store";
import { deleteProject, updateProject } from "@/lib/projects/transitions";
import { updateProjectSchema } from "@/lib/projects/schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

async function ownedProject(request: Request, context: Context) {
  const rowId = parseId((await context.params).id, "project_not_found");
  const { project } = await withBearer(request, (token) => managedProject(token, rowId));
  return project;
}

// GET /api/projects/{rowId}: one posted project. One that is not listed is not public: 404,
// except to its owner or the operator with their token.
export const GET = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const row = await findProjectRow(rowId);
  if (!row) throw new NotFoundError("project_not_found");
  if (row.listing === "listed") return json(toPublicProject(row));
  if (!bearerToken(request)) throw new NotFoundError("project_not_found");
  await withBearer(request, (token) => managedProject(token, rowId));
  return json(toPublicProject(row), 200, { "Cache-Control": "private, no-store" });
});

// PUT /api/projects/{rowId}: partial update by the owner or operator
export const PUT = handler(async (request, context: Context) => {
  const row = await ownedProject(request, context);
  const patch = parseWith(updateProjectSchema, await readJson(request));
  const project = await updateProject(row.id, patch);
  if (!project) throw new NotFoundError("project_not_found");
  return json(project);
});

// DELETE /api/projects/{rowId}: removes the project and its proposals
export const DELETE = handler(async (request, context: Context) => {
  const row = await ownedProject(request, context);
  if (!(await deleteProject(row.id))) throw new NotFoundError("project_not_found");
  return new Response(null, { status: 204 });
});
