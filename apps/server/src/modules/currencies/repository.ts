import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { currencies, exchangeRates } from './schema';

export type CurrencyRow = typeof currencies.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export interface NewRate {
  base: string;
  quote: string;
  rate: string;
  source: string;
  fetchedAt: Date;
}

/** The only code that touches currencies and exchange rates (reference data; no player scope). */
export function currenciesRepository(db: Database) {
  return {
    async listCurrencies(executor: Database = db): Promise<CurrencyRow[]> {
      return executor
        .select()
        .from(currencies)
        .orderBy(asc(currencies.sortOrder), asc(currencies.code));
    },

    /** The newest rate of every pair. */
    async latestRates(executor: Database = db): Promise<ExchangeRateRow[]> {
      return executor
        .selectDistinctOn([exchangeRates.base, exchangeRates.quote])
        .from(exchangeRates)
        .orderBy(
          asc(exchangeRates.base),
          asc(exchangeRates.quote),
          desc(exchangeRates.fetchedAt),
          desc(exchangeRates.id),
        );
    },

    async insertRates(rates: NewRate[], executor: Database = db): Promise<void> {
      if (rates.length === 0) return;
      await executor.insert(exchangeRates).values(
        rates.map((rate) => ({
          base: rate.base,
          quote: rate.quote,
          // numeric keeps the decimal text exactly; the cast documents that nothing passes a float.
          rate: sql`${rate.rate}::numeric` as unknown as string,
          source: rate.source,
          fetchedAt: rate.fetchedAt,
        })),
      );
    },
  };
}

export type CurrenciesRepository = ReturnType<typeof currenciesRepository>;
