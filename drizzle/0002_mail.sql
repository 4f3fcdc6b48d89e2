CREATE TABLE "mail_recipients" (
	"email" text PRIMARY KEY NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"news_consent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_recipients_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "manage_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"transactional" boolean NOT NULL,
	"message_id" text NOT NULL,
	"group_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status" CHECK ("outbox"."status" IN ('pending', 'sent', 'failed', 'suppressed'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "homeowner_email" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tracking_token_hash" text;--> statement-breakpoint
ALTER TABLE "manage_links" ADD CONSTRAINT "manage_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manage_links_project_id_idx" ON "manage_links" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_idx" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "outbox_group_idx" ON "outbox" USING btree ("group_key","created_at");--> statement-breakpoint
CREATE INDEX "projects_homeowner_email_idx" ON "projects" USING btree (lower("homeowner_email"));