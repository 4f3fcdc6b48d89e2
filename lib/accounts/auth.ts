import "server-only";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";

import { site } from "@/content/site";
import { getDb, type Database } from "@/lib/db/client";
import { authAccounts, authSessions, authUsers, authVerifications } from "@/lib/db/schema";
import { authSecret, siteUrl } from "@/lib/env";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";

/** A sign-in link works once, for this long (docs/decisions/0021-contractor-accounts.md). */
export const SIGN_IN_LINK_MINUTES = 15;
/** A session lasts this long, renewed once a day while it is used. */
const SESSION_DAYS = 30;

/**
 * The page a sign-in link opens: the token travels in the fragment, which never reaches a server
 * log or a Referer header; the page posts it to POST /api/auth/verify.
 */
export const signInLinkPath = (token: string) => `/pro/sign-in#token=${token}`;

function createAuth(db: Database) {
  return betterAuth({
    appName: site.brand,
    baseURL: siteUrl,
    basePath: "/api/auth",
    secret: authSecret,
    trustedOrigins: [siteUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Sign-in is limited per address and per client in lib/api (kept in the database when
    // DATABASE_URL is set); better-auth's own limiter, in memory, would not hold across instances.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "torontopros",
      useSecureCookies: siteUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        // Only the token's SHA-256 is stored: a copy of the database opens no account.
        storeToken: "hashed",
        // Through the outbox, like every other message (retries, the operator's deliveries list).
        sendMagicLink: async ({ email, token }) => {
          await enqueueMail(db, {
            template: "sign-in-link",
            recipient: email,
            payload: {
              minutes: SIGN_IN_LINK_MINUTES,
              private: { url: absoluteUrl(signInLinkPath(token)) },
            },
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per database handle (the tests swap databases; the server has one).
const instances = new WeakMap<Database, Auth>();

/** better-auth, on the app's database. */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
