import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { defineCurrenciesJobs } from './jobs';
import { httpRatesFeed } from './rates-feed';
import { adminRatesRoutes, currencyIconRoutes } from './routes';
import { currenciesService } from './service';

/** Currencies (reference data) and exchange rates: what other modules may use. */
export { currenciesService, rateRecord } from './service';
export type { Conversion, CurrenciesService, Currency, RateQuote } from './service';
export { convertUp } from './convert-up';
export { currencyIconPath } from './icons';
export { httpRatesFeed, pollRatesFeed } from './rates-feed';
export type { RatesFeed, FeedRate } from './rates-feed';

export function registerCurrencies(
  { db, clock, config, audit }: Platform,
  registry: ModuleRegistry,
) {
  const currencies = currenciesService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    recordAudit: audit.record,
  });
  registry.routes('/api/v1', currencyIconRoutes, { currencies });
  registry.routes('/api/admin', adminRatesRoutes, { currencies });
  const feedUrl = config.ratesFeedUrl;
  if (feedUrl)
    registry.jobs((jobs, log) =>
      defineCurrenciesJobs(jobs, {
        feed: httpRatesFeed(feedUrl),
        intervalSeconds: config.ratesFeedIntervalMs / 1000,
        record: (rates, source) => currencies.recordFeedRates(rates, source),
        log,
      }),
    );
  return currencies;
}
