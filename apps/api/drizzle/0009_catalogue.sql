ALTER TABLE "products" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_options" ADD COLUMN "display_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_options" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "display_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: orders name services, options, packages and products by id, so the catalogue is archived, never deleted; the database refuses a DELETE too.
CREATE FUNCTION lamaa_catalogue_archive_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are archived, never deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER services_archive_only BEFORE DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION lamaa_catalogue_archive_only();--> statement-breakpoint
CREATE TRIGGER service_options_archive_only BEFORE DELETE ON service_options
  FOR EACH ROW EXECUTE FUNCTION lamaa_catalogue_archive_only();--> statement-breakpoint
CREATE TRIGGER packages_archive_only BEFORE DELETE ON packages
  FOR EACH ROW EXECUTE FUNCTION lamaa_catalogue_archive_only();--> statement-breakpoint
CREATE TRIGGER products_archive_only BEFORE DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION lamaa_catalogue_archive_only();
