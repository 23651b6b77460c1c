import type {
  AdminBonusTemplate,
  BonusActivation,
  BonusConditions,
  BonusTemplateInput,
} from '@wheelhouse/contracts/bonuses';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { AppError } from '../../platform/errors';
import type { UserBonusRow } from './repository';
import { E4 } from './rules';
import type { NewTemplateRow, TemplateRow } from './templates-repository';

const MULTIPLIER_SCALE = 4;

/** A fixed-point E4 multiplier as a decimal string without trailing zeros ("1.2", "40"). */
export function formatMultiplier(valueE4: bigint): string {
  const whole = valueE4 / E4;
  const fraction = (valueE4 % E4).toString().padStart(MULTIPLIER_SCALE, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

export interface HouseMoney {
  code: string;
  scale: number;
}

export function conditionsOf(
  template: TemplateRow,
  house: HouseMoney,
  personalId: string | null,
): BonusConditions {
  const money = (minor: bigint) => formatAmount(minor, house.scale);
  const maybe = (minor: bigint | null) => (minor === null ? null : money(minor));
  const maybeMultiplier = (value: bigint | null) =>
    value === null ? null : formatMultiplier(value);
  return {
    id: template.id,
    personalId,
    type: template.type,
    minDepositNumber: template.minDepositNumber,
    minDeposit: money(template.minDepositMinor),
    maxDeposit: maybe(template.maxDepositMinor),
    amountMultiplier: formatMultiplier(template.amountMultiplierE4),
    freespinsCount: template.freespinsCount,
    freespinsAmount: money(template.freespinsAmountMinor),
    wager: formatMultiplier(template.wagerE4),
    wagerFreespins: formatMultiplier(template.wagerFreespinsE4),
    wagerMaxBet: maybe(template.wagerMaxBetMinor),
    maxAmount: maybe(template.maxAmountMinor),
    maxAmountMultiplier: maybeMultiplier(template.maxAmountMultiplierE4),
    freespinsMaxAmount: maybe(template.freespinsMaxAmountMinor),
    freespinsMaxAmountMultiplier: maybeMultiplier(template.freespinsMaxAmountMultiplierE4),
    freespinsGame: template.freespinsGame,
    deadlineHours: template.deadlineHours,
    gamesWagers: template.gamesWagers,
    currency: house.code,
  };
}

export function activationOf(row: UserBonusRow, house: HouseMoney): BonusActivation {
  const money = (minor: bigint) => formatAmount(minor, house.scale);
  return {
    userBonusId: row.id,
    state: row.status,
    amount: money(row.amountMinor),
    wager: { current: money(row.wagerCurrentMinor), total: money(row.wagerTotalMinor) },
    activatedAt: row.activatedAt ? row.activatedAt.toISOString() : null,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    freespins:
      row.freespinsStakeMinor > 0n
        ? {
            game: row.freespinsGame,
            left: row.freespinsLeft,
            stake: money(row.freespinsStakeMinor),
            won: money(row.freespinsWonMinor),
          }
        : null,
  };
}

export function textsIn(template: TemplateRow, language: string) {
  return template.texts[language] ?? template.texts.en ?? { title: '', description: '' };
}

export function adminTemplateOf(template: TemplateRow, house: HouseMoney): AdminBonusTemplate {
  return {
    id: template.id,
    type: template.type,
    texts: template.texts as AdminBonusTemplate['texts'],
    active: template.active,
    sortOrder: template.sortOrder,
    conditions: conditionsOf(template, house, null),
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}

/**
 * A template request in the table's units: amounts at the house scale, multipliers E4. Every bad
 * field is reported at once (400 validation_error with `fields`).
 */
export function templateValues(
  input: Partial<BonusTemplateInput>,
  house: HouseMoney,
): Partial<NewTemplateRow> {
  const fields: Record<string, FieldError> = {};
  const amount = (field: string, text: string | null | undefined) => {
    if (text === undefined || text === null) return text;
    const parsed = parseAmount(text, house.scale);
    if (parsed.ok) return parsed.minor;
    fields[field] =
      parsed.rule === 'too_many_decimals'
        ? { key: 'Validation.too_many_decimals', params: { max: house.scale } }
        : { key: 'Validation.invalid_amount' };
    return undefined;
  };
  const multiplier = (field: string, text: string | null | undefined) => {
    if (text === undefined || text === null) return text;
    const parsed = parseAmount(text, MULTIPLIER_SCALE);
    if (parsed.ok) return parsed.minor;
    fields[field] = { key: 'Validation.invalid_format' };
    return undefined;
  };
  const values: Partial<NewTemplateRow> = {
    type: input.type,
    texts: input.texts,
    active: input.active,
    sortOrder: input.sortOrder,
    minDepositNumber: input.minDepositNumber,
    minDepositMinor: amount('minDeposit', input.minDeposit) ?? undefined,
    maxDepositMinor: amount('maxDeposit', input.maxDeposit),
    amountMultiplierE4: multiplier('amountMultiplier', input.amountMultiplier) ?? undefined,
    freespinsCount: input.freespinsCount,
    freespinsAmountMinor: amount('freespinsAmount', input.freespinsAmount) ?? undefined,
    wagerE4: multiplier('wager', input.wager) ?? undefined,
    wagerFreespinsE4: multiplier('wagerFreespins', input.wagerFreespins) ?? undefined,
    wagerMaxBetMinor: amount('wagerMaxBet', input.wagerMaxBet),
    maxAmountMinor: amount('maxAmount', input.maxAmount),
    maxAmountMultiplierE4: multiplier('maxAmountMultiplier', input.maxAmountMultiplier),
    freespinsMaxAmountMinor: amount('freespinsMaxAmount', input.freespinsMaxAmount),
    freespinsMaxAmountMultiplierE4: multiplier(
      'freespinsMaxAmountMultiplier',
      input.freespinsMaxAmountMultiplier,
    ),
    deadlineHours: input.deadlineHours,
    freespinsGame: input.freespinsGame,
    gamesWagers: input.gamesWagers,
  };
  if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<NewTemplateRow>;
}

/** The rules a whole template must keep (the CHECK in the table, reported per field). */
export function assertTemplate(row: Partial<NewTemplateRow>): void {
  const fields: Record<string, FieldError> = {};
  if (row.type === 'welcome' && !(row.minDepositNumber && row.minDepositNumber >= 1))
    fields.minDepositNumber = { key: 'Validation.min_value', params: { min: 1 } };
  if (
    row.maxDepositMinor !== null &&
    row.maxDepositMinor !== undefined &&
    row.minDepositMinor !== undefined &&
    row.maxDepositMinor < row.minDepositMinor
  )
    fields.maxDeposit = { key: 'Validation.min_value', params: { min: 'minDeposit' } };
  // Spins are played with their stake: a template promising spins names it, and a free-spins
  // promo promises at least one.
  if (
    row.freespinsCount !== undefined &&
    row.freespinsCount > 0 &&
    !(row.freespinsAmountMinor !== undefined && row.freespinsAmountMinor > 0n)
  )
    fields.freespinsAmount = { key: 'Validation.required' };
  if (row.type === 'promo_freespins' && !(row.freespinsCount && row.freespinsCount > 0))
    fields.freespinsCount = { key: 'Validation.min_value', params: { min: 1 } };
  if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
}
