ALTER TABLE "sb_markets" ADD COLUMN "feed_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
-- The feed's word where nothing else holds the market; a staff hold hid it, so it stays suspended until the feed's next odds reopen it.
UPDATE "sb_markets" SET "feed_status" = CASE WHEN "producer_suspended" AND NOT "staff_suspended" AND "status" = 'suspended' THEN 'active' ELSE "status" END;--> statement-breakpoint
-- A staff hold ends with a settlement or cancel.
UPDATE "sb_markets" SET "staff_suspended" = false WHERE "staff_suspended" AND "status" IN ('settled', 'cancelled');
