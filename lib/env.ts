import { z } from "zod";

// Every environment variable the app reads, parsed once.
const envSchema = z
  .object({
    SITE_URL: z.url().default("http://localhost:3000"),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z.string().optional(),
    ADMIN_TOKEN: z.string().min(16).optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
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
  });

export const env = envSchema.parse({
  // On Vercel, the project's production domain when SITE_URL is not set.
  SITE_URL:
    process.env.SITE_URL ||
    (process.env.VERCEL_PROJECT_PRODUCTION_URL
      ? `https://${process.env.VERCEL_PROJECT_PRODUCTION_URL}`
      : undefined),
  DATA_DIR: process.env.DATA_DIR || undefined,
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  ADMIN_TOKEN: process.env.ADMIN_TOKEN || undefined,
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE || undefined,
  VERCEL: process.env.VERCEL || undefined,
  CRON_SECRET: process.env.CRON_SECRET || undefined,
  MIGRATE_ON_START: process.env.MIGRATE_ON_START || undefined,
  SMTP_URL: process.env.SMTP_URL || undefined,
  MAIL_FROM: process.env.MAIL_FROM || undefined,
  CONTACT_INBOX: process.env.CONTACT_INBOX || undefined,
  S3_BUCKET: process.env.S3_BUCKET || undefined,
  S3_REGION: process.env.S3_REGION || undefined,
  S3_ENDPOINT: process.env.S3_ENDPOINT || undefined,
  S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID || undefined,
  S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY || undefined,
  S3_FORCE_PATH_STYLE: process.env.S3_FORCE_PATH_STYLE || undefined,
  S3_PUBLIC_ORIGIN: process.env.S3_PUBLIC_ORIGIN || undefined,
});

/** Pending migrations are applied at start unless turned off (and never on Vercel's functions). */
export const migrateOnStart = env.MIGRATE_ON_START ? env.MIGRATE_ON_START === "true" : !env.VERCEL;

export const siteUrl = env.SITE_URL.replace(/\/$/, "");
