import {
  MARKET_TYPES,
  MAX_ODDS,
  MIN_ODDS,
  OUTCOME_KEYS,
  EVENT_STATUSES,
} from '@wheelhouse/contracts/sportsbook';
import { parseFactor } from '../bets/settlement-math';
import type { FeedMessage, MarketRef } from './messages';

/**
 * The seam's check of one feed message before it touches the database. A real feed is outside our
 * control: odds outside 1.001–1000 would be stored and break every read of the event, and a bad
 * void or dead-heat factor would throw inside the feed's transaction, so the adapter would resend
 * it forever. Such a message is refused (not recorded: a corrected resend with the same id
 * applies) and the lane moves on. Answers why it is refused, or null when it is fine.
 */
export function feedMessageProblem(message: FeedMessage): string | null {
  if (typeof message.ts !== 'number' || !Number.isSafeInteger(message.ts) || message.ts < 0)
    return 'bad_timestamp';
  if (message.producer !== 'live' && message.producer !== 'prematch') return 'bad_producer';
  if (message.kind === 'alive') return null;
  if (!text(message.id, 200)) return 'bad_id';
  if (!text(message.event, 200)) return 'bad_event';
  switch (message.kind) {
    case 'fixture_change':
      return Number.isFinite(message.fixture?.startsAt) ? null : 'bad_fixture';
    case 'bet_stop':
      return message.markets === undefined || refs(message.markets) ? null : 'bad_market';
    case 'odds_change':
      if (message.sportEventStatus && !is(EVENT_STATUSES, message.sportEventStatus.status))
        return 'bad_event_status';
      if (!refs(message.markets)) return 'bad_market';
      for (const market of message.markets) {
        if (!['active', 'suspended', 'deactivated'].includes(market.status))
          return 'bad_market_status';
        if (!Array.isArray(market.outcomes)) return 'bad_outcome';
        for (const outcome of market.outcomes) {
          if (!is(OUTCOME_KEYS, outcome.key)) return 'bad_outcome';
          if (
            typeof outcome.odds !== 'bigint' ||
            outcome.odds < MIN_ODDS ||
            outcome.odds > MAX_ODDS
          )
            return 'odds_out_of_range';
        }
      }
      return null;
    case 'bet_settlement':
      if (!refs(message.markets)) return 'bad_market';
      for (const market of message.markets) {
        if (!Array.isArray(market.outcomes)) return 'bad_outcome';
        for (const outcome of market.outcomes) {
          if (!is(OUTCOME_KEYS, outcome.key)) return 'bad_outcome';
          if (!['won', 'lost', 'undecided'].includes(outcome.result)) return 'bad_result';
          if (outcome.voidFactor !== undefined && parseFactor(outcome.voidFactor) === null)
            return 'bad_void_factor';
          if (outcome.deadHeatFactor !== undefined) {
            const deadHeat = parseFactor(outcome.deadHeatFactor);
            if (deadHeat === null || deadHeat.num === 0n) return 'bad_dead_heat_factor';
          }
        }
      }
      return null;
    case 'rollback_bet_settlement':
      return refs(message.markets) ? null : 'bad_market';
    case 'bet_cancel':
    case 'rollback_bet_cancel': {
      if (!refs(message.markets)) return 'bad_market';
      const { startTime, endTime } = message;
      if (startTime !== undefined && !Number.isSafeInteger(startTime)) return 'bad_window';
      if (endTime !== undefined && !Number.isSafeInteger(endTime)) return 'bad_window';
      if (startTime !== undefined && endTime !== undefined && startTime > endTime)
        return 'bad_window';
      return null;
    }
    default:
      return 'unknown_kind';
  }
}

function text(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

function is<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

function refs(markets: readonly MarketRef[] | undefined): boolean {
  return (
    Array.isArray(markets) &&
    markets.every(
      (market) =>
        is(MARKET_TYPES, market.type) &&
        typeof market.specifiers === 'object' &&
        market.specifiers !== null &&
        Object.values(market.specifiers).every((value) => text(value, 50)),
    )
  );
}
