/** Accounts a player owns, in the house currency. */
export const PLAYER_ACCOUNT_KINDS = ['player_main', 'player_bonus', 'pending_withdrawal'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/**
 * The house side. These accounts are append-only: a transfer adds entries to them and never locks
 * or updates their row, so their balance is the sum of their entries.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'house_bets',
  'house_wins',
  'house_fees',
  'house_custody',
  'house_fx',
  'house_adjustments',
  'house_bonuses',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountRef = { userId: number; kind: PlayerAccountKind } | { house: HouseAccountKind };

/** An account reference with its currency: what identifies one ledger account. */
export interface AccountKey {
  ownerType: 'player' | 'house';
  userId: number | null;
  kind: string;
  currency: string;
}

export function accountKeyOf(ref: AccountRef, currency: string): AccountKey {
  return 'house' in ref
    ? { ownerType: 'house', userId: null, kind: ref.house, currency }
    : { ownerType: 'player', userId: ref.userId, kind: ref.kind, currency };
}

export function accountKeyText(key: AccountKey): string {
  return key.ownerType === 'house'
    ? `house:${key.kind}:${key.currency}`
    : `player:${key.userId}:${key.kind}:${key.currency}`;
}

export function isPlayerAccountKind(kind: string): kind is PlayerAccountKind {
  return (PLAYER_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

export function isHouseAccountKind(kind: string): kind is HouseAccountKind {
  return (HOUSE_ACCOUNT_KINDS as readonly string[]).includes(kind);
}
