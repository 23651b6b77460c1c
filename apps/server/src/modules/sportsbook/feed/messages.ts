import type {
  EventStatus,
  MarketType,
  OutcomeKey,
  Score,
  SportKind,
} from '@wheelhouse/contracts/sportsbook';

/**
 * The feed adapter seam (ARCHITECTURE.md: Sportradar's Unified Odds Feed is the reference). A real
 * odds feed plugs in by implementing FeedAdapter and translating its messages into FeedMessage; the
 * embedded default is the seeded simulator (../simulator). The processor applies each message once
 * (by `id`) and never lets an older `ts` overwrite newer state.
 *
 * Odds are exact: `odds` is decimal odds × 1000 as a bigint (2.50 → 2500n).
 */

export type Producer = 'live' | 'prematch';

interface MessageBase {
  /** Unique per message: a replay of the same id acts once. */
  id: string;
  producer: Producer;
  /** Feed timestamp, ms since the epoch: per event and market, an older one never overwrites newer state. */
  ts: number;
  /** The feed's event id (e.g. "sim:match:42"). */
  event: string;
}

/** A market line: type plus specifiers ({total: "2.5"}); the key is `marketKey(type, specifiers)`. */
export interface MarketRef {
  type: MarketType;
  specifiers: Record<string, string>;
}

export interface OddsChangeMarket extends MarketRef {
  /** UOF market status: active 1, suspended -1, deactivated 0. */
  status: 'active' | 'suspended' | 'deactivated';
  outcomes: Array<{ key: OutcomeKey; odds: bigint; active: boolean }>;
}

export interface SportEventStatus {
  status: EventStatus;
  live: boolean;
  score: Score | null;
  period: string | null;
  clock: string | null;
}

/** New odds for some markets; markets absent keep their state. bettingStatus 'suspended' stops every listed market. */
export interface OddsChange extends MessageBase {
  kind: 'odds_change';
  bettingStatus?: 'active' | 'suspended';
  sportEventStatus?: SportEventStatus;
  markets: OddsChangeMarket[];
}

/** Suspends the listed markets (every market of the event when `markets` is absent). */
export interface BetStop extends MessageBase {
  kind: 'bet_stop';
  markets?: MarketRef[];
}

export interface SettledOutcome {
  key: OutcomeKey;
  result: 'won' | 'lost' | 'undecided';
  /** "0.5" or "1"; absent = 0. */
  voidFactor?: string;
  /** e.g. "0.5"; absent = none. */
  deadHeatFactor?: string;
}

export interface BetSettlement extends MessageBase {
  kind: 'bet_settlement';
  markets: Array<MarketRef & { outcomes: SettledOutcome[] }>;
}

/** Every bet on the markets (only those placed in [startTime, endTime) when given) is refunded. */
export interface BetCancel extends MessageBase {
  kind: 'bet_cancel';
  markets: MarketRef[];
  startTime?: number;
  endTime?: number;
}

export interface RollbackBetSettlement extends MessageBase {
  kind: 'rollback_bet_settlement';
  markets: MarketRef[];
}

export interface RollbackBetCancel extends MessageBase {
  kind: 'rollback_bet_cancel';
  markets: MarketRef[];
  startTime?: number;
  endTime?: number;
}

/** The fixture: who plays, when, in which tournament (UOF's fixture_change plus the fixture lookup). */
export interface Fixture {
  sport: {
    id: number;
    slug: string;
    kind: SportKind;
    title: string;
    icon: string;
    position: number;
  };
  category: { id: number; name: string; countryCode: string | null };
  tournament: { id: number; name: string; top: boolean; position: number };
  home: { id: number; name: string };
  away: { id: number; name: string };
  startsAt: number;
}

/** Creates the event, or changes its start, competitors or tournament. */
export interface FixtureChange extends MessageBase {
  kind: 'fixture_change';
  fixture: Fixture;
}

export type EventMessage =
  | OddsChange
  | BetStop
  | BetSettlement
  | BetCancel
  | RollbackBetSettlement
  | RollbackBetCancel
  | FixtureChange;

/** Producer heartbeat: a producer silent for longer than the processor's silence limit is down. */
export interface Alive {
  kind: 'alive';
  producer: Producer;
  ts: number;
}

export type FeedMessage = EventMessage | Alive;

/** What the adapter hands messages to (the processor). */
export interface FeedSink {
  handle(message: FeedMessage): Promise<HandleResult>;
}

export type HandleResult =
  | { outcome: 'applied' }
  | { outcome: 'duplicate' }
  /** Older than the state it names: recorded, changes nothing. */
  | { outcome: 'stale' }
  /** Names an event we do not know: not recorded, so a replay after its fixture applies. */
  | { outcome: 'unknown_event' }
  /**
   * Names a market the feed has not announced (no odds_change created it yet): applied to the
   * markets that exist, not recorded, so the feed's resend (recovery) applies the rest.
   */
  | { outcome: 'held' }
  /**
   * Invalid (feed/validate.ts: odds out of range, a bad factor, …): not applied, not recorded, so
   * a corrected resend applies; the lane goes on with the next message.
   */
  | { outcome: 'refused'; reason: string };

/** An odds feed: the simulator, or an adapter of a real feed. */
export interface FeedAdapter {
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}

/** "totals|total=2.5": the market's key within its event (specifiers sorted by name). */
export function marketKey(type: MarketType, specifiers: Record<string, string>): string {
  const parts = Object.keys(specifiers)
    .sort()
    .map((name) => `${name}=${specifiers[name]}`);
  return parts.length === 0 ? type : `${type}|${parts.join('|')}`;
}
