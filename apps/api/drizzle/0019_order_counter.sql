ALTER TABLE "businesses" ADD COLUMN "order_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: orders were numbered by their id across all businesses; each business's counter starts after the highest LM number it already has, so no new number repeats an old one.
UPDATE "businesses" SET "order_counter" = COALESCE((SELECT max(substring("order_number" from 4)::integer) FROM "orders" WHERE "orders"."business_id" = "businesses"."id" AND "order_number" ~ '^LM-[0-9]+$'), 0);
