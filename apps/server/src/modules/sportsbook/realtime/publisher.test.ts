import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventPatch } from '@wheelhouse/contracts/sportsbook';
import { SPORTSBOOK_UPDATES_PER_SECOND } from '@wheelhouse/contracts/sportsbook';
import type { Bus } from '../../../platform/bus';
import type { CatalogueService } from '../catalogue/service';
import type { EventChange } from '../feed/event-change';
import { LIVE_CHANNEL, sportsbookPublisher } from './publisher';

const INTERVAL = Math.floor(1000 / SPORTSBOOK_UPDATES_PER_SECOND);

interface Sent {
  channel: string;
  message: { type: string; event?: EventPatch; events?: EventPatch[] };
}

/** An in-play event's odds change: the 1x2 home odds (thousandths) at this version. */
function oddsChange(eventId: number, version: number, homeOdds: bigint): EventChange {
  const marketId = eventId * 10;
  return {
    event: {
      id: eventId,
      externalId: `test:${eventId}`,
      sportId: 1,
      categoryId: 1,
      tournamentId: 1,
      homeId: 1,
      homeName: 'Home',
      awayId: 2,
      awayName: 'Away',
      startsAt: new Date('2026-11-28T12:00:00Z'),
      status: 'live',
      live: true,
      score: { home: 0, away: 0, periods: [] },
      period: '1h',
      clock: "10'",
      stateTs: version,
      fixtureTs: 0,
      version,
      createdAt: new Date('2026-11-28T11:00:00Z'),
    },
    wasLive: true,
    structural: false,
    markets: [
      {
        id: marketId,
        type: '1x2',
        key: '1x2',
        status: 'active',
        outcomes: [
          {
            id: marketId + 1,
            marketId,
            key: 'home',
            odds: homeOdds,
            active: true,
            result: null,
            voidFactor: null,
            deadHeatFactor: null,
          },
        ],
      },
    ],
  } as EventChange;
}

describe('sportsbook publisher coalescing', () => {
  let sent: Sent[];
  let publisher: ReturnType<typeof sportsbookPublisher>;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    const bus = {
      publish: async (channel: string, message: unknown) => {
        sent.push({ channel, message: message as Sent['message'] });
      },
    } as unknown as Bus;
    publisher = sportsbookPublisher({ bus, catalogue: {} as CatalogueService });
    publisher.start();
  });

  afterEach(async () => {
    await publisher.stop();
    vi.useRealTimers();
  });

  const updatesOf = (eventId: number) =>
    sent
      .filter((s) => s.channel === `sportsbook:event:${eventId}`)
      .map((s) => s.message.event!.markets[0]!.outcomes[0]!.odds);

  it('sends the first change of an event at once', async () => {
    publisher.changed(oddsChange(1, 1, 2000n));
    await vi.advanceTimersByTimeAsync(0);
    expect(updatesOf(1)).toEqual(['2.00']);
  });

  it('merges a burst within the interval into exactly one more message with the newest state', async () => {
    publisher.changed(oddsChange(1, 1, 2000n));
    await vi.advanceTimersByTimeAsync(1);
    publisher.changed(oddsChange(1, 2, 2100n));
    await vi.advanceTimersByTimeAsync(10);
    publisher.changed(oddsChange(1, 3, 2200n));
    publisher.changed(oddsChange(1, 4, 2300n));
    await vi.advanceTimersByTimeAsync(1);
    // Still within the interval after the first send: nothing more has gone out.
    expect(updatesOf(1)).toEqual(['2.00']);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(updatesOf(1)).toEqual(['2.00', '2.30']);
    const last = sent.filter((s) => s.channel === 'sportsbook:event:1').at(-1)!;
    expect(last.message.event!.version).toBe(4);
  });

  it('sends a change at once again once a quiet interval has passed', async () => {
    publisher.changed(oddsChange(1, 1, 2000n));
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    publisher.changed(oddsChange(1, 2, 2100n));
    await vi.advanceTimersByTimeAsync(0);
    expect(updatesOf(1)).toEqual(['2.00', '2.10']);
  });

  it('does not let one event delay another', async () => {
    publisher.changed(oddsChange(1, 1, 2000n));
    await vi.advanceTimersByTimeAsync(1);
    publisher.changed(oddsChange(1, 2, 2100n)); // event 1 now waits for its interval
    publisher.changed(oddsChange(2, 1, 3000n));
    await vi.advanceTimersByTimeAsync(0);
    expect(updatesOf(2)).toEqual(['3.00']);
    expect(updatesOf(1)).toEqual(['2.00']);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(updatesOf(1)).toEqual(['2.00', '2.10']);
    expect(updatesOf(2)).toEqual(['3.00']);
  });

  it('throttles the live list the same way, with each event newest', async () => {
    publisher.changed(oddsChange(1, 1, 2000n));
    await vi.advanceTimersByTimeAsync(1);
    publisher.changed(oddsChange(2, 1, 3000n));
    publisher.changed(oddsChange(1, 2, 2100n));
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    const live = sent.filter((s) => s.channel === LIVE_CHANNEL).map((s) => s.message);
    expect(live).toHaveLength(2);
    const byEvent = (message: Sent['message']) =>
      Object.fromEntries(
        message.events!.map((e) => [e.id, e.markets[0]!.outcomes[0]!.odds] as const),
      );
    expect(byEvent(live[0]!)).toEqual({ 1: '2.00' });
    expect(byEvent(live[1]!)).toEqual({ 1: '2.10', 2: '3.00' });
  });
});
