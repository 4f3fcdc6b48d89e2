import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as contactRoute from "@/app/api/contact/route";
import { databases, request, useDatabase } from "./helpers";

const message = {
  name: "Sam Patel",
  email: "sam@example.com",
  phone: "",
  subject: "Basement quote",
  message: "Could someone look at our basement this week?",
};

describe.each(databases)("POST /api/contact on $name", (target) => {
  const state = useDatabase(target);

  const send = (body: unknown) =>
    contactRoute.POST(request("/api/contact", { method: "POST", body }), undefined);

  const stored = async () => {
    const result = await state.handle!.db.execute(
      sql`SELECT name, email, phone, subject, message FROM contact_messages`,
    );
    return (result as unknown as { rows: unknown[] }).rows;
  };

  it("stores the message and returns only its id", async () => {
    const response = await send(message);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["id", "receivedAt"]);
    expect(await stored()).toEqual([{ ...message, phone: null }]);
  });

  it.each([
    [{ ...message, name: "" }, "name"],
    [{ ...message, email: "nope" }, "email"],
    [{ ...message, subject: " " }, "subject"],
    [{ ...message, message: "" }, "message"],
  ])("rejects a missing or invalid field (%#)", async (body, field) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    const { issues } = await response.json();
    expect(issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(await stored()).toEqual([]);
  });

  it("rejects a filled honeypot", async () => {
    const response = await send({ ...message, website: "buy-now.example" });
    expect(response.status).toBe(400);
    expect(await stored()).toEqual([]);
  });
});
