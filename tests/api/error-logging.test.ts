import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import {
  insertOpenProject,
  OPEN_PROJECT,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

// A database error's message and detail carry the statement's parameters: nothing of them may
// reach the log, while what an operator needs to match a report (the code, the request id) must.
describe("a database error on PGlite", () => {
  const state = useDatabase({});
  let logged: MockInstance<typeof console.error>;
  const logText = () =>
    JSON.stringify(logged.mock.calls, (_key, value) =>
      value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value,
    );

  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    logged.mockRestore();
    await state.handle!.db.execute(
      sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS audit_refuses_all`,
    );
    await state.handle!.db.execute(
      sql`ALTER TABLE proposals DROP CONSTRAINT IF EXISTS audit_refuses_all`,
    );
  });

  it("POST /api/projects: logs the class, code and request id, never the name or token hash", async () => {
    // A CHECK that every row fails: PostgreSQL reports the whole row in the error's detail.
    await state.handle!.db.execute(
      sql`ALTER TABLE projects ADD CONSTRAINT audit_refuses_all CHECK (homeowner <> ${sql.raw(`'${validProject.homeowner}'`)}) NOT VALID`,
    );
    const response = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: "internal",
      error: "Something went wrong on our side. Please try again.",
    });
    expect(logged).toHaveBeenCalledTimes(1);
    const text = logText();
    expect(text).not.toContain(validProject.homeowner);
    expect(text).not.toContain(validProject.title);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(text).not.toMatch(/insert into|params/i);
    expect(text).toContain("23514");
    expect(text).toContain("DrizzleQueryError");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).toContain(requestId);
  });

  it("POST /api/proposals: never logs the e-mail or the contractor's name", async () => {
    await insertOpenProject(state.handle!);
    const proposal = validProposal(OPEN_PROJECT);
    await state.handle!.db.execute(
      sql`ALTER TABLE proposals ADD CONSTRAINT audit_refuses_all CHECK (contractor_email <> ${sql.raw(`'${proposal.contractorEmail}'`)}) NOT VALID`,
    );
    const response = await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: proposal }),
      undefined,
    );
    expect(response.status).toBe(500);
    const text = logText();
    expect(text).not.toContain(proposal.contractorEmail);
    expect(text).not.toContain(proposal.contractorName);
    expect(text).not.toContain(proposal.contractorPhone);
    expect(text).toContain("23514");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).toContain(requestId);
  });

  it("a dropped table: the code 42P01 is logged, the statement is not", async () => {
    await state.handle!.db.execute(
      sql`ALTER TABLE contact_messages RENAME TO contact_messages_gone`,
    );
    try {
      const { POST } = await import("@/app/api/contact/route");
      const response = await POST(
        request("/api/contact", {
          method: "POST",
          body: {
            name: "Sam Patel",
            email: "sam.patel@example.com",
            subject: "Basement quote",
            message: "Could someone look at our basement this week?",
          },
        }),
        undefined,
      );
      expect(response.status).toBe(500);
      const text = logText();
      expect(text).toContain(response.headers.get("x-request-id"));
      expect(text).toContain("42P01");
      expect(text).not.toContain("sam.patel@example.com");
      expect(text).not.toContain("Sam Patel");
    } finally {
      await state.handle!.db.execute(
        sql`ALTER TABLE contact_messages_gone RENAME TO contact_messages`,
      );
    }
  });

  it("every error answer carries a request id, a different one each time", async () => {
    const first = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: {} }),
      undefined,
    );
    const second = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: {} }),
      undefined,
    );
    expect(first.status).toBe(400);
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    // A refused request is the client's matter: nothing is logged.
    expect(logged).not.toHaveBeenCalled();
  });
});
