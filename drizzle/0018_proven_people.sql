-- The mailbox an address reaches, as lib/mail/address-key.ts computes it: lower case, no +tag,
-- and no dots at the providers that ignore them (gmail.com; googlemail.com is gmail.com).
CREATE OR REPLACE FUNCTION mail_address_key(address text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE
    WHEN position('@' in a) = 0 THEN a
    WHEN d IN ('gmail.com', 'googlemail.com') THEN replace(l, '.', '') || '@gmail.com'
    ELSE l || '@' || d
  END
  FROM (SELECT a,
      split_part(substring(a from '^(.*)@[^@]*$'), '+', 1) AS l,
      substring(a from '@([^@]*)$') AS d
    FROM (SELECT lower(btrim(address)) AS a) lowered) parts
$$;
--> statement-breakpoint
CREATE TABLE "project_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_decisions_decision" CHECK ("project_decisions"."decision" IN ('published', 'rejected', 'unlisted'))
);
--> statement-breakpoint
CREATE TABLE "project_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "project_reports_reason" CHECK ("project_reports"."reason" IN ('fake', 'already-done', 'against-rules', 'contact-details'))
);
--> statement-breakpoint
CREATE TABLE "proven_addresses" (
	"key" text PRIMARY KEY NOT NULL,
	"how" text NOT NULL,
	"proven_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_completions" DROP CONSTRAINT "agreement_completions_kind";--> statement-breakpoint
DROP INDEX "outbox_recipient_idx";--> statement-breakpoint
DROP INDEX "projects_list_idx";--> statement-breakpoint
DROP INDEX "projects_category_list_idx";--> statement-breakpoint
DROP INDEX "projects_status_list_idx";--> statement-breakpoint
DROP INDEX "projects_city_list_idx";--> statement-breakpoint
DROP INDEX "projects_budget_list_idx";--> statement-breakpoint
DROP INDEX "projects_urgency_list_idx";--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD COLUMN "recorded_by" text DEFAULT 'homeowner' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD COLUMN "certificate_published_on" date;--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD COLUMN "stood_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD COLUMN "previous" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "homeowner_confirmed_via" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "contractor_confirmed_via" text;--> statement-breakpoint
-- Agreements made before either party had to prove its address count nowhere.
ALTER TABLE "agreements" ADD COLUMN "proven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ALTER COLUMN "proven" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient_key" text GENERATED ALWAYS AS (mail_address_key(recipient)) STORED;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "thread" text;--> statement-breakpoint
-- Projects posted before confirmation was asked for stay listed; new ones wait for it.
ALTER TABLE "projects" ADD COLUMN "listing" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "listing" SET DEFAULT 'unconfirmed';--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "held_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "contractor_user_id" text;--> statement-breakpoint
ALTER TABLE "project_decisions" ADD CONSTRAINT "project_decisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_decisions_project_idx" ON "project_decisions" USING btree ("project_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_reports_one_per_account_idx" ON "project_reports" USING btree ("project_id","user_id");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_contractor_user_id_auth_users_id_fk" FOREIGN KEY ("contractor_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_completions_waiting_idx" ON "agreement_completions" USING btree ("recorded_at") WHERE "agreement_completions"."answer" IS NULL AND "agreement_completions"."stood_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_recipients_blocked_key_idx" ON "mail_recipients" USING btree (mail_address_key("email")) WHERE "mail_recipients"."blocked_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_recipient_key_idx" ON "outbox" USING btree ("recipient_key","created_at");--> statement-breakpoint
CREATE INDEX "outbox_held_thread_idx" ON "outbox" USING btree ("recipient_key","thread") WHERE "outbox"."status" = 'suppressed' AND "outbox"."thread" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_homeowner_key_idx" ON "projects" USING btree (mail_address_key("homeowner_email"),"posted_at");--> statement-breakpoint
CREATE INDEX "projects_listing_idx" ON "projects" USING btree ("listing","posted_at") WHERE "projects"."listing" <> 'listed';--> statement-breakpoint
CREATE INDEX "proposals_contractor_user_idx" ON "proposals" USING btree ("contractor_user_id","status") WHERE "proposals"."contractor_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("posted_at","id") WHERE listing = 'listed';--> statement-breakpoint
CREATE INDEX "projects_category_list_idx" ON "projects" USING btree ("category","posted_at","id") WHERE listing = 'listed';--> statement-breakpoint
CREATE INDEX "projects_status_list_idx" ON "projects" USING btree ("status","posted_at","id") WHERE listing = 'listed';--> statement-breakpoint
CREATE INDEX "projects_city_list_idx" ON "projects" USING btree ("city","posted_at","id") WHERE listing = 'listed';--> statement-breakpoint
CREATE INDEX "projects_budget_list_idx" ON "projects" USING btree ("budget","posted_at","id") WHERE listing = 'listed';--> statement-breakpoint
CREATE INDEX "projects_urgency_list_idx" ON "projects" USING btree ("urgency","posted_at","id") WHERE listing = 'listed';--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD CONSTRAINT "agreement_completions_by" CHECK ("agreement_completions"."recorded_by" IN ('homeowner', 'contractor'));--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD CONSTRAINT "agreement_completions_answer" CHECK (("agreement_completions"."answer" IS NULL OR "agreement_completions"."answer" IN ('acknowledged', 'disputed')) AND ("agreement_completions"."answer" IS NULL) = ("agreement_completions"."answered_at" IS NULL));--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD CONSTRAINT "agreement_completions_kind" CHECK ("agreement_completions"."kind" IN ('substantial-performance', 'completion', 'abandonment', 'termination'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_listing" CHECK ("projects"."listing" IN ('unconfirmed', 'held', 'listed', 'unlisted', 'rejected'));;--> statement-breakpoint
-- Completions recorded before answers existed stand as recorded.
UPDATE "agreement_completions" SET "stood_at" = "recorded_at";--> statement-breakpoint
-- Every account's address was proven by its sign-in link.
INSERT INTO "proven_addresses" ("key", "how", "proven_at")
  SELECT mail_address_key("email"), 'sign-in', min("created_at") FROM "auth_users"
  WHERE "email_verified" GROUP BY 1
  ON CONFLICT DO NOTHING;
