CREATE TABLE "agreement_completions" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"completed_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_completions_kind" CHECK ("agreement_completions"."kind" IN ('substantial-performance', 'completion'))
);
--> statement-breakpoint
CREATE TABLE "mail_stops" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_stops_email_kind_pk" PRIMARY KEY("email","kind")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	CONSTRAINT "reviews_author" CHECK ("reviews"."author" IN ('homeowner', 'contractor')),
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" IS NULL) = ("reviews"."hidden_reason" IS NULL)),
	CONSTRAINT "reviews_response_dated" CHECK (("reviews"."response" IS NULL) = ("reviews"."responded_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "mail_tokens" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD CONSTRAINT "agreement_completions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_stops" ADD CONSTRAINT "mail_stops_email_mail_recipients_email_fk" FOREIGN KEY ("email") REFERENCES "public"."mail_recipients"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_review_id_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_party_idx" ON "reviews" USING btree ("agreement_id","author");