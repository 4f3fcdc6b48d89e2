import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { deleteExpiredIdempotencyKeys } from "@/lib/api/idempotency-store";
import { getDb } from "@/lib/db/client";
import {
  databases,
  params,
  postListedProject,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

const KEY = "3b8f1f4e-6c1d-4f53-9b7a-0d2c5e8a9f10";

async function postProject(body: unknown, key?: string) {
  const response = await projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body,
      headers: key === undefined ? {} : { "idempotency-key": key },
    }),
    undefined,
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function postProposal(body: unknown, key?: string) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body,
      headers: key === undefined ? {} : { "idempotency-key": key },
    }),
    undefined,
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The projects stored, listed or not (a new one waits for its homeowner's e-mailed link). */
async function projectCount() {
  const result = (await (
    await getDb()
  ).execute(sql`select count(*)::int as n from projects`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Another homeowner's post: not a repeat of validProject's. */
const otherProject = { ...validProject, homeownerEmail: "sam@home.example" };

describe.each(databases)("Idempotency-Key on $name", (target) => {
  const state = useDatabase(target);
  const rows = async (query: ReturnType<typeof sql>) =>
    (
      (await state.handle!.db.execute(query)) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;

  describe("POST /api/projects", () => {
    it("replays the first answer, manage token included, and stores the project once", async () => {
      const first = await postProject(validProject, KEY);
      expect(first.status).toBe(201);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const again = await postProject(validProject, KEY);
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(JSON.parse(again.text).manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await projectCount()).toBe(1);
      // The same body with its keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(validProject).reverse());
      expect((await postProject(reordered, KEY)).text).toBe(first.text);
      expect(await projectCount()).toBe(1);
      // A replay sends no second e-mail.
      expect(await rows(sql`SELECT template FROM outbox`)).toEqual([
        { template: "project-posted" },
      ]);
    });

    it("answers 422 for the same key with another body, or on another endpoint", async () => {
      const first = await postProject(validProject, KEY);
      const changed = await postProject({ ...validProject, title: "Another title" }, KEY);
      expect(changed.status).toBe(422);
      expect(JSON.parse(changed.text)).toEqual({
        code: "idempotency_key_reused",
        error:
          "This Idempotency-Key was already used for a different request. Send a new key for a new request.",
      });
      expect(changed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const elsewhere = await postProposal(validProposal(3001), KEY);
      expect(elsewhere.status).toBe(422);
      expect(await projectCount()).toBe(1);
      expect(await rows(sql`SELECT proposal_count FROM projects`)).toEqual([{ proposal_count: 0 }]);
      expect((await postProject(validProject, KEY)).text).toBe(first.text);
    });

    it("stores one project for five concurrent requests with one key, and answers each the same", async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => postProject(validProject, KEY)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers.get("idempotent-replayed"))).toHaveLength(4);
      expect(await projectCount()).toBe(1);
    });

    it("stores every post without a key, as before", async () => {
      const first = await postProject(validProject);
      const second = await postProject(otherProject);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.text).not.toBe(second.text);
      expect(await projectCount()).toBe(2);
      expect(await rows(sql`SELECT * FROM idempotency_keys`)).toEqual([]);
    });

    it.each([
      ["too short", "1234567"],
      ["too long", "k".repeat(256)],
      ["empty", ""],
      ["not ASCII", "clé-de-requête-1"],
      ["a tab inside", "abcd\tefgh"],
    ])("refuses a key that is %s with 400 and stores nothing", async (_what, key) => {
      const answer = await postProject(validProject, key);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        code: "idempotency_key_format",
        error: "Idempotency-Key must be 8 to 255 printable ASCII characters",
        issues: [
          {
            path: "Idempotency-Key",
            message: "Idempotency-Key must be 8 to 255 printable ASCII characters",
          },
        ],
      });
      expect(await projectCount()).toBe(0);
    });

    it("accepts keys of 8 and 255 printable characters", async () => {
      expect((await postProject(validProject, "!~key~!x")).status).toBe(201);
      expect((await postProject(otherProject, "~".repeat(255))).status).toBe(201);
      expect(await projectCount()).toBe(2);
    });

    it("keeps neither the key nor the manage token readable", async () => {
      const { manageToken } = JSON.parse((await postProject(validProject, KEY)).text);
      const [record] = await rows(sql`SELECT * FROM idempotency_keys`);
      expect(record!.key_hash).toBe(createHash("sha256").update(KEY).digest("hex"));
      const stored = JSON.stringify(record);
      expect(stored).not.toContain(manageToken);
      expect(stored).not.toContain(Buffer.from(manageToken).toString("base64"));
      expect(stored).not.toContain(KEY);
      expect(stored).not.toContain(validProject.homeowner);
      expect(record!.status).toBe(201);
      expect(String(record!.response).length).toBeGreaterThan(manageToken.length);
    });

    it("does not keep a refused request: the key still works for a valid body", async () => {
      const refused = await postProject({ ...validProject, title: "" }, KEY);
      expect(refused.status).toBe(400);
      expect(await rows(sql`SELECT * FROM idempotency_keys`)).toEqual([]);
      expect((await postProject(validProject, KEY)).status).toBe(201);
    });

    it("forgets a key after 24 hours", async () => {
      await postProject(validProject, KEY);
      await state.handle!.db.execute(
        sql`UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute'`,
      );
      // An expired record is taken over by the next request with its key.
      const later = await postProject({ ...validProject, title: "A new project" }, KEY);
      expect(later.status).toBe(201);
      expect(JSON.parse(later.text).project.id).toBe(2);
      await state.handle!.db.execute(
        sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`,
      );
      expect((await postProject(otherProject, "another-key-0001")).status).toBe(201);
      await deleteExpiredIdempotencyKeys();
      expect(await rows(sql`SELECT count(*)::int AS count FROM idempotency_keys`)).toEqual([
        { count: 1 },
      ]);
    });
  });

  describe("POST /api/proposals", () => {
    it("replays the proposal and counts it once", async () => {
      await postListedProject(state.handle!.db);
      const first = await postProposal(validProposal(3001), KEY);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => postProposal(validProposal(3001), KEY)),
      );
      expect(first.status).toBe(201);
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        expect(answer.text).toBe(first.text);
      }
      const project = await (
        await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))
      ).json();
      expect(project.proposalCount).toBe(1);
      expect(await rows(sql`SELECT count(*)::int AS count FROM proposals`)).toEqual([{ count: 1 }]);
      expect(
        (await postProposal({ ...validProposal(3001), bidAmount: "$5,000 - $10,000" }, KEY)).status,
      ).toBe(422);
    });

    it("keeps nothing when the proposal is refused, so a retry runs again", async () => {
      const missing = await postProposal(validProposal(3001), KEY);
      expect(missing.status).toBe(404);
      await postListedProject(state.handle!.db);
      expect((await postProposal(validProposal(3001), KEY)).status).toBe(201);
    });
  });
});
