// The weight rules are shared with the web, which shows what a bet counts.
export {
  DEFAULT_CATEGORY_WEIGHTS,
  wagerWeight,
  wageringCategory,
} from '@wheelhouse/contracts/bonus-weights';

/**
 * The bonus rules as pure functions over bigint minor units (shell spec §3–4, domain/bonuses.md).
 * Multipliers are fixed-point with 4 decimals (E4: 12000n = 1.2).
 */

export const E4 = 10_000n;

/** The most a bigint money column holds: an absurd template clamps here rather than fail a deposit. */
const MAX_MINOR = 2n ** 63n - 1n;
const clamp = (value: bigint) => (value > MAX_MINOR ? MAX_MINOR : value);

/** Welcome steps span the first four deposits (shell spec §4). */
export const WELCOME_STEPS = 4;

/** From this many completed deposits a player sees the everyday bonus instead of the welcome one. */
export const EVERYDAY_FROM_DEPOSITS = 4;

export interface GameWagerRule {
  kind: 'game' | 'category';
  value: string;
  weight: number;
}

/** What the rules need of a template (amounts in minor units of the house currency). */
export interface TemplateTerms {
  id: number;
  type: 'welcome' | 'everyday' | 'personal' | 'promo' | 'promo_freespins';
  active: boolean;
  minDepositNumber: number;
  minDepositMinor: bigint;
  maxDepositMinor: bigint | null;
  amountMultiplierE4: bigint;
  freespinsCount: number;
  wagerE4: bigint;
  maxAmountMinor: bigint | null;
  maxAmountMultiplierE4: bigint | null;
  deadlineHours: number;
}

/** amount × multiplier, rounded down: a bonus never pays more than its terms promise. */
export function multiplyDown(amountMinor: bigint, multiplierE4: bigint): bigint {
  return clamp((amountMinor * multiplierE4) / E4);
}

/** amount × multiplier, rounded up: a requirement is never smaller than the terms set. */
export function multiplyUp(amountMinor: bigint, multiplierE4: bigint): bigint {
  return clamp((amountMinor * multiplierE4 + E4 - 1n) / E4);
}

/** True when `depositMinor` is within the template's minDeposit and maxDeposit (both inclusive). */
export function depositQualifies(template: TemplateTerms, depositMinor: bigint): boolean {
  if (depositMinor < template.minDepositMinor) return false;
  return template.maxDepositMinor === null || depositMinor <= template.maxDepositMinor;
}

/** True for a template that pays without a deposit (a promo or personal gift): it pays maxAmount. */
export function isNoDeposit(template: TemplateTerms): boolean {
  return template.minDepositNumber === 0 && template.amountMultiplierE4 === 0n;
}

/**
 * The bonus for a deposit: deposit × amountMultiplier, capped by maxAmount; a no-deposit bonus
 * pays its maxAmount.
 */
export function bonusAmount(template: TemplateTerms, depositMinor: bigint): bigint {
  if (isNoDeposit(template)) return template.maxAmountMinor ?? 0n;
  const raw = multiplyDown(depositMinor, template.amountMultiplierE4);
  return template.maxAmountMinor !== null && raw > template.maxAmountMinor
    ? template.maxAmountMinor
    : raw;
}

/** The wagering requirement of a bonus: amount × wager, rounded up. */
export function wagerRequirement(amountMinor: bigint, wagerE4: bigint): bigint {
  return multiplyUp(amountMinor, wagerE4);
}

/** What of a wagered bonus may become real money: all of it, or amount × maxAmountMultiplier. */
export function convertCap(
  amountMinor: bigint,
  maxAmountMultiplierE4: bigint | null,
): bigint | null {
  return maxAmountMultiplierE4 === null ? null : multiplyDown(amountMinor, maxAmountMultiplierE4);
}

/** Of the bonus money left when the wagering is met: what converts, and what goes back to the house. */
export function conversion(
  remainingMinor: bigint,
  capMinor: bigint | null,
): { convertMinor: bigint; burnMinor: bigint } {
  const convertMinor = capMinor !== null && remainingMinor > capMinor ? capMinor : remainingMinor;
  return { convertMinor, burnMinor: remainingMinor - convertMinor };
}

/** Step n's variants, best first: the most free spins, then the largest multiplier, then oldest. */
function byPreference(a: TemplateTerms, b: TemplateTerms): number {
  if (a.freespinsCount !== b.freespinsCount) return b.freespinsCount - a.freespinsCount;
  if (a.amountMultiplierE4 !== b.amountMultiplierE4)
    return a.amountMultiplierE4 > b.amountMultiplierE4 ? -1 : 1;
  return a.id - b.id;
}

