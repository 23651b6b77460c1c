import {
  RG_LOOSEN_DELAY_HOURS,
  type RgCoolOffDuration,
  type RgExclusionDuration,
  type RgPeriod,
} from '@wheelhouse/contracts/responsible-gaming';

/**
 * Pure rules of the responsible-gaming tools.
 *
 * Periods are calendar periods in UTC, not rolling windows: a day starts at 00:00 UTC, a week on
 * Monday 00:00 UTC, a month on the 1st 00:00 UTC. A player can then be told one plain time when a
 * limit opens again (the next period's start), the same time on every screen, where a rolling
 * window would reopen bit by bit as old stakes age out.
 */
export function periodStart(period: RgPeriod, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return new Date(day);
  if (period === 'week') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    return new Date(day - sinceMonday * 86_400_000);
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The start of the period after the one `now` is in: when a used-up limit opens again. */
export function periodEnd(period: RgPeriod, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'day') return new Date(start.getTime() + 86_400_000);
  if (period === 'week') return new Date(start.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** A stored limit: its value and a looser one waiting (`pendingAt` set; value null = removal). */
export interface StoredLimit {
  value: bigint | null;
  pendingValue: bigint | null;
  pendingAt: Date | null;
}

/** The value in force at `now`: a pending change applies once its time has come. */
export function effectiveValue(limit: StoredLimit | undefined, now: Date): bigint | null {
  if (!limit) return null;
  if (limit.pendingAt && limit.pendingAt.getTime() <= now.getTime()) return limit.pendingValue;
  return limit.value;
}

/** The change still waiting at `now`, if any. */
export function pendingOf(
  limit: StoredLimit | undefined,
  now: Date,
): { value: bigint | null; effectiveAt: Date } | null {
  if (!limit?.pendingAt || limit.pendingAt.getTime() <= now.getTime()) return null;
  return { value: limit.pendingValue, effectiveAt: limit.pendingAt };
}

/**
 * What asking for `requested` (null = no limit) does to a limit: a tighter value (or the same)
 * applies at once and drops any waiting change; a looser one (raised or removed) waits
 * RG_LOOSEN_DELAY_HOURS, and asking again for the same looser value keeps its first time.
 */
export function changeLimit(
  current: StoredLimit | undefined,
  requested: bigint | null,
  now: Date,
): StoredLimit {
  const inForce = effectiveValue(current, now);
  const tighter = requested !== null && (inForce === null || requested <= inForce);
  if (tighter || (requested === null && inForce === null))
    return { value: requested, pendingValue: null, pendingAt: null };
  const waiting = pendingOf(current, now);
  if (waiting && waiting.value === requested)
    return { value: inForce, pendingValue: requested, pendingAt: waiting.effectiveAt };
  return {
    value: inForce,
    pendingValue: requested,
    pendingAt: new Date(now.getTime() + RG_LOOSEN_DELAY_HOURS * 3_600_000),
  };
}

const DAY_MS = 86_400_000;
const COOL_OFF_MS: Record<RgCoolOffDuration, number> = {
  '24h': DAY_MS,
  '72h': 3 * DAY_MS,
  '1w': 7 * DAY_MS,
  '2w': 14 * DAY_MS,
  '4w': 28 * DAY_MS,
  '6w': 42 * DAY_MS,
};
const EXCLUSION_MONTHS: Record<Exclude<RgExclusionDuration, 'permanent'>, number> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};

/** When a cool-off or self-exclusion started at `now` ends; null = never (permanent). */
export function blockEnd(
  block:
    | { kind: 'cool_off'; duration: RgCoolOffDuration }
    | { kind: 'self_exclusion'; duration: RgExclusionDuration },
  now: Date,
): Date | null {
  if (block.kind === 'cool_off') return new Date(now.getTime() + COOL_OFF_MS[block.duration]);
  if (block.duration === 'permanent') return null;
  const end = new Date(now.getTime());
  end.setUTCMonth(end.getUTCMonth() + EXCLUSION_MONTHS[block.duration]);
  return end;
}

/** Whether a new block ending at `next` would end before the one in force (null = never). */
export function shortens(current: Date | null, next: Date | null): boolean {
  if (current === null) return true;
  if (next === null) return false;
  return next.getTime() < current.getTime();
}
