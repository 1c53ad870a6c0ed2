CREATE TABLE "shift_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"employee_id" integer,
	"kind" text NOT NULL,
	"reason" text,
	"amount_fils" bigint NOT NULL,
	"change_fils" bigint DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_settings" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"cash_needs_shift" boolean NOT NULL,
	"variance_threshold_fils" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"branch_id" integer,
	"vault_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"float_fils" bigint NOT NULL,
	"float_counts" jsonb,
	"z_number" integer,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"counted_fils" bigint,
	"counted_counts" jsonb,
	"expected_fils" bigint,
	"variance_fils" bigint,
	"variance_reason" text,
	"approved_by" integer,
	"report_token" text,
	"report" jsonb
);
--> statement-breakpoint
ALTER TABLE "shift_entries" ADD CONSTRAINT "shift_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_entries" ADD CONSTRAINT "shift_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_entries" ADD CONSTRAINT "shift_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_settings" ADD CONSTRAINT "shift_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_vault_id_vaults_id_fk" FOREIGN KEY ("vault_id") REFERENCES "public"."vaults"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_employees_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_employees_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_approved_by_employees_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_entries_shift_idx" ON "shift_entries" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_vault" ON "shifts" USING btree ("vault_id") WHERE "shifts"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_vault_z_unique" ON "shifts" USING btree ("vault_id","z_number");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_report_token_unique" ON "shifts" USING btree ("report_token");--> statement-breakpoint
CREATE INDEX "shifts_business_idx" ON "shifts" USING btree ("business_id","id" DESC NULLS LAST);--> statement-breakpoint
-- hand-written: a closed shift (its Z report) is never changed, no shift is deleted, and a
-- posting never lands in a closed shift nor is changed afterwards, whatever the code does.
CREATE FUNCTION lamaa_shifts_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'shift % cannot be deleted', OLD.id;
  END IF;
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'shift % is closed (Z %) and cannot be changed', OLD.id, OLD.z_number;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER shifts_frozen BEFORE UPDATE OR DELETE ON shifts
  FOR EACH ROW EXECUTE FUNCTION lamaa_shifts_frozen();--> statement-breakpoint
CREATE FUNCTION lamaa_shift_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'shift postings cannot be changed or deleted';
  END IF;
  IF EXISTS (SELECT 1 FROM shifts WHERE id = NEW.shift_id AND closed_at IS NOT NULL) THEN
    RAISE EXCEPTION 'shift % is closed and takes no posting', NEW.shift_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER shift_entries_append_only BEFORE INSERT OR UPDATE OR DELETE ON shift_entries
  FOR EACH ROW EXECUTE FUNCTION lamaa_shift_entries_append_only();
