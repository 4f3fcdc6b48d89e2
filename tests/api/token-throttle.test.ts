import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import * as adminRoute from "@/app/api/admin/messages/route";
import * as deliverRoute from "@/app/api/mail/deliver/route";
import * as operatorRoute from "@/app/api/operator/route";
import * as accessRoute from "@/app/api/projects/[id]/access/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as trackRoute from "@/app/api/proposals/[proposalId]/track/route";
import * as proposalsForProject from "@/app/api/proposals/project/[rowId]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { configureRateLimit } from "@/lib/api/rate-limit";
import { requestContext } from "@/lib/client-address.mjs";
import { getDb, openDatabase, setDatabase } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import {
  ADMIN_TOKEN,
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

const GUESSER = "203.0.113.7";
const NEIGHBOUR = "198.51.100.23";
const fromClient = <T>(address: string, work: () => Promise<T>) =>
  requestContext.run({ clientAddress: address }, work);

const operator = (token?: string) =>
  operatorRoute.GET(request("/api/operator", { token }), undefined);

/** A project posted and published, each by a homeowner of its own (a repeat would be refused). */
let homeowners = 0;
async function postProject() {
  const homeownerEmail = `owner${++homeowners}@home.example`;
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: { ...validProject, homeownerEmail } }),
    undefined,
  );
  expect(response.status).toBe(201);
  const posted = (await response.json()) as { project: { id: number }; manageToken: string };
  await publishByEmail(await getDb(), posted.project.id, homeownerEmail);
  return posted;
}

async function propose(rowId: number) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", { method: "POST", body: validProposal(3000 + rowId) }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; trackingToken: string };
}

afterEach(() => vi.useRealTimers());

