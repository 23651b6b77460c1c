CREATE TABLE "bonus_player_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_welcome_enabled_fiat" boolean DEFAULT true NOT NULL,
	"is_welcome_enabled_crypto" boolean DEFAULT true NOT NULL,
	"preferred_fiat_id" integer,
	"preferred_fiat_enabled" boolean DEFAULT true NOT NULL,
	"preferred_crypto_id" integer,
	"preferred_crypto_enabled" boolean DEFAULT true NOT NULL,
	"last_show_modal_at" timestamp with time zone,
	"drawer_shown_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"texts" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"min_deposit_number" integer DEFAULT 0 NOT NULL,
	"min_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"max_deposit_minor" bigint,
	"amount_multiplier_e4" bigint DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"freespins_amount_minor" bigint DEFAULT 0 NOT NULL,
	"wager_e4" bigint DEFAULT 0 NOT NULL,
	"wager_freespins_e4" bigint DEFAULT 0 NOT NULL,
	"wager_max_bet_minor" bigint,
	"max_amount_minor" bigint,
	"max_amount_multiplier_e4" bigint,
	"freespins_max_amount_minor" bigint,
	"freespins_max_amount_multiplier_e4" bigint,
	"deadline_hours" integer DEFAULT 720 NOT NULL,
	"games_wagers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_templates_values_check" CHECK ("bonus_templates"."min_deposit_number" between 0 and 4 and "bonus_templates"."min_deposit_minor" >= 0
          and "bonus_templates"."amount_multiplier_e4" >= 0 and "bonus_templates"."wager_e4" >= 0 and "bonus_templates"."deadline_hours" > 0
          and ("bonus_templates"."type" <> 'welcome' or "bonus_templates"."min_deposit_number" between 1 and 4))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"template_id" integer NOT NULL,
	"max_redemptions" integer NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_redemptions_check" CHECK ("promo_codes"."max_redemptions" > 0 and "promo_codes"."redemptions" between 0 and "promo_codes"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_bonus_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_requests" (
	"provider" text NOT NULL,
	"request_uuid" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_requests_provider_request_uuid_pk" PRIMARY KEY("provider","request_uuid")
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"provider" text NOT NULL,
	"round" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_rounds_provider_round_pk" PRIMARY KEY("provider","round")
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"provider" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"round" text NOT NULL,
	"reference_uuid" text,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"house_minor" bigint NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_provider_transaction_uuid_pk" PRIMARY KEY("provider","transaction_uuid")
);
--> statement-breakpoint
CREATE TABLE "wallet_providers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"signature" text NOT NULL,
	"public_key" text,
	"secret" text,
	"launch_url" text NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_providers_key_check" CHECK (("wallet_providers"."signature" = 'rsa' and "wallet_providers"."public_key" is not null) or ("wallet_providers"."signature" = 'hmac' and "wallet_providers"."secret" is not null))
);
--> statement-breakpoint
ALTER TABLE "user_bonuses" DROP CONSTRAINT "user_bonuses_amounts_check";--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "claim_key" text;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "wallet_provider" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "external_game_id" text;--> statement-breakpoint
ALTER TABLE "bonus_player_settings" ADD CONSTRAINT "bonus_player_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_templates_type_idx" ON "bonus_templates" USING btree ("type","active");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_sessions_token_hash_key" ON "provider_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("provider","round");--> statement-breakpoint
CREATE INDEX "provider_transactions_created_idx" ON "provider_transactions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_bonuses_claim_key_idx" ON "user_bonuses" USING btree ("user_id","claim_key");--> statement-breakpoint
CREATE INDEX "user_bonuses_expiry_idx" ON "user_bonuses" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_amounts_check" CHECK ("user_bonuses"."amount_minor" >= 0 and "user_bonuses"."wager_total_minor" >= 0 and "user_bonuses"."wager_current_minor" >= 0);