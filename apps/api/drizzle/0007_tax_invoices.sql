CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wants_full_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "invoice_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "trn" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_business_number_unique" ON "tax_invoices" USING btree ("business_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_unique" ON "tax_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_token_unique" ON "tax_invoices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "tax_invoices_business_issued_idx" ON "tax_invoices" USING btree ("business_id","issued_at");--> statement-breakpoint
-- hand-written: an issued tax invoice is never changed or deleted (kept five years); the
-- database refuses it whatever the code does.
CREATE FUNCTION lamaa_tax_invoices_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax invoice % is issued and cannot be changed or deleted', OLD.number;
END $$;--> statement-breakpoint
CREATE TRIGGER tax_invoices_frozen BEFORE UPDATE OR DELETE ON tax_invoices
  FOR EACH ROW EXECUTE FUNCTION lamaa_tax_invoices_frozen();
