import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as addressRoute from "@/app/api/agreements/[id]/address/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import * as agreementRevokeRoute from "@/app/api/agreements/[id]/links/revoke/route";
import * as accessRoute from "@/app/api/projects/[id]/access/route";
import * as projectRevokeRoute from "@/app/api/projects/[id]/links/revoke/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as recoverRoute from "@/app/api/recover/route";
import { getDb } from "@/lib/db/client";
import { agreements, outbox } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import type { OutgoingMail } from "@/lib/mail/transport";
import {
  ADMIN_TOKEN,
  databases,
  params,
  postListedProject,
  request,
  useDatabase,
  validProposal,
} from "./helpers";

// Manage links and agreement keys: unused for a year they stop working, and their owner can sign
// out every other one ("sign out other links").

const OWNER_EMAIL = "jordan@home.example";
const CONTRACTOR_EMAIL = validProposal(3001).contractorEmail;

const itemised = {
  lineItems: [
    { description: "Install pot lights", quantity: 2, unit: "each", unitPriceCents: 123_450 },
  ],
  hstRegistered: false,
  schedule: [{ description: "On completion", amountCents: 246_900 }],
  startDate: "2027-03-01",
  completionDate: "2027-03-20",
  warrantyMonths: 12,
  warrantyCovers: "Workmanship on the new fixtures.",
  permitsBy: "contractor",
  credentials: { esaLicence: "7001234", wsibClearance: "A1234567" },
};

/** A posted electrical project, published by its homeowner's e-mailed link. */
async function postProject(email = OWNER_EMAIL): Promise<{ rowId: number; manageToken: string }> {
  const posted = await postListedProject(await getDb(), {
    category: "Electrical",
    homeownerEmail: email,
  });
  return { rowId: posted.project.id, manageToken: posted.manageToken };
}

const access = async (rowId: number, token?: string) =>
  (
    await accessRoute.GET(
      request(`/api/projects/${rowId}/access`, { token }),
      params({ id: String(rowId) }),
    )
  ).status;

const revokeManage = (rowId: number | string, token?: string, headers?: Record<string, string>) =>
  projectRevokeRoute.POST(
    request(`/api/projects/${rowId}/links/revoke`, { method: "POST", token, headers }),
    params({ id: String(rowId) }),
  );

const openAgreement = async (id: number, token: string) =>
  (
    await agreementRoute.GET(
      request(`/api/agreements/${id}`, { token }),
      params({ id: String(id) }),
    )
  ).status;

const revokeKeys = (id: number, token?: string) =>
  agreementRevokeRoute.POST(
    request(`/api/agreements/${id}/links/revoke`, { method: "POST", token }),
    params({ id: String(id) }),
  );

