import { describe, expect, it } from 'vitest';
import {
  cashOutValue,
  parseFactor,
  potentialPayout,
  settleBet,
  settleLeg,
  totalOdds,
  type LegResult,
} from './settlement-math';

const won: LegResult = { result: 'won' };
const lost: LegResult = { result: 'lost' };
const voided: LegResult = { result: 'lost', voidFactor: '1' };
const halfWon: LegResult = { result: 'won', voidFactor: '0.5' };
const halfLost: LegResult = { result: 'lost', voidFactor: '0.5' };

/** Stake 10.00 (1000 minor units) on a single at the odds given; what the feed's result pays. */
const table: Array<{
  market: string;
  odds: bigint;
  result: LegResult;
  status: string;
  payout: bigint;
}> = [
  { market: '1x2 home won', odds: 2500n, result: won, status: 'won', payout: 2500n },
  { market: '1x2 draw lost', odds: 3200n, result: lost, status: 'lost', payout: 0n },
  {
    market: '1x2 match abandoned (void)',
    odds: 3200n,
    result: voided,
    status: 'void',
    payout: 1000n,
  },
  { market: 'winner (tennis) won', odds: 1333n, result: won, status: 'won', payout: 1333n },
  {
    market: 'winner (tennis) retired, void',
    odds: 1333n,
    result: voided,
    status: 'void',
    payout: 1000n,
  },
  { market: 'totals over 2.5 won', odds: 1910n, result: won, status: 'won', payout: 1910n },
  { market: 'totals under 2.5 lost', odds: 1910n, result: lost, status: 'lost', payout: 0n },
  {
    market: 'totals over 2.0 push (void)',
    odds: 1850n,
    result: voided,
    status: 'void',
    payout: 1000n,
  },
  // 2 goals on over 2.25: half the stake on 2.0 (push), half on 2.5 (lost) → half lost.
  {
    market: 'totals over 2.25, 2 goals',
    odds: 1900n,
    result: halfLost,
    status: 'half_lost',
    payout: 500n,
  },
  // 3 goals on over 2.75: half on 2.5 (won), half on 3.0 (push) → half won: 10 × (1.9 + 1) / 2.
  {
    market: 'totals over 2.75, 3 goals',
    odds: 1900n,
    result: halfWon,
    status: 'half_won',
    payout: 1450n,
  },
  { market: 'handicap home -1.5 won', odds: 2100n, result: won, status: 'won', payout: 2100n },
  {
    market: 'handicap home -0.25, draw',
    odds: 1950n,
    result: halfLost,
    status: 'half_lost',
    payout: 500n,
  },
  {
    market: 'handicap away +0.25, draw',
    odds: 1950n,
    result: halfWon,
    status: 'half_won',
    payout: 1475n,
  },
  { market: 'btts yes won', odds: 1750n, result: won, status: 'won', payout: 1750n },
  { market: 'btts no lost', odds: 2050n, result: lost, status: 'lost', payout: 0n },
  { market: 'set_winner setnr=2 won', odds: 1620n, result: won, status: 'won', payout: 1620n },
  { market: 'map_winner mapnr=1 lost', odds: 1620n, result: lost, status: 'lost', payout: 0n },
  // Two share first place: dead heat 0.5 pays stake × 0.5 × odds.
  {
    market: 'winner dead heat 0.5',
    odds: 4000n,
    result: { result: 'won', deadHeatFactor: '0.5' },
    status: 'half_won',
    payout: 2000n,
  },
  {
    market: 'winner dead heat 1/3 (rounded down)',
    odds: 5000n,
    result: { result: 'won', deadHeatFactor: '0.333333' },
    status: 'half_won',
    payout: 1666n,
  },
];

describe('sportsbook settlement table (stake 1000 minor units, single)', () => {
  it.each(table)('$market → $status pays $payout', ({ odds, result, status, payout }) => {
    const bet = settleBet(1000n, [{ odds, result }]);
    expect(bet.status).toBe(status);
    expect(bet.payoutMinor).toBe(payout);
  });

  it('an undecided result or no result leaves the bet open', () => {
    expect(settleBet(1000n, [{ odds: 2000n, result: null }])).toMatchObject({
      status: 'open',
      payoutMinor: 0n,
    });
    expect(settleBet(1000n, [{ odds: 2000n, result: { result: 'undecided' } }]).status).toBe(
      'open',
    );
    // Void beats undecided: the feed voids an outcome it cannot decide.
    expect(
      settleBet(1000n, [{ odds: 2000n, result: { result: 'undecided', voidFactor: '1' } }]),
    ).toMatchObject({ status: 'void', payoutMinor: 1000n });
  });
});

