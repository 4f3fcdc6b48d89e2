import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as projectRoute from "@/app/api/projects/[id]/route";
import * as publishRoute from "@/app/api/projects/[id]/publish/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsForProject from "@/app/api/proposals/project/[rowId]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { configureRateLimit } from "@/lib/api/rate-limit";
import { requestContext } from "@/lib/client-address.mjs";
import {
  ADMIN_TOKEN,
  databases,
  fragmentToken,
  outboxLink,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

async function post(body: unknown = validProject, headers?: Record<string, string>) {
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body, headers }),
    undefined,
  );
  return { response, body: await response.json() };
}

async function list(query = "") {
  return (await projectsRoute.GET(request(`/api/projects${query}`), undefined)).json();
}

async function totalCount() {
  const response = await projectsRoute.GET(request("/api/projects"), undefined);
  return Number(response.headers.get("x-total-count"));
}

describe.each(databases)("projects API on $name", (target) => {
  const state = useDatabase(target);

  /** Posts a project and publishes it with the link e-mailed to its homeowner: a listed project. */
  async function postListed(body: Record<string, unknown> = validProject) {
    const posted = await post(body);
    expect(posted.response.status).toBe(201);
    await publishByEmail(state.handle!.db, posted.body.project.id, String(body.homeownerEmail));
    return posted;
  }

  describe("POST /api/projects", () => {
    it("stores an open project and returns a manage token once", async () => {
      const { response, body } = await post({
        ...validProject,
        status: "completed",
        proposalCount: 9,
        extra: "x",
      });
      expect(response.status).toBe(201);
      expect(body.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.project).toMatchObject({
        id: 1,
        displayId: 3001,
        status: "open",
        proposalCount: 0,
        urgency: "medium",
      });
      // Stored unlisted: it is public once its homeowner opens the link e-mailed to them.
      expect(body.listing).toBe("unconfirmed");
      expect(body.project).not.toHaveProperty("extra");
      expect(body.project).not.toHaveProperty("manageTokenHash");
      expect(new Date(body.project.postedDate).toString()).not.toBe("Invalid Date");
    });

    it("is listed only once its homeowner opens the link e-mailed to them", async () => {
      const { body } = await post();
      const id = { id: "1" };
      // Not public: not in the list nor its count, not readable, and it takes no proposal.
      expect(await list()).toEqual([]);
      expect(await totalCount()).toBe(0);
      expect((await projectRoute.GET(request("/api/projects/1"), params(id))).status).toBe(404);
      const propose = () =>
        proposalsRoute.POST(
          request("/api/proposals", { method: "POST", body: validProposal(3001) }),
          undefined,
        );
      const early = await propose();
      expect(early.status).toBe(400);
      expect((await early.json()).issues).toEqual([
        { path: "projectId", message: expect.stringMatching(/not listed/) },
      ]);
      // The manage link works from the start: the owner can edit before publishing.
      const edited = await projectRoute.PUT(
        request("/api/projects/1", {
          method: "PUT",
          body: { estimatedCost: "$9,000" },
          token: body.manageToken,
        }),
        params(id),
      );
      expect(edited.status).toBe(200);

      // The e-mail carries the publishing link; only its own token publishes this project.
      const url = await outboxLink(
        state.handle!.db,
        "project-posted",
        validProject.homeownerEmail,
        "publishUrl",
      );
      expect(url).toMatch(/\/project\/3001\/publish#token=/);
      const token = fragmentToken(url, "token");
      const publish = (rowId: string, value: unknown) =>
        publishRoute.POST(
          request(`/api/projects/${rowId}/publish`, { method: "POST", body: { token: value } }),
          params({ id: rowId }),
        );
      expect((await publish("1", "not-the-token")).status).toBe(403);
      expect((await publish("1", "")).status).toBe(400);
      expect((await publish("2", token)).status).toBe(403);
      expect(await totalCount()).toBe(0);
      const published = await publish("1", token);
      expect(published.status).toBe(200);
      // It says whom it reached: nobody here (no place given, no contractor with alerts on).
      expect(await published.json()).toEqual({
        displayId: 3001,
        listing: "listed",
        heldReasons: [],
        matched: { contractors: 0, category: "Renovation", municipality: null },
      });
      // Opening it again changes nothing.
      expect(await (await publish("1", token)).json()).toMatchObject({ listing: "listed" });
      expect(await totalCount()).toBe(1);
      expect(
        await (await projectRoute.GET(request("/api/projects/1"), params(id))).json(),
      ).toMatchObject({ displayId: 3001, estimatedCost: "$9,000" });
      expect((await propose()).status).toBe(201);
    });

    it("lets the owner, with their manage token, read a project that is not listed", async () => {
      const { body } = await post();
      const read = (token?: string) =>
        projectRoute.GET(request("/api/projects/1", { token }), params({ id: "1" }));
      expect((await read()).status).toBe(404);
      const own = await read(body.manageToken);
      expect(own.status).toBe(200);
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      expect(await own.json()).toMatchObject({ displayId: 3001, title: validProject.title });
      expect((await read(ADMIN_TOKEN)).status).toBe(200);
      expect((await read("not-the-token")).status).toBe(403);
    });

    it("refuses a repeat of an open project from the same mailbox, naming the first", async () => {
      expect((await post()).response.status).toBe(201);
      // The same project again, from the same mailbox spelt otherwise, a few words changed.
      const again = await post({
        ...validProject,
        title: "Finish our basement!",
        homeownerEmail: "Jordan+reno@Home.example",
      });
      expect(again.response.status).toBe(409);
      expect(again.body).toMatchObject({
        code: "project_repeated",
        existing: { displayId: 3001, url: "/project/3001" },
      });
      // Another project of the same homeowner, or the same text from another homeowner: stored.
      expect(
        (
          await post({
            ...validProject,
            title: "Replace the deck boards",
            description: "Take up a rotten 200 sq ft cedar deck and lay composite boards.",
          })
        ).response.status,
      ).toBe(201);
      expect(
        (await post({ ...validProject, homeownerEmail: "sam@home.example" })).response.status,
      ).toBe(201);
      // Another trade is not a repeat either.
      expect((await post({ ...validProject, category: "Plumbing" })).response.status).toBe(201);
    });

    it("holds for the operator a post with contact details, and an address's sixth of the day", async () => {
      const publishOwn = async (rowId: number, email: string) =>
        publishByEmail(state.handle!.db, rowId, email);
      const contact = await post({
        ...validProject,
        description: `${validProject.description} Text me at 416-555-0199.`,
      });
      expect(contact.response.status).toBe(201);
      expect(await publishOwn(contact.body.project.id, validProject.homeownerEmail)).toEqual({
        displayId: 3001,
        listing: "held",
        heldReasons: ["contact-details"],
        matched: null,
      });
      // Held: no more public than before it was confirmed.
      expect(await totalCount()).toBe(0);
      expect((await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))).status).toBe(
        404,
      );

      // Four posts of one address two hours ago (stored directly: each post's e-mail counts
      // against the address's mail budget); its fifth today is listed, its sixth held.
      for (const job of ["deck", "fence", "roof", "attic"]) {
        await state.handle!.db.execute(sql`
          INSERT INTO projects (title, description, category, budget, timeline, homeowner,
            homeowner_email, location, manage_token_hash, listing, confirmed_at, posted_at)
          VALUES (${`Redo the ${job}`}, ${`All of the ${job} of a semi in Leslieville.`},
            'Renovation', '$5,000 - $10,000', 'Within 3 months', 'Robin Shaw', 'Robin@Home.example',
            'Toronto, ON', 'not-a-token-hash', 'listed', now() - interval '2 hours',
            now() - interval '2 hours')`);
      }
      const fifth = await post({ ...validProject, homeownerEmail: "robin@home.example" });
      expect((await publishOwn(fifth.body.project.id, "robin@home.example")).listing).toBe(
        "listed",
      );
      const sixth = await post({
        ...validProject,
        title: "Paint the garage",
        description: "Scrape and paint the outside of a detached single-car garage.",
        homeownerEmail: "robin@home.example",
      });
      expect(sixth.response.status).toBe(201);
      expect(await publishOwn(sixth.body.project.id, "robin@home.example")).toMatchObject({
        listing: "held",
        heldReasons: ["daily-limit"],
      });
      // Listed: the four stored and the fifth.
      expect(await totalCount()).toBe(5);
    });

    it("defaults urgency to medium; lists are optional", async () => {
      const { urgency: _u, images: _i, requirements: _r, ...rest } = validProject;
      const { response, body } = await post(rest);
      expect(response.status).toBe(201);
      expect(body.project).toMatchObject({ urgency: "medium", images: [], requirements: [] });
    });

    it("takes only photo paths the server can serve: its own JPEGs and catalogue pictures", async () => {
      const uuid = "0b6f3c1e-4a7d-4f2b-9c8e-1d2e3f4a5b6c";
      const ok = await post({
        ...validProject,
        images: [`/api/uploads/${uuid}.jpg`, "/images/projects/2-3.svg"],
      });
      expect(ok.response.status).toBe(201);
      for (const image of [
        `/api/uploads/${uuid}.png`,
        `/api/uploads/${uuid}.webp`,
        `/api/uploads/${uuid}.gif`,
        "/api/uploads/abc.jpg",
      ]) {
        const refused = await post({ ...validProject, images: [image] });
        expect(refused.response.status, image).toBe(400);
        expect(refused.body.issues[0]).toEqual({
          path: "images.0",
          message: "Not an uploaded image",
        });
      }
    });

    it.each([
      ["title", ""],
      ["title", "x".repeat(121)],
      ["description", "x".repeat(5001)],
      ["category", "Underwater Basket Weaving"],
      ["budget", "$5"],
      ["timeline", "yesterday"],
      ["urgency", "extreme"],
      ["homeowner", "   "],
      ["homeowner", "Jordan 416-555-0142"],
      ["homeowner", "jordan@home.example"],
      ["homeowner", "www.cheap-reno.example"],
      ["homeownerEmail", undefined],
      ["homeownerEmail", ""],
      ["homeownerEmail", "jordan at home"],
      ["location", ""],
      ["images", Array.from({ length: 11 }, (_, i) => `/images/projects/${i}-1.svg`)],
      ["images", ["https://evil.example/x.png"]],
      ["requirements", Array.from({ length: 21 }, () => "x")],
    ])("rejects %s = %j with a 400 naming the field", async (field, value) => {
      const { response, body } = await post({ ...validProject, [field]: value });
      expect(response.status).toBe(400);
      expect(body.error).toEqual(expect.any(String));
      const paths = body.issues.map((issue: { path: string }) => issue.path.split(".")[0]);
      expect(paths).toContain(field);
      expect(await totalCount()).toBe(0);
    });

    it("answers each missing required text with a message of its own", async () => {
      const { response, body } = await post({ category: "Plumbing" });
      expect(response.status).toBe(400);
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: "title", message: "Project title is required" },
          { path: "description", message: "Description is required" },
          { path: "homeowner", message: "Your name is required" },
          {
            path: "homeownerEmail",
            message:
              "Your e-mail address is required: the link that publishes your project is sent there",
          },
          { path: "location", message: "Location is required" },
          { path: "budget", message: "Choose a budget from the list" },
          { path: "timeline", message: "Choose a timeline from the list" },
        ]),
      );
      const blank = await post({ ...validProject, title: "   ", homeowner: "" });
      expect(blank.response.status).toBe(400);
      expect(blank.body.issues).toEqual([
        { path: "title", message: "Project title is required" },
        { path: "homeowner", message: "Your name is required" },
      ]);
    });

    it("rejects a filled honeypot and stores nothing", async () => {
      const { response, body } = await post({ ...validProject, website: "http://spam.example" });
      expect(response.status).toBe(400);
      expect(body.error).toBe("Submission rejected");
      expect(await totalCount()).toBe(0);
    });

    it("answers 415 when not JSON, 400 for broken JSON and 413 over 100 KB", async () => {
      const form = await projectsRoute.POST(
        request("/api/projects", {
          method: "POST",
          raw: "title=x",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        undefined,
      );
      expect(form.status).toBe(415);
      const broken = await projectsRoute.POST(
        request("/api/projects", { method: "POST", raw: "{nope" }),
        undefined,
      );
      expect(broken.status).toBe(400);
      const huge = await post({ ...validProject, description: "x".repeat(101 * 1024) });
      expect(huge.response.status).toBe(413);
      expect(huge.body.error).toMatch(/100 KB/);
    });

    it("refuses a cross-site browser request with 403", async () => {
      const cross = await post(validProject, { origin: "https://evil.example" });
      expect(cross.response.status).toBe(403);
      const same = await post(validProject, {
        origin: "http://localhost:3000",
        host: "localhost:3000",
      });
      expect(same.response.status).toBe(201);
    });

    it("rate-limits writes per client with Retry-After", async () => {
      configureRateLimit(2);
      // The address the production server read from the connection (lib/client-address.mjs).
      // Each post from another homeowner, so none is refused as a repeat of the one before.
      let posts = 0;
      const send = (address: string) =>
        requestContext.run(
          { clientAddress: address },
          async () =>
            (await post({ ...validProject, homeownerEmail: `owner${posts++}@home.example` }))
              .response,
        );
      expect((await send("10.0.0.1")).status).toBe(201);
      expect((await send("10.0.0.1")).status).toBe(201);
      const limited = await send("10.0.0.1");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await send("10.0.0.2")).status).toBe(201);
    });

    it("is not fooled by a client that rotates X-Forwarded-For", async () => {
      configureRateLimit(3);
      const statuses = [];
      for (let index = 0; index < 6; index++) {
        const headers = {
          "x-forwarded-for": `203.0.113.${index}`,
          "x-real-ip": `198.51.100.${index}`,
        };
        statuses.push(
          await requestContext.run(
            { clientAddress: "192.0.2.7" },
            async () =>
              (
                await post(
                  { ...validProject, homeownerEmail: `owner${index}@home.example` },
                  headers,
                )
              ).response.status,
          ),
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    });
    it("keeps every one of 200 concurrent posts", async () => {
      // 200 homeowners: one address's sixth post in a day would wait for the operator.
      const email = (i: number) => `owner${i}@home.example`;
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          post({ ...validProject, title: `Project ${i}`, homeownerEmail: email(i) }),
        ),
      );
      const refused = responses.filter(({ response }) => response.status !== 201);
      expect(refused.map(({ response, body }) => [response.status, body])).toEqual([]);
      const [kept] = (
        (await state.handle!.db.execute(
          sql`select count(*)::int as n from projects where listing = 'unconfirmed'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(kept!.n).toBe(200);
      // None is public before its homeowner publishes it; then every one is.
      expect(await totalCount()).toBe(0);
      for (const { body } of responses) {
        const i = Number(/\d+$/.exec(body.project.title)![0]);
        await publishByEmail(state.handle!.db, body.project.id, email(i));
      }
      expect(await totalCount()).toBe(200);
      const stored = [...(await list("?limit=100")), ...(await list("?limit=100&offset=100"))];
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((p: { title: string }) => p.title)).size).toBe(200);
    });
  });

  describe("GET /api/projects and /api/projects/{id}", () => {
    it("lists newest first and never includes a token", async () => {
      await postListed({ ...validProject, title: "First" });
      await postListed({ ...validProject, title: "Second" });
      // Posted, never published: not listed.
      await post({ ...validProject, title: "Third, unconfirmed" });
      const response = await projectsRoute.GET(request("/api/projects"), undefined);
      expect(response.status).toBe(200);
      const projects = await response.json();
      expect(projects.map((p: { title: string }) => p.title)).toEqual(["Second", "First"]);
      expect(JSON.stringify(projects)).not.toMatch(/token/i);
    });

    it("answers one project, and 404 for unknown or malformed ids", async () => {
      const { body } = await postListed();
      const one = await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }));
      // The same project; others see the homeowner's first name and initial.
      expect(await one.json()).toEqual({ ...body.project, homeowner: "Jordan L." });
      for (const id of ["2", "0", "-1", "abc", "1.5", "99999999999"]) {
        const response = await projectRoute.GET(request(`/api/projects/${id}`), params({ id }));
        expect(response.status).toBe(404);
        expect(await response.json()).toHaveProperty("error");
      }
    });
  });

  describe("PUT /api/projects/{id}", () => {
    const put = (id: string, body: unknown, token?: string) =>
      projectRoute.PUT(
        request(`/api/projects/${id}`, { method: "PUT", body, token }),
        params({ id }),
      );

    it("needs the manage token: none 401, wrong 403, unknown id 404", async () => {
      const { body } = await postListed();
      const other = await postListed({ ...validProject, homeownerEmail: "sam@home.example" });
      expect((await put("1", { status: "estimated" })).status).toBe(401);
      expect((await put("1", { status: "estimated" }, "not-the-token")).status).toBe(403);
      expect((await put("1", { status: "estimated" }, other.body.manageToken)).status).toBe(403);
      expect((await put("3", { status: "estimated" }, body.manageToken)).status).toBe(404);
      const unchanged = await (
        await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))
      ).json();
      expect(unchanged.status).toBe("open");
    });

    it("lets the owner and the operator update, and sets the status dates", async () => {
      const { body } = await postListed();
      const started = await put(
        "1",
        { status: "in-progress", estimatedCost: "$30,000 - $35,000" },
        body.manageToken,
      );
      expect(started.status).toBe(200);
      const inProgress = await started.json();
      expect(inProgress).toMatchObject({
        status: "in-progress",
        estimatedCost: "$30,000 - $35,000",
        completionDate: null,
      });
      expect(Date.now() - new Date(inProgress.startDate).getTime()).toBeLessThan(60_000);

      const finished = await put(
        "1",
        { status: "completed", contractorNotes: "Passed final inspection" },
        ADMIN_TOKEN,
      );
      expect(finished.status).toBe(200);
      const done = await finished.json();
      expect(done).toMatchObject({
        status: "completed",
        contractorNotes: "Passed final inspection",
        startDate: inProgress.startDate,
      });
      expect(done.completionDate).toEqual(expect.any(String));
    });

    it("keeps a start date the client sends", async () => {
      const { body } = await postListed();
      const startDate = "2026-01-05T14:00:00.000Z";
      const updated = await (
        await put("1", { status: "in-progress", startDate }, body.manageToken)
      ).json();
      expect(updated.startDate).toBe(startDate);
    });

    const stored = async () =>
      (await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))).json();

    it("refuses a completion date before the start date, in one body or against the stored one", async () => {
      const { body } = await postListed();
      const token = body.manageToken;
      const both = await put(
        "1",
        { startDate: "2026-05-02T00:00:00Z", completionDate: "2026-05-01T23:59:59Z" },
        token,
      );
      expect(both.status).toBe(400);
      expect((await both.json()).issues).toEqual([
        {
          path: "completionDate",
          message: "The completion date cannot be before the start date",
        },
      ]);

      expect((await put("1", { startDate: "2026-05-02T00:00:00Z" }, token)).status).toBe(200);
      const early = await put("1", { completionDate: "2026-05-01T00:00:00Z" }, token);
      expect(early.status).toBe(400);
      expect(await early.json()).toEqual({
        code: "invalid_fields",
        error: "Please fix the following errors:",
        issues: [
          {
            path: "completionDate",
            message: "The completion date cannot be before the start date",
          },
        ],
      });
      // An offset that puts the same instant on the start is fine.
      expect((await put("1", { completionDate: "2026-05-01T20:00:00-04:00" }, token)).status).toBe(
        200,
      );
      const late = await put("1", { startDate: "2026-05-03T00:00:00Z" }, token);
      expect(late.status).toBe(400);
      expect((await late.json()).issues[0].path).toBe("startDate");
      expect(await stored()).toMatchObject({
        startDate: "2026-05-02T00:00:00.000Z",
        completionDate: "2026-05-02T00:00:00.000Z",
      });
    });

    it("lets a status change move a stored date that contradicts it", async () => {
      const { body } = await postListed();
      const token = body.manageToken;
      await put("1", { status: "completed", completionDate: "2026-01-10T00:00:00Z" }, token);
      const reopened = await (await put("1", { status: "in-progress" }, token)).json();
      expect(reopened.completionDate).toBeNull();
      expect(Date.now() - Date.parse(reopened.startDate)).toBeLessThan(60_000);

      await put("1", { startDate: "2099-01-01T00:00:00Z", status: "open" }, token);
      const done = await (await put("1", { status: "completed" }, token)).json();
      expect(done.startDate).toBe(done.completionDate);
      expect(Date.now() - Date.parse(done.completionDate)).toBeLessThan(60_000);

      // The dashboard sends the status's date with it: the same rule.
      const again = await put(
        "1",
        { status: "in-progress", startDate: "2099-06-01T00:00:00Z" },
        token,
      );
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({
        startDate: "2099-06-01T00:00:00.000Z",
        completionDate: null,
      });
      const finished = await put(
        "1",
        { status: "completed", completionDate: "2099-01-01T00:00:00Z" },
        token,
      );
      expect(await finished.json()).toMatchObject({
        startDate: "2099-01-01T00:00:00.000Z",
        completionDate: "2099-01-01T00:00:00.000Z",
      });
      // A date sent with another status is checked.
      const wrong = await put("1", { status: "open", startDate: "2099-02-01T00:00:00Z" }, token);
      expect(wrong.status).toBe(400);
    });

    it("leaves stored dates alone on an edit that changes no date", async () => {
      const { body } = await postListed();
      await put(
        "1",
        { startDate: "2026-05-01T00:00:00Z", completionDate: "2026-05-02T00:00:00Z" },
        body.manageToken,
      );
      const edited = await (await put("1", { estimatedCost: "$9,000" }, body.manageToken)).json();
      expect(edited).toMatchObject({
        startDate: "2026-05-01T00:00:00.000Z",
        completionDate: "2026-05-02T00:00:00.000Z",
        estimatedCost: "$9,000",
      });
    });

    it.each([
      ["0000-01-01T00:00:00Z"],
      ["9999-12-31T23:59:59-23:59"],
      ["1999-12-31T23:59:59Z"],
      ["2000-01-01T00:30:00+01:00"],
      ["2101-01-01T00:00:00Z"],
    ])("refuses the date %s with 400 and keeps the stored one", async (date) => {
      const { body } = await postListed();
      for (const field of ["startDate", "completionDate"]) {
        const response = await put("1", { [field]: date }, body.manageToken);
        expect(response.status).toBe(400);
        expect((await response.json()).issues).toEqual([
          { path: field, message: "Choose a date from 2000 to 2100" },
        ]);
      }
      expect(await stored()).toMatchObject({ startDate: null, completionDate: null });
    });

    it("accepts the first and last moments of the date range", async () => {
      const { body } = await postListed();
      const response = await put(
        "1",
        { startDate: "2000-01-01T00:00:00Z", completionDate: "2100-12-31T23:59:59-00:00" },
        body.manageToken,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        startDate: "2000-01-01T00:00:00.000Z",
        completionDate: "2100-12-31T23:59:59.000Z",
      });
    });

    it.each([
      [{}],
      [{ status: "done" }],
      [{ estimatedCost: "x".repeat(101) }],
      [{ contractorNotes: "x".repeat(2001) }],
      [{ startDate: "tomorrow" }],
    ])("rejects %j with 400", async (patch) => {
      const { body } = await postListed();
      const response = await put("1", patch, body.manageToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty("error");
    });
  });

  describe("DELETE /api/projects/{id}", () => {
    it("needs the token and removes the project with its proposals", async () => {
      const { body } = await postListed();
      const proposal = await proposalsRoute.POST(
        request("/api/proposals", { method: "POST", body: validProposal(3001) }),
        undefined,
      );
      expect(proposal.status).toBe(201);
      const del = (token?: string) =>
        projectRoute.DELETE(
          request("/api/projects/1", { method: "DELETE", token }),
          params({ id: "1" }),
        );
      expect((await del()).status).toBe(401);
      expect((await del("wrong")).status).toBe(403);
      expect((await del(body.manageToken)).status).toBe(204);
      expect((await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))).status).toBe(
        404,
      );
      const proposals = await proposalsForProject.GET(
        request("/api/proposals/project/1", { token: ADMIN_TOKEN }),
        params({ rowId: "1" }),
      );
      expect(proposals.status).toBe(404);
      expect((await del(body.manageToken)).status).toBe(404);
    });
  });
});
