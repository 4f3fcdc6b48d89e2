CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"text" text,
	"report_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"resolved_by" text,
	CONSTRAINT "content_reports_outcome" CHECK (("content_reports"."resolved_at" IS NULL AND "content_reports"."outcome" IS NULL) OR "content_reports"."outcome" IN ('hidden', 'dismissed', 'gone')),
	CONSTRAINT "content_reports_count" CHECK ("content_reports"."report_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "project_questions" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("kind","target_id") WHERE "content_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "content_reports_resolved_idx" ON "content_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_project_idx" ON "content_reports" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_hidden" CHECK (("project_questions"."hidden_at" IS NULL) = ("project_questions"."hidden_by" IS NULL));--> statement-breakpoint
-- A hidden entry is not put back on the page by a stray update: un-hiding takes a migration that
-- drops this trigger, and so leaves its own record.
CREATE FUNCTION "project_questions_stay_hidden"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."hidden_at" IS NOT NULL AND (NEW."hidden_at" IS NULL OR NEW."hidden_by" IS DISTINCT FROM OLD."hidden_by") THEN
    RAISE EXCEPTION 'project_questions % was hidden by % at %: it stays hidden', OLD."id", OLD."hidden_by", OLD."hidden_at";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "project_questions_stay_hidden" BEFORE UPDATE OF "hidden_at", "hidden_by" ON "project_questions" FOR EACH ROW EXECUTE FUNCTION "project_questions_stay_hidden"();
