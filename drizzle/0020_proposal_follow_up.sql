ALTER TABLE "projects" ADD COLUMN "active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "first_proposal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "proposals_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "lapse_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "projects_reminder_idx" ON "projects" USING btree ("first_proposal_at") WHERE "projects"."listing" = 'listed' AND "projects"."reminders_sent" < 3;--> statement-breakpoint
CREATE INDEX "projects_quiet_idx" ON "projects" USING btree ("active_at") WHERE "projects"."listing" = 'listed' AND "projects"."closed_reason" IS NULL;--> statement-breakpoint
CREATE INDEX "proposals_lapsing_idx" ON "proposals" USING btree ("valid_until") WHERE "proposals"."status" = 'pending' AND "proposals"."lapse_reminded_at" IS NULL;--> statement-breakpoint
-- Projects of before: their reminders count from their first proposal, and only the reminders
-- still ahead are sent; their quiet days count from now (active_at's default), so nothing
-- closes the day this runs. Proposals of before never lapse (valid_until stays null).
UPDATE "projects" p SET "first_proposal_at" = f.first,
  "reminders_sent" = CASE
    WHEN f.first <= now() - interval '14 days' THEN 3
    WHEN f.first <= now() - interval '7 days' THEN 2
    WHEN f.first <= now() - interval '3 days' THEN 1
    ELSE 0 END
FROM (SELECT "project_id", min("submitted_at") AS first FROM "proposals"
  WHERE "project_id" IS NOT NULL GROUP BY "project_id") f
WHERE f."project_id" = p."id";
