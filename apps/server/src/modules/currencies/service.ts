import type { PutRatesRequest, RatesResponse } from '@wheelhouse/contracts/rates';
import {
  chainRates,
  convertMinor,
  formatRate,
  invertRate,
  parseRate,
  type Rate,
} from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { AuditEntry } from '../../platform/audit';
import {
  currenciesRepository,
  type CurrencyRow,
  type ExchangeRateRow,
  type NewRate,
} from './repository';

export type Currency = CurrencyRow;

/** The rate used for a conversion, with where it came from; recorded on converting transfers. */
export interface RateQuote {
  base: string;
  quote: string;
  rate: Rate;
  /** The pairs it was derived from, e.g. ["BTC/USD", "USD/EUR"]. */
  path: string[];
  source: string;
  /** The oldest observation the rate depends on. */
  fetchedAt: Date;
}

export interface Conversion {
  amountMinor: bigint;
  rate: RateQuote;
}

export interface CurrenciesServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** How long the currency list is cached; currencies change by migration or operator, rarely. */
  currencyCacheMs?: number;
}

/** A rate record as stored in ledger_transfers.rate: every member a string, exact. */
export function rateRecord(quote: RateQuote): Record<string, string> {
  return {
    base: quote.base,
    quote: quote.quote,
    rate: formatRate(quote.rate),
    numerator: quote.rate.numerator.toString(),
    denominator: quote.rate.denominator.toString(),
    path: quote.path.join(','),
    source: quote.source,
    fetchedAt: quote.fetchedAt.toISOString(),
  };
}

function requireRate(row: ExchangeRateRow): Rate {
  const rate = parseRate(row.rate);
  if (!rate) throw new Error(`stored rate ${row.base}/${row.quote} is not a decimal: ${row.rate}`);
  return rate;
}

