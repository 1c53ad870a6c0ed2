CREATE TABLE "trusted_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "time_zone" text DEFAULT 'Asia/Dubai' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "role" text DEFAULT 'cashier' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_employee_idx" ON "trusted_devices" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_known" CHECK ("employees"."role" in ('owner', 'manager', 'cashier', 'store-keeper'));--> statement-breakpoint
-- Before roles, every employee could do everything: keep it so for those already hired (the
-- owner then narrows them in the office); new employees start as cashiers.
UPDATE "employees" SET "role" = 'owner';
