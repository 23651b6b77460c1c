CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"texts" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"hold_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"payout_id" text,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_withdrawals_amount_check" CHECK ("crypto_withdrawals"."amount_minor" > 0 and "crypto_withdrawals"."fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "operator_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wager_total_minor" bigint NOT NULL,
	"wager_current_minor" bigint DEFAULT 0 NOT NULL,
	"granted_by" integer,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bonuses_amounts_check" CHECK ("user_bonuses"."amount_minor" > 0 and "user_bonuses"."wager_total_minor" >= 0 and "user_bonuses"."wager_current_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_id_wallet_transactions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_method_code_crypto_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."crypto_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_settings" ADD CONSTRAINT "operator_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_granted_by_staff_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_place_idx" ON "banners" USING btree ("place","sort_order");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_status_idx" ON "crypto_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_user_created_idx" ON "crypto_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_payout_key" ON "crypto_withdrawals" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "user_bonuses_user_status_idx" ON "user_bonuses" USING btree ("user_id","status");