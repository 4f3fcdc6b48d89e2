import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as unsubscribeRoute from "@/app/api/unsubscribe/[token]/route";
import { site } from "@/content/site";
import { outbox } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { startSmtpServer, type TestSmtpServer } from "../smtp-server";
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

// CASL (issue 29, item 7): every message names who sends it (name, postal address, e-mail,
// telephone) and carries a working link that stops messages of its kind, transactional included.

const OWNER = "casey.ng@home.example";

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

const postProject = async (title: string) => {
  const response = await projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body: { ...validProject, title, homeownerEmail: OWNER },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const posted = (await response.json()) as { project: { id: number; displayId: number } };
  // Published by its e-mailed link: listed, taking proposals.
  await publishByEmail(await getDb(), posted.project.id, OWNER);
  return posted;
};

const propose = async (displayId: number) => {
  const response = await proposalsRoute.POST(
    request("/api/proposals", { method: "POST", body: validProposal(displayId) }),
    undefined,
  );
  expect(response.status).toBe(201);
};

const stop = (token: string) =>
  unsubscribeRoute.POST(
    request(`/api/unsubscribe/${token}`, { method: "POST" }),
    params({ token }),
  );

/** The token of the "stop messages of this kind" link in a message's text. */
const stopToken = (text: string) => /\/unsubscribe\/([\w-]+)/.exec(text)?.[1];

describe.each(databases)("who is writing to you, on $name", (target) => {
  const state = useDatabase(target);
  let transport: MailTransport;
  beforeAll(() => {
    transport = smtpTransport(smtp.url);
  });
  const deliver = () => deliverDueMail(state.handle!.db, transport);

  it("names the operator in every message, transactional ones included, with a link to stop its kind", async () => {
    await postProject("Replace the back deck");
    await deliver();
    const [posted] = smtp.to(OWNER);
    expect(posted!.subject).toMatch(/^Publish your project on /);
    for (const part of [posted!.text, posted!.html as string]) {
      expect(part).toContain(site.brand);
      expect(part).toContain(site.postalAddress);
      expect(part).toContain(site.email);
      expect(part).toContain(site.phone);
    }
    expect(posted!.text).toContain(
      "Stop messages of this kind (confirmation of a project you posted)",
    );
    expect(posted!.headers.get("list-unsubscribe")).toMatch(/\/api\/unsubscribe\//);
    expect(stopToken(posted!.text)).toBeTruthy();
  });

  it("stops only the kind the link came in: later messages of it are not sent, others still are", async () => {
    const first = await postProject("Regrade the side yard");
    await deliver();
    const token = stopToken(smtp.to(OWNER)[0]!.text)!;
    const stopped = await stop(token);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({
      unsubscribed: true,
      kind: "project-posted",
      notices: false,
    });
    // The same link again changes nothing and still answers.
    expect((await stop(token)).status).toBe(200);

    smtp.received.length = 0;
    await postProject("Paint the fence");
    await propose(first.project.displayId);
    await deliver();
    const subjects = smtp.to(OWNER).map((mail) => mail.subject);
    // The new project's confirmation is not sent; the notice of a proposal (another kind) is,
    // with a link of its own.
    expect(subjects.some((subject) => subject.startsWith("Your project is posted"))).toBe(false);
    const notice = smtp.to(OWNER).find((mail) => mail.subject.startsWith("New proposal"));
    expect(notice).toBeDefined();
    expect(notice!.text).toContain("Stop messages of this kind (notices of new proposals)");
    const rows = await state.handle!.db.select().from(outbox).orderBy(outbox.id);
    const postedRows = rows.filter((row) => row.template === "project-posted");
    expect(postedRows.map((row) => row.status)).toEqual(["sent", "suppressed"]);
  });

  it("a notice's link stops every notice, as before, and says so", async () => {
    const { project } = await postProject("Fix the garage door");
    await propose(project.displayId);
    await deliver();
    const notice = smtp.to(OWNER).find((mail) => mail.subject.startsWith("New proposal"))!;
    const answer = await stop(stopToken(notice.text)!);
    expect(await answer.json()).toEqual({
      unsubscribed: true,
      kind: "proposal-received",
      notices: true,
    });
  });

  it("answers 404 for a link that is not one of ours, whatever its shape", async () => {
    for (const token of ["x", "x".repeat(32), "../../etc/passwd", "a".repeat(200)]) {
      const answer = await stop(token);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        code: "unsubscribe_link_refused",
        error: "This unsubscribe link does not work",
      });
    }
  });
});
