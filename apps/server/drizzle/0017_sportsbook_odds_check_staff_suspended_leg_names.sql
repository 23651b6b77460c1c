ALTER TABLE "sb_markets" ADD COLUMN "staff_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD COLUMN "market_type" text;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD COLUMN "specifiers" jsonb;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD COLUMN "outcome_key" text;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD COLUMN "home_name" text;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD COLUMN "away_name" text;--> statement-breakpoint
-- Legs placed before these columns: named from their market, outcome and event as they are now.
UPDATE "sportsbook_bet_legs" l SET "market_type" = m."type", "specifiers" = m."specifiers", "outcome_key" = o."key",
  "home_name" = e."home_name", "away_name" = e."away_name"
  FROM "sb_outcomes" o, "sb_markets" m, "sb_events" e
  WHERE o."id" = l."outcome_id" AND m."id" = o."market_id" AND e."id" = m."event_id";--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ALTER COLUMN "market_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ALTER COLUMN "specifiers" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ALTER COLUMN "outcome_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ALTER COLUMN "home_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ALTER COLUMN "away_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sb_outcomes" ADD CONSTRAINT "sb_outcomes_odds_range" CHECK ("sb_outcomes"."odds" between 1001 and 1000000);
