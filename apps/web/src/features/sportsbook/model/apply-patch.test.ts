import { describe, expect, it } from 'vitest';
import type { EventPatch } from '@wheelhouse/contracts/sportsbook';
import { makeEvent, makeEventDetail } from '../test/fixtures';
import { outcomeChanges, patchEvent, patchEventsData } from './apply-patch';

function patchFor(version: number, odds = '3.10'): EventPatch {
  return {
    id: 1,
    version,
    status: 'live',
    live: true,
    startsAt: '2030-01-01T12:00:00.000Z',
    score: { home: 1, away: 0, periods: [{ home: 1, away: 0 }] },
    period: '1h',
    clock: "12'",
    markets: [
      {
        id: 11,
        status: 'active',
        outcomes: [{ id: 111, odds, active: true, result: null }],
      },
    ],
  };
}

describe('realtime updates', () => {
  it('apply a newer update to the score and the main market, and ignore stale ones', () => {
    const event = makeEvent({ version: 5 });
    const updated = patchEvent(event, patchFor(6));
    expect(updated.score?.home).toBe(1);
    expect(updated.clock).toBe("12'");
    expect(updated.mainMarket?.outcomes[0]?.odds).toBe('3.10');
    expect(updated.mainMarket?.outcomes[1]?.odds).toBe(event.mainMarket?.outcomes[1]?.odds);
    // Replayed or out of order: the same object comes back.
    expect(patchEvent(updated, patchFor(6, '9.00'))).toBe(updated);
    expect(patchEvent(updated, patchFor(4, '9.00'))).toBe(updated);
  });

  it('reach events inside every list shape, leaving untouched lists as they were', () => {
    const list = { data: [makeEvent({ version: 1 }), makeEvent({ id: 2, version: 1 })] };
    const patched = patchEventsData(list, [patchFor(2)]);
    expect(patched.data[0]?.version).toBe(2);
    expect(patched.data[1]).toBe(list.data[1]);
    expect(patchEventsData(patched, [patchFor(2)])).toBe(patched);

    const detail = makeEventDetail({ version: 1 });
    const patchedDetail = patchEventsData(detail, [patchFor(3)]);
    expect(patchedDetail.groups[0]?.markets[0]?.outcomes[0]?.odds).toBe('3.10');

    const top = {
      data: [{ tournament: detail.tournament, category: detail.category, events: [makeEvent()] }],
    };
    expect(patchEventsData(top, [patchFor(9)]).data[0]?.events[0]?.version).toBe(9);
  });

  it('tell the slip which outcomes moved and whether they can be backed', () => {
    const suspended = {
      ...patchFor(2),
      markets: [{ ...patchFor(2).markets[0]!, status: 'suspended' as const }],
    };
    expect(outcomeChanges(suspended)).toEqual([{ outcomeId: 111, odds: '3.10', available: false }]);
  });
});
