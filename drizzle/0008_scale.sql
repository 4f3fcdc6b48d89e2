CREATE SEQUENCE "public"."figure_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cached_figures" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"changes" bigint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_posted_at_idx";--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("posted_at","id");--> statement-breakpoint
CREATE INDEX "projects_category_list_idx" ON "projects" USING btree ("category","posted_at","id");--> statement-breakpoint
CREATE INDEX "projects_status_list_idx" ON "projects" USING btree ("status","posted_at","id");--> statement-breakpoint
CREATE INDEX "projects_images_idx" ON "projects" USING gin ("images");--> statement-breakpoint
CREATE INDEX "proposals_status_bid_idx" ON "proposals" USING btree ("status","bid_amount");--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
-- Every statement that changes a table the shared figures come from takes a number, so a reader
-- of cached_figures can tell figures computed before it (lib/db/figure-cache.ts). A sequence:
-- never rolled back and never locked, writers do not wait on each other for it.
CREATE FUNCTION "figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('figure_changes');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_changed"();--> statement-breakpoint
CREATE TRIGGER "proposals_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "proposals"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_changed"();--> statement-breakpoint
CREATE TRIGGER "agreements_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreements"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_changed"();--> statement-breakpoint
CREATE TRIGGER "change_orders_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "change_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_changed"();
