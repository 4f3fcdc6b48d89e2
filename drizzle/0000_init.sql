CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"budget" text NOT NULL,
	"timeline" text NOT NULL,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"homeowner" text NOT NULL,
	"location" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"proposal_count" integer DEFAULT 0 NOT NULL,
	"estimated_cost" text,
	"contractor_notes" text,
	"start_date" timestamp with time zone,
	"completion_date" timestamp with time zone,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"manage_token_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"sample_project_id" integer,
	"contractor_name" text NOT NULL,
	"contractor_email" text NOT NULL,
	"contractor_phone" text,
	"bid_amount" text NOT NULL,
	"timeline" text NOT NULL,
	"approach" text NOT NULL,
	"experience" text NOT NULL,
	"materials" text,
	"warranty" text,
	"additional_notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_one_target" CHECK (("proposals"."project_id" IS NULL) <> ("proposals"."sample_project_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_posted_at_idx" ON "projects" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "proposals_project_id_idx" ON "proposals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "proposals_sample_project_id_idx" ON "proposals" USING btree ("sample_project_id");