/**
 * The welcome step a deposit activates: the player's nth completed deposit activates an active
 * welcome template with minDepositNumber n whose min/max deposit it fits; among several, the one
 * with the most free spins (shell spec §4: step 4 is the variant with the largest free-spin count).
 * Null past the fourth deposit or when nothing fits.
 */
export function welcomeStepFor<T extends TemplateTerms>(
  templates: readonly T[],
  depositNumber: number,
  depositMinor: bigint,
): T | null {
  if (depositNumber < 1 || depositNumber > WELCOME_STEPS) return null;
  const fitting = templates
    .filter(
      (t) =>
        t.type === 'welcome' &&
        t.active &&
        t.minDepositNumber === depositNumber &&
        depositQualifies(t, depositMinor),
    )
    .sort(byPreference);
  return fitting[0] ?? null;
}

/** The template shown for each welcome step 1–4 (the most free spins wins); missing steps omitted. */
export function welcomeStepTemplates<T extends TemplateTerms>(templates: readonly T[]): T[] {
  const steps: T[] = [];
  for (let step = 1; step <= WELCOME_STEPS; step += 1) {
    const best = templates
      .filter((t) => t.type === 'welcome' && t.active && t.minDepositNumber === step)
      .sort(byPreference)[0];
    if (best) steps.push(best);
  }
  return steps;
}

export type WelcomeStepState = 'claimed' | 'available' | 'disabled';

/**
 * Shell spec §4: step 1 is available if isFirst and not claimed; a step is claimed if its bonus is
 * claimed; otherwise a step is available only if the previous step is claimed; else disabled.
 */
export function welcomeStepStates(
  steps: ReadonlyArray<{ isFirst: boolean; isClaimed: boolean }>,
): WelcomeStepState[] {
  return steps.map((step, index) => {
    if (step.isClaimed) return 'claimed';
    if (index === 0) return step.isFirst ? 'available' : 'disabled';
    return steps[index - 1]?.isClaimed ? 'available' : 'disabled';
  });
}

/** The part of a stake that counts: stake × weight %, rounded down. */
export function weightedStake(stakeMinor: bigint, weightPercent: number): bigint {
  return (stakeMinor * BigInt(weightPercent)) / 100n;
}

/**
 * Most a bonus's free spins may win in all: freespinsMaxAmount, and freespinsMaxAmountMultiplier ×
 * the spins' total stake (count × freespinsAmount), the smaller when both are set; null = no cap.
 */
export function freespinsCap(
  count: number,
  stakeMinor: bigint,
  maxAmountMinor: bigint | null,
  maxMultiplierE4: bigint | null,
): bigint | null {
  const byMultiplier =
    maxMultiplierE4 === null ? null : multiplyDown(stakeMinor * BigInt(count), maxMultiplierE4);
  if (maxAmountMinor === null) return byMultiplier;
  if (byMultiplier === null) return maxAmountMinor;
  return maxAmountMinor < byMultiplier ? maxAmountMinor : byMultiplier;
}

/** What one spin's payout adds to the bonus: all of it, up to what the cap leaves. */
export function freeSpinCredit(
  payoutMinor: bigint,
  wonMinor: bigint,
  capMinor: bigint | null,
): bigint {
  if (payoutMinor <= 0n) return 0n;
  if (capMinor === null) return payoutMinor;
  const room = capMinor - wonMinor;
  if (room <= 0n) return 0n;
  return payoutMinor < room ? payoutMinor : room;
}

/** The UTC day of `now` as yyyy-mm-dd: the everyday bonus is one per UTC day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next UTC midnight after `now`: when the everyday bonus is available again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * The next local midnight after `now` for a player `utcOffsetMinutes` ahead of UTC (the everyday
 * bonus's activation deadline, shell spec §9): exactly at local midnight it is the next one, a
 * whole day away, as the web's countdown counts.
 */
export function nextLocalMidnight(now: Date, utcOffsetMinutes: number): Date {
  const shift = utcOffsetMinutes * 60_000;
  const local = new Date(now.getTime() + shift);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(midnight - shift);
}

export function expiryOf(activatedAt: Date, deadlineHours: number): Date {
  return new Date(activatedAt.getTime() + deadlineHours * 3_600_000);
}

/** The crypto deposit bonus of a method (cashier spec §9): deposit × bps / 10000, rounded down. */
export function depositPercentBonus(depositMinor: bigint, bps: number): bigint {
  return (depositMinor * BigInt(bps)) / 10_000n;
}
