import { z } from "zod";

// Every environment variable the app reads, parsed once.
const envSchema = z.object({
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
  // Set by Vercel on its functions: its edge, not the client, writes x-real-ip there.
  VERCEL: z.string().optional(),
});

export const env = envSchema.parse({
  SITE_URL: process.env.SITE_URL || undefined,
  DATA_DIR: process.env.DATA_DIR || undefined,
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  ADMIN_TOKEN: process.env.ADMIN_TOKEN || undefined,
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE || undefined,
  VERCEL: process.env.VERCEL || undefined,
  SMTP_URL: process.env.SMTP_URL || undefined,
  MAIL_FROM: process.env.MAIL_FROM || undefined,
  CONTACT_INBOX: process.env.CONTACT_INBOX || undefined,
});

export const siteUrl = env.SITE_URL.replace(/\/$/, "");
