CREATE TABLE "project_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"visitor_name" text NOT NULL,
	"status" text NOT NULL,
	"windows" jsonb NOT NULL,
	"note" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"share_address" boolean DEFAULT false NOT NULL,
	"address" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"changes" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"changed_by" text,
	"absent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_visits_status" CHECK ("project_visits"."status" IN ('requested', 'other-times', 'confirmed', 'cancelled', 'missed')),
	CONSTRAINT "project_visits_time" CHECK ("project_visits"."status" NOT IN ('confirmed', 'missed') OR ("project_visits"."starts_at" IS NOT NULL AND "project_visits"."ends_at" > "project_visits"."starts_at")),
	CONSTRAINT "project_visits_address" CHECK ("project_visits"."address" IS NULL OR "project_visits"."share_address"),
	CONSTRAINT "project_visits_absent" CHECK (("project_visits"."status" = 'missed') = ("project_visits"."absent" IS NOT NULL) AND ("project_visits"."absent" IS NULL OR "project_visits"."absent" IN ('contractor', 'homeowner')))
);
--> statement-breakpoint
ALTER TABLE "project_visits" ADD CONSTRAINT "project_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visits" ADD CONSTRAINT "project_visits_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_visits_project_idx" ON "project_visits" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_visits_user_idx" ON "project_visits" USING btree ("user_id","created_at");