import type { MinesRound, OriginalBet, OriginalMoney } from '@wheelhouse/contracts/originals';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import { payoutFor } from '@wheelhouse/fair/payout';
import { MINES_TILES, minesMultiplier } from '@wheelhouse/fair/mines';
import { playSlot } from '@wheelhouse/fair/slot';
import { outcomeAsJson } from '../../lib/originals/verify-bet';

/** Test data for the mines and slot components, made with the same fair maths the server uses. */
export function money(amount: string, currency = 'USD'): OriginalMoney {
  return { amount, currency, houseAmount: amount, houseCurrency: currency };
}

/** An active round with these picks (all safe), or the finished round the overrides describe. */
export function makeRound(overrides: Partial<MinesRound> = {}): MinesRound {
  const mines = overrides.mines ?? 3;
  const revealed = overrides.revealed ?? [];
  const safeReveals = overrides.safeReveals ?? revealed.length;
  const active = (overrides.status ?? 'active') === 'active';
  return {
    id: '41',
    status: 'active',
    mines,
    stake: money('1.00'),
    payout: money('0.00'),
    revealed,
    safeReveals,
    multiplier: formatMultiplier(minesMultiplier(mines, safeReveals)),
    nextMultiplier:
      active && safeReveals < MINES_TILES - mines
        ? formatMultiplier(minesMultiplier(mines, safeReveals + 1))
        : null,
    mineTiles: null,
    nonce: 7,
    serverSeedHash: 'cf4ea48127b30b538ccd3a48e32fea7707f8bdb29593e8b8621e06ab371781e1',
    clientSeed: 'lucky-player-42',
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The README's check vector: this seed pair's nonce 0 spins stops 18, 1, 24, 11, 23 and pays 0.6×. */
export const PINNED_SEEDS = {
  serverSeed: '2c98b3f07c640e2966082754704ba619614c76f7805be8743b972096f4f8ce73',
  serverSeedHash: 'cf4ea48127b30b538ccd3a48e32fea7707f8bdb29593e8b8621e06ab371781e1',
  clientSeed: 'lucky-player-42',
};

/** A settled slot bet whose outcome is what @wheelhouse/fair computes for the pinned seeds. */
export function pinnedSlotBet(nonce = 0, stake = '1.00'): OriginalBet {
  const spin = playSlot({
    serverSeed: PINNED_SEEDS.serverSeed,
    clientSeed: PINNED_SEEDS.clientSeed,
    nonce,
  });
  if (!spin.ok) throw new Error('the pinned spin is invalid');
  const multiplier = formatMultiplier(spin.value.multiplier);
  const stakeMinor = parseAmount(stake, 2);
  if (!stakeMinor.ok) throw new Error('the stake is invalid');
  const payout = formatAmount(payoutFor(stakeMinor.minor, spin.value.multiplier), 2);
  return {
    id: String(100 + nonce),
    game: 'slot',
    status: 'settled',
    stake: money(stake),
    payout: money(payout),
    multiplier,
    params: {},
    outcome: outcomeAsJson(spin.value),
    nonce,
    serverSeedHash: PINNED_SEEDS.serverSeedHash,
    clientSeed: PINNED_SEEDS.clientSeed,
    serverSeed: null,
    createdAt: '2030-01-01T00:00:00.000Z',
  };
}
