ALTER TABLE "agreements" ADD COLUMN "cover_page_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "household_use" boolean;