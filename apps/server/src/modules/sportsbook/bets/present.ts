import { formatOdds } from '@wheelhouse/contracts/sportsbook';
import type { LegStatus, SportsBet } from '@wheelhouse/contracts/sportsbook-bets';
import type { BetWithLegs, LegRow } from './repository';
import type { StakeMoney } from './money';
import { settleLeg, type LegResult } from './settlement-math';

/** The result a leg settles by: a cancelled leg is void whatever the feed said. */
export function legResultOf(leg: Pick<LegRow, 'cancelled' | 'result'>): LegResult | null {
  if (leg.cancelled) return { result: 'lost', voidFactor: '1' };
  return leg.result;
}

export function legStatusOf(leg: LegRow): LegStatus {
  return settleLeg(leg.odds, legResultOf(leg)).status;
}

/** A bet as its player sees it: amounts in the display currency it was placed in. */
export async function presentBet(
  bet: BetWithLegs,
  money: StakeMoney,
  options: { cashOutAvailable?: boolean } = {},
): Promise<SportsBet> {
  const [stake, potential, payout] = await Promise.all([
    money.displayAmount(bet.stakeMinor, bet.displayCurrency, bet.displayRate),
    money.displayAmount(bet.potentialPayoutMinor, bet.displayCurrency, bet.displayRate),
    money.displayAmount(bet.payoutMinor, bet.displayCurrency, bet.displayRate),
  ]);
  return {
    id: bet.id.toString(),
    kind: bet.kind,
    status: bet.status,
    stake,
    currency: bet.displayCurrency,
    odds: formatOdds(bet.totalOdds),
    potentialPayout: potential,
    payout,
    cashOutAvailable:
      options.cashOutAvailable ??
      (bet.status === 'open' && !bet.legs.some((leg) => legStatusOf(leg) === 'lost')),
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt ? bet.settledAt.toISOString() : null,
    legs: bet.legs.map((leg) => ({
      outcomeId: leg.outcomeId,
      eventId: leg.eventId,
      eventName: leg.eventName,
      marketName: leg.marketName,
      outcomeName: leg.outcomeName,
      market: { type: leg.marketType, specifiers: leg.specifiers },
      outcomeKey: leg.outcomeKey,
      home: leg.homeName,
      away: leg.awayName,
      odds: formatOdds(leg.odds),
      live: leg.live,
      status: legStatusOf(leg),
    })),
  };
}
