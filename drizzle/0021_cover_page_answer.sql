ALTER TABLE "agreements" ADD COLUMN "cover_page_answer" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "cover_page_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_cover_page_answer" CHECK (("agreements"."cover_page_answer" IS NULL OR "agreements"."cover_page_answer" IN ('invited', 'online', 'uninvited')) AND ("agreements"."cover_page_answer" IS NULL) = ("agreements"."cover_page_answered_at" IS NULL));
-- Cover pages confirmed before this were not asked who asked for the visit: their answer stays
-- null, and the page says the question was not asked.
