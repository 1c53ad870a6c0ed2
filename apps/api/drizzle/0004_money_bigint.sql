ALTER TABLE "coupons" ALTER COLUMN "minimum_total_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "option_prices" ALTER COLUMN "price_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "package_prices" ALTER COLUMN "price_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "before_discount_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vaults" ALTER COLUMN "balance_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "material_invoices" ALTER COLUMN "total_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "material_items" ALTER COLUMN "price_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "service_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "paid_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_fils" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "shipping_fils" SET DATA TYPE bigint;