describe.each(databases)("manage links and agreement keys on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;

  /** The private part of each message of the template in the outbox, oldest first. */
  async function mailed(template: string) {
    const rows = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.template, template))
      .orderBy(outbox.id);
    return rows.map((row) => ({ recipient: row.recipient, private: row.payload.private }));
  }

  /** The agreement key each recipient of the template's messages was e-mailed. */
  async function keysMailed(template: string): Promise<Map<string, string>> {
    return new Map(
      (await mailed(template)).map((mail) => [
        mail.recipient,
        // The key travels in the link's fragment.
        new URLSearchParams(
          new URL((mail.private as { agreementUrl: string }).agreementUrl).hash.slice(1),
        ).get("key")!,
      ]),
    );
  }

  /** A further manage token for the project, e-mailed by lost-link recovery. */
  async function recoveredToken(rowId: number): Promise<string> {
    const response = await recoverRoute.POST(
      request("/api/recover", { method: "POST", body: { email: OWNER_EMAIL } }),
      undefined,
    );
    expect(response.status).toBe(202);
    // Recovery's links are made when the message is delivered: deliver it, and read them.
    const sent: OutgoingMail[] = [];
    await deliverDueMail(state.handle!.db, {
      describe: "kept in memory",
      async send(mail) {
        sent.push(mail);
      },
    });
    const text = sent.filter((mail) => mail.to === OWNER_EMAIL).at(-1)!.text;
    const link = text.match(new RegExp(`/project/${3000 + rowId}[?#]manage=([\\w-]+)`))!;
    return link[1]!;
  }

  const setLinkUse = (token: string, days: number) =>
    db().execute(
      sql`update manage_links set used_at = now() - make_interval(days => ${days}) where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
    );
  const setFirstUse = (rowId: number, days: number) =>
    db().execute(
      sql`update projects set manage_token_used_at = now() - make_interval(days => ${days}) where id = ${rowId}`,
    );
  const setKeyUse = (token: string, days: number) =>
    db().execute(
      sql`update agreement_keys set used_at = now() - make_interval(days => ${days}) where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
    );
  /** Whether the token's last recorded use is within the past day, read from its row. */
  async function usedToday(table: "manage_links" | "agreement_keys", token: string) {
    const result = (await db().execute(
      sql`select used_at > now() - interval '1 day' as today from ${sql.identifier(table)} where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
    )) as unknown as { rows: { today: boolean }[] };
    return result.rows[0]?.today;
  }

  /** A project with an accepted itemised proposal, its agreement and each party's e-mailed key. */
  async function agreed() {
    const project = await postProject();
    const { bidAmount: _bid, ...simple } = validProposal(3000 + project.rowId);
    const sent = await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: { ...simple, structured: itemised } }),
      undefined,
    );
    expect(sent.status).toBe(201);
    const proposal = (await sent.json()) as { id: number; trackingToken: string };
    const accepted = await statusRoute.PATCH(
      request(`/api/proposals/${proposal.id}/status`, {
        method: "PATCH",
        body: { status: "accepted" },
        token: project.manageToken,
      }),
      params({ proposalId: String(proposal.id) }),
    );
    const { agreementId: id } = (await accepted.json()) as { agreementId: number };
    const keys = await keysMailed("agreement-ready");
    return {
      project,
      proposal,
      id,
      homeownerKey: keys.get(OWNER_EMAIL)!,
      contractorKey: keys.get(CONTRACTOR_EMAIL)!,
    };
  }

  /** Everything required given and both confirmed: each party is e-mailed a second key. */
  async function confirmBoth(id: number, homeowner: string, contractor: string) {
    const post = (
      route: typeof addressRoute | typeof detailsRoute | typeof confirmRoute,
      path: string,
      token: string,
      body: unknown,
    ) => route.POST(request(path, { method: "POST", token, body }), params({ id: String(id) }));
    const address = `/api/agreements/${id}/address`;
    const confirm = `/api/agreements/${id}/confirm`;
    await post(addressRoute, address, homeowner, { address: "12 Elm St, Toronto, ON M4E 2V1" });
    await post(addressRoute, address, contractor, {
      address: "9 Queen St E, Toronto, ON M5C 1R5",
      businessName: "Bright Wire Ltd.",
    });
    const details = await post(detailsRoute, `/api/agreements/${id}/details`, contractor, {
      materials: "LED wafer lights and 14/2 cable",
      paymentMethod: "E-transfer",
      additionalCharges: [],
      cancellationTerms: "",
      signer: { name: "Sam Patel", role: "Owner" },
      directAgreement: { visited: false },
    });
    const { version } = (await details.json()) as { version: string };
    expect(
      (await post(confirmRoute, confirm, homeowner, { name: "Jordan Lee", version, read: true }))
        .status,
    ).toBe(200);
    expect(
      (await post(confirmRoute, confirm, contractor, { name: "Sam Patel", version, read: true }))
        .status,
    ).toBe(200);
    const keys = await keysMailed("agreement-confirmed");
    return { homeownerKey: keys.get(OWNER_EMAIL)!, contractorKey: keys.get(CONTRACTOR_EMAIL)! };
  }

  describe("manage tokens unused for a year", () => {
    it("are refused (403); one used 300 days ago works, and its use is recorded once a day", async () => {
      const { rowId, manageToken } = await postProject();
      const link = await recoveredToken(rowId);
      await setFirstUse(rowId, 366);
      expect(await access(rowId, manageToken)).toBe(403);
      await setLinkUse(link, 300);
      expect(await access(rowId, link)).toBe(200);
      expect(await usedToday("manage_links", link)).toBe(true);

      // The first token, used 300 days ago, likewise; it was last recorded as used then.
      await setFirstUse(rowId, 300);
      expect(await access(rowId, manageToken)).toBe(200);
      const first = (await db().execute(
        sql`select manage_token_used_at > now() - interval '1 day' as today from projects where id = ${rowId}`,
      )) as unknown as { rows: { today: boolean }[] };
      expect(first.rows[0]!.today).toBe(true);

      // A use recorded less than a day ago is not written again.
      await db().execute(
        sql`update manage_links set used_at = now() - interval '2 hours' where project_id = ${rowId}`,
      );
      const before = (await db().execute(
        sql`select used_at::text as at from manage_links where project_id = ${rowId}`,
      )) as unknown as { rows: { at: string }[] };
      expect(await access(rowId, link)).toBe(200);
      const after = (await db().execute(
        sql`select used_at::text as at from manage_links where project_id = ${rowId}`,
      )) as unknown as { rows: { at: string }[] };
      expect(after.rows[0]!.at).toBe(before.rows[0]!.at);

      // Refused, an expired token is not recorded as used: it stays expired.
      await setLinkUse(link, 366);
      expect(await access(rowId, link)).toBe(403);
      expect(await usedToday("manage_links", link)).toBe(false);
    });
  });

  describe("POST /api/projects/{rowId}/links/revoke", () => {
    it("signs out every other manage link, the first token included; the caller's keeps working", async () => {
      const { rowId, manageToken } = await postProject();
      const mine = await recoveredToken(rowId);
      const other = await recoveredToken(rowId);
      const response = await revokeManage(rowId, mine);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ revoked: 2 });
      expect(await access(rowId, manageToken)).toBe(403);
      expect(await access(rowId, other)).toBe(403);
      expect(await access(rowId, mine)).toBe(200);
      // Nothing else left to sign out; the caller's token is still the one that works.
      expect(await (await revokeManage(rowId, mine)).json()).toEqual({ revoked: 0 });
      expect(await access(rowId, mine)).toBe(200);
      // Lost-link recovery still e-mails a fresh, working link.
      expect(await access(rowId, await recoveredToken(rowId))).toBe(200);
    });

    it("links signing each other out at once: one wins, and only its token keeps working", async () => {
      const { rowId, manageToken } = await postProject();
      const tokens = [manageToken];
      for (let i = 0; i < 3; i++) tokens.push(await recoveredToken(rowId));
      const answers = await Promise.all(tokens.map((token) => revokeManage(rowId, token)));
      const statuses = answers.map((answer) => answer.status);
      expect([...statuses].sort()).toEqual([200, 403, 403, 403]);
      for (const [index, token] of tokens.entries()) {
        expect(await access(rowId, token)).toBe(statuses[index]);
      }
    });

    it("with the first token, signs out the e-mailed links and keeps the first", async () => {
      const { rowId, manageToken } = await postProject();
      const link = await recoveredToken(rowId);
      expect(await (await revokeManage(rowId, manageToken)).json()).toEqual({ revoked: 1 });
      expect(await access(rowId, link)).toBe(403);
      expect(await access(rowId, manageToken)).toBe(200);
    });

    it("the operator signs out every owner link; a stranger, a signed-out link or another site cannot", async () => {
      const { rowId, manageToken } = await postProject();
      const stranger = await postProject("stranger@home.example");
      const link = await recoveredToken(rowId);
      expect((await revokeManage(rowId)).status).toBe(401);
      expect((await revokeManage(rowId, stranger.manageToken)).status).toBe(403);
      expect((await revokeManage(rowId, "not-a-token")).status).toBe(403);
      expect((await revokeManage(999, manageToken)).status).toBe(404);
      expect((await revokeManage("abc", manageToken)).status).toBe(404);
      const crossSite = await revokeManage(rowId, manageToken, { origin: "https://evil.example" });
      expect(crossSite.status).toBe(403);
      expect(await access(rowId, link)).toBe(200);

      const operator = await revokeManage(rowId, ADMIN_TOKEN);
      expect(operator.status).toBe(200);
      expect(await operator.json()).toEqual({ revoked: 2 });
      expect(await access(rowId, manageToken)).toBe(403);
      expect(await access(rowId, link)).toBe(403);
      expect((await revokeManage(rowId, link)).status).toBe(403);
      // The stranger's own project is untouched.
      expect(await access(stranger.rowId, stranger.manageToken)).toBe(200);
    });
  });

  describe("agreement keys", () => {
    it("unused for a year are refused (403); one used 300 days ago works and is recorded", async () => {
      const { id, project, homeownerKey, contractorKey } = await agreed();
      const second = await confirmBoth(id, homeownerKey, contractorKey);
      await setKeyUse(homeownerKey, 366);
      expect(await openAgreement(id, homeownerKey)).toBe(403);
      await setKeyUse(second.homeownerKey, 300);
      expect(await openAgreement(id, second.homeownerKey)).toBe(200);
      expect(await usedToday("agreement_keys", second.homeownerKey)).toBe(true);
      // A manage token unused for a year no longer opens the agreement either.
      await setFirstUse(project.rowId, 366);
      expect(await openAgreement(id, project.manageToken)).toBe(403);
    });

    it("POST /api/agreements/{id}/links/revoke signs out the party's other keys only", async () => {
      const { id, project, proposal, homeownerKey, contractorKey } = await agreed();
      const second = await confirmBoth(id, homeownerKey, contractorKey);

      expect((await revokeKeys(id)).status).toBe(401);
      expect((await revokeKeys(id, ADMIN_TOKEN)).status).toBe(403);
      expect(
        (await revokeKeys(id, (await postProject("other@home.example")).manageToken)).status,
      ).toBe(403);
      expect((await revokeKeys(999, homeownerKey)).status).toBe(404);

      const homeowner = await revokeKeys(id, second.homeownerKey);
      expect(homeowner.status).toBe(200);
      expect(await homeowner.json()).toEqual({ revoked: 1 });
      expect(await openAgreement(id, homeownerKey)).toBe(403);
      expect(await openAgreement(id, second.homeownerKey)).toBe(200);
      expect((await revokeKeys(id, homeownerKey)).status).toBe(403);
      // The contractor's keys and the homeowner's manage token are not the homeowner's keys.
      expect(await openAgreement(id, contractorKey)).toBe(200);
      expect(await openAgreement(id, second.contractorKey)).toBe(200);
      expect(await openAgreement(id, project.manageToken)).toBe(200);

      // With the tracking token (not a key), every key of the contractor goes: the ready e-mail's,
      // the one telling them the homeowner confirmed, and the confirmed copy's.
      expect(await (await revokeKeys(id, proposal.trackingToken)).json()).toEqual({ revoked: 3 });
      expect(await openAgreement(id, contractorKey)).toBe(403);
      expect(await openAgreement(id, second.contractorKey)).toBe(403);
      expect(await openAgreement(id, proposal.trackingToken)).toBe(200);
      expect(await openAgreement(id, second.homeownerKey)).toBe(200);
    });
  });

  it("two keys of one party signing each other out at once: only the winner's keeps working", async () => {
    const { id, homeownerKey, contractorKey } = await agreed();
    const second = await confirmBoth(id, homeownerKey, contractorKey);
    const answers = await Promise.all([
      revokeKeys(id, homeownerKey),
      revokeKeys(id, second.homeownerKey),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect([...statuses].sort()).toEqual([200, 403]);
    const [winner, loser] =
      statuses[0] === 200
        ? [homeownerKey, second.homeownerKey]
        : [second.homeownerKey, homeownerKey];
    expect(await openAgreement(id, winner)).toBe(200);
    expect(await openAgreement(id, loser)).toBe(403);
  });

  it("the agreement's trigger refuses a change to the business name once a party confirmed", async () => {
    const { id, homeownerKey, contractorKey } = await agreed();
    const setName = (name: string) =>
      db().update(agreements).set({ contractorBusinessName: name }).where(eq(agreements.id, id));
    // Before any confirmation the contractor may still give it.
    await setName("Bright Wire");
    await confirmBoth(id, homeownerKey, contractorKey);
    const code = await setName("Someone Else Inc.").then(
      () => "updated",
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
    );
    expect(code).toBe("23001");
    const [row] = await db().select().from(agreements).where(eq(agreements.id, id));
    expect(row!.contractorBusinessName).toBe("Bright Wire Ltd.");
  });
});
