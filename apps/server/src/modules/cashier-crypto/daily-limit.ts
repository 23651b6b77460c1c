import { parseAmount } from '@wheelhouse/contracts/money';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { SettingsService } from '../settings';
import { cashierCryptoRepository } from './repository';

/**
 * The operator's daily withdrawal limit (`withdraw.dailyLimit`, house currency), one limit for
 * every way a player withdraws: crypto withdrawals and fiat sells both count, each module adding
 * what it holds or paid today through a `WithdrawnSince`.
 */

/** House-currency minor units a player's withdrawals of one kind created since `since` hold or paid. */
export type WithdrawnSince = (userId: number, since: Date, executor: Database) => Promise<bigint>;

/** What the player's crypto withdrawals created since `since` hold or paid (not cancelled or declined). */
export function cryptoWithdrawnSince(db: Database): WithdrawnSince {
  return cashierCryptoRepository(db).heldSince;
}

/** Midnight UTC of `now`'s calendar day: the daily withdrawal limit counts from here. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * 400 withdraw_daily_limit_exceeded when what the player's withdrawals hold or paid today plus
 * `addMinor` is over the limit. Call it before the hold (with the hold as `addMinor`, so a request
 * over both the limit and the balance hears the limit) and again after it with 0: under the
 * player's account row lock the hold took, a concurrent withdrawal has committed by then, so two
 * cannot both slip under the limit.
 */
export async function assertUnderDailyLimit(
  deps: {
    settings: Pick<SettingsService, 'get'>;
    houseScale: number;
    withdrawnSince: readonly WithdrawnSince[];
  },
  request: { userId: number; now: Date; addMinor: bigint },
  executor: Database,
): Promise<void> {
  const limit = parseAmount(
    await deps.settings.get('withdraw.dailyLimit', executor),
    deps.houseScale,
  );
  // A stored limit always parses (validated, 2 decimals); fail closed if it ever does not.
  const limitMinor = limit.ok ? limit.minor : 0n;
  const since = startOfUtcDay(request.now);
  let total = request.addMinor;
  for (const withdrawn of deps.withdrawnSince)
    total += await withdrawn(request.userId, since, executor);
  if (total > limitMinor) throw new AppError('withdraw_daily_limit_exceeded');
}
