CREATE TABLE "agreement_photo_consents" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agreement_photo_consents" ADD CONSTRAINT "agreement_photo_consents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;