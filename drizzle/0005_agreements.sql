CREATE TABLE "agreement_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"party" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"homeowner_address" text,
	"contractor_address" text,
	"contractor_business_name" text,
	"homeowner_confirmed_name" text,
	"homeowner_confirmed_at" timestamp with time zone,
	"contractor_confirmed_name" text,
	"contractor_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_proposal_id_unique" UNIQUE("proposal_id"),
	CONSTRAINT "agreements_confirmed_with_name" CHECK (("agreements"."homeowner_confirmed_name" IS NULL) = ("agreements"."homeowner_confirmed_at" IS NULL) AND ("agreements"."contractor_confirmed_name" IS NULL) = ("agreements"."contractor_confirmed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"number" integer NOT NULL,
	"description" text NOT NULL,
	"price_change_cents" integer NOT NULL,
	"hst_change_cents" integer NOT NULL,
	"completion_date" text,
	"proposed_by" text NOT NULL,
	"homeowner_confirmed_name" text,
	"homeowner_confirmed_at" timestamp with time zone,
	"contractor_confirmed_name" text,
	"contractor_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_keys" ADD CONSTRAINT "agreement_keys_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_keys_agreement_id_idx" ON "agreement_keys" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreements_project_id_idx" ON "agreements" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_number_idx" ON "change_orders" USING btree ("agreement_id","number");--> statement-breakpoint
-- A written agreement is never edited: its terms are fixed, a party's address and confirmation
-- cannot change once given, and the addresses are fixed from the first confirmation on.
CREATE FUNCTION "agreements_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a written agreement is never deleted' USING ERRCODE = 'restrict_violation';
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
--> statement-breakpoint
CREATE TRIGGER "agreements_fixed" BEFORE UPDATE OR DELETE ON "agreements"
  FOR EACH ROW EXECUTE FUNCTION "agreements_fixed"();
--> statement-breakpoint
CREATE FUNCTION "change_orders_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a change order is never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.agreement_id IS DISTINCT FROM OLD.agreement_id OR NEW.number IS DISTINCT FROM OLD.number
    OR NEW.description IS DISTINCT FROM OLD.description
    OR NEW.price_change_cents IS DISTINCT FROM OLD.price_change_cents
    OR NEW.hst_change_cents IS DISTINCT FROM OLD.hst_change_cents
    OR NEW.completion_date IS DISTINCT FROM OLD.completion_date
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
CREATE TRIGGER "change_orders_fixed" BEFORE UPDATE OR DELETE ON "change_orders"
  FOR EACH ROW EXECUTE FUNCTION "change_orders_fixed"();
