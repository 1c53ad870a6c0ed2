-- Custom SQL migration file, put your code below! ---- Keeps businesses.live_orders equal to the number of orders without deleted_at, with
-- statement-level triggers (one update per statement, so bulk inserts stay fast).
CREATE FUNCTION lamaa_count_inserted_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE businesses b SET live_orders = b.live_orders + n.count
  FROM (SELECT business_id, count(*) AS count FROM inserted_orders WHERE deleted_at IS NULL GROUP BY business_id) n
  WHERE b.id = n.business_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lamaa_count_updated_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE businesses b SET live_orders = b.live_orders + d.delta
  FROM (
    SELECT n.business_id, sum((n.deleted_at IS NULL)::int - (o.deleted_at IS NULL)::int) AS delta
    FROM new_orders n JOIN old_orders o ON o.id = n.id
    GROUP BY n.business_id
  ) d
  WHERE b.id = d.business_id AND d.delta <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION lamaa_count_inserted_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION lamaa_count_updated_orders();--> statement-breakpoint
UPDATE businesses b SET live_orders = (SELECT count(*) FROM orders o WHERE o.business_id = b.id AND o.deleted_at IS NULL);
