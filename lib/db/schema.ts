import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { CITY_NAMES } from "@/content/city-names";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import type { CancellationReason, CoverPageAnswer } from "@/lib/agreements/shapes";
import type { AgreementDetails, AgreementTerms, StoredCorrection } from "@/lib/agreements/shapes";
import type { StatedCredential } from "@/lib/pros/shapes";
import type { StructuredProposal } from "@/lib/proposals/shapes";

/**
 * The catalogue city a free-text location names as a whole word, case aside ("Leslieville,
 * Toronto, ON" is Toronto; the first city of the list wins), or null: the list's city filter.
 */
const cityOfLocation = sql.raw(
  `case ${CITY_NAMES.map(
    (name) => `when location ~* '\\m${name.replace(/ /g, "\\s+")}\\M' then '${name}'`,
  ).join(" ")} end`,
);

/** The condition of every public read of projects: listed ones only (the `listing` column). */
export const LISTED = sql`listing = 'listed'`;

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
    /** Where notices and the manage link go; never in a public answer or page. */
    homeownerEmail: text("homeowner_email"),
    /**
     * Whether the work is for the homeowner's own personal, family or household use (a consumer
     * under the Consumer Protection Act, 2002, s. 1): null for projects posted before the question.
     */
    householdUse: boolean("household_use"),
    location: text("location").notNull(),
    /**
     * The municipality (content/municipalities.ts slug) or `elsewhere` in Ontario, as the post
     * form asks it; null for projects posted before the question. What matching reads.
     */
    municipality: text("municipality"),
    /** The postal code's forward sortation area ("M4E"), when the homeowner gave one. */
    postalFsa: text("postal_fsa"),
    /** Derived by the database from `location`: always current, never written. */
    city: text("city").generatedAlwaysAs(cityOfLocation),
    images: jsonb("images")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    requirements: jsonb("requirements")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text("status").notNull().default("open"),
    /**
     * Whether anyone but its owner sees it (docs/decisions/0007-proven-addresses-and-listing.md):
     * `unconfirmed` until the homeowner opens the link e-mailed to their address, then `listed`, or
     * `held` for the operator when the post carries contact details or its address posted too many
     * that day; `unlisted` by the operator or by reports of three contractors, `rejected` by the
     * operator. Only a listed project is public, takes proposals or counts anywhere.
     */
    listing: text("listing").notNull().default("unconfirmed"),
    /** Why the post was held for the operator (HOLD_REASONS), empty when it was not. */
    heldReasons: jsonb("held_reasons")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the homeowner opened the link e-mailed to their address (null: not yet). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    proposalCount: integer("proposal_count").notNull().default(0),
    estimatedCost: text("estimated_cost"),
    contractorNotes: text("contractor_notes"),
    startDate: timestamp("start_date", { withTimezone: true, mode: "date" }),
    completionDate: timestamp("completion_date", { withTimezone: true, mode: "date" }),
    postedAt: timestamp("posted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * The last thing that happened on it (listed, a proposal, the owner's edit, answer or pause):
     * a project taking proposals that stays quiet for 30 days closes itself (lib/projects/follow-up.ts).
     */
    activeAt: timestamp("active_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When its first proposal came: the owner's reminders count from it. */
    firstProposalAt: timestamp("first_proposal_at", { withTimezone: true, mode: "date" }),
    /** How many of the three reminders (3, 7 and 14 days after the first proposal) were sent. */
    remindersSent: integer("reminders_sent").notNull().default(0),
    /** Since when the owner takes no new proposals (null: they take them). */
    proposalsPausedAt: timestamp("proposals_paused_at", { withTimezone: true, mode: "date" }),
    /**
     * Why a cancelled project closed, when the owner answered a reminder or it went quiet
     * (CLOSED_REASONS); null for one cancelled from its status select, or not closed.
     */
    closedReason: text("closed_reason"),
    /** SHA-256 of the manage token; the token itself is never stored. */
    manageTokenHash: text("manage_token_hash").notNull(),
    /** When the first manage token was last accepted (by the day); unused for a year, it expires. */
    manageTokenUsedAt: timestamp("manage_token_used_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    // The list's order (newest first, then id) and its keyset cursor, with each filter in front:
    // a page, however deep, is a range read of `limit` entries (docs/decisions/0009-data-at-scale.md).
    // Only listed projects are in the list: each index holds them alone.
    index("projects_list_idx").on(table.postedAt, table.id).where(LISTED),
    index("projects_category_list_idx").on(table.category, table.postedAt, table.id).where(LISTED),
    index("projects_status_list_idx").on(table.status, table.postedAt, table.id).where(LISTED),
    index("projects_city_list_idx").on(table.city, table.postedAt, table.id).where(LISTED),
    index("projects_budget_list_idx").on(table.budget, table.postedAt, table.id).where(LISTED),
    index("projects_urgency_list_idx").on(table.urgency, table.postedAt, table.id).where(LISTED),
    // A contractor's matches (lib/matching/matches.ts): their trades × the places they cover.
    index("projects_match_idx")
      .on(table.category, table.municipality, table.postedAt)
      .where(LISTED),
    index("projects_homeowner_email_idx").on(sql`lower(${table.homeownerEmail})`),
    // One address's recent posts (repeats, the daily limit), whatever its spelling.
    index("projects_homeowner_key_idx").on(
      sql`mail_address_key(${table.homeownerEmail})`,
      table.postedAt,
    ),
    // The follow-ups (lib/projects/follow-up.ts): reminders from the first proposal, and the
    // close of a quiet project, read only the projects still taking proposals.
    index("projects_reminder_idx")
      .on(table.firstProposalAt)
      .where(sql`${table.listing} = 'listed' AND ${table.remindersSent} < 3`),
    index("projects_quiet_idx")
      .on(table.activeAt)
      .where(sql`${table.listing} = 'listed' AND ${table.closedReason} IS NULL`),
    // The operator's queue and the sweep of posts never confirmed.
    index("projects_listing_idx")
      .on(table.listing, table.postedAt)
      .where(sql`${table.listing} <> 'listed'`),
    check(
      "projects_listing",
      sql`${table.listing} IN ('unconfirmed', 'held', 'listed', 'unlisted', 'rejected')`,
    ),
    // Which projects show an uploaded photo (photoPathsInUse: `images ?| paths`).
    index("projects_images_idx").using("gin", table.images),
  ],
);

/**
 * Further manage tokens of a project, issued by lost-link recovery and e-mailed to the owner's
 * address: each works like the first, and expires likewise after a year unused. Hashes only.
 */
export const manageLinks = pgTable(
  "manage_links",
  {
    id: serial("id").primaryKey(),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When the token was last accepted (by the day); unused for a year, it expires. */
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("manage_links_project_id_idx").on(table.projectRowId)],
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
    /** The itemised quote and terms as validated and recomputed (null for a simple proposal). */
    details: jsonb("details").$type<StructuredProposal>(),
    /** The structured total in cents, for sorting and comparing; set exactly when details is. */
    totalCents: integer("total_cents"),
    status: text("status").notNull().default("pending"),
    /**
     * Until when the homeowner may accept it (null: sent before proposals lapsed, never lapses).
     * The contractor chose how many days (validDays, 7 to 90); a renewal counts them from then.
     */
    validUntil: timestamp("valid_until", { withTimezone: true, mode: "date" }),
    validDays: integer("valid_days"),
    /** When the contractor was reminded that it lapses soon (reset by a renewal). */
    lapseRemindedAt: timestamp("lapse_reminded_at", { withTimezone: true, mode: "date" }),
    /** SHA-256 of the contractor's tracking token (null on proposals sent before tracking). */
    trackingTokenHash: text("tracking_token_hash"),
    /**
     * The public profile (/pros/{slug}) of the signed-in contractor who sent it; null when sent
     * without one. A profile's slug never changes.
     */
    profileSlug: text("profile_slug").references(() => contractorProfiles.slug, {
      onDelete: "set null",
    }),
    /**
     * The contractor account the proposal is proven to be of: sent from a signed-in session of
     * the proposal's address, or claimed later from a link e-mailed to that address. Null: sent
     * by someone who only typed the address, which counts towards nobody's reputation.
     */
    contractorUserId: text("contractor_user_id").references(() => authUsers.id, {
      onDelete: "set null",
    }),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("proposals_project_id_idx").on(table.projectRowId),
    index("proposals_sample_project_id_idx").on(table.sampleDisplayId),
    // A signed-in contractor's proposals are those of their address (/pro).
    index("proposals_contractor_email_idx").on(sql`lower(${table.contractorEmail})`),
    // A contractor's hires, what their public profile and its sitemap entry read: without the
    // pending and declined proposals, which can be many times more.
    index("proposals_accepted_contractor_email_idx")
      .on(sql`lower(${table.contractorEmail})`)
      .where(sql`${table.status} = 'accepted'`),
    // The reminder that a pending proposal lapses soon (lib/proposals/validity.ts).
    index("proposals_lapsing_idx")
      .on(table.validUntil)
      .where(sql`${table.status} = 'pending' AND ${table.lapseRemindedAt} IS NULL`),
    // The dashboard's figures: pending proposals counted, accepted bids grouped by amount.
    index("proposals_status_bid_idx").on(table.status, table.bidAmount),
    // An account's proven proposals (its profile, /pro), and every address it has used.
    index("proposals_contractor_user_idx")
      .on(table.contractorUserId, table.status)
      .where(sql`${table.contractorUserId} IS NOT NULL`),
    // One hire per project: at most one accepted proposal on a posted project or a sample request.
    uniqueIndex("proposals_one_accepted_idx")
      .on(table.projectRowId)
      .where(sql`${table.status} = 'accepted'`),
    uniqueIndex("proposals_one_accepted_sample_idx")
      .on(table.sampleDisplayId)
      .where(sql`${table.status} = 'accepted'`),
    check(
      "proposals_one_target",
      sql`(${table.projectRowId} IS NULL) <> (${table.sampleDisplayId} IS NULL)`,
    ),
    check(
      "proposals_total_cents",
      sql`(${table.details} IS NULL) = (${table.totalCents} IS NULL) AND ${table.totalCents} >= 0`,
    ),
  ],
);

