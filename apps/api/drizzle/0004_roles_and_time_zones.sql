ALTER TABLE "branches" ADD COLUMN "time_zone" text DEFAULT 'Asia/Dubai' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "role" text DEFAULT 'cashier' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_known" CHECK ("employees"."role" in ('owner', 'manager', 'cashier', 'store-keeper'));--> statement-breakpoint
-- Before roles, every employee could do everything: keep it so for those already hired (the
-- owner then narrows them in the office); new employees start as cashiers.
UPDATE "employees" SET "role" = 'owner';
