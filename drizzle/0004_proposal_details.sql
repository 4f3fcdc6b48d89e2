ALTER TABLE "proposals" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "total_cents" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_total_cents" CHECK (("proposals"."details" IS NULL) = ("proposals"."total_cents" IS NULL) AND "proposals"."total_cents" >= 0);