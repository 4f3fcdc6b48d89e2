import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as signInRoute from "@/app/api/auth/sign-in/route";
import * as signOutRoute from "@/app/api/auth/sign-out/route";
import * as verifyRoute from "@/app/api/auth/verify/route";
import { configureRateLimit } from "@/lib/api/rate-limit";
import { SIGN_IN_PER_ADDRESS, SIGN_IN_PER_CLIENT } from "@/lib/api/sign-in-limit";
import { currentAccount } from "@/lib/accounts/session";
import { hashToken } from "@/lib/auth/tokens";
import { authSessions, authVerifications, outbox } from "@/lib/db/schema";
import { databases, request, useDatabase } from "./helpers";

const ADDRESS = "Crew@Northside.example";

const askForLink = (email: unknown = ADDRESS, headers: Record<string, string> = {}) =>
  signInRoute.POST(
    request("/api/auth/sign-in", { method: "POST", body: { email }, headers }),
    undefined,
  );

const verify = (token: string, headers: Record<string, string> = {}) =>
  verifyRoute.POST(request("/api/auth/verify", { method: "POST", token, headers }), undefined);

/** The session cookie a Set-Cookie answer sets, as a browser would send it back. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe.each(databases)("contractor sign-in ($name)", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;

  /** The token of the newest sign-in link in the outbox, read from its private URL. */
  async function linkToken(): Promise<string> {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.template, "sign-in-link"))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    const url = (row!.payload as { private: { url: string } }).private.url;
    const match = /\/pro\/sign-in#token=([A-Za-z0-9_-]+)$/.exec(url);
    expect(match, url).not.toBeNull();
    return match![1]!;
  }

  it("e-mails a link through the outbox; the link signs in once and sets an HttpOnly SameSite cookie", async () => {
    const asked = await askForLink();
    expect(asked.status).toBe(202);
    const [mail] = await db().select().from(outbox).where(eq(outbox.template, "sign-in-link"));
    expect(mail!.recipient).toBe("crew@northside.example");
    expect(mail!.transactional).toBe(true);
    const token = await linkToken();
    // Only the token's hash is stored.
    const stored = await db().select().from(authVerifications);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).not.toContain(token);

    const first = await verify(token);
    expect(first.status).toBe(200);
    const setCookie = first.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const account = await currentAccount(new Headers({ cookie: cookieOf(first) }));
    expect(account?.email).toBe("crew@northside.example");
    expect(await db().select().from(authSessions)).toHaveLength(1);

    // Single use: the same link again is refused, and opens no second session.
    const again = await verify(token);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({
      code: "sign_in_link_refused",
      error: expect.stringMatching(/expired or was already used/),
    });
    expect(await db().select().from(authSessions)).toHaveLength(1);
  });

  it("refuses a link older than 15 minutes", async () => {
    await askForLink();
    const token = await linkToken();
    await db()
      .update(authVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await verify(token)).status).toBe(403);
    expect(await db().select().from(authSessions)).toHaveLength(0);
  });

  it("stores a link that expires 15 minutes after it was asked for", async () => {
    await askForLink();
    const [row] = await db()
      .select({
        minutes: sql<number>`extract(epoch from ${authVerifications.expiresAt} - now()) / 60`,
      })
      .from(authVerifications);
    expect(Number(row!.minutes)).toBeGreaterThan(14);
    expect(Number(row!.minutes)).toBeLessThanOrEqual(15);
  });

  it("refuses a made-up token, and no token at all", async () => {
    expect((await verify("x".repeat(32))).status).toBe(403);
    const none = await verifyRoute.POST(request("/api/auth/verify", { method: "POST" }), undefined);
    expect(none.status).toBe(401);
  });

  it("signs out: the cookie no longer opens the account", async () => {
    await askForLink();
    const signedIn = await verify(await linkToken());
    const cookie = cookieOf(signedIn);
    const out = await signOutRoute.POST(
      request("/api/auth/sign-out", { method: "POST", headers: { cookie } }),
      undefined,
    );
    expect(out.status).toBe(200);
    expect(await currentAccount(new Headers({ cookie }))).toBeNull();
  });

  it("limits links per address, whichever client asks", async () => {
    const statuses = [];
    for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i++) {
      statuses.push((await askForLink(i % 2 ? ADDRESS : ADDRESS.toLowerCase())).status);
    }
    expect(statuses.slice(0, SIGN_IN_PER_ADDRESS).every((status) => status === 202)).toBe(true);
    const refused = await askForLink();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is still served.
    expect((await askForLink("other@example.com")).status).toBe(202);
  });

  it("limits links per client, whatever the addresses", async () => {
    for (let i = 0; i < SIGN_IN_PER_CLIENT; i++) {
      expect((await askForLink(`crew${i}@example.com`)).status).toBe(202);
    }
    expect((await askForLink("one-more@example.com")).status).toBe(429);
  });

  it("keeps the limits in the database, where every instance counts against them", async () => {
    configureRateLimit(0, "database");
    try {
      for (let i = 0; i < SIGN_IN_PER_ADDRESS; i++) expect((await askForLink()).status).toBe(202);
      expect((await askForLink()).status).toBe(429);
      const [row] = await db()
        .execute(
          sql`select count(*)::int as n from rate_limits where client like 'sign-in:address:%'`,
        )
        .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
      expect(row!.n).toBe(1);
    } finally {
      configureRateLimit(0, "memory");
    }
  });

  it("answers hostile input with a clear 4xx", async () => {
    expect((await askForLink("not an address")).status).toBe(400);
    expect((await askForLink(`${"a".repeat(250)}@example.com`)).status).toBe(400);
    expect((await askForLink({ $ne: "" })).status).toBe(400);
    const honeypot = await signInRoute.POST(
      request("/api/auth/sign-in", {
        method: "POST",
        body: { email: ADDRESS, website: "http://spam.example" },
      }),
      undefined,
    );
    expect(honeypot.status).toBe(400);
    const notJson = await signInRoute.POST(
      request("/api/auth/sign-in", {
        method: "POST",
        raw: "email=a@b.c",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      undefined,
    );
    expect(notJson.status).toBe(415);
    const crossSite = await askForLink(ADDRESS, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await db().select().from(outbox)).toHaveLength(0);
    // Not a bearer token at all: no credential.
    expect((await verify("'; drop table auth_users; --")).status).toBe(401);
    expect((await verify("';drop-table-auth_users;--")).status).toBe(403);
    expect((await verify("t".repeat(5000))).status).toBe(403);
  });

  it("stores only the hash of the token (sha-256 is not the stored form either)", async () => {
    await askForLink();
    const token = await linkToken();
    const [row] = await db().select().from(authVerifications);
    expect(row!.identifier).not.toContain(hashToken(token));
  });
});