describe('multis', () => {
  it('pays stake × the product of the legs, rounded down once', () => {
    const bet = settleBet(333n, [
      { odds: 1333n, result: won },
      { odds: 1500n, result: won },
      { odds: 2100n, result: won },
    ]);
    expect(bet).toMatchObject({ status: 'won', payoutMinor: 1398n }); // 333 × 4.19895 = 1398.25
  });

  it('a void leg counts as odds 1.0', () => {
    const bet = settleBet(1000n, [
      { odds: 2000n, result: won },
      { odds: 3000n, result: voided },
      { odds: 1500n, result: won },
    ]);
    expect(bet).toMatchObject({ status: 'won', payoutMinor: 3000n, legs: ['won', 'void', 'won'] });
  });

  it('one lost leg loses the bet even while others are open', () => {
    const bet = settleBet(1000n, [
      { odds: 2000n, result: null },
      { odds: 3000n, result: lost },
    ]);
    expect(bet).toMatchObject({ status: 'lost', payoutMinor: 0n, legs: ['open', 'lost'] });
  });

  it('stays open while a leg is undecided and none lost', () => {
    expect(
      settleBet(1000n, [
        { odds: 2000n, result: won },
        { odds: 3000n, result: null },
      ]).status,
    ).toBe('open');
  });

  it('half won and half lost legs multiply as (odds + 1) / 2 and 0.5', () => {
    // 1000 × (1.9 + 1) / 2 × 0.5 × 2.0 = 1450
    const bet = settleBet(1000n, [
      { odds: 1900n, result: halfWon },
      { odds: 1800n, result: halfLost },
      { odds: 2000n, result: won },
    ]);
    expect(bet).toMatchObject({ status: 'half_won', payoutMinor: 1450n });
    const worse = settleBet(1000n, [
      { odds: 1900n, result: halfLost },
      { odds: 1800n, result: halfLost },
    ]);
    expect(worse).toMatchObject({ status: 'half_lost', payoutMinor: 250n });
  });

  it('every leg void refunds the stake', () => {
    expect(
      settleBet(1000n, [
        { odds: 2000n, result: voided },
        { odds: 3000n, result: voided },
      ]),
    ).toMatchObject({ status: 'void', payoutMinor: 1000n });
  });
});

describe('slip figures and cash-out', () => {
  it('total odds and potential payout round down', () => {
    expect(totalOdds([1333n, 1500n, 2100n])).toBe(4198n); // 4.19895
    expect(totalOdds([2500n])).toBe(2500n);
    expect(potentialPayout(333n, [1333n, 1500n, 2100n])).toBe(1398n);
  });

  it('cash-out: stake × accepted ÷ current × (1 − margin), rounded down', () => {
    // 1000 × 2.0 / 1.5 × 0.95 = 1266.67 → 1266
    expect(cashOutValue(1000n, [{ odds: 2000n, currentOdds: 1500n, result: null }], 500n)).toBe(
      1266n,
    );
    // A won leg counts at its factor; the open one at accepted ÷ current.
    expect(
      cashOutValue(
        1000n,
        [
          { odds: 2000n, currentOdds: 2000n, result: won },
          { odds: 3000n, currentOdds: 1200n, result: null },
        ],
        0n,
      ),
    ).toBe(5000n);
    expect(cashOutValue(1000n, [{ odds: 2000n, currentOdds: 1500n, result: lost }], 500n)).toBe(
      null,
    );
  });

  it('refuses malformed factors', () => {
    expect(parseFactor('1.5')).toBeNull();
    expect(parseFactor('-0.5')).toBeNull();
    expect(parseFactor('0.5')).toEqual({ num: 5n, den: 10n });
    expect(() => settleLeg(2000n, { result: 'won', voidFactor: '2' })).toThrow(RangeError);
  });
});