describe.each(databases)("wrong bearer tokens throttled per client ($name)", (target) => {
  const state = useDatabase(target);
  // As the app runs: in PostgreSQL when there is a database server, else in memory. The write
  // limit stays off (RATE_LIMIT_PER_MINUTE=0 in the tests): it does not switch this off.
  const store = target.url ? "database" : "memory";
  const useStore = () => configureRateLimit(0, store);

  it("answers 403 to ten wrong tokens, then 429 with Retry-After to every token, a correct one too; another client is unaffected", async () => {
    useStore();
    const { project, manageToken } = await postProject();
    const statuses = await fromClient(GUESSER, async () => {
      const seen = [];
      for (let i = 0; i < 20; i++) seen.push((await operator(`guess-${i}`)).status);
      return seen;
    });
    expect(statuses).toEqual([...Array(10).fill(403), ...Array(10).fill(429)]);

    await fromClient(GUESSER, async () => {
      const refused = await operator("guess-20");
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toMatch(/Too many wrong tokens/);
      // The 15-minute window, not the write limit's minute.
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      // Once throttled, a right token is not told apart from a wrong one.
      expect((await operator(ADMIN_TOKEN)).status).toBe(429);
      const owner = await accessRoute.GET(
        request(`/api/projects/${project.id}/access`, { token: manageToken }),
        params({ id: String(project.id) }),
      );
      expect(owner.status).toBe(429);
      // Requests without a token are not throttled.
      expect((await operator()).status).toBe(401);
    });

    await fromClient(NEIGHBOUR, async () => {
      expect((await operator(ADMIN_TOKEN)).status).toBe(200);
      expect((await operator("guess-0")).status).toBe(403);
    });
  });

  it("counts only refused tokens: right ones in between never add up to the limit", async () => {
    useStore();
    const { project, manageToken } = await postProject();
    const access = (token: string) =>
      accessRoute.GET(
        request(`/api/projects/${project.id}/access`, { token }),
        params({ id: String(project.id) }),
      );
    await fromClient(GUESSER, async () => {
      for (let i = 0; i < 9; i++) {
        expect((await access(`guess-${i}`)).status).toBe(403);
        for (const token of [manageToken, ADMIN_TOKEN])
          expect((await access(token)).status).toBe(200);
        expect((await operator(ADMIN_TOKEN)).status).toBe(200);
      }
      // Nor are accepted tokens on writes.
      const proposal = await propose(project.id);
      const decided = await statusRoute.PATCH(
        request(`/api/proposals/${proposal.id}/status`, {
          method: "PATCH",
          body: { status: "declined" },
          token: manageToken,
        }),
        params({ proposalId: String(proposal.id) }),
      );
      expect(decided.status).toBe(200);
      // A token for a project that does not exist is never checked.
      const missing = await accessRoute.GET(
        request("/api/projects/999/access", { token: "guess-404" }),
        params({ id: "999" }),
      );
      expect(missing.status).toBe(404);
      expect((await access("guess-9")).status).toBe(403);
      expect((await access(manageToken)).status).toBe(429);
    });
  });

  it("checks at most ten of a burst of wrong tokens sent at once", async () => {
    useStore();
    const statuses = await fromClient(GUESSER, () =>
      Promise.all(Array.from({ length: 30 }, (_, i) => operator(`guess-${i}`))).then((answers) =>
        answers.map((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("counts wrong tokens wherever one is checked: manage, tracking, operator and cron", async () => {
    useStore();
    const { project, manageToken } = await postProject();
    const proposal = await propose(project.id);
    const id = String(project.id);
    const proposalId = String(proposal.id);
    const checks: (() => Promise<Response>)[] = [
      () => operator("guess"),
      () => adminRoute.GET(request("/api/admin/messages", { token: "guess" }), undefined),
      () => deliverRoute.GET(request("/api/mail/deliver", { token: "guess" }), undefined),
      () =>
        accessRoute.GET(request(`/api/projects/${id}/access`, { token: "guess" }), params({ id })),
      () =>
        projectRoute.PUT(
          request(`/api/projects/${id}`, {
            method: "PUT",
            body: { status: "open" },
            token: "guess",
          }),
          params({ id }),
        ),
      () =>
        proposalsForProject.GET(
          request(`/api/proposals/project/${id}`, { token: "guess" }),
          params({ rowId: id }),
        ),
      () =>
        statusRoute.PATCH(
          request(`/api/proposals/${proposalId}/status`, {
            method: "PATCH",
            body: { status: "accepted" },
            token: "guess",
          }),
          params({ proposalId }),
        ),
      () =>
        trackRoute.GET(
          request(`/api/proposals/${proposalId}/track`, { token: "guess" }),
          params({ proposalId }),
        ),
      // A manage token is not the tracking token.
      () =>
        trackRoute.GET(
          request(`/api/proposals/${proposalId}/track`, { token: manageToken }),
          params({ proposalId }),
        ),
      () => operator(manageToken),
    ];
    await fromClient(GUESSER, async () => {
      for (const check of checks) expect((await check()).status).toBe(403);
      for (const check of checks) expect((await check()).status).toBe(429);
      const tracked = await trackRoute.GET(
        request(`/api/proposals/${proposalId}/track`, { token: proposal.trackingToken }),
        params({ proposalId }),
      );
      expect(tracked.status).toBe(429);
    });
  });

  it.runIf(target.url)(
    "counts in PostgreSQL, across instances, and the sweep of old write windows keeps it",
    async () => {
      useStore();
      const db = state.handle!.db;
      // Another instance: a pool of its own on the same server.
      const second = await openDatabase({ url: target.url, dataDir: "memory://" });
      try {
        await fromClient(GUESSER, async () => {
          for (let i = 0; i < 10; i++) {
            setDatabase(i % 2 === 0 ? state.handle : second);
            expect((await operator(`guess-${i}`)).status).toBe(403);
          }
          // Nothing held in this process's memory: the count is the database's.
          configureRateLimit(0, "database");
          setDatabase(second);
          expect((await operator(ADMIN_TOKEN)).status).toBe(429);
        });
      } finally {
        setDatabase(state.handle);
        await second.close();
      }

      // Five minutes on, the sweep (at most once a minute per process) removes old write
      // windows but not a token window, which lasts 15 minutes.
      await db.execute(sql`UPDATE ${rateLimits} SET window_start = now() - interval '5 minutes'`);
      await db.insert(rateLimits).values({
        client: "192.0.2.1",
        windowStart: sql`now() - interval '5 minutes'`,
        count: 3,
      });
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 60_000 });
      configureRateLimit(30, "database");
      const posted = await fromClient(NEIGHBOUR, () =>
        projectsRoute.POST(
          request("/api/projects", { method: "POST", body: validProject }),
          undefined,
        ),
      );
      expect(posted.status).toBe(201);
      const rows = await db.select().from(rateLimits);
      expect(rows.map((row) => row.client).sort()).toEqual([NEIGHBOUR, `auth-fail:${GUESSER}`]);
      configureRateLimit(0, "database");
      expect((await fromClient(GUESSER, () => operator(ADMIN_TOKEN))).status).toBe(429);
    },
  );
});
