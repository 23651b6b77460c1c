import { convertMinor, formatAmount, type Rate } from '@wheelhouse/contracts/money';
import type { MinesRound, OriginalBet, OriginalMoney } from '@wheelhouse/contracts/originals';
import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import { MINES_TILES, minesMultiplier } from '@wheelhouse/fair/mines';
import { mailboxOf } from '../users';
import type { BetRow, BetWithSeed } from './repository';

/** The scales of the two currencies a bet is shown in. */
export interface BetCurrencies {
  houseScale: number;
  /** Ledger scale of each display currency a shown bet may have. */
  displayScale: (code: string) => number;
}

/** A fair outcome as JSON: bigints (multipliers, limbo values) as integer strings. */
export function outcomeJson(outcome: object): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(outcome, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  ) as Record<string, unknown>;
}

export function rateJson(rate: Rate): { numerator: string; denominator: string } {
  return { numerator: rate.numerator.toString(), denominator: rate.denominator.toString() };
}

function moneyOf(bet: BetRow, minor: bigint, currencies: BetCurrencies): OriginalMoney {
  const rate = {
    numerator: BigInt(bet.displayRate.numerator),
    denominator: BigInt(bet.displayRate.denominator),
  };
  const displayScale = currencies.displayScale(bet.displayCurrency);
  return {
    amount: formatAmount(
      convertMinor(minor, currencies.houseScale, displayScale, rate),
      displayScale,
    ),
    currency: bet.displayCurrency,
    houseAmount: formatAmount(minor, currencies.houseScale),
    houseCurrency: bet.currency,
  };
}

export function toBet(row: BetWithSeed, currencies: BetCurrencies): OriginalBet {
  const { bet } = row;
  return {
    id: bet.id.toString(),
    game: bet.game,
    status: bet.status,
    stake: moneyOf(bet, bet.stakeMinor, currencies),
    payout: moneyOf(bet, bet.payoutMinor, currencies),
    multiplier: formatMultiplier(bet.multiplier),
    params: bet.params,
    outcome: bet.status === 'active' ? null : (bet.outcome ?? null),
    nonce: bet.nonce,
    serverSeedHash: row.serverSeedHash,
    clientSeed: bet.clientSeed,
    serverSeed: row.revealedServerSeed,
    createdAt: bet.createdAt.toISOString(),
  };
}

/** Mines params as stored: the mine count and the tiles revealed so far, in order. */
export interface MinesState {
  mines: number;
  picks: number[];
}

export function minesStateOf(bet: BetRow): MinesState {
  const params = bet.params as Partial<MinesState>;
  return { mines: Number(params.mines), picks: Array.isArray(params.picks) ? params.picks : [] };
}

export function toRound(row: BetWithSeed, currencies: BetCurrencies): MinesRound {
  const { bet } = row;
  const state = minesStateOf(bet);
  const outcome = bet.outcome as { mineTiles?: number[]; hitMine?: boolean } | null;
  const over = bet.status === 'settled';
  const safeReveals = over && outcome?.hitMine ? state.picks.length - 1 : state.picks.length;
  const canGoOn = !over && safeReveals < MINES_TILES - state.mines;
  return {
    id: bet.id.toString(),
    status: !over ? 'active' : outcome?.hitMine ? 'lost' : 'cashed_out',
    mines: state.mines,
    stake: moneyOf(bet, bet.stakeMinor, currencies),
    payout: moneyOf(bet, bet.payoutMinor, currencies),
    revealed: state.picks,
    safeReveals,
    multiplier: formatMultiplier(over ? bet.multiplier : minesMultiplier(state.mines, safeReveals)),
    nextMultiplier: canGoOn
      ? formatMultiplier(minesMultiplier(state.mines, safeReveals + 1))
      : null,
    mineTiles: over ? (outcome?.mineTiles ?? null) : null,
    nonce: bet.nonce,
    serverSeedHash: row.serverSeedHash,
    clientSeed: bet.clientSeed,
    createdAt: bet.createdAt.toISOString(),
  };
}

/**
 * A player's name for the live feed: the first two and the last character of the first name (or of
 * the email's local part), e.g. "John" → "Jo***n"; very short names keep only their first character,
 * and a player with neither (a messenger sign-up) is "***".
 */
export function maskedName(firstName: string | null, email: string): string {
  const name = (firstName?.trim() || mailboxOf(email)?.split('@')[0] || '').trim();
  const chars = [...name];
  if (chars.length === 0) return '***';
  if (chars.length <= 3) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
