import { z } from 'zod';
import { ZSlugParam } from './params';
import { ZAmountString } from './money';
import { ZFiatDetailField, ZFiatFeeLevel, ZFiatMethodKind } from './fiat';

/**
 * The operator's management of fiat payment methods under `/api/admin/payment-methods` (finance).
 * Amounts are decimal strings in major units of the method currency, exact at its ledger scale.
 * Players see active methods through `GET /api/v2/wallet/orders/conditions`.
 */

/** Method and subbank ids: lower-case slugs; the id is the players' `bankId` and never changes. */
const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/);

/**
 * Icons are our own same-origin paths (e.g. the generated `/api/v1/wallet/payment-methods/icons/
 * <name>.svg`): no third-party image hosts, and the CSP stays `img-src 'self'`.
 */
export function isOwnIconPath(value: string): boolean {
  return /^\/[A-Za-z0-9/_.-]*(\?[A-Za-z0-9=&_.-]*)?$/.test(value) && !value.startsWith('//');
}
const ZIconPath = z
  .string()
  .max(300)
  .refine(isOwnIconPath, { message: 'A same-origin path starting with /' })
  .describe('Same-origin icon path, e.g. /api/v1/wallet/payment-methods/icons/card.svg');

export const ZFiatProcessorKind = z
  .enum(['desk', 'external'])
  .describe(
    'desk: players pay to our P2P desk requisites and staff confirm; external: the P2P processor issues an invoice link and reports the outcome',
  );

const ZFieldList = z.array(ZFiatDetailField).max(16);

export const ZAdminSubbank = z
  .object({
    id: ZSlug.describe('Sent back by players as subbankId'),
    name: z.string().trim().min(1).max(80),
    icon: ZIconPath,
    externalDetailsFields: z
      .object({ required: ZFieldList, optional: ZFieldList })
      .strict()
      .describe('Detail fields this bank needs on top of the method’s'),
  })
  .strict();
export type AdminSubbank = z.infer<typeof ZAdminSubbank>;

/** A fiat method as the back office sees it: every stored setting. */
export const ZAdminPaymentMethod = z
  .object({
    id: z.string(),
    name: z.string(),
    icon: z.string(),
    iconBig: z.string(),
    label: z.string(),
    method: ZFiatMethodKind,
    currency: z.string(),
    priority: z.number().int(),
    isOther: z.boolean().describe('Grouped behind the "other" button of the method grid'),
    active: z.boolean().describe('Inactive methods are hidden from players and refuse new orders'),
    processor: ZFiatProcessorKind,
    orderTtlSeconds: z.number().int().describe('How long a new deposit order waits for payment'),
    buyEnabled: z.boolean(),
    buyMinAmount: ZAmountString,
    buyMaxAmount: ZAmountString,
    multiplyOrdersAllowed: z.boolean(),
    buyRequiredFields: z.array(ZFiatDetailField),
    buyOptionalFields: z.array(ZFiatDetailField),
    valuePresets: z.array(ZAmountString),
    sellEnabled: z.boolean(),
    sellMinAmount: ZAmountString,
    sellMaxAmount: ZAmountString,
    sellLevels: z.array(ZFiatFeeLevel),
    sellRequiredFields: z.array(ZFiatDetailField),
    sellOptionalFields: z.array(ZFiatDetailField),
    subbanks: z.array(ZAdminSubbank),
    createdAt: z.string().describe('ISO-8601'),
    updatedAt: z.string().describe('ISO-8601'),
  })
  .describe('A fiat payment method with its operator settings');
export type AdminPaymentMethod = z.infer<typeof ZAdminPaymentMethod>;

export const ZAdminPaymentMethodsResponse = z.object({ items: z.array(ZAdminPaymentMethod) });
export type AdminPaymentMethodsResponse = z.infer<typeof ZAdminPaymentMethodsResponse>;

