import { ApiError, issuesOf } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { createOnce, idempotencyKeyOf } from "@/lib/api/idempotency";
import { projectPage } from "@/lib/projects/list-cache";
import { createProject } from "@/lib/projects/transitions";
import { createProjectSchema, listProjectsQuerySchema } from "@/lib/projects/schema";
import { invalid, MESSAGES_FOR_EVERY_CHECK } from "@/lib/validation/messages";
import { translateValidation } from "@/lib/validation/translate";

export const dynamic = "force-dynamic";

const QUERY_KEYS = Object.keys(listProjectsQuerySchema.shape);

/** The query string's known parameters; a repeated one (`?limit=5&limit=500`) is refused. */
function parseListQuery(url: URL) {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const values = url.searchParams.getAll(key);
    if (values.length > 1) {
      throw new ApiError(400, "invalid_query", {
        issues: [{ path: key, message: translateValidation(invalid("givenOnce", { key })) }],
      });
    }
    if (values.length === 1) raw[key] = values[0]!;
  }
  if (raw.after !== undefined && raw.offset !== undefined) {
    throw new ApiError(400, "invalid_query", {
      issues: [{ path: "after", message: translateValidation(invalid("afterOrOffset")) }],
    });
  }
  const result = listProjectsQuerySchema.safeParse(raw, MESSAGES_FOR_EVERY_CHECK);
  if (!result.success) throw new ApiError(400, "invalid_query", { issues: issuesOf(result.error) });
  return result.data;
}

// No cache outside this server keeps the list: a CDN or a browser would not hear of the post or
// decision that changes it. Next keeps it on the embedded database (lib/projects/list-cache.ts).
const LIST_CACHE_CONTROL = "private, no-store";

/** The next page's address: this one's query with `after` for `offset` (RFC 8288 `Link`). */
function nextLink(url: URL, cursor: string) {
  const next = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null && key !== "offset" && key !== "after") next.set(key, value);
  }
  next.set("after", cursor);
  return `<${url.pathname}?${next.toString()}>; rel="next"`;
}

// GET /api/projects: one page of posted projects, newest first; X-Total-Count counts them all,
// X-Next-Cursor and Link (rel="next") say where the next page starts
export const GET = handler(async (request) => {
  const url = new URL(request.url);
  const { json, total, nextCursor } = await projectPage(parseListQuery(url));
  return new Response(json, {
    headers: {
      "content-type": "application/json",
      "x-total-count": String(total),
      ...(nextCursor ? { "x-next-cursor": nextCursor, link: nextLink(url, nextCursor) } : {}),
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
