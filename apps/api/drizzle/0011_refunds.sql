CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"number" text NOT NULL,
	"token" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"employee_id" integer,
	"approver_id" integer,
	"mode" text NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"parts" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vault_id" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "credit_note_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_business_number_unique" ON "credit_notes" USING btree ("business_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_unique" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_token_unique" ON "credit_notes" USING btree ("token");--> statement-breakpoint
CREATE INDEX "credit_notes_business_issued_idx" ON "credit_notes" USING btree ("business_id","issued_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- hand-written: credit notes and refunds are kept as written and payments are never deleted
-- (five years), whatever the code does; an order never gives back more than was paid.
CREATE FUNCTION lamaa_kept_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% row % is kept and cannot be changed or deleted', TG_TABLE_NAME, OLD.id;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_notes_frozen BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION lamaa_kept_rows();--> statement-breakpoint
CREATE TRIGGER refunds_frozen BEFORE UPDATE OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION lamaa_kept_rows();--> statement-breakpoint
CREATE TRIGGER payments_kept BEFORE DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION lamaa_kept_rows();--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_paid"
  CHECK ("refunded_fils" >= 0 AND "refunded_fils" <= "paid_fils");
