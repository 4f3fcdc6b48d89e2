import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Projects posted by homeowners (displayed as 3000 + id). */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    budget: text("budget").notNull(),
    timeline: text("timeline").notNull(),
    urgency: text("urgency").notNull().default("medium"),
    homeowner: text("homeowner").notNull(),
    location: text("location").notNull(),
    images: jsonb("images")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    requirements: jsonb("requirements")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text("status").notNull().default("open"),
    proposalCount: integer("proposal_count").notNull().default(0),
    estimatedCost: text("estimated_cost"),
    contractorNotes: text("contractor_notes"),
    startDate: timestamp("start_date", { withTimezone: true, mode: "date" }),
    completionDate: timestamp("completion_date", { withTimezone: true, mode: "date" }),
    postedAt: timestamp("posted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** SHA-256 of the manage token; the token itself is never stored. */
    manageTokenHash: text("manage_token_hash").notNull(),
  },
  (table) => [index("projects_posted_at_idx").on(table.postedAt)],
);

/**
 * Proposals on a posted project (projectRowId) or on an open sample request (sampleDisplayId,
 * its displayed id). Exactly one of the two is set.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: serial("id").primaryKey(),
    /** The posted project's row id (projects.id). */
    projectRowId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** The open sample request's displayed id (2000+), which the catalogue, not a table, holds. */
    sampleDisplayId: integer("sample_project_id"),
    contractorName: text("contractor_name").notNull(),
    contractorEmail: text("contractor_email").notNull(),
    contractorPhone: text("contractor_phone"),
    bidAmount: text("bid_amount").notNull(),
    timeline: text("timeline").notNull(),
    approach: text("approach").notNull(),
    experience: text("experience").notNull(),
    materials: text("materials"),
    warranty: text("warranty"),
    additionalNotes: text("additional_notes"),
    status: text("status").notNull().default("pending"),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("proposals_project_id_idx").on(table.projectRowId),
    index("proposals_sample_project_id_idx").on(table.sampleDisplayId),
    check(
      "proposals_one_target",
      sql`(${table.projectRowId} IS NULL) <> (${table.sampleDisplayId} IS NULL)`,
    ),
  ],
);

/** Messages from the contact form; never returned by any public call. */
export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Answers kept for Idempotency-Key retries of POST /api/projects and /api/proposals, 24 hours.
 * The key is stored only as its SHA-256; the answer is encrypted under a key derived from the
 * Idempotency-Key itself, since a project's answer holds its manage token (lib/api/idempotency.ts).
 * Status and response are written in the transaction that claims the key, so no other request
 * ever sees them empty.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    keyHash: text("key_hash").primaryKey(),
    endpoint: text("endpoint").notNull(),
    /** HMAC of the request body under a key derived from the Idempotency-Key. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    /** AES-256-GCM: base64url of nonce, ciphertext and tag. */
    response: text("response"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("idempotency_keys_created_at_idx").on(table.createdAt)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
