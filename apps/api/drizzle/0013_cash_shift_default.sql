-- hand-written: a business that never saved its shift settings took cash without an open
-- shift; the default now asks for one. Businesses from before keep what they had until the
-- owner changes it in the office.
INSERT INTO "shift_settings" ("business_id", "cash_needs_shift", "variance_threshold_fils")
SELECT "id", false, 200 FROM "businesses"
ON CONFLICT ("business_id") DO NOTHING;
