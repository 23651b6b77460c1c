import type { JobQueue } from '../../platform/jobs';
import { pollRatesFeed, type FeedRate, type RatesFeed } from './rates-feed';

/** The currencies module's jobs (queue names). */
export const CURRENCIES_JOBS = {
  /** Tick, every RATES_FEED_INTERVAL_SECONDS: one poll of the exchange-rate feed. */
  pollRates: 'currencies.poll-rates',
} as const;

/**
 * Polls the rates feed every `intervalSeconds` (a tick: a fresh database polls at once when the
 * worker starts, then every interval; any number of workers poll once per interval between them).
 * Idempotent: a poll only adds rate rows, the newest of which wins.
 */
export function defineCurrenciesJobs(
  jobs: JobQueue,
  deps: {
    feed: RatesFeed;
    intervalSeconds: number;
    record: (rates: FeedRate[], source: string) => Promise<{ stored: number; skipped: number }>;
    log: {
      info: (data: object, message: string) => void;
      warn: (data: object, message: string) => void;
    };
  },
): void {
  jobs.every({
    name: CURRENCIES_JOBS.pollRates,
    everySeconds: deps.intervalSeconds,
    run: async () => (await pollRatesFeed(deps)) ?? { feed: 'failed; the last rates stay' },
  });
}
