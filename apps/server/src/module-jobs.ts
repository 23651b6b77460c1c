import type { Config } from './config';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { JobQueue } from './platform/jobs';
import { defineCashierCryptoJobs } from './modules/cashier-crypto/jobs';
import { defineFiatExpiryJob } from './modules/cashier-fiat/expiry-job';
import { httpRatesFeed } from './modules/currencies';
import { defineCurrenciesJobs } from './modules/currencies/jobs';
import type { Services } from './services';

/**
 * Every module's background jobs on the app's job queue (README "Jobs"). Defined in every role so
 * any process can send them; only workers run them. Each module keeps its definitions in its own
 * folder; this list is what the per-module `register` functions will take over.
 */
export function defineModuleJobs(
  jobs: JobQueue,
  deps: {
    services: Services;
    config: Config;
    db: Database;
    clock: Clock;
    log: {
      info: (data: object, message: string) => void;
      warn: (data: object, message: string) => void;
    };
  },
): void {
  const { services, config } = deps;
  defineCashierCryptoJobs(jobs, {
    cashier: services.cashierCrypto,
    review: services.withdrawalReview,
    payouts: services.payouts,
    // The simulated chain confirms deposits over time; a real gateway reports them (webhook).
    confirmDeposits: config.simulators,
    // Without a chain gateway there is nothing to approve automatically or pay out through.
    payoutsEnabled: config.cryptoGateway !== 'none',
    log: deps.log,
  });
  defineFiatExpiryJob(jobs, {
    db: deps.db,
    clock: deps.clock,
    transitions: services.fiatBuyTransitions,
    onCommitted: services.outbox.notify,
  });
  if (config.ratesFeedUrl)
    defineCurrenciesJobs(jobs, {
      feed: httpRatesFeed(config.ratesFeedUrl),
      intervalSeconds: config.ratesFeedIntervalMs / 1000,
      record: (rates, source) => services.currencies.recordFeedRates(rates, source),
      log: deps.log,
    });
}
