ALTER TABLE "user_bonuses" DROP CONSTRAINT "user_bonuses_amounts_check";--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "freespins_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "freespins_stake_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "freespins_won_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_amounts_check" CHECK ("user_bonuses"."amount_minor" >= 0 and "user_bonuses"."wager_total_minor" >= 0 and "user_bonuses"."wager_current_minor" >= 0
          and "user_bonuses"."freespins_left" >= 0 and "user_bonuses"."freespins_stake_minor" >= 0 and "user_bonuses"."freespins_won_minor" >= 0);