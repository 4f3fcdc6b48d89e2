import { z } from "zod";

import { EXAMPLE_OPERATOR, type OperatorSetting } from "@/content/site";

// Every environment variable the app reads, parsed once.
const MIN_ADMIN_TOKEN_LENGTH = 32;

const envSchema = z
  .object({
    SITE_URL: z.url().default("http://localhost:3000"),
    // Who runs the site, as every page and e-mail names them (CASL): content/site.ts reads them
    // at build time; here they are checked. The defaults are examples `npm run serve` refuses
    // unless ALLOW_EXAMPLE_OPERATOR=true (a demonstration host).
    SITE_NAME: z.string().trim().min(2).max(100).default(EXAMPLE_OPERATOR.SITE_NAME),
    SITE_EMAIL: z
      .email({ error: "SITE_EMAIL must be an e-mail address" })
      .default(EXAMPLE_OPERATOR.SITE_EMAIL),
    SITE_PHONE: z
      .string()
      .regex(/^\+?[\d\s().-]{10,20}$/, {
        error: "SITE_PHONE must be a telephone number (10 to 20 digits, spaces, dashes, brackets)",
      })
      .default(EXAMPLE_OPERATOR.SITE_PHONE),
    SITE_POSTAL_ADDRESS: z
      .string()
      .trim()
      .min(10, { error: "SITE_POSTAL_ADDRESS must be a full postal address" })
      .max(200)
      .default(EXAMPLE_OPERATOR.SITE_POSTAL_ADDRESS),
    ALLOW_EXAMPLE_OPERATOR: z
      .enum(["true", "false"], { error: "ALLOW_EXAMPLE_OPERATOR must be true or false" })
      .optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z.string().optional(),
    // PostgreSQL: connections the requests share, and the longest a statement of theirs may run
    // before it is cancelled and the request answered 503 (docs/decisions/0009-data-at-scale.md).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    // At least 16 characters anywhere; in production 32 random ones (below).
    ADMIN_TOKEN: z.string().min(16).optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    // Wrong bearer tokens a client may send in 15 minutes before every token it sends is
    // answered 429; never off (RATE_LIMIT_PER_MINUTE=0 does not touch it).
    AUTH_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
    // Sign-in links one client may ask for in 15 minutes, whatever the addresses; never off.
    SIGN_IN_CLIENT_LIMIT: z.coerce.number().int().min(1).default(10),
    NODE_ENV: z.string().optional(),
    // Mail: SMTP when set (smtp:// or smtps:// URL), else .eml files under DATA_DIR/outbox.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: "SMTP_URL must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    CONTACT_INBOX: z.email().optional(),
    // Whether the server applies pending PostgreSQL migrations when it starts (under an advisory
    // lock); off on Vercel, where the build step runs them, and wherever a release step does.
    MIGRATE_ON_START: z.enum(["true", "false"]).optional(),
    // Set by Vercel on its functions: its edge, not the client, writes x-real-ip there.
    VERCEL: z.string().optional(),
    // Signs contractors' session cookies (better-auth, lib/accounts/auth.ts). Required to serve a
    // build for a real host (`npm run serve`, Vercel); `npm start`, `next dev` and the tests use
    // a fixed development value, which a server for a real host refuses.
    AUTH_SECRET: z.string().min(MIN_ADMIN_TOKEN_LENGTH).optional(),
    SERVE_ONLY: z.string().optional(),
    // Vercel's cron sends it as a bearer token to GET /api/mail/deliver.
    CRON_SECRET: z.string().min(16).optional(),
    // Photos in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO) when S3_BUCKET is set;
    // otherwise on local disk under DATA_DIR/uploads.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error:
          "S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots, hyphens)",
      })
      .optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL" })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0"], { error: "S3_FORCE_PATH_STYLE must be true or false" })
      .transform((value) => value === "true" || value === "1")
      .optional(),
    // The origin browsers upload photos to (connect-src); lib/security-headers.mjs reads it.
    S3_PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: "S3_PUBLIC_ORIGIN must be an http(s) origin" })
      .optional(),
  })
  // Explicit keys come in pairs; without them the SDK's own chain applies (an instance role).
  .refine((value) => !value.S3_ACCESS_KEY_ID === !value.S3_SECRET_ACCESS_KEY, {
    error: "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    path: ["S3_ACCESS_KEY_ID"],
  })
  .refine((value) => !value.AUTH_SECRET || strongSecret(value.AUTH_SECRET), {
    error: `AUTH_SECRET must be at least ${MIN_ADMIN_TOKEN_LENGTH} random characters (e.g. \`openssl rand -base64 32\`)`,
    path: ["AUTH_SECRET"],
  })
  .refine(
    (value) =>
      value.NODE_ENV !== "production" || !(value.SERVE_ONLY || value.VERCEL) || value.AUTH_SECRET,
    {
      error:
        "AUTH_SECRET is not set: a server for a real host needs its own (e.g. `openssl rand -base64 32`) to sign contractors' sessions",
      path: ["AUTH_SECRET"],
    },
  )
  // The operator token opens every project: in production it must resist guessing on its own,
  // whatever the throttle on wrong tokens (`next dev` and the tests keep the 16-character floor).
  .refine(
    (value) =>
      value.NODE_ENV !== "production" || !value.ADMIN_TOKEN || strongSecret(value.ADMIN_TOKEN),
    {
      error: `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} random characters in production (e.g. \`openssl rand -base64 32\`)`,
      path: ["ADMIN_TOKEN"],
    },
  );