export const ZAdminPaymentMethodParams = z.object({ id: ZSlugParam });

/** What both create and change may set (create requires the first group). */
const settable = {
  name: z.string().trim().min(1).max(80),
  label: z.string().trim().min(1).max(40).describe('Short label on the card, e.g. "Card RUB"'),
  method: ZFiatMethodKind,
  icon: ZIconPath,
  iconBig: ZIconPath,
  priority: z.number().int().min(-1000).max(1000).describe('Higher first'),
  isOther: z.boolean(),
  active: z.boolean(),
  processor: ZFiatProcessorKind,
  orderTtlSeconds: z.number().int().min(60).max(86_400),
  buyEnabled: z.boolean(),
  buyMinAmount: ZAmountString,
  buyMaxAmount: ZAmountString,
  multiplyOrdersAllowed: z
    .boolean()
    .describe('false: one open deposit order per method and player (error_orders_limit)'),
  buyRequiredFields: ZFieldList,
  buyOptionalFields: ZFieldList,
  valuePresets: z.array(ZAmountString).max(12).describe('Suggested amounts within the buy limits'),
  sellEnabled: z.boolean(),
  sellMinAmount: ZAmountString,
  sellMaxAmount: ZAmountString,
  sellLevels: z
    .array(ZFiatFeeLevel.strict())
    .max(10)
    .describe('Fee tiers, minAmount strictly ascending'),
  sellRequiredFields: ZFieldList,
  sellOptionalFields: ZFieldList,
  subbanks: z.array(ZAdminSubbank).max(50),
};

/**
 * `POST /api/admin/payment-methods`. Limits are required for each side that is enabled; a disabled
 * side may omit them. Icons default to the generated icon of the method id.
 */
export const ZCreatePaymentMethodRequest = z
  .object({
    id: ZSlug.describe('The bankId players send; cannot change later'),
    currency: z.string().max(10).describe('A fiat currency code; cannot change later'),
    name: settable.name,
    label: settable.label,
    method: settable.method,
    icon: settable.icon.optional(),
    iconBig: settable.iconBig.optional(),
    priority: settable.priority.default(0),
    isOther: settable.isOther.default(false),
    active: settable.active.default(true),
    processor: settable.processor.default('desk'),
    orderTtlSeconds: settable.orderTtlSeconds.default(900),
    buyEnabled: settable.buyEnabled.default(true),
    buyMinAmount: settable.buyMinAmount.optional(),
    buyMaxAmount: settable.buyMaxAmount.optional(),
    multiplyOrdersAllowed: settable.multiplyOrdersAllowed.default(false),
    buyRequiredFields: settable.buyRequiredFields.default([]),
    buyOptionalFields: settable.buyOptionalFields.default([]),
    valuePresets: settable.valuePresets.default([]),
    sellEnabled: settable.sellEnabled.default(true),
    sellMinAmount: settable.sellMinAmount.optional(),
    sellMaxAmount: settable.sellMaxAmount.optional(),
    sellLevels: settable.sellLevels.default([]),
    sellRequiredFields: settable.sellRequiredFields.default([]),
    sellOptionalFields: settable.sellOptionalFields.default([]),
    subbanks: settable.subbanks.default([]),
  })
  .strict()
  .describe('Create a fiat payment method');
export type CreatePaymentMethodRequest = z.input<typeof ZCreatePaymentMethodRequest>;
export type CreatePaymentMethod = z.output<typeof ZCreatePaymentMethodRequest>;

/** `PATCH /api/admin/payment-methods/{id}`: any subset (not id or currency). */
export const ZUpdatePaymentMethodRequest = z
  .object(settable)
  .partial()
  .strict()
  .describe(
    'Change a fiat method: limits, presets, fields, fee levels, subbanks, priority, other group, active, processor, order TTL',
  );
export type UpdatePaymentMethodRequest = z.infer<typeof ZUpdatePaymentMethodRequest>;
