import fc from "fast-check";
import { describe, expect, it } from "vitest";

import * as contactRoute from "@/app/api/contact/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { ADMIN_TOKEN, params, request, useDatabase, validProject, validProposal } from "./helpers";

// Any JSON value, and objects that look like the payloads with hostile values in their fields.
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "'; DROP TABLE projects; --",
    "<script>alert(1)</script>",
    "\u0000",
    "__proto__",
    "💥".repeat(50),
  ),
  fc.integer(),
  fc.double(),
);
const payloadLike = (base: Record<string, unknown>) =>
  fc.record(Object.fromEntries(Object.keys(base).map((key) => [key, hostileValue])), {
    requiredKeys: [],
  });

const raw = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

const okStatuses = [200, 201, 204, 400, 401, 403, 404, 413, 415];

describe("hostile input never yields a 500 (PGlite)", () => {
  useDatabase({});
  const runs = { numRuns: 150 };

  it("POST /api/projects", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(payloadLike(validProject), fc.jsonValue()), async (body) => {
        const response = await projectsRoute.POST(
          request("/api/projects", { method: "POST", body }),
          undefined,
        );
        expect(okStatuses).toContain(response.status);
        expect(await response.json()).toBeTypeOf("object");
      }),
      runs,
    );
  });

  it("POST /api/projects with raw bodies", async () => {
    await fc.assert(
      fc.asyncProperty(raw, async (text) => {
        const response = await projectsRoute.POST(
          request("/api/projects", { method: "POST", raw: text }),
          undefined,
        );
        expect(okStatuses).toContain(response.status);
      }),
      runs,
    );
  });

  it("GET /api/projects query strings: 200 with a page, or 400", async () => {
    await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
    const value = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.bigInt().map(String),
      fc.constantFrom("", "50", "0", "-0", "1e2", "0x10", "Plumbing", "open", "%", "&limit=1"),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom("limit", "offset", "category", "status", "x"), value), {
          maxLength: 4,
        })
        .map((pairs) => new URLSearchParams(pairs).toString()),
      fc.string({ unit: "binary" }),
    );
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        // As a client would send it: the URL parser percent-encodes what must be.
        const url = new URL(`/api/projects?${search}`, "http://localhost:3000");
        const response = await projectsRoute.GET(request(url.pathname + url.search), undefined);
        expect([200, 400]).toContain(response.status);
        const body = await response.json();
        if (response.status === 200) {
          expect(Array.isArray(body)).toBe(true);
          // The one stored project, or none when a filter leaves it out.
          expect(response.headers.get("x-total-count")).toMatch(/^[01]$/);
        } else {
          expect(body.error).toBe("Invalid query string");
          expect(body.issues.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it("POST /api/proposals", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(payloadLike(validProposal(2001)), fc.jsonValue()), async (body) => {
        const response = await proposalsRoute.POST(
          request("/api/proposals", { method: "POST", body }),
          undefined,
        );
        expect(okStatuses).toContain(response.status);
      }),
      runs,
    );
  });

  it("POST /api/contact", async () => {
    const base = { name: "", email: "", phone: "", subject: "", message: "", website: "" };
    await fc.assert(
      fc.asyncProperty(fc.oneof(payloadLike(base), fc.jsonValue()), async (body) => {
        const response = await contactRoute.POST(
          request("/api/contact", { method: "POST", body }),
          undefined,
        );
        expect(okStatuses).toContain(response.status);
      }),
      runs,
    );
  });

  it("PUT /api/projects/{id} and PATCH /api/proposals/{id}/status, with hostile ids too", async () => {
    const created = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
    const { manageToken } = await created.json();
    await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: validProposal(3001) }),
      undefined,
    );
    const update = {
      status: "",
      estimatedCost: "",
      timeline: "",
      contractorNotes: "",
      startDate: "",
      completionDate: "",
    };
    const id = fc.oneof(fc.constant("1"), fc.string(), fc.integer().map(String));
    const token = fc.constantFrom(manageToken, ADMIN_TOKEN, "", "x");
    await fc.assert(
      fc.asyncProperty(
        id,
        token,
        fc.oneof(payloadLike(update), fc.jsonValue()),
        async (rawId, bearer, body) => {
          const put = await projectRoute.PUT(
            request("/api/projects/x", { method: "PUT", body, token: bearer }),
            params({ id: rawId }),
          );
          expect(okStatuses).toContain(put.status);
          const patch = await statusRoute.PATCH(
            request("/api/proposals/x/status", { method: "PATCH", body, token: bearer }),
            params({ proposalId: rawId }),
          );
          expect(okStatuses).toContain(patch.status);
        },
      ),
      runs,
    );
  });
});
