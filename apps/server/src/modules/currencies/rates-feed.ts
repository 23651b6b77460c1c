import { z } from 'zod';
import { ZRateString } from '@wheelhouse/contracts/rates';

/** One observed rate: 1 unit of `base` is worth `rate` (exact decimal text) units of `quote`. */
export interface FeedRate {
  base: string;
  quote: string;
  rate: string;
}

/** A source of exchange rates. Adapters for other providers implement the same interface. */
export interface RatesFeed {
  readonly name: string;
  fetchRates(): Promise<FeedRate[]>;
}

/**
 * The HTTP JSON feed (RATES_FEED_URL): `{ "base": "USD", "rates": { "EUR": "0.925", … } }`, meaning
 * 1 USD = 0.925 EUR. Rates must be JSON strings: a JSON number has already been through a float
 * by the time JSON.parse hands it over, and money math takes no floats. Rates that are not exact
 * positive decimals are dropped (and counted by the caller as skipped).
 */
const ZFeedBody = z.object({
  base: z.string().regex(/^[A-Z0-9]{2,10}$/),
  rates: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), z.unknown()),
});

export function httpRatesFeed(url: string, options: { timeoutMs?: number } = {}): RatesFeed {
  return {
    name: 'feed',
    async fetchRates() {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`rates feed answered HTTP ${response.status}`);
      const body = ZFeedBody.parse(await response.json());
      return Object.entries(body.rates)
        .filter((entry): entry is [string, string] => ZRateString.safeParse(entry[1]).success)
        .map(([quote, rate]) => ({ base: body.base, quote, rate }));
    },
  };
}

/**
 * One poll of the feed: fetches and records the rates. Errors are logged, not thrown: the last
 * rates stay in force until a poll succeeds. The worker role runs it as the currencies.poll-rates
 * tick (modules/currencies/jobs.ts); it is idempotent (each poll only adds rate rows).
 */
export async function pollRatesFeed(options: {
  feed: RatesFeed;
  record: (rates: FeedRate[], source: string) => Promise<{ stored: number; skipped: number }>;
  log: {
    info: (data: object, message: string) => void;
    warn: (data: object, message: string) => void;
  };
}): Promise<{ stored: number; skipped: number } | null> {
  try {
    const rates = await options.feed.fetchRates();
    const result = await options.record(rates, options.feed.name);
    options.log.info(result, 'exchange rates updated from the feed');
    return result;
  } catch (error) {
    options.log.warn({ err: error }, 'exchange rates feed failed; keeping the last rates');
    return null;
  }
}