/**
 * Long enough, and not plainly made by hand: a random 32-character token, even in hex, uses
 * well over 10 different characters ("aaaa…" or "1212…" do not).
 */
function strongSecret(token: string) {
  return token.length >= MIN_ADMIN_TOKEN_LENGTH && new Set(token).size >= 10;
}

/** Every variable the app reads, parsed from `source`; throws one message naming each problem. */
export function parseEnv(source: Record<string, string | undefined>) {
  const result = envSchema.safeParse(readVariables(source));
  if (!result.success) {
    const problems = result.error.issues.map(({ path, message }) => {
      const name = path.join(".");
      return !name || message.includes(name) ? message : `${name}: ${message}`;
    });
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return result.data;
}

function readVariables(source: Record<string, string | undefined>) {
  return {
    // On Vercel, the project's production domain when SITE_URL is not set.
    SITE_URL:
      source.SITE_URL ||
      (source.VERCEL_PROJECT_PRODUCTION_URL
        ? `https://${source.VERCEL_PROJECT_PRODUCTION_URL}`
        : undefined),
    SITE_NAME: source.SITE_NAME || undefined,
    SITE_EMAIL: source.SITE_EMAIL || undefined,
    SITE_PHONE: source.SITE_PHONE || undefined,
    SITE_POSTAL_ADDRESS: source.SITE_POSTAL_ADDRESS || undefined,
    ALLOW_EXAMPLE_OPERATOR: source.ALLOW_EXAMPLE_OPERATOR || undefined,
    DATA_DIR: source.DATA_DIR || undefined,
    DATABASE_URL: source.DATABASE_URL || undefined,
    DATABASE_POOL_SIZE: source.DATABASE_POOL_SIZE || undefined,
    DATABASE_STATEMENT_TIMEOUT_MS: source.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
    ADMIN_TOKEN: source.ADMIN_TOKEN || undefined,
    RATE_LIMIT_PER_MINUTE: source.RATE_LIMIT_PER_MINUTE || undefined,
    VERCEL: source.VERCEL || undefined,
    CRON_SECRET: source.CRON_SECRET || undefined,
    AUTH_SECRET: source.AUTH_SECRET || undefined,
    SERVE_ONLY: source.SERVE_ONLY || undefined,
    MIGRATE_ON_START: source.MIGRATE_ON_START || undefined,
    SMTP_URL: source.SMTP_URL || undefined,
    MAIL_FROM: source.MAIL_FROM || undefined,
    CONTACT_INBOX: source.CONTACT_INBOX || undefined,
    S3_BUCKET: source.S3_BUCKET || undefined,
    S3_REGION: source.S3_REGION || undefined,
    S3_ENDPOINT: source.S3_ENDPOINT || undefined,
    S3_ACCESS_KEY_ID: source.S3_ACCESS_KEY_ID || undefined,
    S3_SECRET_ACCESS_KEY: source.S3_SECRET_ACCESS_KEY || undefined,
    S3_FORCE_PATH_STYLE: source.S3_FORCE_PATH_STYLE || undefined,
    S3_PUBLIC_ORIGIN: source.S3_PUBLIC_ORIGIN || undefined,
    AUTH_FAILURE_LIMIT: source.AUTH_FAILURE_LIMIT || undefined,
    SIGN_IN_CLIENT_LIMIT: source.SIGN_IN_CLIENT_LIMIT || undefined,
    NODE_ENV: source.NODE_ENV || undefined,
  };
}

export const env = parseEnv(process.env);

/**
 * Why a server for a real host must not start with this operator identity: a setting left unset
 * or at its example (an address at .example, a 555 number, the placeholder office), unless
 * ALLOW_EXAMPLE_OPERATOR is "true". Null when it may start. `identity` is what the build holds.
 */
export function exampleOperatorProblem(
  identity: Record<OperatorSetting, string>,
  allowExample: string | undefined,
): string | null {
  if (allowExample === "true") return null;
  const examples = (Object.keys(EXAMPLE_OPERATOR) as OperatorSetting[]).filter(
    (name) =>
      !identity[name]?.trim() ||
      identity[name].trim() === EXAMPLE_OPERATOR[name] ||
      (name === "SITE_EMAIL" && /\.example$/i.test(identity[name].trim())),
  );
  if (examples.length === 0) return null;
  return `${examples.join(", ")} ${examples.length === 1 ? "is" : "are"} still the example${examples.length === 1 ? "" : "s"}: every page and e-mail must name who runs the site (CASL). Build with the operator's real ${examples.join(", ")}, or set ALLOW_EXAMPLE_OPERATOR=true for a demonstration host.`;
}

/** Pending migrations are applied at start unless turned off (and never on Vercel's functions). */
export const migrateOnStart = env.MIGRATE_ON_START ? env.MIGRATE_ON_START === "true" : !env.VERCEL;

export const siteUrl = env.SITE_URL.replace(/\/$/, "");

/**
 * What signs contractors' sessions: AUTH_SECRET, else (local use, development and tests only;
 * a server for a real host refuses to start without one, above) a fixed development value.
 */
export const authSecret =
  env.AUTH_SECRET ?? "development-only-auth-secret-never-used-by-a-real-host-0123456789";
