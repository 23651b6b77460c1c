CREATE TABLE "bonus_wager_counts" (
	"wager_key" text NOT NULL,
	"user_bonus_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_wager_counts_wager_key_user_bonus_id_pk" PRIMARY KEY("wager_key","user_bonus_id"),
	CONSTRAINT "bonus_wager_counts_amount_check" CHECK ("bonus_wager_counts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "messenger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"telegram_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"bot_id" text NOT NULL,
	"username" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messenger_bots" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"username" text NOT NULL,
	"mini_app_url" text NOT NULL,
	"token_sealed" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"contents" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox_cursor" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_refusals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"refused_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "sb_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"home_id" integer NOT NULL,
	"home_name" text NOT NULL,
	"away_id" integer NOT NULL,
	"away_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"score" jsonb,
	"period" text,
	"clock" text,
	"state_ts" bigint DEFAULT 0 NOT NULL,
	"fixture_ts" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_events_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sb_favorites" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_favorites_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "sb_feed_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_external_id" text,
	"ts" bigint NOT NULL,
	"applied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"specifiers" jsonb NOT NULL,
	"key" text NOT NULL,
	"grp" text NOT NULL,
	"status" text NOT NULL,
	"producer_suspended" boolean DEFAULT false NOT NULL,
	"state_ts" bigint DEFAULT 0 NOT NULL,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"key" text NOT NULL,
	"odds" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"result" text,
	"void_factor" text,
	"dead_heat_factor" text
);
--> statement-breakpoint
CREATE TABLE "sb_producers" (
	"id" text PRIMARY KEY NOT NULL,
	"last_alive_at" timestamp with time zone NOT NULL,
	"down" boolean DEFAULT false NOT NULL,
	"down_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sb_sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sb_sports_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sb_tournaments" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"outcome_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"odds" bigint NOT NULL,
	"live" boolean NOT NULL,
	"event_name" text NOT NULL,
	"market_name" text NOT NULL,
	"outcome_name" text NOT NULL,
	"result" jsonb,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"stake_minor" bigint NOT NULL,
	"total_odds" bigint NOT NULL,
	"potential_payout_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"display_currency" text NOT NULL,
	"display_rate" jsonb NOT NULL,
	"odds_policy" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sportsbook_bets_amounts_check" CHECK ("sportsbook_bets"."stake_minor" > 0 and "sportsbook_bets"."payout_minor" >= 0 and "sportsbook_bets"."total_odds" >= 1000)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_cash_out_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_settlement_debts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"settlement_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "sportsbook_settlement_debts_amount_check" CHECK ("sportsbook_settlement_debts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_limits" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"market_liability_cap_minor" bigint NOT NULL,
	"live_delay_ms" integer NOT NULL,
	"cash_out_margin_bps" integer NOT NULL,
	"cash_out_offer_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"odds_policy" text NOT NULL,
	"odds_format" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"waiting" boolean DEFAULT true NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"attachment_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_bets" (
	"tournament_id" integer NOT NULL,
	"bet_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"multiplier_e4" bigint NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_bets_tournament_id_bet_id_pk" PRIMARY KEY("tournament_id","bet_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone,
	"buy_in_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_rank" integer,
	"prize_paid_at" timestamp with time zone,
	"buy_in_refunded_at" timestamp with time zone,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"descriptions" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scoring" text NOT NULL,
	"min_bet_minor" bigint DEFAULT 0 NOT NULL,
	"buy_in_minor" bigint DEFAULT 0 NOT NULL,
	"vip_only" boolean DEFAULT false NOT NULL,
	"entry" text NOT NULL,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"telegram_username" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"bot_url" text,
	"mirror_url" text,
	"portal_url" text,
	"auto_turnover_minor" bigint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"position" integer PRIMARY KEY NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_type" text NOT NULL,
	"wager_e4" bigint DEFAULT 0 NOT NULL,
	"promo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_prizes_position_check" CHECK ("wheel_prizes"."position" between 0 and 14),
	CONSTRAINT "wheel_prizes_amount_check" CHECK ("wheel_prizes"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_seeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"zero_deposits_may_spin" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"spin_day" date NOT NULL,
	"prize_index" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_type" text NOT NULL,
	"promo" text,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "freespins_game" text;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "freespins_game" text;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "freerounds_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepted_terms_version" integer;--> statement-breakpoint
ALTER TABLE "bonus_wager_counts" ADD CONSTRAINT "bonus_wager_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_accounts" ADD CONSTRAINT "messenger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_refusals" ADD CONSTRAINT "push_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_categories" ADD CONSTRAINT "sb_categories_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_events" ADD CONSTRAINT "sb_events_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_events" ADD CONSTRAINT "sb_events_category_id_sb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sb_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_events" ADD CONSTRAINT "sb_events_tournament_id_sb_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."sb_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_favorites" ADD CONSTRAINT "sb_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_markets" ADD CONSTRAINT "sb_markets_event_id_sb_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sb_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_outcomes" ADD CONSTRAINT "sb_outcomes_market_id_sb_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sb_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_tournaments" ADD CONSTRAINT "sb_tournaments_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_tournaments" ADD CONSTRAINT "sb_tournaments_category_id_sb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sb_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD CONSTRAINT "sportsbook_bet_legs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_cash_out_offers" ADD CONSTRAINT "sportsbook_cash_out_offers_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_settlement_debts" ADD CONSTRAINT "sportsbook_settlement_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_settlement_debts" ADD CONSTRAINT "sportsbook_settlement_debts_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_preferences" ADD CONSTRAINT "sportsbook_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bets" ADD CONSTRAINT "tournament_bets_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_settings" ADD CONSTRAINT "vip_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_seeds" ADD CONSTRAINT "wheel_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_settings" ADD CONSTRAINT "wheel_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_accounts_telegram_user_id_key" ON "messenger_accounts" USING btree ("telegram_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_accounts_user_id_key" ON "messenger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messenger_accounts_bot_id_idx" ON "messenger_accounts" USING btree ("bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_slug_version_key" ON "policy_versions" USING btree ("slug","version");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sb_categories_sport_idx" ON "sb_categories" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "sb_events_status_start_idx" ON "sb_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sb_events_tournament_idx" ON "sb_events" USING btree ("tournament_id","starts_at");--> statement-breakpoint
CREATE INDEX "sb_events_sport_idx" ON "sb_events" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "sb_feed_messages_received_idx" ON "sb_feed_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_markets_event_key_idx" ON "sb_markets" USING btree ("event_id","key");--> statement-breakpoint
CREATE INDEX "sb_markets_status_idx" ON "sb_markets" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_outcomes_market_key_idx" ON "sb_outcomes" USING btree ("market_id","key");--> statement-breakpoint
CREATE INDEX "sb_tournaments_sport_idx" ON "sb_tournaments" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_bet_legs_one_per_event" ON "sportsbook_bet_legs" USING btree ("bet_id","event_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_market_idx" ON "sportsbook_bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_event_idx" ON "sportsbook_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_outcome_idx" ON "sportsbook_bet_legs" USING btree ("outcome_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_bets_idempotency_key" ON "sportsbook_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_user_idx" ON "sportsbook_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_open_idx" ON "sportsbook_bets" USING btree ("id") WHERE "sportsbook_bets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sportsbook_cash_out_offers_bet_idx" ON "sportsbook_cash_out_offers" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_settlement_debts_once" ON "sportsbook_settlement_debts" USING btree ("bet_id","settlement_version");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_user_key" ON "support_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_conversations_inbox_idx" ON "support_conversations" USING btree ("waiting","last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "tournament_entries_board_idx" ON "tournament_entries" USING btree ("tournament_id","score" DESC NULLS LAST,"scored_at");--> statement-breakpoint
CREATE INDEX "tournaments_status_ends_idx" ON "tournaments" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_managers_telegram_key" ON "vip_managers" USING btree (lower("telegram_username"));--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_user_day_key" ON "wheel_spins" USING btree ("user_id","spin_day");