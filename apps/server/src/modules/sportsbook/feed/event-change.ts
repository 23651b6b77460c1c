import type { MarketStatus, MarketType } from '@wheelhouse/contracts/sportsbook';
import type { HandleResult } from './messages';
import type { EventRow, MarketRow, OutcomeRow } from './row-json';

/** What changed in one event by one message (the realtime publisher coalesces these). */
export interface EventChange {
  event: EventRow;
  /** Live before the message (for the live list's added/removed). */
  wasLive: boolean;
  /** A market was created: the event channel gets a fresh snapshot instead of a patch. */
  structural: boolean;
  markets: Array<{
    id: number;
    type: MarketType;
    key: string;
    status: MarketStatus;
    outcomes: OutcomeRow[];
  }>;
}

/** A message's result, with the change to publish once its transaction commits. */
export interface Applied {
  result: HandleResult;
  change?: EventChange;
  /** Named a market the feed has not announced yet: not recorded, so a resend applies it fully. */
  held?: boolean;
}

export function marketChange(
  market: MarketRow,
  outcomes: OutcomeRow[],
): EventChange['markets'][number] {
  return { id: market.id, type: market.type, key: market.key, status: market.status, outcomes };
}

export function changed(
  event: EventRow,
  wasLive: boolean,
  structural: boolean,
  markets: EventChange['markets'],
): Applied {
  return { result: { outcome: 'applied' }, change: { event, wasLive, structural, markets } };
}

/** A message whose id was recorded already: its transaction rolls back, nothing changes. */
export class DuplicateMessage extends Error {
  constructor() {
    super('duplicate feed message');
  }
}
