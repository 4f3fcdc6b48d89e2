import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";

import * as contactRoute from "@/app/api/contact/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { requestContext } from "@/lib/client-address.mjs";
import {
  ADMIN_TOKEN,
  insertOpenProject,
  OPEN_PROJECT,
  params,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

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

/** A refusal is JSON `{ code, error, issues? }` and nothing else (docs/api.md, Errors). */
async function expectErrorBody(response: Response) {
  const body = await response.json();
  expect(body.code).toMatch(/^[a-z_]+$/);
  expect(body.error).toEqual(expect.any(String));
  expect(Object.keys(body).every((key) => ["code", "error", "issues"].includes(key))).toBe(true);
  if ("issues" in body) {
    for (const issue of body.issues) {
      expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
    }
  }
  return body as { error: string; issues?: { path: string; message: string }[] };
}

describe("hostile input never yields a 500 (PGlite)", () => {
  const state = useDatabase({});
  // Somewhere a valid proposal is stored (the example requests take none).
  beforeEach(() => insertOpenProject(state.handle!));
  const runs = { numRuns: 150 };

  /** Rows in every table a request can write. */
  const stored = async () => {
    const result = await state.handle!.db.execute(
      sql`SELECT (SELECT count(*) FROM projects) + (SELECT count(*) FROM proposals)
        + (SELECT count(*) FROM contact_messages) AS count`,
    );
    return Number((result as unknown as { rows: { count: unknown }[] }).rows[0]!.count);
  };

  /** Any answer but a success is a 4xx `{ error, issues? }` and leaves the database as it was. */
  async function expectAnswer(call: () => Promise<Response>) {
    const before = await stored();
    const response = await call();
    expect(okStatuses).toContain(response.status);
    if (response.status >= 400) {
      const body = await expectErrorBody(response);
      expect(await stored()).toBe(before);
      return { status: response.status, body };
    }
    const body = response.status === 204 ? undefined : await response.json();
    if (body !== undefined) expect(body).toBeTypeOf("object");
    return { status: response.status, body };
  }

  it("POST /api/projects", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(payloadLike(validProject), fc.jsonValue()), async (body) => {
        await expectAnswer(() =>
          projectsRoute.POST(request("/api/projects", { method: "POST", body }), undefined),
        );
      }),
      runs,
    );
  });

  it("POST /api/projects with raw bodies", async () => {
    await fc.assert(
      fc.asyncProperty(raw, async (text) => {
        await expectAnswer(() =>
          projectsRoute.POST(request("/api/projects", { method: "POST", raw: text }), undefined),
        );
      }),
      runs,
    );
  });

  it("GET /api/projects query strings: 200 with a page, or 400", async () => {
    await state.handle!.db.execute(sql`DELETE FROM projects`);
    await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
    const value = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.bigInt().map(String),
      fc.constantFrom(
        "",
        "50",
        "0",
        "-0",
        "1e2",
        "0x10",
        "Plumbing",
        "open",
        "Toronto",
        "high",
        "Under $1,000",
        "%",
        "&limit=1",
      ),
    );
    const query = fc.oneof(
      fc
        .array(
          fc.tuple(
            fc.constantFrom(
              "limit",
              "offset",
              "category",
              "status",
              "city",
              "budget",
              "urgency",
              "x",
            ),
            value,
          ),
          { maxLength: 4 },
        )
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
      fc.asyncProperty(
        fc.oneof(payloadLike(validProposal(OPEN_PROJECT)), fc.jsonValue()),
        async (body) => {
          await expectAnswer(() =>
            proposalsRoute.POST(request("/api/proposals", { method: "POST", body }), undefined),
          );
        },
      ),
      runs,
    );
  });

  it("POST /api/contact", async () => {
    const base = { name: "", email: "", phone: "", subject: "", message: "", website: "" };
    await fc.assert(
      fc.asyncProperty(fc.oneof(payloadLike(base), fc.jsonValue()), async (body) => {
        await expectAnswer(() =>
          contactRoute.POST(request("/api/contact", { method: "POST", body }), undefined),
        );
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
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        id,
        token,
        fc.oneof(payloadLike(update), fc.jsonValue()),
        // Each run from an address of its own: after ten wrong tokens one client is answered 429.
        (rawId, bearer, body) =>
          requestContext.run({ clientAddress: `10.0.${run >> 8}.${run++ & 255}` }, async () => {
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
          }),
      ),
      runs,
    );
  });

  // Classes of input an audit found answered with 500, generated rather than listed.
  const controlChar = fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("\u0000", "\ud800", "\udfff"),
  );
  const LINE_CONTROLS = ["\t", "\n", "\r"];
  /** Visible text (11 characters, more than any minimum) with a forbidden character inside. */
  const withControl = (multiline: boolean) =>
    fc
      .tuple(
        controlChar.filter((char) => !multiline || !LINE_CONTROLS.includes(char)),
        fc.string({ maxLength: 5 }),
      )
      .map(([char, filler]) => `Ab${filler}${char}${filler}cdefghijk`);
  const invisibleOnly = fc
    .array(
      fc.constantFrom(
        " ",
        "\u00a0",
        "\u200b",
        "\u200c",
        "\u200d",
        "\u2060",
        "\ufeff",
        "\u3000",
        "\u180e",
        "\u2800",
        "\u3164",
        "\u00ad",
        "\ufe0f",
      ),
      { minLength: 1, maxLength: 12 },
    )
    .map((chars) => chars.join(""));

  type TextField = { path: string; multiline: boolean; required?: string };
  const projectFields: TextField[] = [
    { path: "title", multiline: false, required: "Project title is required" },
    { path: "description", multiline: true, required: "Description is required" },
    { path: "homeowner", multiline: false, required: "Your name is required" },
    { path: "location", multiline: false, required: "Location is required" },
    { path: "requirements.0", multiline: false, required: "A requirement cannot be empty" },
  ];
  const proposalFields: TextField[] = [
    { path: "contractorName", multiline: false, required: "Contractor name is required" },
    { path: "contractorPhone", multiline: false },
    {
      path: "approach",
      multiline: true,
      required: "Please provide a detailed approach (minimum 10 characters)",
    },
    {
      path: "experience",
      multiline: true,
      required: "Please describe your relevant experience (minimum 10 characters)",
    },
    { path: "materials", multiline: true },
    { path: "warranty", multiline: true },
    { path: "additionalNotes", multiline: true },
  ];
  const validContact = {
    name: "Sam Patel",
    email: "sam@example.com",
    phone: "416-555-0100",
    subject: "Basement quote",
    message: "Could someone look at our basement this week?",
  };
  const contactFields: TextField[] = [
    { path: "name", multiline: false, required: "Name is required" },
    { path: "phone", multiline: false },
    { path: "subject", multiline: false, required: "Subject is required" },
    { path: "message", multiline: true, required: "Message is required" },
  ];
  const updateFields: TextField[] = [
    { path: "estimatedCost", multiline: false },
    { path: "timeline", multiline: false },
    { path: "contractorNotes", multiline: true },
  ];
  const controlMessage = (field: TextField) =>
    field.multiline
      ? "Remove the control characters from this text"
      : "Use one line of text without control characters";

  /** `base` with the field at `path` (`requirements.0` is the list's first item) set to `value`. */
  const withField = (base: Record<string, unknown>, path: string, value: string) =>
    path === "requirements.0" ? { ...base, requirements: [value] } : { ...base, [path]: value };

  const posts = [
    {
      name: "POST /api/projects",
      fields: projectFields,
      base: validProject,
      call: (body: unknown) =>
        projectsRoute.POST(request("/api/projects", { method: "POST", body }), undefined),
    },
    {
      name: "POST /api/proposals",
      fields: proposalFields,
      base: validProposal(OPEN_PROJECT),
      call: (body: unknown) =>
        proposalsRoute.POST(request("/api/proposals", { method: "POST", body }), undefined),
    },
    {
      name: "POST /api/contact",
      fields: contactFields,
      base: validContact,
      call: (body: unknown) =>
        contactRoute.POST(request("/api/contact", { method: "POST", body }), undefined),
    },
  ];
  const classRuns = { numRuns: 60 };

  describe.each(posts)("$name", ({ fields, base, call }) => {
    it("refuses a control character in any text field with 400 and that field's message", async () => {
      const case_ = fc
        .constantFrom(...fields)
        .chain((field) => fc.tuple(fc.constant(field), withControl(field.multiline)));
      await fc.assert(
        fc.asyncProperty(case_, async ([field, value]) => {
          const { status, body } = await expectAnswer(() =>
            call(withField(base, field.path, value)),
          );
          expect(status).toBe(400);
          expect(body.issues).toContainEqual({ path: field.path, message: controlMessage(field) });
        }),
        classRuns,
      );
    });

    it("keeps tabs and line breaks in multi-line fields", async () => {
      for (const field of fields.filter((candidate) => candidate.multiline)) {
        const value = "First line\n\tsecond line\r\nthird line";
        const response = await call(withField(base, field.path, value));
        expect(response.status).toBe(201);
      }
    });

    it("treats text made only of invisible characters as empty", async () => {
      const case_ = fc.tuple(fc.constantFrom(...fields), invisibleOnly);
      await fc.assert(
        fc.asyncProperty(case_, async ([field, value]) => {
          const { status, body } = await expectAnswer(() =>
            call(withField(base, field.path, value)),
          );
          if (field.required) {
            expect(status).toBe(400);
            expect(body.issues).toContainEqual({ path: field.path, message: field.required });
          } else {
            // An optional field left blank is not sent.
            expect(status).toBe(201);
          }
        }),
        classRuns,
      );
    });
  });

  it("POST /api/proposals takes projectId only as a JSON integer", async () => {
    const notAnInteger = fc.oneof(
      fc.double().filter((value) => !Number.isInteger(value)),
      fc.integer({ min: 1, max: 2_147_483_647 }).map(String),
      fc.constantFrom("2001", "0x7D1", "2001.0", " 2001", "2e3", [2001], ["2001"], {}, true, null),
      fc.integer().map((value) => [value]),
      fc.integer({ max: 0 }),
      fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
    );
    await fc.assert(
      fc.asyncProperty(notAnInteger, async (projectId) => {
        const { status, body } = await expectAnswer(() =>
          proposalsRoute.POST(
            request("/api/proposals", {
              method: "POST",
              body: { ...validProposal(OPEN_PROJECT), projectId },
            }),
            undefined,
          ),
        );
        expect(status).toBe(400);
        expect(body.issues!.map((issue: { path: string }) => issue.path)).toEqual(["projectId"]);
      }),
      classRuns,
    );
  });

  describe("PUT /api/projects/{id}", () => {
    const update = async (body: unknown) => {
      const created = await projectsRoute.POST(
        request("/api/projects", { method: "POST", body: validProject }),
        undefined,
      );
      const { manageToken } = await created.json();
      return {
        put: (patch: unknown) =>
          projectRoute.PUT(
            request("/api/projects/1", { method: "PUT", body: patch, token: manageToken }),
            params({ id: "1" }),
          ),
        read: async () =>
          (await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))).json(),
        body,
      };
    };

    it("refuses control characters in the edit fields and changes nothing", async () => {
      const { put, read } = await update(undefined);
      const before = await read();
      const case_ = fc
        .constantFrom(...updateFields)
        .chain((field) => fc.tuple(fc.constant(field), withControl(field.multiline)));
      await fc.assert(
        fc.asyncProperty(case_, async ([field, value]) => {
          const response = await put({ [field.path]: value });
          expect(response.status).toBe(400);
          const body = await expectErrorBody(response);
          expect(body.issues).toContainEqual({ path: field.path, message: controlMessage(field) });
          expect(await read()).toEqual(before);
        }),
        classRuns,
      );
    });

    const pad = (value: number, length = 2) => String(value).padStart(length, "0");
    const isoDateTime = fc
      .record({
        year: fc.integer({ min: 0, max: 9999 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        second: fc.integer({ min: 0, max: 59 }),
        offset: fc.oneof(
          fc.constant("Z"),
          fc
            .tuple(
              fc.constantFrom("+", "-"),
              fc.integer({ min: 0, max: 23 }),
              fc.integer({ min: 0, max: 59 }),
            )
            .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`),
        ),
      })
      .map(
        (d) =>
          `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}T${pad(d.hour)}:${pad(d.minute)}:${pad(d.second)}${d.offset}`,
      );
    const dates = fc.oneof(
      isoDateTime,
      // The range's edges, met with offsets.
      fc.constantFrom(
        "0000-01-01T00:00:00Z",
        "9999-12-31T23:59:59-23:59",
        "2000-01-01T00:00:00Z",
        "2000-01-01T00:00:00+00:01",
        "2100-12-31T23:59:59Z",
        "2100-12-31T23:59:59-00:01",
        "2101-01-01T00:00:00+23:59",
      ),
    );

    it("stores dates from 2000 to 2100 (UTC) and refuses any other with 400", async () => {
      const { put, read } = await update(undefined);
      await fc.assert(
        fc.asyncProperty(dates, async (date) => {
          const before = await read();
          const response = await put({ startDate: date, completionDate: date });
          const time = Date.parse(date);
          if (time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2101, 0, 1)) {
            expect(response.status).toBe(200);
            const project = await response.json();
            expect(project.startDate).toBe(new Date(time).toISOString());
            expect(project.completionDate).toBe(new Date(time).toISOString());
          } else {
            expect(response.status).toBe(400);
            const body = await expectErrorBody(response);
            const message = "Choose a date from 2000 to 2100";
            expect(body.issues).toEqual([
              { path: "startDate", message },
              { path: "completionDate", message },
            ]);
            expect(await read()).toEqual(before);
          }
        }),
        { numRuns: 150 },
      );
    });
  });
});
