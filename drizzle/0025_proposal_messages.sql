CREATE TABLE "proposal_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_key" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "proposal_messages_sender" CHECK ("proposal_messages"."sender" IN ('homeowner', 'contractor')),
	CONSTRAINT "proposal_messages_content" CHECK ("proposal_messages"."body" <> '' OR jsonb_array_length("proposal_messages"."photos") > 0)
);
--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_messages_proposal_idx" ON "proposal_messages" USING btree ("proposal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proposal_messages_project_idx" ON "proposal_messages" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_messages_sender_idx" ON "proposal_messages" USING btree ("sender_key","created_at");--> statement-breakpoint
CREATE INDEX "proposal_messages_photos_idx" ON "proposal_messages" USING gin ("photos");