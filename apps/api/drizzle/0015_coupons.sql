ALTER TABLE "coupons" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "branch_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: orders name coupons by id, so a coupon is archived, never deleted (the function comes from 0009).
CREATE TRIGGER coupons_archive_only BEFORE DELETE ON coupons
  FOR EACH ROW EXECUTE FUNCTION lamaa_catalogue_archive_only();
