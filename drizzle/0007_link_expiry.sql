ALTER TABLE "agreement_keys" ADD COLUMN "used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "manage_links" ADD COLUMN "used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "manage_token_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- As in 0006, and the contractor's business name is fixed with the addresses: it is part of the
-- party's details that a confirmation agrees to.
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
      OR NEW.contractor_business_name IS DISTINCT FROM OLD.contractor_business_name) THEN
    RAISE EXCEPTION 'addresses and the business name are fixed once a party has confirmed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.homeowner_confirmed_at IS NOT NULL AND (NEW.homeowner_confirmed_at IS DISTINCT FROM OLD.homeowner_confirmed_at
      OR NEW.homeowner_confirmed_name IS DISTINCT FROM OLD.homeowner_confirmed_name))
    OR (OLD.contractor_confirmed_at IS NOT NULL AND (NEW.contractor_confirmed_at IS DISTINCT FROM OLD.contractor_confirmed_at
      OR NEW.contractor_confirmed_name IS DISTINCT FROM OLD.contractor_confirmed_name)) THEN
    RAISE EXCEPTION 'a confirmation cannot be changed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
