CREATE TABLE "slot_schedule_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"from" text,
	"to" text
);
--> statement-breakpoint
CREATE TABLE "slot_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"type" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "time_slots_unique";--> statement-breakpoint
ALTER TABLE "slot_schedule_dates" ADD CONSTRAINT "slot_schedule_dates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_schedule_dates" ADD CONSTRAINT "slot_schedule_dates_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_schedules" ADD CONSTRAINT "slot_schedules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_schedules" ADD CONSTRAINT "slot_schedules_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_schedule_dates_unique" ON "slot_schedule_dates" USING btree ("branch_id","type","date");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_schedules_branch_type" ON "slot_schedules" USING btree ("branch_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "time_slots_unique" ON "time_slots" USING btree ("branch_id","type","date","from");--> statement-breakpoint
-- hand-written: slots were kept per business before; they now belong to a branch, so the slots already made (and the bookings they hold) go to each business's first branch.
UPDATE "time_slots" SET "branch_id" = (SELECT min("id") FROM "branches" WHERE "branches"."business_id" = "time_slots"."business_id") WHERE "branch_id" IS NULL;
