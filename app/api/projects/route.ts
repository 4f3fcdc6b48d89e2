import { ApiError, issuesOf } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { createOnce, idempotencyKeyOf } from "@/lib/api/idempotency";
import { PROJECT_LIST_TTL_MS } from "@/lib/cache/project-list";
import { listProjectPage } from "@/lib/projects/store";
import { createProject } from "@/lib/projects/transitions";
import { env } from "@/lib/env";
import { createProjectSchema, listProjectsQuerySchema } from "@/lib/projects/schema";

export const dynamic = "force-dynamic";

const QUERY_KEYS = Object.keys(listProjectsQuerySchema.shape);

/** The query string's known parameters; a repeated one (`?limit=5&limit=500`) is refused. */
function parseListQuery(url: URL) {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const values = url.searchParams.getAll(key);
    if (values.length > 1) {
      throw new ApiError(400, "Invalid query string", [
        { path: key, message: `${key} may be given once` },
      ]);
    }
    if (values.length === 1) raw[key] = values[0]!;
  }
  const result = listProjectsQuerySchema.safeParse(raw);
  if (!result.success) throw new ApiError(400, "Invalid query string", issuesOf(result.error));
  return result.data;
}

// A shared cache (the production server's, a CDN) may keep a page of the list as long as this
// process keeps it; browsers ask again every time.
// On Vercel its CDN would keep the list where no write can clear it: there nothing shares it.
const LIST_CACHE_CONTROL = env.VERCEL
  ? "private, no-store"
  : `public, max-age=0, s-maxage=${PROJECT_LIST_TTL_MS / 1000}`;

// GET /api/projects: one page of posted projects, newest first; X-Total-Count counts them all
export const GET = handler(async (request) => {
  const { projects, total } = await listProjectPage(parseListQuery(new URL(request.url)));
  return new Response(JSON.stringify(projects), {
    headers: {
      "content-type": "application/json",
      "x-total-count": String(total),
      "cache-control": LIST_CACHE_CONTROL,
    },
  });
});

// POST /api/projects: post a project; answers the project and its manage token (shown once).
// With an Idempotency-Key, a retry gets the same answer and nothing is stored twice.
export const POST = handler(async (request) => {
  const key = idempotencyKeyOf(request);
  const body = await readJson(request);
  const input = parseWith(createProjectSchema, body);
  return createOnce(key, "POST /api/projects", body, async (db) => {
    return createProject(input, db);
  });
});