/**
 * Contractor accounts (better-auth, lib/accounts/auth.ts): a user is an e-mail address proven by a
 * one-time link; no password is ever stored. Field names are better-auth's own.
 */
export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Signed-in browsers: the cookie holds the token (HttpOnly, SameSite=Lax). */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
  },
  (table) => [index("auth_sessions_user_id_idx").on(table.userId)],
);

/** better-auth's link between a user and a way of signing in; magic links need no row here. */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", {
      withTimezone: true,
      mode: "date",
    }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", {
      withTimezone: true,
      mode: "date",
    }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("auth_accounts_user_id_idx").on(table.userId)],
);

/** Pending sign-in links: the SHA-256 of the token in `identifier`, consumed on first use. */
export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("auth_verifications_identifier_idx").on(table.identifier)],
);

/**
 * A contractor's public profile (/pros/{slug}), one per account, created from /pro. Everything on
 * it is the contractor's own statement, shown as such; the figures beside it come from the data.
 */
export const contractorProfiles = pgTable(
  "contractor_profiles",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone"),
    trades: jsonb("trades").$type<string[]>().notNull(),
    serviceAreas: jsonb("service_areas").$type<string[]>().notNull(),
    credentials: jsonb("credentials").$type<StatedCredential[]>().notNull(),
    /** Where the contractor takes work, as chosen: municipality slugs (may be empty with a radius). */
    workAreas: jsonb("work_areas")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A base municipality and a radius (5 to 100 km) around its published point; both or neither. */
    baseArea: text("base_area"),
    radiusKm: integer("radius_km"),
    /**
     * Every municipality slug the contractor covers: the chosen ones, Toronto's former
     * municipalities for Toronto, and those whose point lies within the radius. Computed on save
     * from content/municipalities.ts (lib/matching/coverage.ts); what a project's place is matched against.
     */
    covers: text("covers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The smallest budget band worth their time (BUDGET_OPTIONS), or null for any. */
    minBudget: text("min_budget"),
    /** Whether urgent work (urgency `high`) suits them. */
    urgentOk: boolean("urgent_ok").notNull().default(true),
    /** New-project alerts: `off` (until turned on), `instant`, or a `daily` digest at alertHour. */
    alerts: text("alerts").notNull().default("off"),
    /** The digest's hour, Toronto time (0 to 23). */
    alertHour: integer("alert_hour").notNull().default(7),
    /** When the contractor last turned alerts on: their express consent (CASL s. 10). */
    alertsConsentAt: timestamp("alerts_consent_at", { withTimezone: true, mode: "date" }),
    /** No alerts before this day (Toronto); null: not paused. */
    alertsPausedUntil: date("alerts_paused_until", { mode: "string" }),
    /** When the contractor last saw their matches on /pro: what "new" counts from. */
    matchesSeenAt: timestamp("matches_seen_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    // Matching a new project (lib/matching/alerts.ts): the profiles of its trade and its place,
    // each a containment test over a GIN index, with alerts on.
    index("contractor_profiles_trades_idx").using("gin", sql`${table.trades} jsonb_path_ops`),
    index("contractor_profiles_covers_idx").using("gin", table.covers),
    check("contractor_profiles_alerts", sql`${table.alerts} IN ('off', 'instant', 'daily')`),
    check("contractor_profiles_alert_hour", sql`${table.alertHour} BETWEEN 0 AND 23`),
    check(
      "contractor_profiles_radius",
      sql`${table.radiusKm} IS NULL OR ${table.radiusKm} BETWEEN 5 AND 100`,
    ),
  ],
);

/** Each party's confirmation: the name they typed and when (both null until they confirm). */
const confirmationColumns = () => ({
  homeownerName: text("homeowner_confirmed_name"),
  homeownerConfirmedAt: timestamp("homeowner_confirmed_at", { withTimezone: true, mode: "date" }),
  contractorName: text("contractor_confirmed_name"),
  contractorConfirmedAt: timestamp("contractor_confirmed_at", { withTimezone: true, mode: "date" }),
});

/**
 * The written agreement an accepted itemised proposal produces (one per proposal). The terms are
 * fixed at creation; each party adds their address, then confirms with their typed name. A
 * trigger (agreements_fixed, in drizzle/) refuses any change to the terms, and to the addresses, the
 * contractor's business name or a confirmation once given: a confirmed agreement changes only
 * through change orders.
 */
export const agreements = pgTable(
  "agreements",
  {
    id: serial("id").primaryKey(),
    proposalId: integer("proposal_id")
      .notNull()
      .unique()
      .references(() => proposals.id, { onDelete: "restrict" }),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    terms: jsonb("terms").$type<AgreementTerms>().notNull(),
    homeownerAddress: text("homeowner_address"),
    contractorAddress: text("contractor_address"),
    /** The business name the contractor gave with their address, when the proposal had none. */
    contractorBusinessName: text("contractor_business_name"),
    /**
     * What the parties added before confirming that the proposal did not hold (lib/agreements/
     * contents.ts lists what the Act requires): phone, payment method, additional charges, ….
     */
    details: jsonb("details").$type<AgreementDetails>().notNull().default({}),
    /** A correction of the terms one party proposed, awaiting the other's answer (before both confirm). */
    correction: jsonb("correction").$type<StoredCorrection>(),
    ...confirmationColumns(),
    /** The version (lib/agreements/version.ts) each party saw when confirming. */
    homeownerVersion: text("homeowner_confirmed_version"),
    contractorVersion: text("contractor_confirmed_version"),
    /**
     * How each party proved it was itself when confirming: `key` (a link e-mailed to its
     * address) or `session` (the contractor signed in to the proposal's account).
     */
    homeownerConfirmedVia: text("homeowner_confirmed_via"),
    contractorConfirmedVia: text("contractor_confirmed_via"),
    /**
     * False for agreements made before parties had to prove their addresses (drizzle/0018): they
     * stay readable to their parties but count nowhere (no profile figure, no review).
     */
    proven: boolean("proven").notNull().default(true),
    /** When the homeowner confirmed the O. Reg. 8/18 cover page (restricted products only). */
    coverPageConfirmedAt: timestamp("cover_page_confirmed_at", {
      withTimezone: true,
      mode: "date",
    }),
    /**
     * The homeowner's answer to the cover page's question, whether they asked this contractor to
     * come to their home to make the agreement (docs/decisions/0018-agreements-and-ontario-consumer-law.md), and when it was given; null
     * on cover pages confirmed before the question was asked (drizzle/0021).
     */
    coverPageAnswer: text("cover_page_answer").$type<CoverPageAnswer>(),
    coverPageAnsweredAt: timestamp("cover_page_answered_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("agreements_project_id_idx").on(table.projectRowId),
    check(
      "agreements_confirmed_with_name",
      sql`(${table.homeownerName} IS NULL) = (${table.homeownerConfirmedAt} IS NULL) AND (${table.contractorName} IS NULL) = (${table.contractorConfirmedAt} IS NULL)`,
    ),
    check(
      "agreements_cover_page_answer",
      sql`(${table.coverPageAnswer} IS NULL OR ${table.coverPageAnswer} IN ('invited', 'online', 'uninvited')) AND (${table.coverPageAnswer} IS NULL) = (${table.coverPageAnsweredAt} IS NULL)`,
    ),
  ],
);

/**
 * Private links to an agreement e-mailed to a party (hashes only): one per e-mail, each works
 * like the party's manage or tracking link, which open the agreement too.
 */
export const agreementKeys = pgTable(
  "agreement_keys",
  {
    id: serial("id").primaryKey(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "restrict" }),
    party: text("party").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When the key was last accepted (by the day); unused for a year, it expires. */
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("agreement_keys_agreement_id_idx").on(table.agreementId)],
);

/** Numbered changes to a confirmed agreement; confirmed by both, then fixed like the agreement. */
export const changeOrders = pgTable(
  "change_orders",
  {
    id: serial("id").primaryKey(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "restrict" }),
    number: integer("number").notNull(),
    description: text("description").notNull(),
    priceChangeCents: integer("price_change_cents").notNull(),
    hstChangeCents: integer("hst_change_cents").notNull(),
    completionDate: text("completion_date"),
    /**
     * A new start date (YYYY-MM-DD) the change order agrees: once both confirmed, the amended
     * commencement date of the Consumer Protection Act, 2002, s. 26 (docs/decisions/0019-payments-holdback-and-change-orders.md).
     */
    startDate: text("start_date"),
    proposedBy: text("proposed_by").notNull(),
    ...confirmationColumns(),
    /** When the party it was sent to declined it: it then changes nothing (docs/decisions/0019-payments-holdback-and-change-orders.md). */
    declinedAt: timestamp("declined_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("change_orders_number_idx").on(table.agreementId, table.number),
    check(
      "change_orders_declined_not_confirmed",
      sql`${table.declinedAt} IS NULL OR ${table.homeownerConfirmedAt} IS NULL OR ${table.contractorConfirmedAt} IS NULL`,
    ),
  ],
);

/**
 * The homeowner's notice of cancellation of a confirmed consumer agreement (Consumer Protection
 * Act, 2002, ss. 92 and 96; docs/decisions/0018-agreements-and-ontario-consumer-law.md): the reason given and when it was given. The
 * site records it and e-mails both parties; it does not decide whether the cancellation is valid.
 * One per agreement, never changed or deleted (a trigger in drizzle/0022).
 */
export const agreementCancellationNotices = pgTable(
  "agreement_cancellation_notices",
  {
    agreementId: integer("agreement_id")
      .primaryKey()
      .references(() => agreements.id, { onDelete: "restrict" }),
    reason: text("reason").$type<CancellationReason>().notNull(),
    /** The homeowner's own words: required for `other`, optional otherwise. */
    explanation: text("explanation"),
    givenBy: text("given_by").notNull().default("homeowner"),
    givenAt: timestamp("given_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "agreement_cancellation_notices_reason",
      sql`${table.reason} IN ('cooling-off', 'late-start', 'online', 'missing-information', 'unfair-practice', 'other')`,
    ),
    check("agreement_cancellation_notices_by", sql`${table.givenBy} = 'homeowner'`),
    check(
      "agreement_cancellation_notices_other_explained",
      sql`${table.reason} <> 'other' OR ${table.explanation} IS NOT NULL`,
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
  /** When the operator marked it handled in the inbox. */
  handledAt: timestamp("handled_at", { withTimezone: true, mode: "date" }),
});

/**
 * The transactional outbox: every e-mail is written here in the transaction of the event that
 * causes it, and sent afterwards by the delivery worker (lib/mail/delivery.ts). `payload` holds
 * what the template needs; `private` links in it (manage, tracking) are erased once sent.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    /** The mailbox the recipient reaches (mail_address_key): what budgets count by. */
    recipientKey: text("recipient_key").generatedAlwaysAs(sql`mail_address_key(recipient)`),
    /**
     * What the message is about for its recipient (`project:{displayId}`): once one message of a
     * thread to an unproven address was held back, the rest of it is too.
     */
    thread: text("thread"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /**
     * The locale the message is written in (i18n/config.mjs), which the worker renders it in. Any
     * text: a second language is a translation, not a migration (lib/mail/context.ts, mailLocaleOf).
     */
    locale: text("locale").notNull().default(DEFAULT_LOCALE),
    /** Strictly transactional mail is sent even to an address that unsubscribed. */
    transactional: boolean("transactional").notNull(),
    /** Stable across retries, so a resend after a crash is recognisable as the same message. */
    messageId: text("message_id").notNull(),
    /** Proposal notices gather into one digest per project: `digest:{projectRowId}`. */
    groupKey: text("group_key"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not to be sent before this time (a digest's window, a retry's backoff). */
    sendAfter: timestamp("send_after", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** A worker holds the message until then; a crashed worker's claim runs out. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("outbox_message_id_idx").on(table.messageId),
    index("outbox_due_idx").on(table.status, table.sendAfter),
    index("outbox_group_idx").on(table.groupKey, table.createdAt),
    // Per-mailbox budgets count an address's recent messages, whatever its spelling.
    index("outbox_recipient_key_idx").on(table.recipientKey, table.createdAt),
    // The threads whose messages to a mailbox were held back.
    index("outbox_held_thread_idx")
      .on(table.recipientKey, table.thread)
      .where(sql`${table.status} = 'suppressed' AND ${table.thread} IS NOT NULL`),
    check("outbox_status", sql`${table.status} IN ('pending', 'sent', 'failed', 'suppressed')`),
  ],
);

/**
 * One row per e-mail address we write to (normalised: trimmed, lower case): when news consent was
 * given, when the address unsubscribed from notices, and when its holder said the site should
 * never write to it again ("this was not me"), which stops every message.
 */
export const mailRecipients = pgTable(
  "mail_recipients",
  {
    email: text("email").primaryKey(),
    newsConsentAt: timestamp("news_consent_at", { withTimezone: true, mode: "date" }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }),
    blockedAt: timestamp("blocked_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // "This was not me" holds for the mailbox, whichever spelling of it the link came to.
  (table) => [
    index("mail_recipients_blocked_key_idx")
      .on(sql`mail_address_key(${table.email})`)
      .where(sql`${table.blockedAt} IS NOT NULL`),
  ],
);

/**
 * Mailboxes (mail_address_key) whose holder showed they read the site's mail: they signed in, or
 * opened a private link the site e-mailed them (publishing a project, an agreement key, a claim).
 * Any other address gets at most a few messages (lib/mail/outbox.ts, the mail budget).
 */
export const provenAddresses = pgTable("proven_addresses", {
  key: text("key").primaryKey(),
  /** What proved it first: PROOF_KINDS. */
  how: text("how").notNull(),
  provenAt: timestamp("proven_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** The kinds of message (outbox templates) an address stopped, each from a link in one. */
export const mailStops = pgTable(
  "mail_stops",
  {
    email: text("email")
      .notNull()
      .references(() => mailRecipients.email, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.kind] })],
);

/**
 * The unsubscribe and "this was not me" links printed in messages: a new token for each message
 * sent, stored only as its SHA-256, each acting for its address alone.
 */
export const mailTokens = pgTable(
  "mail_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email")
      .notNull()
      .references(() => mailRecipients.email, { onDelete: "cascade" }),
    /** The kind of the message the token was printed in: what its link stops (null: notices). */
    kind: text("kind"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("mail_tokens_email_idx").on(table.email)],
);

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

/**
 * Write counts per client and one-minute window, shared by every instance on one PostgreSQL
 * (lib/api/rate-limit.ts); the embedded default counts in memory instead.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    client: text("client").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    count: integer("count").notNull(),
  },
  // The sweep of ended windows reads a range of it.
  (table) => [index("rate_limits_window_start_idx").on(table.windowStart)],
);

/**
 * Counts changes to the tables the shared figures come from (projects, proposals, agreements,
 * change orders): a statement trigger on each takes a number from it (drizzle/0008). Not
 * transactional and never locked, so writers never wait on each other for it.
 */
export const figureChanges = pgSequence("figure_changes");

/**
 * Figures many readers ask for and every instance shares (the dashboard's, the list's counts
 * above a threshold): computed by one reader at a time and kept here (lib/db/figure-cache.ts).
 */
export const cachedFigures = pgTable("cached_figures", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  /** figure_changes as it was read before the figures were computed. */
  changes: bigint("changes", { mode: "number" }).notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true, mode: "date" }).notNull(),
});

export type ProjectRow = typeof projects.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type AgreementRow = typeof agreements.$inferSelect;
export type ChangeOrderRow = typeof changeOrders.$inferSelect;
export type ContractorProfileRow = typeof contractorProfiles.$inferSelect;

/**
 * A party's record of how a confirmed agreement's work ended, and on which day: substantially
 * performed or completed, or ended without completion (abandoned, terminated). The other party
 * acknowledges or disputes it; unanswered, it stands 7 days after it was recorded. A standing
 * record opens reviews and starts the Construction Act's lien period (lib/agreements/holdback.ts);
 * a disputed one opens nothing, and either party may record again (the disputed record is kept in
 * `previous`). One per agreement.
 */
export const agreementCompletions = pgTable(
  "agreement_completions",
  {
    agreementId: integer("agreement_id")
      .primaryKey()
      .references(() => agreements.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    recordedBy: text("recorded_by").notNull().default("homeowner"),
    /**
     * The day a certificate of substantial performance was published (Construction Act s. 32),
     * as the recording party states it: the lien period then runs from it (s. 31).
     */
    certificatePublishedOn: date("certificate_published_on", { mode: "string" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** The other party's answer: `acknowledged` or `disputed`, with a note when disputed. */
    answer: text("answer"),
    answerNote: text("answer_note"),
    answeredAt: timestamp("answered_at", { withTimezone: true, mode: "date" }),
    /** When the record came to stand (acknowledged, or 7 days unanswered): reviews open then. */
    stoodAt: timestamp("stood_at", { withTimezone: true, mode: "date" }),
    /** Earlier records of the agreement that the other party disputed, oldest first. */
    previous: jsonb("previous")
      .$type<
        {
          kind: string;
          completedOn: string;
          recordedBy: string;
          recordedAt: string;
          answerNote: string | null;
          answeredAt: string;
        }[]
      >()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    check(
      "agreement_completions_kind",
      sql`${table.kind} IN ('substantial-performance', 'completion', 'abandonment', 'termination')`,
    ),
    check("agreement_completions_by", sql`${table.recordedBy} IN ('homeowner', 'contractor')`),
    check(
      "agreement_completions_answer",
      sql`(${table.answer} IS NULL OR ${table.answer} IN ('acknowledged', 'disputed')) AND (${table.answer} IS NULL) = (${table.answeredAt} IS NULL)`,
    ),
    // Unanswered records are the sweep's: those 7 days old come to stand.
    index("agreement_completions_waiting_idx")
      .on(table.recordedAt)
      .where(sql`${table.answer} IS NULL AND ${table.stoodAt} IS NULL`),
  ],
);

/**
 * The homeowner's consent to show the project's photos on the contractor's public profile, given
 * at or after recording completion: when it was given and, if so, when it was withdrawn (which
 * takes the photos off the profile). Giving it again clears the withdrawal.
 */
export const agreementPhotoConsents = pgTable("agreement_photo_consents", {
  agreementId: integer("agreement_id")
    .primaryKey()
    .references(() => agreements.id, { onDelete: "restrict" }),
  givenAt: timestamp("given_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true, mode: "date" }),
});

/**
 * A party's review of the other after a confirmed, completed agreement: one per party. Neither
 * sees the other's until both are in or 14 days passed (lib/reviews). The contractor may answer
 * the homeowner's review once; the operator may hide a review, with a reason that stays shown.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "restrict" }),
    author: text("author").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    response: text("response"),
    respondedAt: timestamp("responded_at", { withTimezone: true, mode: "date" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true, mode: "date" }),
    hiddenReason: text("hidden_reason"),
  },
  (table) => [
    uniqueIndex("reviews_one_per_party_idx").on(table.agreementId, table.author),
    check("reviews_author", sql`${table.author} IN ('homeowner', 'contractor')`),
    check("reviews_rating", sql`${table.rating} BETWEEN 1 AND 5`),
    check(
      "reviews_hidden_with_reason",
      sql`(${table.hiddenAt} IS NULL) = (${table.hiddenReason} IS NULL)`,
    ),
    check(
      "reviews_response_dated",
      sql`(${table.response} IS NULL) = (${table.respondedAt} IS NULL)`,
    ),
  ],
);

/** Someone's report of a review to the operator, shown in the operator's inbox. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    reportedAt: timestamp("reported_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("review_reports_review_id_idx").on(table.reviewId)],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A signed-in contractor's report of a listed project to the operator: one per account and
 * project. Three accounts reporting one project unlist it until the operator decides.
 */
export const projectReports = pgTable(
  "project_reports",
  {
    id: serial("id").primaryKey(),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    reportedAt: timestamp("reported_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** When the operator decided on the project (publish, reject, unlist). */
    handledAt: timestamp("handled_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("project_reports_one_per_account_idx").on(table.projectRowId, table.userId),
    check(
      "project_reports_reason",
      sql`${table.reason} IN ('fake', 'already-done', 'against-rules', 'contact-details')`,
    ),
  ],
);

/** The operator's decisions on a project (published, rejected, unlisted), each e-mailed to its owner. */
export const projectDecisions = pgTable(
  "project_decisions",
  {
    id: serial("id").primaryKey(),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    decision: text("decision").notNull(),
    /** What the owner is told (required to reject or unlist). */
    reason: text("reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("project_decisions_project_idx").on(table.projectRowId, table.decidedAt),
    check(
      "project_decisions_decision",
      sql`${table.decision} IN ('published', 'rejected', 'unlisted')`,
    ),
  ],
);

/**
 * A listed project matched to a contractor with alerts on (lib/matching/alerts.ts): one row per
 * account and project, ever, so nobody is alerted twice about one project (what it matched on,
 * the project's trade, place and budget, is read from the project when it is sent). `dueAt` is when it
 * goes out (at once, or the contractor's next digest); `sentAt` when it went into a message,
 * `skippedAt` when it was due but the project had closed or the contractor had bid, dismissed it
 * or paused alerts.
 */
export const projectAlerts = pgTable(
  "project_alerts",
  {
    id: serial("id").primaryKey(),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    delivery: text("delivery").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    skippedAt: timestamp("skipped_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("project_alerts_once_idx").on(table.userId, table.projectRowId),
    index("project_alerts_project_idx").on(table.projectRowId),
    // The worker's read: what is due and not yet handled.
    index("project_alerts_due_idx")
      .on(table.dueAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.skippedAt} IS NULL`),
    check("project_alerts_delivery", sql`${table.delivery} IN ('instant', 'daily')`),
  ],
);

/** "Not for me": a project a contractor hid from their matches (and from alerts not yet sent). */
export const projectDismissals = pgTable(
  "project_dismissals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.projectRowId] })],
);

/**
 * What is said on a listed project before a hire (lib/questions): a signed-in contractor's
 * question, with the homeowner's answer once given, or a note the homeowner adds for everyone who
 * may bid. Stored as written; every page, answer and e-mail shows it with contact details masked.
 * An answered question and a note are public; an unanswered one is seen by its homeowner and the
 * contractor who asked it alone. Never shown with the contractor's name.
 */
export const projectQuestions = pgTable(
  "project_questions",
  {
    id: serial("id").primaryKey(),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** `question` (a contractor's) or `note` (the homeowner's). */
    kind: text("kind").notNull(),
    /**
     * The contractor who asked; null for a note, and for a question whose account was closed (it
     * stays, answered, for the next contractor).
     */
    userId: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    answer: text("answer"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true, mode: "date" }),
    /** When the operator took it off the page (it then counts nowhere). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true, mode: "date" }),
    /** Who took it off ("operator"), set with hidden_at: a hidden entry always says by whom. */
    hiddenBy: text("hidden_by"),
  },
  (table) => [
    // The page's one read of a project's questions and notes, and the per-project limit.
    index("project_questions_project_idx").on(table.projectRowId, table.createdAt),
    // The per-account limit: one account's questions of the last day.
    index("project_questions_user_idx").on(table.userId, table.createdAt),
    check("project_questions_kind", sql`${table.kind} IN ('question', 'note')`),
    check(
      "project_questions_note",
      sql`${table.kind} = 'question' OR (${table.userId} IS NULL AND ${table.answer} IS NULL)`,
    ),
    check(
      "project_questions_answered",
      sql`(${table.answer} IS NULL) = (${table.answeredAt} IS NULL)`,
    ),
    check(
      "project_questions_hidden",
      sql`(${table.hiddenAt} IS NULL) = (${table.hiddenBy} IS NULL)`,
    ),
  ],
);

export type ProjectQuestionRow = typeof projectQuestions.$inferSelect;

/** A visit window as stored: its start and end instants (ISO 8601, UTC). */
export interface StoredVisitWindow {
  start: string;
  end: string;
}

/**
 * A contractor's request to see a listed project before quoting (docs/decisions/0025-site-visits-and-invitations.md):
 * two or three windows offered, one chosen by the homeowner, then moved, cancelled or marked as
 * missed by either side. The street address is kept only while the homeowner lets the contractor
 * see it, and goes with the project (cascade) or the contractor's account.
 */
export const projectVisits = pgTable(
  "project_visits",
  {
    id: serial("id").primaryKey(),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** Who will come, as the contractor gave it: the name the homeowner sees. */
    visitorName: text("visitor_name").notNull(),
    /** `requested` (windows offered), `other-times` (the homeowner asked for others), `confirmed`, `cancelled`, `missed`. */
    status: text("status").notNull(),
    windows: jsonb("windows").$type<StoredVisitWindow[]>().notNull(),
    /** The contractor's note with the request (what they will look at, how long it takes). */
    note: text("note"),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    /** The homeowner ticked that the contractor may see the street address of a confirmed visit. */
    shareAddress: boolean("share_address").notNull().default(false),
    address: text("address"),
    /** The calendar entry's SEQUENCE (RFC 5545): one more on each change the invitations carry. */
    sequence: integer("sequence").notNull().default(0),
    /** New windows and moves so far (MAX_VISIT_CHANGES). */
    changes: integer("changes").notNull().default(0),
    /** The last change's reason and side (`contractor` or `homeowner`). */
    reason: text("reason"),
    changedBy: text("changed_by"),
    /** For `missed`: who did not come (`contractor` or `homeowner`), as the other side marked it. */
    absent: text("absent"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    // A project's visits, and the per-project limit of the last day.
    index("project_visits_project_idx").on(table.projectRowId, table.createdAt),
    // A contractor's visits, and the per-account limit of the last day.
    index("project_visits_user_idx").on(table.userId, table.createdAt),
    check(
      "project_visits_status",
      sql`${table.status} IN ('requested', 'other-times', 'confirmed', 'cancelled', 'missed')`,
    ),
    check(
      "project_visits_time",
      sql`${table.status} NOT IN ('confirmed', 'missed') OR (${table.startsAt} IS NOT NULL AND ${table.endsAt} > ${table.startsAt})`,
    ),
    check("project_visits_address", sql`${table.address} IS NULL OR ${table.shareAddress}`),
    check(
      "project_visits_absent",
      sql`(${table.status} = 'missed') = (${table.absent} IS NOT NULL) AND (${table.absent} IS NULL OR ${table.absent} IN ('contractor', 'homeowner'))`,
    ),
  ],
);

/**
 * The private conversation of one proposal, between its project's homeowner and the contractor
 * who sent it (docs/decisions/0024-questions-notes-and-conversations.md). Stored as written; before the hire
 * every read shows it with contact details masked, after it the two read it as written.
 */
export const proposalMessages = pgTable(
  "proposal_messages",
  {
    id: serial("id").primaryKey(),
    proposalId: integer("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    /** The proposal's project, for the per-project limit; a project's deletion takes them too. */
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** `homeowner` or `contractor`. */
    sender: text("sender").notNull(),
    /**
     * Whom the per-account limit counts it against: `user:{id}` (a contractor's account),
     * `proposal:{id}` (a contractor with its tracking link only) or `owner:{address}` (a homeowner,
     * across their projects).
     */
    senderKey: text("sender_key").notNull(),
    body: text("body").notNull().default(""),
    /** Uploaded photo paths (/api/uploads/…), at most 5. */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When the other party first opened the conversation with it in it ("Seen"). */
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    /** When the operator hid it after a report (it then shows as hidden to both). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    // The conversation's one read, newest first, and the "Seen" update of the other's messages.
    index("proposal_messages_proposal_idx").on(table.proposalId, table.createdAt, table.id),
    // The per-project limit: a project's messages of the last day.
    index("proposal_messages_project_idx").on(table.projectRowId, table.createdAt),
    // The per-account limit: one sender's messages of the last day.
    index("proposal_messages_sender_idx").on(table.senderKey, table.createdAt),
    // Which messages show an uploaded photo (photoPathsInUse: `photos ?| paths`).
    index("proposal_messages_photos_idx").using("gin", table.photos),
    check("proposal_messages_sender", sql`${table.sender} IN ('homeowner', 'contractor')`),
    check(
      "proposal_messages_content",
      sql`${table.body} <> '' OR jsonb_array_length(${table.photos}) > 0`,
    ),
  ],
);

export type ProjectVisitRow = typeof projectVisits.$inferSelect;
export type ProposalMessageRow = typeof proposalMessages.$inferSelect;
/**
 * The operator's queue of reported content (docs/decisions/0024-questions-notes-and-conversations.md): one entry
 * per reported item while it is open, every later report of it folded in (count, reasons, the
 * first words). `kind` names the registry entry of lib/moderation that loads and hides the
 * item; `target_id` is its row. The project it belongs to takes the entry with it when deleted.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    projectRowId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Every distinct reason the item was reported for, first one first. */
    reasons: text("reasons").array().notNull(),
    /** The first report's own words, if it gave any (later ones are counted, not kept). */
    text: text("text"),
    reportCount: integer("report_count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastReportedAt: timestamp("last_reported_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
    /** `hidden` or `dismissed`, set with resolved_at; `gone` when the item left before a decision. */
    outcome: text("outcome"),
    resolvedBy: text("resolved_by"),
  },
  (table) => [
    // Reports of one item fold into its open entry: at most one open entry per item.
    uniqueIndex("content_reports_open_idx")
      .on(table.kind, table.targetId)
      .where(sql`${table.resolvedAt} IS NULL`),
    // The inbox: open entries oldest first; the retention sweep: resolved ones by age.
    index("content_reports_resolved_idx").on(table.resolvedAt, table.createdAt),
    index("content_reports_project_idx").on(table.projectRowId),
    check(
      "content_reports_outcome",
      sql`(${table.resolvedAt} IS NULL AND ${table.outcome} IS NULL) OR ${table.outcome} IN ('hidden', 'dismissed', 'gone')`,
    ),
    check("content_reports_count", sql`${table.reportCount} >= 1`),
  ],
);

export type ContentReportRow = typeof contentReports.$inferSelect;
