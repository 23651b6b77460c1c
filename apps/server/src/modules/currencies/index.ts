/** Currencies (reference data) and exchange rates: what other modules may use. */
export { currenciesService, rateRecord } from './service';
export type { Conversion, CurrenciesService, Currency, RateQuote } from './service';
export { adminRatesRoutes, currencyIconRoutes } from './routes';
export { currencyIconPath } from './icons';
export { httpRatesFeed, pollRatesFeed } from './rates-feed';
export type { RatesFeed, FeedRate } from './rates-feed';
