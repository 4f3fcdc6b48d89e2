CREATE TABLE "agreement_cancellation_notices" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"explanation" text,
	"given_by" text DEFAULT 'homeowner' NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_cancellation_notices_reason" CHECK ("agreement_cancellation_notices"."reason" IN ('cooling-off', 'late-start', 'online', 'missing-information', 'unfair-practice', 'other')),
	CONSTRAINT "agreement_cancellation_notices_by" CHECK ("agreement_cancellation_notices"."given_by" = 'homeowner'),
	CONSTRAINT "agreement_cancellation_notices_other_explained" CHECK ("agreement_cancellation_notices"."reason" <> 'other' OR "agreement_cancellation_notices"."explanation" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "change_orders" ADD COLUMN "start_date" text;--> statement-breakpoint
ALTER TABLE "agreement_cancellation_notices" ADD CONSTRAINT "agreement_cancellation_notices_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A change order's new start date is fixed with the rest of it (docs/decisions/0019-payments-holdback-and-change-orders.md).
CREATE OR REPLACE FUNCTION "change_orders_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a change order is never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.agreement_id IS DISTINCT FROM OLD.agreement_id OR NEW.number IS DISTINCT FROM OLD.number
    OR NEW.description IS DISTINCT FROM OLD.description
    OR NEW.price_change_cents IS DISTINCT FROM OLD.price_change_cents
    OR NEW.hst_change_cents IS DISTINCT FROM OLD.hst_change_cents
    OR NEW.completion_date IS DISTINCT FROM OLD.completion_date
    OR NEW.start_date IS DISTINCT FROM OLD.start_date
    OR NEW.proposed_by IS DISTINCT FROM OLD.proposed_by OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR (OLD.homeowner_confirmed_at IS NOT NULL AND (NEW.homeowner_confirmed_at IS DISTINCT FROM OLD.homeowner_confirmed_at
      OR NEW.homeowner_confirmed_name IS DISTINCT FROM OLD.homeowner_confirmed_name))
    OR (OLD.contractor_confirmed_at IS NOT NULL AND (NEW.contractor_confirmed_at IS DISTINCT FROM OLD.contractor_confirmed_at
      OR NEW.contractor_confirmed_name IS DISTINCT FROM OLD.contractor_confirmed_name)) THEN
    RAISE EXCEPTION 'a change order cannot be edited' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A notice of cancellation is a dated record: given once, never changed or deleted
-- (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
CREATE FUNCTION "agreement_cancellation_notices_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a notice of cancellation is never changed or deleted' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "agreement_cancellation_notices_fixed" BEFORE UPDATE OR DELETE ON "agreement_cancellation_notices"
  FOR EACH ROW EXECUTE FUNCTION "agreement_cancellation_notices_fixed"();
