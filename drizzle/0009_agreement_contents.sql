ALTER TABLE "agreements" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "homeowner_confirmed_version" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "contractor_confirmed_version" text;--> statement-breakpoint
-- As in 0007, and what the parties added (details) is fixed with the addresses once a party has
-- confirmed; a confirmation's version is fixed with the confirmation, and a new confirmation
-- names one (those from before versions keep none).
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
      OR NEW.contractor_address IS DISTINCT FROM OLD.contractor_address
      OR NEW.contractor_business_name IS DISTINCT FROM OLD.contractor_business_name
      OR NEW.details IS DISTINCT FROM OLD.details) THEN
    RAISE EXCEPTION 'the details of an agreement are fixed once a party has confirmed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.homeowner_confirmed_at IS NOT NULL AND (NEW.homeowner_confirmed_at IS DISTINCT FROM OLD.homeowner_confirmed_at
      OR NEW.homeowner_confirmed_name IS DISTINCT FROM OLD.homeowner_confirmed_name
      OR NEW.homeowner_confirmed_version IS DISTINCT FROM OLD.homeowner_confirmed_version))
    OR (OLD.contractor_confirmed_at IS NOT NULL AND (NEW.contractor_confirmed_at IS DISTINCT FROM OLD.contractor_confirmed_at
      OR NEW.contractor_confirmed_name IS DISTINCT FROM OLD.contractor_confirmed_name
      OR NEW.contractor_confirmed_version IS DISTINCT FROM OLD.contractor_confirmed_version)) THEN
    RAISE EXCEPTION 'a confirmation cannot be changed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.homeowner_confirmed_at IS NULL AND NEW.homeowner_confirmed_at IS NOT NULL AND NEW.homeowner_confirmed_version IS NULL)
    OR (OLD.contractor_confirmed_at IS NULL AND NEW.contractor_confirmed_at IS NOT NULL AND NEW.contractor_confirmed_version IS NULL) THEN
    RAISE EXCEPTION 'a confirmation names the version it confirms' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
