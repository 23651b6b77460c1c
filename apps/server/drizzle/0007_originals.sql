CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seeds_nonce_check" CHECK ("fair_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "original_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"multiplier" bigint DEFAULT 0 NOT NULL,
	"display_currency" text NOT NULL,
	"display_rate" jsonb NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "original_bets_amounts_check" CHECK ("original_bets"."stake_minor" > 0 and "original_bets"."payout_minor" >= 0 and "original_bets"."multiplier" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "original_bets" ADD CONSTRAINT "original_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "original_bets" ADD CONSTRAINT "original_bets_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active_per_user" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."active";--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "original_bets_idempotency_key" ON "original_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "original_bets_seed_nonce_key" ON "original_bets" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "original_bets_one_active_round" ON "original_bets" USING btree ("user_id") WHERE "original_bets"."status" = 'active';--> statement-breakpoint
CREATE INDEX "original_bets_user_idx" ON "original_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "original_bets_user_game_idx" ON "original_bets" USING btree ("user_id","game","id");