import {
  ZPromoCodeInput,
  ZPromoCodeText,
  type AdminPromoCode,
} from '@wheelhouse/contracts/bonuses';
import { z } from 'zod';
import { ZCodeList } from '../../../lib/code-list';

/** A datetime-local box (the staff member's time zone) → an ISO instant, empty → null. */
const localTime = z.string().transform((text, context) => {
  if (text === '') return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) {
    context.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return date.toISOString();
});

const shape = ZPromoCodeInput.shape;

export const ZPromoForm = z.object({
  code: ZPromoCodeText,
  templateId: shape.templateId,
  maxRedemptions: shape.maxRedemptions,
  validFrom: localTime,
  validUntil: localTime,
  countries: ZCodeList.pipe(shape.countries.unwrap()),
  currencies: ZCodeList.pipe(shape.currencies.unwrap()),
  active: z.boolean(),
});
export type PromoFormValues = z.input<typeof ZPromoForm>;
export type PromoFormOutput = z.output<typeof ZPromoForm>;

export const PROMO_FIELDS = [
  'code',
  'templateId',
  'maxRedemptions',
  'validFrom',
  'validUntil',
  'countries',
  'currencies',
  'active',
] as const;

/** An ISO instant as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function promoFormValues(code: AdminPromoCode | undefined): PromoFormValues {
  return {
    code: code?.code ?? '',
    templateId: code?.templateId ?? (undefined as unknown as number),
    maxRedemptions: code?.maxRedemptions ?? 100,
    validFrom: toLocalInput(code?.validFrom ?? null),
    validUntil: toLocalInput(code?.validUntil ?? null),
    countries: code?.countries.join(', ') ?? '',
    currencies: code?.currencies.join(', ') ?? '',
    active: code?.active ?? true,
  };
}
