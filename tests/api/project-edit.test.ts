import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as withdrawRoute from "@/app/api/proposals/[proposalId]/withdraw/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { deliverDueMail } from "@/lib/mail/delivery";
import { proveAddress } from "@/lib/mail/outbox";
import { smtpTransport } from "@/lib/mail/transport";
import { startSmtpServer, type TestSmtpServer } from "../smtp-server";
import * as accessRoute from "@/app/api/projects/[id]/access/route";
import { getDb } from "@/lib/db/client";
import {
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

// The owner edits what they posted (title, description, budget, timeline, photos, requirements);
// contractors whose proposals still stand are told of the change.

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A project posted and published by its homeowner's e-mailed link. */
async function post() {
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: validProject }),
    undefined,
  );
  expect(response.status).toBe(201);
  const body = await response.json();
  await publishByEmail(await getDb(), body.project.id);
  return {
    id: body.project.id as number,
    displayId: body.project.displayId as number,
    token: body.manageToken as string,
  };
}

const put = (id: number, body: unknown, token: string) =>
  projectRoute.PUT(
    request(`/api/projects/${id}`, { method: "PUT", body, token }),
    params({ id: String(id) }),
  );

const read = async (id: number) =>
  (await projectRoute.GET(request(`/api/projects/${id}`), params({ id: String(id) }))).json();

async function propose(projectId: number, contractorName: string, contractorEmail: string) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: { ...validProposal(projectId), contractorName, contractorEmail },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; trackingToken: string };
}

const uuid = "0b6f3c1e-4a7d-4f2b-9c8e-1d2e3f4a5b6c";

describe.each(databases)("editing a posted project on $name", (target) => {
  const state = useDatabase(target);
  const deliver = () => deliverDueMail(state.handle!.db, smtpTransport(smtp.url));

  it("changes the title, description, budget, timeline, photos and requirements", async () => {
    const project = await post();
    const edit = {
      title: "Finish the basement and add a bedroom",
      description: "Frame, insulate and drywall 700 sq ft, with a bedroom and an egress window.",
      budget: "$50,000 - $100,000",
      timeline: "Within 6 months",
      images: [`/api/uploads/${uuid}.jpg`],
      requirements: ["Permit drawings", "Egress window", "Fire-rated door"],
    };
    const response = await put(project.id, edit, project.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(edit);
    expect(await read(project.id)).toMatchObject(edit);
  });

  it("checks an edit as a new post is checked, and stores nothing of a refused one", async () => {
    const project = await post();
    const refused: [Record<string, unknown>, string][] = [
      [{ title: "   " }, "title"],
      [{ title: "x".repeat(121) }, "title"],
      [{ description: "" }, "description"],
      [{ description: "x".repeat(5_001) }, "description"],
      [{ budget: "a lot" }, "budget"],
      [{ budget: 25_000 }, "budget"],
      [{ images: ["https://elsewhere.example/a.jpg"] }, "images"],
      [{ images: Array.from({ length: 11 }, () => `/api/uploads/${uuid}.jpg`) }, "images"],
      [{ requirements: Array.from({ length: 21 }, (_, i) => `Item ${i}`) }, "requirements"],
      [{ requirements: [""] }, "requirements"],
      [{ title: "Fine title", requirements: "not a list" }, "requirements"],
    ];
    for (const [body, field] of refused) {
      const response = await put(project.id, body, project.token);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = await response.json();
      expect(answer.issues.map((issue: { path: string }) => issue.path.split(".")[0])).toContain(
        field,
      );
    }
    expect(await read(project.id)).toMatchObject({
      title: validProject.title,
      description: validProject.description,
      budget: validProject.budget,
      requirements: validProject.requirements,
    });
  });

  it("tells each contractor whose proposal stands what changed, once, and nobody else", async () => {
    // Contractors who proved their addresses (signed in once): the mail budget of an unproven
    // address would hold the change back after its receipts and the news of the hire.
    for (const email of ["bids@northside.example", "office@lakeshore.example"]) {
      await proveAddress(await getDb(), email, "sign-in");
    }
    const project = await post();
    await propose(project.displayId, "Northside Renovations", "bids@northside.example");
    await propose(project.displayId, "Northside Renovations", "bids@northside.example");
    const hired = await propose(project.displayId, "Lakeshore Builds", "office@lakeshore.example");
    const declined = await propose(project.displayId, "Oak Ridge", "quotes@oakridge.example");
    const withdrawn = await propose(project.displayId, "Cedar Lane", "hello@cedarlane.example");
    const decide = (id: number, status: string) =>
      statusRoute.PATCH(
        request(`/api/proposals/${id}/status`, {
          method: "PATCH",
          body: { status },
          token: project.token,
        }),
        params({ proposalId: String(id) }),
      );
    expect((await decide(hired.id, "accepted")).status).toBe(200);
    expect((await decide(declined.id, "declined")).status).toBe(200);
    const took = await withdrawRoute.POST(
      request(`/api/proposals/${withdrawn.id}/withdraw`, {
        method: "POST",
        token: withdrawn.trackingToken,
      }),
      params({ proposalId: String(withdrawn.id) }),
    );
    expect(took.status).toBe(200);
    await deliver();
    smtp.received.length = 0;

    const edited = await put(
      project.id,
      {
        description: "Frame and drywall only; we will finish it ourselves.",
        budget: "$10,000 - $25,000",
      },
      project.token,
    );
    expect(edited.status).toBe(200);
    await deliver();
    const changed = smtp.received.filter((mail) =>
      mail.subject.startsWith("A project you bid on changed"),
    );
    expect(changed.map((mail) => mail.to).sort()).toEqual([
      "bids@northside.example",
      "office@lakeshore.example",
    ]);
    const [mail] = smtp.to("bids@northside.example");
    expect(mail!.subject).toBe(`A project you bid on changed (project ${project.displayId})`);
    expect(mail!.text).toContain("The description changed.");
    expect(mail!.text).toContain("The budget is now $10,000 - $25,000.");
    expect(mail!.text).not.toContain("The title changed.");
    expect(mail!.text).toContain(`/project/${project.displayId}`);
  });

  it("holds a listed project for the operator when an edit adds contact details to its text", async () => {
    const project = await post();
    const edited = await put(
      project.id,
      { description: `${validProject.description} Call me at 416-555-0199 for a quote.` },
      project.token,
    );
    expect(edited.status).toBe(200);
    // Off the public list until the operator decides; its owner sees why.
    expect(
      (
        await projectRoute.GET(
          request(`/api/projects/${project.id}`),
          params({ id: `${project.id}` }),
        )
      ).status,
    ).toBe(404);
    const access = await accessRoute.GET(
      request(`/api/projects/${project.id}/access`, { token: project.token }),
      params({ id: `${project.id}` }),
    );
    expect(await access.json()).toMatchObject({
      listing: "held",
      heldReasons: ["contact-details"],
    });
  });

  it("mails nobody for a status change, the owner's notes, or an edit that changes nothing", async () => {
    const project = await post();
    await propose(project.displayId, "Northside Renovations", "bids@northside.example");
    await deliver();
    smtp.received.length = 0;
    expect((await put(project.id, { status: "in-progress" }, project.token)).status).toBe(200);
    expect((await put(project.id, { contractorNotes: "Call first" }, project.token)).status).toBe(
      200,
    );
    const same = {
      title: validProject.title,
      budget: validProject.budget,
      requirements: validProject.requirements,
    };
    expect((await put(project.id, same, project.token)).status).toBe(200);
    await deliver();
    expect(smtp.to("bids@northside.example")).toHaveLength(0);
  });
});
