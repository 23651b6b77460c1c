import { verify, type KeyObject } from 'node:crypto';

/** Free rounds the operator granted one player on one game (POST /freerounds). */
export interface FreeRoundsGrant {
  /** The operator's id of the grant (its bonus id): bets and wins of the rounds carry it. */
  reference: string;
  user: string;
  /**
   * The operator's game the rounds are for (`operator_game`): one engine of ours serves several
   * of its games, and only this one plays them (the launch URL's `game`).
   */
  game: string;
  currency: string;
  /** Rounds not played yet. */
  left: number;
  /** The stake of each round, in 1/100,000 units of the currency. */
  stake: number;
  /** Epoch ms after which the rounds are gone; null: no expiry. */
  expiresAt: number | null;
}

/** Why a grant request is refused; the operator sees it as the answer's status. */
export type GrantRefusal = 'RS_ERROR_INVALID_SIGNATURE' | 'RS_ERROR_WRONG_TYPES';

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const integer = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Checks the operator's RSA-SHA256 signature (x-signature, base64) over the exact raw body. */
export function signedByOperator(raw: Buffer, signature: unknown, publicKey: KeyObject): boolean {
  if (typeof signature !== 'string' || signature.length === 0) return false;
  try {
    return verify('sha256', raw, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** Reads a grant body (the operator's FreeRoundsGrant); null when a field is missing or wrong. */
export function parseGrant(
  value: unknown,
): (Omit<FreeRoundsGrant, 'left'> & { count: number }) | null {
  if (!value || typeof value !== 'object') return null;
  const body = value as Record<string, unknown>;
  const expires = body.expires_at;
  const expiresAt = typeof expires === 'string' ? Date.parse(expires) : null;
  if (
    !text(body.reference, 100) ||
    !text(body.user, 100) ||
    !text(body.game_code, 100) ||
    !text(body.operator_game, 100) ||
    !text(body.currency, 10) ||
    !integer(body.count, 1, 1000) ||
    !integer(body.stake, 1, Number.MAX_SAFE_INTEGER) ||
    (expires !== null && expires !== undefined && typeof expires !== 'string') ||
    (expiresAt !== null && Number.isNaN(expiresAt))
  )
    return null;
  return {
    reference: body.reference,
    user: body.user,
    game: body.operator_game,
    currency: body.currency,
    count: body.count,
    stake: body.stake,
    expiresAt,
  };
}

/**
 * The granted free rounds, in memory, idempotent by the operator's reference. The operator sends
 * a grant again at every launch of its game with the rounds it still counts: a grant we lost (a
 * restart) comes back, and one we know keeps the smaller count (ours may be ahead by rounds
 * whose bets are on their way). A session of the player's game plays them first, one round per
 * spin, until none is left; then normal play resumes.
 */
export function freeRoundGrants(now: () => number = Date.now) {
  const grants = new Map<string, FreeRoundsGrant>();

  const usable = (grant: FreeRoundsGrant) =>
    grant.left > 0 && (grant.expiresAt === null || grant.expiresAt > now());

  function next(user: string, game: string, currency: string): FreeRoundsGrant | undefined {
    for (const grant of grants.values())
      if (
        grant.user === user &&
        grant.game === game &&
        grant.currency === currency &&
        usable(grant)
      )
        return grant;
    return undefined;
  }

  return {
    /**
     * Stores a grant; false when its reference is known (then it keeps the smaller count). A
     * grant may not move to another player or game.
     */
    grant(input: Omit<FreeRoundsGrant, 'left'> & { count: number }): boolean {
      const { count, ...rest } = input;
      const known = grants.get(input.reference);
      if (!known) {
        grants.set(input.reference, { ...rest, left: count });
        return true;
      }
      if (known.user === input.user && known.game === input.game)
        known.left = Math.min(known.left, count);
      return false;
    },

    /** Free rounds this player has left on this game in this currency. */
    left(user: string | undefined, game: string, currency: string): number {
      if (!user) return 0;
      let left = 0;
      for (const grant of grants.values())
        if (
          grant.user === user &&
          grant.game === game &&
          grant.currency === currency &&
          usable(grant)
        )
          left += grant.left;
      return left;
    },

    /** Takes one round of the player's next grant on this game, or undefined when none is left. */
    take(user: string | undefined, game: string, currency: string) {
      if (!user) return undefined;
      const grant = next(user, game, currency);
      if (!grant) return undefined;
      grant.left -= 1;
      return { reference: grant.reference, stake: grant.stake };
    },

    /** Gives back a round that could not be played (no answer from the operator). */
    giveBack(reference: string) {
      const grant = grants.get(reference);
      if (grant) grant.left += 1;
    },

    /**
     * Forgets a grant the operator refused a round of (used up or gone on its side); if it still
     * has rounds, its next launch grants them again.
     */
    drop(reference: string) {
      grants.delete(reference);
    },
  };
}

export type FreeRoundGrants = ReturnType<typeof freeRoundGrants>;