function olderOf(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

export function currenciesService(deps: CurrenciesServiceDeps) {
  const repository = currenciesRepository(deps.db);
  const cacheMs = deps.currencyCacheMs ?? 30_000;
  let cached: { at: number; byCode: Map<string, Currency>; list: Currency[] } | undefined;

  /**
   * Every function that may run inside a caller's transaction takes its `executor`: on PGlite (one
   * connection) a query outside the open transaction would wait for it forever.
   */
  async function currencyTable(executor: Database = deps.db) {
    const now = Date.now();
    if (!cached || now - cached.at > cacheMs) {
      const list = await repository.listCurrencies(executor);
      cached = { at: now, list, byCode: new Map(list.map((row) => [row.code, row])) };
    }
    return cached;
  }

  /** The newest of a→b and b→a (inverted), as one hop. */
  function hop(latest: Map<string, ExchangeRateRow>, from: string, to: string): RateQuote | null {
    const direct = latest.get(`${from}/${to}`);
    const inverse = latest.get(`${to}/${from}`);
    const newest =
      direct && inverse
        ? direct.fetchedAt.getTime() >= inverse.fetchedAt.getTime()
          ? direct
          : inverse
        : (direct ?? inverse);
    if (!newest) return null;
    const rate = requireRate(newest);
    return {
      base: from,
      quote: to,
      rate: newest === direct ? rate : invertRate(rate),
      path: [`${newest.base}/${newest.quote}`],
      source: newest.source,
      fetchedAt: newest.fetchedAt,
    };
  }

  async function rateOf(
    from: string,
    to: string,
    executor: Database = deps.db,
  ): Promise<RateQuote> {
    const { byCode } = await currencyTable(executor);
    if (!byCode.has(from) || !byCode.has(to)) throw new AppError('not_found');
    if (from === to)
      return {
        base: from,
        quote: to,
        rate: { numerator: 1n, denominator: 1n },
        path: [],
        source: 'identity',
        fetchedAt: deps.clock.now(),
      };
    const latest = new Map(
      (await repository.latestRates(executor)).map((row) => [`${row.base}/${row.quote}`, row]),
    );
    const direct = hop(latest, from, to);
    if (direct) return direct;
    // Through a pivot: the house currency first (feeds quote against it), then any other.
    const pivots = [deps.houseCurrency, ...byCode.keys()].filter(
      (code) => code !== from && code !== to,
    );
    for (const pivot of pivots) {
      const first = hop(latest, from, pivot);
      const second = first && hop(latest, pivot, to);
      if (first && second)
        return {
          base: from,
          quote: to,
          rate: chainRates(first.rate, second.rate),
          path: [...first.path, ...second.path],
          source:
            first.source === second.source ? first.source : `${first.source}+${second.source}`,
          fetchedAt: olderOf(first.fetchedAt, second.fetchedAt),
        };
    }
    throw new AppError('not_found', { message: `No exchange rate from ${from} to ${to}` });
  }

  async function requireCurrency(code: string, executor: Database = deps.db): Promise<Currency> {
    const currency = (await currencyTable(executor)).byCode.get(code);
    if (!currency) throw new AppError('not_found', { message: `Unknown currency ${code}` });
    return currency;
  }

  async function latestRatesResponse(): Promise<RatesResponse> {
    const rows = await repository.latestRates();
    return {
      items: rows.map((row) => ({
        base: row.base,
        quote: row.quote,
        rate: formatRate(requireRate(row)),
        source: row.source,
        fetchedAt: row.fetchedAt.toISOString(),
      })),
    };
  }

  return {
    async getCurrency(code: string): Promise<Currency | undefined> {
      return (await currencyTable()).byCode.get(code);
    },

    requireCurrency,

    async listCurrencies(options: { activeOnly?: boolean } = {}): Promise<Currency[]> {
      const { list } = await currencyTable();
      return options.activeOnly ? list.filter((row) => row.active) : list;
    },

    rateOf,

    /**
     * Converts `amountMinor` of `from` into minor units of `to` at the latest rate, rounding DOWN
     * (see convertMinor in contracts/money.ts: the one rounding rule, never in the player's favour).
     */
    async convert(
      amountMinor: bigint,
      from: string,
      to: string,
      executor: Database = deps.db,
    ): Promise<Conversion> {
      const source = await requireCurrency(from, executor);
      const target = await requireCurrency(to, executor);
      const rate = await rateOf(from, to, executor);
      return {
        amountMinor: convertMinor(amountMinor, source.ledgerScale, target.ledgerScale, rate.rate),
        rate,
      };
    },

    async listRates(member: StaffPrincipal): Promise<RatesResponse> {
      if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
      return latestRatesResponse();
    },

    /** Operator override: new rows for the listed pairs, each audited with the rate it replaces. */
    async putRates(
      member: StaffPrincipal,
      input: PutRatesRequest,
      requestId: string,
    ): Promise<RatesResponse> {
      if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
      const { byCode } = await currencyTable();
      const fields: Record<string, { key: string; params?: Record<string, string> }> = {};
      input.rates.forEach((item, index) => {
        if (!byCode.has(item.base))
          fields[`rates.${index}.base`] = { key: 'Validation.unknown_currency' };
        if (!byCode.has(item.quote))
          fields[`rates.${index}.quote`] = { key: 'Validation.unknown_currency' };
        if (item.base === item.quote)
          fields[`rates.${index}.quote`] = { key: 'Validation.same_currency' };
      });
      const pairs = new Set(input.rates.map((item) => `${item.base}/${item.quote}`));
      if (pairs.size !== input.rates.length) fields.rates = { key: 'Validation.duplicate_pair' };
      if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
      const now = deps.clock.now();
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const before = new Map(
          (await repository.latestRates(tx)).map((row) => [`${row.base}/${row.quote}`, row]),
        );
        await repository.insertRates(
          input.rates.map((item) => ({
            ...item,
            source: `admin:${member.staffId}`,
            fetchedAt: now,
          })),
          tx,
        );
        for (const item of input.rates) {
          const pair = `${item.base}/${item.quote}`;
          const previous = before.get(pair);
          await deps.recordAudit(
            {
              staffId: member.staffId,
              action: 'rate.set',
              targetType: 'exchange_rate',
              targetId: pair,
              before: previous
                ? {
                    rate: formatRate(requireRate(previous)),
                    source: previous.source,
                    fetchedAt: previous.fetchedAt.toISOString(),
                  }
                : null,
              after: { rate: item.rate, source: `admin:${member.staffId}` },
              requestId,
            },
            tx,
          );
        }
      });
      return latestRatesResponse();
    },

    /** Rates from a feed. Rates that do not parse or name unknown currencies are skipped, not stored. */
    async recordFeedRates(rates: Array<Omit<NewRate, 'source' | 'fetchedAt'>>, source: string) {
      const { byCode } = await currencyTable();
      const fetchedAt = deps.clock.now();
      const valid = rates.filter(
        (item) =>
          byCode.has(item.base) &&
          byCode.has(item.quote) &&
          item.base !== item.quote &&
          parseRate(item.rate) !== null,
      );
      await repository.insertRates(valid.map((item) => ({ ...item, source, fetchedAt })));
      return { stored: valid.length, skipped: rates.length - valid.length };
    },
  };
}

export type CurrenciesService = ReturnType<typeof currenciesService>;
