ALTER TABLE "crypto_methods" ADD COLUMN "max_withdraw_minor" bigint DEFAULT 9000000000000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "crypto_methods" ADD COLUMN "withdraw_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Demo withdrawal settings (operator-editable): network fee and maximum per withdrawal, minor units.
UPDATE "crypto_methods" SET "withdraw_fee_minor" = v.fee, "max_withdraw_minor" = v.max
FROM (VALUES
  ('BTC', 20000, 100000000),
  ('ETH', 200000, 2000000000),
  ('LTC', 100000, 10000000000),
  ('TRX', 1000000, 100000000000),
  ('TON', 50000000, 10000000000000),
  ('USDT-TRC20', 1000000, 10000000000),
  ('USDT-ERC20', 5000000, 10000000000),
  ('USDT-TON', 300000, 10000000000)
) AS v(code, fee, max)
WHERE "crypto_methods"."code" = v.code AND "crypto_methods"."withdraw_fee_minor" = 0;
