import {
  ZBonusAmount,
  ZBonusMultiplier,
  ZBonusTemplateInput,
  ZGameWager,
  type AdminBonusTemplate,
  type BonusTemplateInput,
  type BonusTexts,
} from '@wheelhouse/contracts/bonuses';
import { z } from 'zod';

/** An optional cap or limit: the empty box means "none" (null in the contract). */
const optional = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text))
    .pipe(schema.nullable());

const ZText = z.object({ title: z.string().trim().max(100), description: z.string().max(2000) });
const shape = ZBonusTemplateInput.shape;

/**
 * The template form: the contract's fields with the boxes a person fills in. Russian texts are
 * optional as a pair (the player app falls back to English); empty caps are "no cap".
 */
export const ZTemplateForm = z.object({
  type: shape.type,
  active: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
  texts: z
    .object({
      en: z.object({ title: z.string().trim().min(1).max(100), description: z.string().max(2000) }),
      ru: ZText,
    })
    .transform(({ en, ru }): BonusTexts => (ru.title || ru.description ? { en, ru } : { en })),
  minDepositNumber: z.number().int().min(0).max(4),
  minDeposit: ZBonusAmount,
  maxDeposit: optional(ZBonusAmount),
  amountMultiplier: ZBonusMultiplier,
  freespinsCount: z.number().int().min(0).max(1000),
  freespinsAmount: ZBonusAmount,
  wager: ZBonusMultiplier,
  wagerFreespins: ZBonusMultiplier,
  wagerMaxBet: optional(ZBonusAmount),
  maxAmount: optional(ZBonusAmount),
  maxAmountMultiplier: optional(ZBonusMultiplier),
  freespinsMaxAmount: optional(ZBonusAmount),
  freespinsMaxAmountMultiplier: optional(ZBonusMultiplier),
  /** A connected third-party game's slug (checked by the server); empty: the slot original. */
  freespinsGame: optional(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/)),
  deadlineHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365),
  gamesWagers: z.array(ZGameWager).max(200),
}) satisfies z.ZodType<BonusTemplateInput, unknown>;

export type TemplateFormValues = z.input<typeof ZTemplateForm>;

export const AMOUNT_FIELDS = [
  'minDeposit',
  'maxDeposit',
  'freespinsAmount',
  'wagerMaxBet',
  'maxAmount',
  'freespinsMaxAmount',
] as const;
export const MULTIPLIER_FIELDS = [
  'amountMultiplier',
  'wager',
  'wagerFreespins',
  'maxAmountMultiplier',
  'freespinsMaxAmountMultiplier',
] as const;
export const COUNT_FIELDS = [
  'minDepositNumber',
  'freespinsCount',
  'deadlineHours',
  'sortOrder',
] as const;

/** Every field the server may name in a validation error, for showing it under its box. */
export function templateFieldNames(values: TemplateFormValues): string[] {
  return [
    'type',
    'active',
    ...COUNT_FIELDS,
    ...AMOUNT_FIELDS,
    ...MULTIPLIER_FIELDS,
    'freespinsGame',
    'texts.en.title',
    'texts.en.description',
    'texts.ru.title',
    'texts.ru.description',
    ...values.gamesWagers.flatMap((_, index) =>
      ['kind', 'value', 'weight'].map((part) => `gamesWagers.${index}.${part}`),
    ),
  ];
}

export const EMPTY_TEMPLATE: TemplateFormValues = {
  type: 'promo',
  active: true,
  sortOrder: 0,
  texts: { en: { title: '', description: '' }, ru: { title: '', description: '' } },
  minDepositNumber: 0,
  minDeposit: '0',
  maxDeposit: '',
  amountMultiplier: '0',
  freespinsCount: 0,
  freespinsAmount: '0',
  wager: '0',
  wagerFreespins: '0',
  wagerMaxBet: '',
  maxAmount: '',
  maxAmountMultiplier: '',
  freespinsMaxAmount: '',
  freespinsMaxAmountMultiplier: '',
  freespinsGame: '',
  deadlineHours: 720,
  gamesWagers: [],
};

/** A saved template as the form shows it. */
export function templateFormValues(template: AdminBonusTemplate): TemplateFormValues {
  const c = template.conditions;
  return {
    type: template.type,
    active: template.active,
    sortOrder: template.sortOrder,
    texts: {
      en: template.texts.en,
      ru: template.texts.ru ?? { title: '', description: '' },
    },
    minDepositNumber: c.minDepositNumber,
    minDeposit: c.minDeposit,
    maxDeposit: c.maxDeposit ?? '',
    amountMultiplier: c.amountMultiplier,
    freespinsCount: c.freespinsCount,
    freespinsAmount: c.freespinsAmount,
    wager: c.wager,
    wagerFreespins: c.wagerFreespins,
    wagerMaxBet: c.wagerMaxBet ?? '',
    maxAmount: c.maxAmount ?? '',
    maxAmountMultiplier: c.maxAmountMultiplier ?? '',
    freespinsMaxAmount: c.freespinsMaxAmount ?? '',
    freespinsMaxAmountMultiplier: c.freespinsMaxAmountMultiplier ?? '',
    freespinsGame: c.freespinsGame ?? '',
    deadlineHours: c.deadlineHours,
    gamesWagers: c.gamesWagers,
  };
}
