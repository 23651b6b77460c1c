-- Reference data: the supported currencies and demo exchange rates. Seeded by migration so every
-- database (production, embedded, every test) has them; `on conflict do nothing` keeps operator edits.
--
-- Ledger scale is OUR precision, not the chain's: ETH has 18 decimals on chain (wei), but 8 decimals
-- (0.00000001 ETH) is far below any amount a player can deposit, bet or withdraw, and keeps every
-- amount inside a signed 64-bit bigint (9.2e18 wei is only 9.2 ETH; 9.2e10 ETH at scale 8).
-- Chain adapters round to the ledger scale at the edge. The same reasoning gives TRX 6 (sun),
-- TON 9 (nanoton), BTC and LTC 8 (satoshi/litoshi), USDT 6 (its TRC20/ERC20 token decimals).
-- USD is the default house currency (HOUSE_CURRENCY), and the house currency keeps scale 6 so bet
-- and win amounts of sub-cent games (and converted crypto deposits) are exact; the other fiat
-- currencies keep their cents (scale 2).
INSERT INTO "currencies" ("code", "name", "kind", "ledger_scale", "display_precision", "display_format", "icon", "networks", "sort_order") VALUES
  ('USD', 'US Dollar', 'fiat', 6, 2, '${amount}', '/api/v1/currencies/icons/USD.svg', NULL, 1),
  ('EUR', 'Euro', 'fiat', 2, 2, '€{amount}', '/api/v1/currencies/icons/EUR.svg', NULL, 2),
  ('RUB', 'Russian Ruble', 'fiat', 2, 2, '{amount} ₽', '/api/v1/currencies/icons/RUB.svg', NULL, 3),
  ('UAH', 'Ukrainian Hryvnia', 'fiat', 2, 2, '{amount} ₴', '/api/v1/currencies/icons/UAH.svg', NULL, 4),
  ('KZT', 'Kazakhstani Tenge', 'fiat', 2, 2, '{amount} ₸', '/api/v1/currencies/icons/KZT.svg', NULL, 5),
  ('UZS', 'Uzbekistani Som', 'fiat', 2, 0, '{amount} UZS', '/api/v1/currencies/icons/UZS.svg', NULL, 6),
  ('IDR', 'Indonesian Rupiah', 'fiat', 2, 0, 'Rp {amount}', '/api/v1/currencies/icons/IDR.svg', NULL, 7),
  ('PLN', 'Polish Zloty', 'fiat', 2, 2, '{amount} zł', '/api/v1/currencies/icons/PLN.svg', NULL, 8),
  ('BTC', 'Bitcoin', 'crypto', 8, 8, '{amount} BTC', '/api/v1/currencies/icons/BTC.svg', '["bitcoin"]', 9),
  ('ETH', 'Ethereum', 'crypto', 8, 6, '{amount} ETH', '/api/v1/currencies/icons/ETH.svg', '["ERC20"]', 10),
  ('LTC', 'Litecoin', 'crypto', 8, 6, '{amount} LTC', '/api/v1/currencies/icons/LTC.svg', '["litecoin"]', 11),
  ('TRX', 'TRON', 'crypto', 6, 2, '{amount} TRX', '/api/v1/currencies/icons/TRX.svg', '["TRC20"]', 12),
  ('TON', 'Toncoin', 'crypto', 9, 4, '{amount} TON', '/api/v1/currencies/icons/TON.svg', '["TON"]', 13),
  ('USDT', 'Tether', 'crypto', 6, 2, '{amount} USDT', '/api/v1/currencies/icons/USDT.svg', '["TRC20","ERC20","TON"]', 14)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- Demo rates (1 unit of base = rate USD). A rates feed (RATES_FEED_URL) or an operator replaces them;
-- older rows stay as history. Inserted only into an empty table so a re-run never adds duplicates.
INSERT INTO "exchange_rates" ("base", "quote", "rate", "source", "fetched_at")
SELECT v.base, 'USD', v.rate::numeric, 'seed', '2026-01-01T00:00:00Z'
FROM (VALUES
  ('EUR', '1.08'), ('RUB', '0.0105'), ('UAH', '0.024'), ('KZT', '0.00195'), ('UZS', '0.0000785'),
  ('IDR', '0.0000615'), ('PLN', '0.25'), ('BTC', '65000'), ('ETH', '3200'), ('LTC', '70'),
  ('TRX', '0.16'), ('TON', '5.2'), ('USDT', '1')
) AS v(base, rate)
WHERE NOT EXISTS (SELECT 1 FROM "exchange_rates");
