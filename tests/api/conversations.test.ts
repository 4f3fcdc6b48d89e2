import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as contentReportRoute from "@/app/api/admin/content-reports/[id]/route";
import * as contentReportsRoute from "@/app/api/admin/content-reports/route";
import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as reportRoute from "@/app/api/proposals/[proposalId]/messages/[messageId]/report/route";
import * as readRoute from "@/app/api/proposals/[proposalId]/messages/read/route";
import * as messagesRoute from "@/app/api/proposals/[proposalId]/messages/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as withdrawRoute from "@/app/api/proposals/[proposalId]/withdraw/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import {
  CONVERSATION_LIMIT,
  MESSAGES_PER_ACCOUNT_PER_DAY,
  MESSAGES_PER_PROJECT_PER_DAY,
} from "@/lib/conversations/rules";
import type { Agreement } from "@/lib/agreements/shapes";
import type { Conversation, SentMessage } from "@/lib/conversations/shapes";
import { SUPPRESSED_READ } from "@/lib/conversations/transitions";
import { outbox, proposalMessages } from "@/lib/db/schema";
import { photoPathsInUse } from "@/lib/projects/photos";
import {
  ADMIN_TOKEN,
  databases,
  fragmentToken,
  outboxLink,
  params,
  postListedProject,
  request,
  signIn,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";
import { agreement } from "./agreement-fixture";

// A proposal's private conversation: the homeowner through the project's manage link, the
// contractor through the proposal's tracking link or their account; masked until the hire, read
// as written by the two after it; the other party e-mailed once per quiet period.

const HIDDEN = "[contact details are shared once you hire]";
const CONTRACTOR = "bids@northside.example";
const PHOTO = "/api/uploads/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0.jpg";

type Proposal = { id: number; trackingToken: string };

describe.each(databases)("proposal conversations on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;

  const propose = async (
    overrides: Record<string, unknown> = {},
    cookie?: string,
  ): Promise<Proposal> => {
    const response = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: { ...validProposal(3001), ...overrides },
        headers: cookie ? { cookie } : {},
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    return response.json();
  };

  const send = (
    proposalId: number | string,
    body: unknown,
    auth: { token?: string; cookie?: string } = {},
  ) =>
    messagesRoute.POST(
      request(`/api/proposals/${proposalId}/messages`, {
        method: "POST",
        body,
        token: auth.token,
        headers: auth.cookie ? { cookie: auth.cookie } : {},
      }),
      params({ proposalId: String(proposalId) }),
    );

  const open = async (
    proposalId: number | string,
    auth: { token?: string; cookie?: string } = {},
  ): Promise<{ status: number; body: Conversation & { code?: string } }> => {
    const response = await messagesRoute.GET(
      request(`/api/proposals/${proposalId}/messages`, {
        token: auth.token,
        headers: auth.cookie ? { cookie: auth.cookie } : {},
      }),
      params({ proposalId: String(proposalId) }),
    );
    return { status: response.status, body: await response.json() };
  };

  const markRead = (proposalId: number, upTo: unknown, token?: string) =>
    readRoute.POST(
      request(`/api/proposals/${proposalId}/messages/read`, {
        method: "POST",
        body: { upTo },
        token,
      }),
      params({ proposalId: String(proposalId) }),
    );

  const setStatus = (proposalId: number, status: string, token: string) =>
    statusRoute.PATCH(
      request(`/api/proposals/${proposalId}/status`, { method: "PATCH", body: { status }, token }),
      params({ proposalId: String(proposalId) }),
    );

  const mails = (template = "messages-received") =>
    db().select().from(outbox).where(eq(outbox.template, template)).orderBy(outbox.id);

  it("masks a phone number before the hire and shows it to the two after it", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    const sent = await send(
      proposal.id,
      { body: "Can you come Tuesday? Call me at 416-555-0199 or jordan@home.example" },
      { token: manageToken },
    );
    expect(sent.status).toBe(201);
    const message = ((await sent.json()) as SentMessage).message;
    expect(message).toMatchObject({
      from: "homeowner",
      mine: true,
      body: `Can you come Tuesday? Call me at ${HIDDEN} or ${HIDDEN}`,
    });
    // Stored as written.
    const [stored] = await db().select().from(proposalMessages);
    expect(stored!.body).toContain("416-555-0199");

    const before = await open(proposal.id, { token: proposal.trackingToken });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ reader: "contractor", hired: false, open: true });
    expect(before.body.homeownerName).toBeNull();
    expect(before.body.messages[0]!.body).not.toContain("555");

    expect((await setStatus(proposal.id, "accepted", manageToken)).status).toBe(200);
    const after = await open(proposal.id, { token: proposal.trackingToken });
    expect(after.body).toMatchObject({
      hired: true,
      open: true,
      homeownerName: validProject.homeowner,
    });
    expect(after.body.messages[0]!.body).toContain("416-555-0199");
    const owner = await open(proposal.id, { token: manageToken });
    expect(owner.body.reader).toBe("homeowner");
    expect(owner.body.messages[0]).toMatchObject({ mine: true });
    expect(owner.body.messages[0]!.body).toContain("jordan@home.example");
    // Still open after the hire.
    expect(
      (await send(proposal.id, { body: "Tuesday at 9." }, { token: proposal.trackingToken }))
        .status,
    ).toBe(201);
  });

  it("e-mails the other party once per quiet period, with a link that opens the conversation", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    for (const body of ["Hello", "A question on the drywall", "And the bathroom?"]) {
      expect((await send(proposal.id, { body }, { token: proposal.trackingToken })).status).toBe(
        201,
      );
    }
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.recipient).toBe(validProject.homeownerEmail);
    expect(queued[0]!.status).toBe("pending");
    expect(queued[0]!.payload).toMatchObject({ count: 3, from: "contractor" });
    // Due once the sender has been quiet a while, not at once.
    expect(queued[0]!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(JSON.stringify(queued[0]!.payload)).not.toContain("drywall");

    const link = await outboxLink(
      db(),
      "messages-received",
      validProject.homeownerEmail,
      "conversationUrl",
    );
    expect(new URL(link).pathname).toBe(`/proposal/${proposal.id}/messages`);
    const mailedToken = fragmentToken(link, "manage");
    expect(mailedToken).not.toBe(manageToken);
    const viaMail = await open(proposal.id, { token: mailedToken });
    expect(viaMail.status).toBe(200);
    expect(viaMail.body.reader).toBe("homeowner");
    expect(viaMail.body.messages.map((entry) => entry.body)).toEqual([
      "Hello",
      "A question on the drywall",
      "And the bathroom?",
    ]);

    // The homeowner answers: the contractor's mail carries a tracking link of its own.
    expect((await send(proposal.id, { body: "Hi!" }, { token: manageToken })).status).toBe(201);
    const toContractor = await outboxLink(db(), "messages-received", CONTRACTOR, "conversationUrl");
    const trackToken = fragmentToken(toContractor, "track");
    expect((await open(proposal.id, { token: trackToken })).body.reader).toBe("contractor");
  });

  it("shows Seen once the other party read, and sends no mail for what was read on the site", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    await send(proposal.id, { body: "First" }, { token: manageToken });
    const second = (await (
      await send(proposal.id, { body: "Second" }, { token: manageToken })
    ).json()) as SentMessage;
    expect((await open(proposal.id, { token: manageToken })).body.seenUpTo).toBeNull();

    const read = await markRead(proposal.id, second.message.id, proposal.trackingToken);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ read: 2 });
    const owner = await open(proposal.id, { token: manageToken });
    expect(owner.body.seenUpTo).toBe(second.message.id);
    expect(owner.body.messages.every((entry) => entry.readAt !== null)).toBe(true);
    // Reading one's own messages marks nothing.
    expect(await (await markRead(proposal.id, second.message.id, manageToken)).json()).toEqual({
      read: 0,
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({ status: "suppressed", lastError: SUPPRESSED_READ });
    expect(mail!.payload).not.toHaveProperty("private");

    expect((await markRead(proposal.id, "2", manageToken)).status).toBe(400);
  });

  it("opens for the two parties only: the operator, other links and other accounts are refused", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    const other = await propose({ contractorEmail: "bids@other.example" });
    expect((await open(proposal.id)).status).toBe(401);
    expect((await open(proposal.id, { token: "not-a-token" })).status).toBe(403);
    expect((await open(proposal.id, { token: other.trackingToken })).status).toBe(403);
    const operator = await open(proposal.id, { token: ADMIN_TOKEN });
    expect(operator.status).toBe(403);
    expect(operator.body.code).toBe("conversation_private");
    const stranger = await signIn(db(), "ben@pros.example");
    expect((await open(proposal.id, { cookie: stranger })).status).toBe(403);
    expect((await send(proposal.id, { body: "Hi" }, { cookie: stranger })).status).toBe(403);
    expect((await open(999_999, { token: manageToken })).status).toBe(404);
    expect((await open("abc", { token: manageToken })).status).toBe(404);

    // A proposal sent from the contractor's signed-in account opens with that session.
    const ada = await signIn(db(), "ada@pros.example");
    const own = await propose({ contractorEmail: "ada@pros.example" }, ada);
    const mine = await open(own.id, { cookie: ada });
    expect(mine.status).toBe(200);
    expect(mine.body.reader).toBe("contractor");
    expect((await send(own.id, { body: "Sent from my account" }, { cookie: ada })).status).toBe(
      201,
    );
    const [stored] = await db()
      .select({ senderKey: proposalMessages.senderKey })
      .from(proposalMessages)
      .where(eq(proposalMessages.proposalId, own.id));
    expect(stored!.senderKey).toMatch(/^user:/);
  });

  it("a proposal on a sample request has no conversation", async () => {
    await db().execute(sql`
      insert into proposals (id, sample_project_id, contractor_name, contractor_email, bid_amount,
        timeline, approach, experience, status)
      values (77, 2001, 'S', 's@example.com', 'Under $1,000', '1 week', 'a', 'e', 'pending')`);
    expect((await open(77, { token: ADMIN_TOKEN })).status).toBe(404);
  });

  it.each([
    ["an empty message", { body: "   " }],
    ["six photos", { photos: Array.from({ length: 6 }, () => PHOTO) }],
    ["a photo that is not an upload", { photos: ["/images/kitchen.svg"] }],
    ["a photo elsewhere", { photos: ["https://example.com/a.jpg"] }],
    ["a text too long", { body: "x".repeat(4_001) }],
    ["a control character", { body: "a\u0000b" }],
    ["a wrong type", { body: 42 }],
  ])("refuses %s with 400", async (_name, body) => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    const response = await send(proposal.id, body, { token: manageToken });
    expect(response.status).toBe(400);
  });

  it("carries up to five photos, which the photo sweep then keeps", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    const photos = Array.from(
      { length: 5 },
      (_, index) => `/api/uploads/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f${index}.jpg`,
    );
    const sent = await send(proposal.id, { photos }, { token: manageToken });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as SentMessage).message).toMatchObject({ body: "", photos });
    const inUse = await photoPathsInUse(db(), [...photos, PHOTO]);
    expect([...inUse].sort()).toEqual([...photos].sort());
  });

  it("closes for writing once the proposal is withdrawn, and stays readable", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    await send(proposal.id, { body: "Before" }, { token: manageToken });
    const withdrawn = await withdrawRoute.POST(
      request(`/api/proposals/${proposal.id}/withdraw`, {
        method: "POST",
        token: proposal.trackingToken,
      }),
      params({ proposalId: String(proposal.id) }),
    );
    expect(withdrawn.status).toBe(200);
    const refused = await send(proposal.id, { body: "After" }, { token: manageToken });
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe("conversation_closed");
    const read = await open(proposal.id, { token: manageToken });
    expect(read.body.open).toBe(false);
    expect(read.body.messages).toHaveLength(1);
  });

  it("shows a hidden message as hidden, to both", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    await send(
      proposal.id,
      { body: "Something rude", photos: [PHOTO] },
      { token: proposal.trackingToken },
    );
    await db().update(proposalMessages).set({ hiddenAt: new Date() });
    for (const token of [manageToken, proposal.trackingToken]) {
      const [message] = (await open(proposal.id, { token })).body.messages;
      expect(message).toMatchObject({ hidden: true, body: null, photos: [] });
    }
  });

  it("takes a party's report of the other's message to the operator, who reads it as written and hides it from both", async () => {
    const { manageToken } = await postListedProject(db());
    const proposal = await propose();
    const sent = await send(
      proposal.id,
      { body: "Pay me cash first, call 416-555-0142" },
      { token: proposal.trackingToken },
    );
    const messageId = ((await sent.json()) as SentMessage).message.id;
    const report = (
      body: unknown,
      token: string | undefined,
      target: number | string = messageId,
      proposalId: number | string = proposal.id,
    ) =>
      reportRoute.POST(
        request(`/api/proposals/${proposalId}/messages/${target}/report`, {
          method: "POST",
          body,
          token,
        }),
        params({ proposalId: String(proposalId), messageId: String(target) }),
      );

    // Only the other party reports it: not its writer, not a stranger, nor the operator.
    expect((await report({ reason: "abusive" }, proposal.trackingToken)).status).toBe(404);
    expect((await report({ reason: "abusive" }, "not-a-token-of-this-proposal")).status).toBe(403);
    expect((await report({ reason: "abusive" }, ADMIN_TOKEN)).status).toBe(403);
    expect((await report({ reason: "abusive" }, undefined)).status).toBe(401);
    // A reason from the list; a message of this conversation.
    expect((await report({ reason: "because" }, manageToken)).status).toBe(400);
    expect((await report({ reason: "abusive" }, manageToken, 999_999)).status).toBe(404);
    expect((await report({ reason: "abusive" }, manageToken, "x")).status).toBe(404);

    const reported = await report(
      { reason: "contact-details", text: "Asks for cash" },
      manageToken,
    );
    expect(reported.status).toBe(201);
    expect((await report({ reason: "abusive" }, manageToken)).status).toBe(201);

    // The operator's queue: one entry, the message as written.
    const queue = await contentReportsRoute.GET(
      request("/api/admin/content-reports", { token: ADMIN_TOKEN }),
      undefined,
    );
    const { reports } = (await queue.json()) as {
      reports: { id: number; kind: string; reportCount: number; parts: unknown[] }[];
    };
    const entry = reports.find((candidate) => candidate.kind === "message")!;
    expect(entry).toMatchObject({
      reportCount: 2,
      parts: [{ part: "message", text: "Pay me cash first, call 416-555-0142" }],
    });
    const [notice] = await mails("content-reported");
    expect(notice).toBeDefined();

    const hidden = await contentReportRoute.POST(
      request(`/api/admin/content-reports/${entry.id}`, {
        method: "POST",
        body: { action: "hide" },
        token: ADMIN_TOKEN,
      }),
      params({ id: String(entry.id) }),
    );
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toMatchObject({ outcome: "hidden" });
    for (const token of [manageToken, proposal.trackingToken]) {
      const [message] = (await open(proposal.id, { token })).body.messages;
      expect(message).toMatchObject({ id: messageId, hidden: true, body: null });
    }
    // Hidden: nothing left to report.
    expect((await report({ reason: "abusive" }, manageToken)).status).toBe(404);
  });

  it("limits messages per sender and per project in 24 hours, with Retry-After", async () => {
    const { project, manageToken } = await postListedProject(db());
    const proposal = await propose();
    const insertMany = (count: number, senderKey: string, proposalId = proposal.id) =>
      db().execute(sql`
        insert into proposal_messages (proposal_id, project_id, sender, sender_key, body, created_at)
        select ${proposalId}, ${project.id}, 'contractor', ${senderKey}, 'm',
          now() - interval '23 hours' + (n || ' seconds')::interval
        from generate_series(1, ${count}) n`);
    await insertMany(MESSAGES_PER_ACCOUNT_PER_DAY, `proposal:${proposal.id}`);
    const refused = await send(
      proposal.id,
      { body: "One more" },
      { token: proposal.trackingToken },
    );
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe("account_message_limit");
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(3_000);
    expect(retry).toBeLessThanOrEqual(3_601);
    // The homeowner is another sender: not refused by the contractor's count.
    expect((await send(proposal.id, { body: "Mine" }, { token: manageToken })).status).toBe(201);

    await insertMany(MESSAGES_PER_PROJECT_PER_DAY, "elsewhere");
    const full = await send(proposal.id, { body: "Again" }, { token: manageToken });
    expect(full.status).toBe(429);
    expect((await full.json()).code).toBe("project_message_limit");
  });

  it("reads the newest 200 in order, by the conversation's index", async () => {
    const { project, manageToken } = await postListedProject(db());
    const proposal = await propose();
    await db().execute(sql`
      insert into proposal_messages (proposal_id, project_id, sender, sender_key, body, created_at)
      select ${proposal.id}, ${project.id}, case when n % 2 = 0 then 'homeowner' else 'contractor' end,
        'k', 'message ' || n, now() - interval '1 hour' + (n || ' seconds')::interval
      from generate_series(1, 250) n`);
    const read = await open(proposal.id, { token: manageToken });
    expect(read.body.messages).toHaveLength(CONVERSATION_LIMIT);
    expect(read.body.messages[0]!.body).toBe("message 51");
    expect(read.body.messages.at(-1)!.body).toBe("message 250");

    // The plan: the index alone, walked backwards, with no sort (the table's size aside).
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`analyze proposal_messages`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explained = (await tx.execute(sql`explain select id, sender, body, photos, created_at,
        read_at, hidden_at from proposal_messages where proposal_id = ${proposal.id}
        order by created_at desc, id desc limit 200`)) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(/Index Scan Backward using proposal_messages_proposal_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it("a deleted project takes its conversations with it", async () => {
    const { project, manageToken } = await postListedProject(db());
    const proposal = await propose();
    await send(proposal.id, { body: "Hello" }, { token: manageToken });
    const deleted = await projectRoute.DELETE(
      request(`/api/projects/${project.id}`, { method: "DELETE", token: manageToken }),
      params({ id: String(project.id) }),
    );
    expect(deleted.status).toBe(204);
    const left = await db()
      .select()
      .from(proposalMessages)
      .where(and(eq(proposalMessages.projectRowId, project.id)));
    expect(left).toEqual([]);
  });

  it("an agreement's parties open the conversation with their keys, and its copy lists the messages before it", async () => {
    const made = await agreement(db(), "none");
    // Sent after the hire, before anyone confirmed: part of what led to the agreement.
    expect(
      (await send(made.proposalId, { body: "Call me on 647-555-0123" }, { token: made.owner }))
        .status,
    ).toBe(201);
    const contractor = await open(made.proposalId, { token: made.contractor });
    expect(contractor.status).toBe(200);
    expect(contractor.body).toMatchObject({ reader: "contractor", agreementId: made.id });
    expect(contractor.body.messages[0]!.body).toContain("647-555-0123");

    const read = async (token: string) =>
      (await (
        await agreementRoute.GET(
          request(`/api/agreements/${made.id}`, { token }),
          params({ id: String(made.id) }),
        )
      ).json()) as Agreement;
    const copy = await read(made.owner);
    expect(copy.conversation).toMatchObject({
      proposalId: made.proposalId,
      messagesBefore: [{ from: "homeowner", body: "Call me on 647-555-0123", photos: 0 }],
    });
    expect(Date.parse(copy.conversation!.messagesBefore[0]!.sentAt)).not.toBeNaN();
    expect((await read(ADMIN_TOKEN)).conversation).toBeNull();
  });
});
