import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as deliverRoute from "@/app/api/mail/deliver/route";
import * as projectsRoute from "@/app/api/projects/route";
import { startMailDelivery } from "@/lib/mail/delivery";
import { smtpTransport } from "@/lib/mail/transport";
import { startSmtpServer, type TestSmtpServer } from "../smtp-server";
import { ADMIN_TOKEN, request, useDatabase, validProject } from "./helpers";

// Where no server process stays up to poll (Vercel), a cron call sends what is due.
describe("GET /api/mail/deliver", () => {
  useDatabase({});
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    startMailDelivery(smtpTransport(smtp.url));
  });
  afterAll(() => smtp.stop());

  const deliver = (token?: string) =>
    deliverRoute.GET(request("/api/mail/deliver", { token }), undefined);

  it("is only for the cron's secret and the operator", async () => {
    expect((await deliver()).status).toBe(401);
    expect((await deliver("x".repeat(24))).status).toBe(403);
    expect((await deliver(ADMIN_TOKEN)).status).toBe(200);
  });

  it("has sent the due mail by the time it answers", async () => {
    await projectsRoute.POST(
      request("/api/projects", {
        method: "POST",
        body: { ...validProject, homeownerEmail: "cron@home.example" },
      }),
      undefined,
    );
    const response = await deliver(process.env.CRON_SECRET);
    expect(response.status).toBe(200);
    expect(smtp.to("cron@home.example")).toHaveLength(1);
  });
});
