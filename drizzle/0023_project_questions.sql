CREATE TABLE "project_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "project_questions_kind" CHECK ("project_questions"."kind" IN ('question', 'note')),
	CONSTRAINT "project_questions_note" CHECK ("project_questions"."kind" = 'question' OR ("project_questions"."user_id" IS NULL AND "project_questions"."answer" IS NULL)),
	CONSTRAINT "project_questions_answered" CHECK (("project_questions"."answer" IS NULL) = ("project_questions"."answered_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_questions_project_idx" ON "project_questions" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_questions_user_idx" ON "project_questions" USING btree ("user_id","created_at");