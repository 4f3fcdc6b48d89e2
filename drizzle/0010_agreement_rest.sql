ALTER TABLE "agreements" ADD COLUMN "correction" jsonb;--> statement-breakpoint
-- Nothing binds before both confirm (docs/decisions/0017-written-agreements.md): until then a confirmation may be
-- cleared whole (a withdrawal that is accepted again, a correction), and the terms and details
-- change only with every confirmation cleared, so nobody's confirmation covers text they did not
-- see. Once both confirmed, nothing changes, as before.
CREATE OR REPLACE FUNCTION "agreements_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.homeowner_confirmed_at IS NULL AND OLD.contractor_confirmed_at IS NULL THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'a confirmed written agreement is never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.proposal_id IS DISTINCT FROM OLD.proposal_id OR NEW.project_id IS DISTINCT FROM OLD.project_id
    OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'the parties of an agreement cannot be changed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.homeowner_confirmed_at IS NOT NULL AND OLD.contractor_confirmed_at IS NOT NULL
    AND (NEW.terms IS DISTINCT FROM OLD.terms
      OR NEW.homeowner_address IS DISTINCT FROM OLD.homeowner_address
      OR NEW.contractor_address IS DISTINCT FROM OLD.contractor_address
      OR NEW.contractor_business_name IS DISTINCT FROM OLD.contractor_business_name
      OR NEW.details IS DISTINCT FROM OLD.details
      OR (NEW.homeowner_confirmed_at, NEW.homeowner_confirmed_name, NEW.homeowner_confirmed_version)
        IS DISTINCT FROM (OLD.homeowner_confirmed_at, OLD.homeowner_confirmed_name, OLD.homeowner_confirmed_version)
      OR (NEW.contractor_confirmed_at, NEW.contractor_confirmed_name, NEW.contractor_confirmed_version)
        IS DISTINCT FROM (OLD.contractor_confirmed_at, OLD.contractor_confirmed_name, OLD.contractor_confirmed_version)) THEN
    RAISE EXCEPTION 'an agreement both parties confirmed cannot be changed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.terms IS DISTINCT FROM OLD.terms
      OR NEW.homeowner_address IS DISTINCT FROM OLD.homeowner_address
      OR NEW.contractor_address IS DISTINCT FROM OLD.contractor_address
      OR NEW.contractor_business_name IS DISTINCT FROM OLD.contractor_business_name
      OR NEW.details IS DISTINCT FROM OLD.details)
    AND (NEW.homeowner_confirmed_at IS NOT NULL OR NEW.contractor_confirmed_at IS NOT NULL) THEN
    RAISE EXCEPTION 'the terms change only with every confirmation cleared' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.homeowner_confirmed_at IS NOT NULL AND NEW.homeowner_confirmed_at IS NOT NULL
      AND (NEW.homeowner_confirmed_at, NEW.homeowner_confirmed_name, NEW.homeowner_confirmed_version)
        IS DISTINCT FROM (OLD.homeowner_confirmed_at, OLD.homeowner_confirmed_name, OLD.homeowner_confirmed_version))
    OR (OLD.contractor_confirmed_at IS NOT NULL AND NEW.contractor_confirmed_at IS NOT NULL
      AND (NEW.contractor_confirmed_at, NEW.contractor_confirmed_name, NEW.contractor_confirmed_version)
        IS DISTINCT FROM (OLD.contractor_confirmed_at, OLD.contractor_confirmed_name, OLD.contractor_confirmed_version))
    OR (NEW.homeowner_confirmed_at IS NULL AND NEW.homeowner_confirmed_version IS NOT NULL)
    OR (NEW.contractor_confirmed_at IS NULL AND NEW.contractor_confirmed_version IS NOT NULL) THEN
    RAISE EXCEPTION 'a confirmation is cleared whole, never changed' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD.homeowner_confirmed_at IS NULL AND NEW.homeowner_confirmed_at IS NOT NULL AND NEW.homeowner_confirmed_version IS NULL)
    OR (OLD.contractor_confirmed_at IS NULL AND NEW.contractor_confirmed_at IS NOT NULL AND NEW.contractor_confirmed_version IS NULL) THEN
    RAISE EXCEPTION 'a confirmation names the version it confirms' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
