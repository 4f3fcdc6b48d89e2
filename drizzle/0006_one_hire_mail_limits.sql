CREATE TABLE "mail_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_recipients" DROP CONSTRAINT "mail_recipients_unsubscribe_token_unique";--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_tokens" ADD CONSTRAINT "mail_tokens_email_mail_recipients_email_fk" FOREIGN KEY ("email") REFERENCES "public"."mail_recipients"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_tokens_email_idx" ON "mail_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree (lower("recipient"),"created_at");--> statement-breakpoint
-- Before the one-hire rule: where an owner accepted several proposals on one project, the one
-- with a confirmed agreement (else the first accepted) stays accepted and the others are declined.
UPDATE "proposals" p SET "status" = 'declined', "updated_at" = now()
  WHERE p."status" = 'accepted' AND p."id" <> (
    SELECT q."id" FROM "proposals" q LEFT JOIN "agreements" a ON a."proposal_id" = q."id"
    WHERE q."status" = 'accepted'
      AND q."project_id" IS NOT DISTINCT FROM p."project_id"
      AND q."sample_project_id" IS NOT DISTINCT FROM p."sample_project_id"
    ORDER BY (a."homeowner_confirmed_at" IS NOT NULL OR a."contractor_confirmed_at" IS NOT NULL) DESC,
      q."updated_at", q."id"
    LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_accepted_idx" ON "proposals" USING btree ("project_id") WHERE "proposals"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_accepted_sample_idx" ON "proposals" USING btree ("sample_project_id") WHERE "proposals"."status" = 'accepted';--> statement-breakpoint
-- Unsubscribe tokens are kept as hashes only: the ones already mailed keep working.
INSERT INTO "mail_tokens" ("token_hash", "email", "created_at")
  SELECT encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex'), "email", "created_at"
  FROM "mail_recipients";--> statement-breakpoint
ALTER TABLE "mail_recipients" DROP COLUMN "unsubscribe_token";--> statement-breakpoint
-- An agreement nobody has confirmed binds nobody: it goes with its project when the owner deletes
-- it. Once a party has confirmed, it is never deleted.
CREATE OR REPLACE FUNCTION "agreements_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.homeowner_confirmed_at IS NULL AND OLD.contractor_confirmed_at IS NULL THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'a confirmed written agreement is never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.terms IS DISTINCT FROM OLD.terms OR NEW.proposal_id IS DISTINCT FROM OLD.proposal_id
    OR NEW.project_id IS DISTINCT FROM OLD.project_id OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'the terms of an agreement cannot be changed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.homeowner_confirmed_at IS NOT NULL OR OLD.contractor_confirmed_at IS NOT NULL)
    AND (NEW.homeowner_address IS DISTINCT FROM OLD.homeowner_address
      OR NEW.contractor_address IS DISTINCT FROM OLD.contractor_address) THEN
    RAISE EXCEPTION 'addresses are fixed once a party has confirmed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.homeowner_confirmed_at IS NOT NULL AND (NEW.homeowner_confirmed_at IS DISTINCT FROM OLD.homeowner_confirmed_at
      OR NEW.homeowner_confirmed_name IS DISTINCT FROM OLD.homeowner_confirmed_name))
    OR (OLD.contractor_confirmed_at IS NOT NULL AND (NEW.contractor_confirmed_at IS DISTINCT FROM OLD.contractor_confirmed_at
      OR NEW.contractor_confirmed_name IS DISTINCT FROM OLD.contractor_confirmed_name)) THEN
    RAISE EXCEPTION 'a confirmation cannot be changed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
