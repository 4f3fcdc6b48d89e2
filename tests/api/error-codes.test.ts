import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import errorsEn from "@/messages/errors.en.json";
import validationEn from "@/messages/validation.en.json";
import { ADMIN_TOKEN, databases, insertOpenProject, request, useDatabase } from "./helpers";

// Every route of app/api is called the wrong way in a few ways (an id that cannot exist, a body
// that is not JSON or is empty, a token that opens nothing, a query that cannot be read): every
// error it answers must carry a code of messages/errors.en.json and that code's message, and
// every issue a message of the catalogues. A sentence written anywhere else fails the test.

const VERBS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

interface Route {
  /** "/api/projects/[id]/questions" */
  pattern: string;
  params: string[];
  module: Record<string, unknown>;
}

async function apiRoutes(): Promise<Route[]> {
  const root = path.join(process.cwd(), "app", "api");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const pattern = `/api/${path.dirname(file)}`.replace(/\/\.$/, "");
      const params = [...pattern.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => name!);
      return { pattern, params, module: await import(/* @vite-ignore */ path.join(root, file)) };
    }),
  );
}

/** A pattern that matches the message of `icu` whatever its values: each `{…}` may be any text. */
function messagePattern(icu: string): RegExp {
  let source = "";
  let depth = 0;
  for (const char of icu) {
    if (char === "{") {
      if (depth === 0) source += "[\\s\\S]+";
      depth += 1;
    } else if (char === "}") depth -= 1;
    else if (depth === 0) source += char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

const errorMessages = new Map(
  Object.entries(errorsEn.errors).map(([code, text]) => [code, messagePattern(text)]),
);
const catalogueMessages = [
  ...Object.values(validationEn.validation),
  ...Object.values(errorsEn.errors),
].map(messagePattern);

/** The wrong ways of calling a route: what each variant puts in the params, body and headers. */
const variants = [
  { id: "x", init: {} },
  { id: "1", init: { raw: "hello", headers: { "content-type": "text/plain" } } },
  { id: "1", init: { raw: "{" } },
  { id: "1", init: { body: {} } },
  { id: "3999", init: { body: { unexpected: true }, token: "not-a-token-of-anything-0123456789" } },
  { id: "3999", init: { body: [], token: ADMIN_TOKEN } },
  { id: "1", init: { headers: { origin: "https://elsewhere.example" }, body: {} } },
] as const;

for (const target of databases) {
  describe(`Every error answer of the API on ${target.name}`, () => {
    const state = useDatabase(target);

    it("carries a code of the catalogue and that code's message, and nothing else", async () => {
      await insertOpenProject(state.handle!);
      const routes = await apiRoutes();
      expect(routes.length).toBeGreaterThan(60);
      const answered = new Map<string, Set<string>>();
      const wrong: string[] = [];
      for (const route of routes) {
        for (const verb of VERBS) {
          const handle = route.module[verb];
          if (typeof handle !== "function") continue;
          const name = `${verb} ${route.pattern}`;
          answered.set(name, new Set());
          for (const variant of variants) {
            const values = Object.fromEntries(route.params.map((param) => [param, variant.id]));
            const url = `${route.pattern.replace(/\[([^\]]+)\]/g, variant.id)}?limit=nope&after=%ff`;
            const init =
              verb === "GET" || verb === "DELETE"
                ? { ...variant.init, body: undefined, raw: undefined }
                : variant.init;
            const response: Response = await handle(request(url, { ...init, method: verb }), {
              params: Promise.resolve(values),
            });
            if (response.status < 400) continue;
            const type = response.headers.get("content-type") ?? "";
            if (!type.includes("json")) {
              wrong.push(
                `${name} (${variant.id}): ${response.status} answers ${type || "no type"}`,
              );
              continue;
            }
            const body = (await response.json()) as {
              code?: string;
              error?: string;
              issues?: { path: string; message: string }[];
            };
            answered.get(name)!.add(`${response.status} ${body.code}`);
            const pattern = body.code === undefined ? undefined : errorMessages.get(body.code);
            if (!pattern)
              wrong.push(`${name}: ${response.status} has no catalogue code (${body.code})`);
            else if (!pattern.test(body.error ?? "")) {
              wrong.push(`${name}: "${body.error}" is not the message of ${body.code}`);
            }
            for (const issue of body.issues ?? []) {
              if (!catalogueMessages.some((message) => message.test(issue.message))) {
                wrong.push(`${name}: issue "${issue.message}" is in no catalogue`);
              }
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      // Every route was made to fail at least once, so every route's answers were read; the two
      // that answer anyone (the readiness probe, the dashboard's public part) have no error path.
      const neverFailed = [...answered]
        .filter(([, codes]) => codes.size === 0)
        .map(([name]) => name);
      expect(neverFailed).toEqual(["GET /api/dashboard", "GET /api/health"]);
      const codes = new Set([...answered.values()].flatMap((set) => [...set]));
      expect(codes.size).toBeGreaterThan(15);
    });
  });
}
