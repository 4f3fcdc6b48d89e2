CREATE TABLE "project_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	CONSTRAINT "project_alerts_delivery" CHECK ("project_alerts"."delivery" IN ('instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "project_dismissals" (
	"user_id" text NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_dismissals_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "work_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "base_area" text;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "radius_km" integer;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "covers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "min_budget" text;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "urgent_ok" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "alerts" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "alert_hour" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "alerts_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "alerts_paused_until" date;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "matches_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "postal_fsa" text;--> statement-breakpoint
ALTER TABLE "project_alerts" ADD CONSTRAINT "project_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_alerts" ADD CONSTRAINT "project_alerts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_dismissals" ADD CONSTRAINT "project_dismissals_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_dismissals" ADD CONSTRAINT "project_dismissals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_alerts_once_idx" ON "project_alerts" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "project_alerts_project_idx" ON "project_alerts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_alerts_due_idx" ON "project_alerts" USING btree ("due_at") WHERE "project_alerts"."sent_at" IS NULL AND "project_alerts"."skipped_at" IS NULL;--> statement-breakpoint
CREATE INDEX "contractor_profiles_trades_idx" ON "contractor_profiles" USING gin ("trades" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contractor_profiles_covers_idx" ON "contractor_profiles" USING gin ("covers");--> statement-breakpoint
CREATE INDEX "projects_match_idx" ON "projects" USING btree ("category","municipality","posted_at") WHERE listing = 'listed';--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD CONSTRAINT "contractor_profiles_alerts" CHECK ("contractor_profiles"."alerts" IN ('off', 'instant', 'daily'));--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD CONSTRAINT "contractor_profiles_alert_hour" CHECK ("contractor_profiles"."alert_hour" BETWEEN 0 AND 23);--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD CONSTRAINT "contractor_profiles_radius" CHECK ("contractor_profiles"."radius_km" IS NULL OR "contractor_profiles"."radius_km" BETWEEN 5 AND 100);--> statement-breakpoint
-- Profiles saved before matching take work where their public service areas are (the catalogue
-- cities' slugs are their names in kebab case); Toronto covers its six former municipalities.
UPDATE "contractor_profiles" SET
  "work_areas" = coalesce((SELECT jsonb_agg(replace(lower(area), ' ', '-'))
    FROM jsonb_array_elements_text("service_areas") AS area), '[]'::jsonb),
  "covers" = coalesce((SELECT array_agg(replace(lower(area), ' ', '-'))
    FROM jsonb_array_elements_text("service_areas") AS area), '{}'::text[])
    || CASE WHEN "service_areas" ? 'Toronto'
      THEN ARRAY['old-toronto', 'east-york', 'etobicoke', 'north-york', 'scarborough', 'york']
      ELSE '{}'::text[] END;
--> statement-breakpoint
-- Projects posted before the question are in the catalogue city their location names, if any.
UPDATE "projects" SET "municipality" = replace(lower("city"), ' ', '-') WHERE "city" IS NOT NULL;
