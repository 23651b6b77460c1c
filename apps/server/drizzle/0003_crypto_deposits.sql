CREATE TABLE "crypto_deposit_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"output_index" integer NOT NULL,
	"method_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"confirmations_required" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crypto_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"withdraw_allowed" boolean DEFAULT true NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"min_withdraw_minor" bigint NOT NULL,
	"address_format" text NOT NULL,
	"deposit_bonus_available" boolean DEFAULT false NOT NULL,
	"deposit_bonus_bps" integer DEFAULT 0 NOT NULL,
	"value_presets" jsonb NOT NULL,
	"additional_providers" jsonb NOT NULL,
	"confirmations" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "crypto_methods_min_deposit_positive" CHECK ("crypto_methods"."min_deposit_minor" > 0),
	CONSTRAINT "crypto_methods_bonus_range" CHECK ("crypto_methods"."deposit_bonus_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crypto_deposit_addresses" ADD CONSTRAINT "crypto_deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_method_code_crypto_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."crypto_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_methods" ADD CONSTRAINT "crypto_methods_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposit_addresses_user_network_key" ON "crypto_deposit_addresses" USING btree ("user_id","network");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposit_addresses_network_address_memo_key" ON "crypto_deposit_addresses" USING btree ("network","address","memo");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposits_output_key" ON "crypto_deposits" USING btree ("network","tx_hash","output_index");--> statement-breakpoint
CREATE INDEX "crypto_deposits_pending_idx" ON "crypto_deposits" USING btree ("detected_at") WHERE "crypto_deposits"."status" = 'pending';--> statement-breakpoint
-- Crypto payment methods: operator settings (minimums in minor units at the currency's ledger scale,
-- address patterns, presets, the deposit bonus in basis points, confirmations per network).
-- `on conflict do nothing` keeps operator edits on a re-run.
INSERT INTO "crypto_methods" ("code", "currency", "network", "name", "withdraw_allowed", "min_deposit_minor", "min_withdraw_minor", "address_format", "deposit_bonus_available", "deposit_bonus_bps", "value_presets", "additional_providers", "confirmations", "sort_order") VALUES
  ('BTC', 'BTC', 'BTC', 'Bitcoin', true, 10000, 50000, '^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$', true, 500, '["0.001","0.005","0.01","0.05"]', '["cryptobot"]', 2, 1),
  ('ETH', 'ETH', 'ETH', 'Ethereum (ERC20)', true, 500000, 1000000, '^0x[0-9a-fA-F]{40}$', true, 500, '["0.01","0.05","0.1","0.5"]', '[]', 3, 2),
  ('LTC', 'LTC', 'LTC', 'Litecoin', true, 1000000, 5000000, '^(ltc1[02-9ac-hj-np-z]{11,71}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$', true, 500, '["0.1","0.5","1","5"]', '[]', 2, 3),
  ('TRX', 'TRX', 'TRX', 'TRON (TRC20)', true, 10000000, 50000000, '^T[1-9A-HJ-NP-Za-km-z]{33}$', true, 500, '["100","250","500","1000"]', '[]', 1, 4),
  ('TON', 'TON', 'TON', 'Toncoin', true, 500000000, 1000000000, '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$', true, 500, '["5","10","25","50"]', '["cryptobot"]', 1, 5),
  ('USDT-TRC20', 'USDT', 'TRX', 'USDT (TRC20)', true, 5000000, 10000000, '^T[1-9A-HJ-NP-Za-km-z]{33}$', true, 1000, '["10","25","50","100","250"]', '["cryptobot"]', 1, 6),
  ('USDT-ERC20', 'USDT', 'ETH', 'USDT (ERC20)', true, 10000000, 20000000, '^0x[0-9a-fA-F]{40}$', true, 1000, '["25","50","100","250"]', '[]', 3, 7),
  ('USDT-TON', 'USDT', 'TON', 'USDT (TON)', true, 1000000, 5000000, '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$', true, 1000, '["10","25","50","100"]', '[]', 1, 8)
ON CONFLICT ("code") DO NOTHING;
