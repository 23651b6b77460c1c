/**
 * The validation rules of the fiat cashier (cashier spec §5 "Deposit amount", "Receipt and
 * dispute", "Field formats" and "Fiat withdrawal"), written once: the server answers 400
 * `validation_error` with these errors as `fields`, the web forms show the same message keys.
 * Pure functions, no I/O; amounts are bigint minor units at the method currency's ledger scale.
 */
// 'max' metadata, not the default 'min': 'min' checks a number's length only, so it accepts
// unallocated ranges in our markets (+48 11…, +48 99… in PL, +62 11…, +62 999… in ID, +7 799… in
// KZ) that no bank will pay out to; 'max' checks each range's real pattern. It costs ~70 KB more
// in the web bundle. The tests keep real valid and invalid numbers of all six countries.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { ZEmail } from './auth';
import type { FieldError } from './errors';
import {
  DISPUTE_ACCEPT_OPTIONS,
  RECEIPT_MAX_BYTES,
  type RECEIPT_MEDIA_TYPES,
  type FiatDetailField,
  type FiatDetails,
  type FiatFeeLevel,
  type FiatPaymentMethod,
  type FiatSubbank,
  type UploadedFile,
} from './fiat';
import { formatAmount, parseAmount } from './money';

/** Field errors keyed by request field (`amount`, `details.card`, `image.fileContent`…). */
export type FieldErrors = Record<string, FieldError>;

const required: FieldError = { key: 'Validation.required' };

/* ------------------------------------------------------------------------------------------ */
/* Amounts                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** A limit string of a method (already at `scale`); a limit that does not parse is a bug. */
function limitMinor(text: string, scale: number): bigint {
  const parsed = parseAmount(text, scale);
  if (!parsed.ok) throw new RangeError(`not an amount at scale ${scale}: ${text}`);
  return parsed.minor;
}

/** Minor units at `scale` as whole units, rounded up (a minimum) or down (a maximum). */
function wholeUnits(minor: bigint, scale: number, round: 'up' | 'down'): string {
  const unit = 10n ** BigInt(scale);
  const whole = minor / unit;
  return (round === 'up' && whole * unit < minor ? whole + 1n : whole).toString();
}

/** The buy limits a deposit amount is checked against. */
export interface BuyAmountMethod {
  currency: string;
  buy: Pick<NonNullable<FiatPaymentMethod['buy']>, 'minAmount' | 'maxAmount'> | null;
}

/**
 * The deposit amount rule (spec §5 "Deposit amount", fiat): whole units of the method currency,
 * digits only (Validation.invalid_amount); empty → Validation.required; below buy.minAmount →
 * Validation.minimum_amount, above buy.maxAmount → Validation.maximum_amount, both with `amount`
 * (whole units: the minimum rounded up, the maximum down, so the amount shown is itself allowed)
 * and `currency`. `scale` is the currency's ledger scale the method's limits are written at.
 */
export function validateBuyAmount(
  text: string,
  method: BuyAmountMethod,
  scale = 2,
): FieldError | null {
  const value = text.trim();
  if (value === '') return required;
  if (!/^\d+$/.test(value)) return { key: 'Validation.invalid_amount' };
  if (!method.buy) throw new RangeError('this method takes no deposits');
  const amount = BigInt(value) * 10n ** BigInt(scale);
  const min = limitMinor(method.buy.minAmount, scale);
  const max = limitMinor(method.buy.maxAmount, scale);
  if (amount < min)
    return {
      key: 'Validation.minimum_amount',
      params: { amount: wholeUnits(min, scale, 'up'), currency: method.currency },
    };
  if (amount > max)
    return {
      key: 'Validation.maximum_amount',
      params: { amount: wholeUnits(max, scale, 'down'), currency: method.currency },
    };
  return null;
}

/** A valid deposit amount (see validateBuyAmount) in minor units at `scale`; null when not digits. */
export function buyAmountMinor(text: string, scale: number): bigint | null {
  const value = text.trim();
  return /^\d+$/.test(value) ? BigInt(value) * 10n ** BigInt(scale) : null;
}

type DecimalInput = { ok: true; minor: bigint } | { ok: false; error: FieldError };

/**
 * A decimal amount typed by a person: trimmed, a comma read as the point, at most `scale`
 * decimals (Validation.too_many_decimals {precision}), more than zero (Validation.invalid_amount).
 */
export function readDecimalAmount(text: string, scale: number): DecimalInput {
  const value = text.trim().replace(',', '.');
  if (value === '') return { ok: false, error: required };
  const parsed = parseAmount(value.replace(/^0+(?=\d)/, ''), scale);
  if (!parsed.ok)
    return {
      ok: false,
      error:
        parsed.rule === 'too_many_decimals'
          ? { key: 'Validation.too_many_decimals', params: { precision: scale } }
          : { key: 'Validation.invalid_amount' },
    };
  if (parsed.minor === 0n) return { ok: false, error: { key: 'Validation.invalid_amount' } };
  return { ok: true, minor: parsed.minor };
}

/**
 * A withdrawal (or dispute) amount in minor units, read exactly as the rules read it (comma as the
 * point, leading zeros allowed); null when the rules reject it. Use this, not parseAmount, on an
 * amount the rules accepted: parseAmount refuses "12,50" and "0100", which the rules allow.
 */
export function sellAmountMinor(text: string, scale: number): bigint | null {
  const read = readDecimalAmount(text, scale);
  return read.ok ? read.minor : null;
}

/* ------------------------------------------------------------------------------------------ */
/* Sell fee tiers                                                                             */
/* ------------------------------------------------------------------------------------------ */

interface FeeTier {
  minMinor: bigint;
  fixedMinor: bigint;
  /** Hundredths of a percent: "2.5" % → 250. */
  basisPoints: bigint;
}

/**
 * The tiers ascending by minAmount; of two tiers with the same minAmount the one listed later
 * wins (so sellFee and maxSellAmount always agree on which applies).
 */
function feeTiers(levels: readonly FiatFeeLevel[], scale: number): FeeTier[] {
  const byMin = new Map<bigint, FeeTier>();
  for (const level of levels) {
    const percent = parseAmount(level.percent, 2);
    if (!percent.ok) throw new RangeError(`not a percent: ${level.percent}`);
    const tier = {
      minMinor: limitMinor(level.minAmount, scale),
      fixedMinor: limitMinor(level.fixed, scale),
      basisPoints: percent.minor,
    };
    byMin.set(tier.minMinor, tier);
  }
  return [...byMin.values()].sort((a, b) => (a.minMinor < b.minMinor ? -1 : 1));
}

function tierFee(amountMinor: bigint, tier: FeeTier): bigint {
  // Ceiling division: the percentage part rounded UP to a whole minor unit.
  return tier.fixedMinor + (amountMinor * tier.basisPoints + 9_999n) / 10_000n;
}

/**
 * The fee of a fiat withdrawal of `amountMinor` (spec §5 "Fiat withdrawal", levels of spec §3):
 * the tier with the highest minAmount not above the amount applies, fee = fixed + percent % of
 * the amount; no tier applies (none, or the amount is below every tier) → no fee.
 *
 * Rounded UP to a minor unit of the currency: the percentage the operator publishes is the least
 * the fee may be, and a fee rounded down would let a player split a withdrawal into small ones
 * that each pay less than the stated rate. The player is shown (and held) exactly this amount,
 * so rounding up never takes more than what the hint said.
 */
export function sellFee(
  amountMinor: bigint,
  levels: readonly FiatFeeLevel[],
  scale: number,
): bigint {
  if (amountMinor <= 0n) return 0n;
  let applies: FeeTier | undefined;
  for (const tier of feeTiers(levels, scale)) if (tier.minMinor <= amountMinor) applies = tier;
  return applies ? tierFee(amountMinor, applies) : 0n;
}

/**
 * The largest amount whose amount + sellFee(amount) fits in `availableMinor` (0n when none does).
 * Tiers need not make the fee grow with the amount (a higher tier may be cheaper), so each tier's
 * range is solved on its own: within a tier, a + fixed + ⌈a·bp/10000⌉ ≤ available holds exactly
 * when a ≤ ⌊10000·(available − fixed) / (10000 + bp)⌋. With `capMinor` (the method's maximum) only
 * amounts up to it count: because of those cheaper higher tiers, the answer is not simply the smaller
 * of the cap and the uncapped answer.
 */
export function maxSellAmount(
  availableMinor: bigint,
  levels: readonly FiatFeeLevel[],
  scale: number,
  capMinor?: bigint,
): bigint {
  if (availableMinor <= 0n) return 0n;
  const tiers = feeTiers(levels, scale);
  const ranges: { from: bigint; to: bigint | null; tier: FeeTier | null }[] = [];
  const firstMin = tiers[0]?.minMinor ?? null;
  // Below the lowest tier no fee applies.
  if (firstMin === null || firstMin > 0n)
    ranges.push({ from: 0n, to: firstMin === null ? null : firstMin - 1n, tier: null });
  tiers.forEach((tier, index) => {
    const next = tiers[index + 1];
    ranges.push({ from: tier.minMinor, to: next ? next.minMinor - 1n : null, tier });
  });
  let best = 0n;
  for (const range of ranges) {
    let top: bigint;
    if (range.tier === null) top = availableMinor;
    else {
      const room = availableMinor - range.tier.fixedMinor;
      if (room < 0n) continue;
      top = (room * 10_000n) / (10_000n + range.tier.basisPoints);
    }
    if (range.to !== null && top > range.to) top = range.to;
    if (capMinor !== undefined && top > capMinor) top = capMinor;
    if (top >= range.from && top > best) best = top;
  }
  return best;
}

/** What the player receives (spec §5: "net amount (amount minus fee)"), never below zero. */
export function netAmount(amountMinor: bigint, feeMinor: bigint): bigint {
  const net = amountMinor - feeMinor;
  return net > 0n ? net : 0n;
}

/* ------------------------------------------------------------------------------------------ */
/* Field formats                                                                              */
/* ------------------------------------------------------------------------------------------ */

/** The phone country picker's default for a currency (spec §5 "Phone"). */
export const PHONE_COUNTRY_BY_CURRENCY = {
  IDR: 'ID',
  RUB: 'RU',
  KZT: 'KZ',
  UAH: 'UA',
  UZS: 'UZ',
  PLN: 'PL',
} as const satisfies Record<string, CountryCode>;
export type PhoneCountry =
  (typeof PHONE_COUNTRY_BY_CURRENCY)[keyof typeof PHONE_COUNTRY_BY_CURRENCY];

/** The picker's default country for a method currency; undefined outside the six markets. */
export function phoneCountryForCurrency(currency: string): PhoneCountry | undefined {
  return (PHONE_COUNTRY_BY_CURRENCY as Record<string, PhoneCountry>)[currency.toUpperCase()];
}

/**
 * A phone as E.164 ("+79123456789") when it is a valid number, else null. An international
 * number ("+7 912 345-67-89") is read as written; a national one ("8 912 345 67 89") in the
 * picker's `country`. The whole text must be the number (nothing extracted from prose).
 */
export function normalizePhone(text: string, country?: CountryCode): string | null {
  const value = text.trim();
  if (value === '' || /[^\d\s()+.-]/.test(value)) return null;
  const phone = parsePhoneNumberFromString(value, { defaultCountry: country, extract: false });
  return phone?.isValid() ? phone.number : null;
}

/** Card: exactly 16 digits; spaces between groups are allowed and stripped. */
export function normalizeCard(text: string): string {
  return text.replace(/\s+/g, '');
}

const CARD = /^\d{16}$/;
const PERSON_ID = /^\d{10}$/;
const FULL_NAME_LATIN = /^[A-Za-z]+(?:[ -]+[A-Za-z]+)*$/;
const EXPIRATION_MONTH = /^(0[1-9]|1[0-2])$/;
const EXPIRATION_YEAR = /^\d{4}$/;

/** Letters, spaces and hyphens only, with at least one letter (Validation.invalid_full_name_latin). */
export function isLatinFullName(text: string): boolean {
  return FULL_NAME_LATIN.test(text.trim());
}

export interface DetailFieldOptions {
  required: boolean;
  /** The phone picker's country, for numbers typed without +code. */
  phoneCountry?: CountryCode;
}

/**
 * One detail field (spec §5 "Field formats"): empty → Validation.required when required, else
 * valid; a present value must pass its field's format: email (invalid_email), phone
 * (invalid_phone), card (invalid_card), person_id (invalid_person_id), full_name_latin
 * (invalid_full_name_latin), expiration_month 01–12 and expiration_year 4 digits
 * (invalid_format). Any other field only needs to be non-empty.
 */
export function validateDetailField(
  field: FiatDetailField,
  value: string | undefined,
  options: DetailFieldOptions,
): FieldError | null {
  const text = (value ?? '').trim();
  if (text === '') return options.required ? required : null;
  switch (field) {
    case 'email':
      return ZEmail.safeParse(text).success ? null : { key: 'Validation.invalid_email' };
    case 'phone':
      return normalizePhone(text, options.phoneCountry)
        ? null
        : { key: 'Validation.invalid_phone' };
    case 'card':
      return CARD.test(normalizeCard(text)) ? null : { key: 'Validation.invalid_card' };
    case 'person_id':
      return PERSON_ID.test(text) ? null : { key: 'Validation.invalid_person_id' };
    case 'full_name_latin':
      return isLatinFullName(text) ? null : { key: 'Validation.invalid_full_name_latin' };
    case 'expiration_month':
      return EXPIRATION_MONTH.test(text) ? null : { key: 'Validation.invalid_format' };
    case 'expiration_year':
      return EXPIRATION_YEAR.test(text) ? null : { key: 'Validation.invalid_format' };
    default:
      return null;
  }
}

/** A field's value as it is stored and sent: trimmed, card digits only, phone as E.164. */
export function normalizeDetailField(
  field: FiatDetailField,
  value: string,
  phoneCountry?: CountryCode,
): string {
  const text = value.trim();
  if (field === 'card') return normalizeCard(text);
  if (field === 'phone') return normalizePhone(text, phoneCountry) ?? text;
  if (field === 'full_name_latin' || field === 'name') return text.replace(/\s+/g, ' ');
  return text;
}

/* ------------------------------------------------------------------------------------------ */
/* Methods                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** Methods labelled email-based (spec §5): they pay out to an e-wallet account's email. */
export const EMAIL_BASED_METHODS = [
  'revolut',
  'wise',
  'n26',
  'open_banking',
  'rapid_transfer',
  'neteller',
  'skrill',
  'paysafecard',
] as const;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Whether a method is email-based: its id or name, as a slug ("Open Banking" → open_banking,
 * "skrill-eur" → skrill_eur), is or contains one of EMAIL_BASED_METHODS as a whole word.
 */
export function isEmailBasedMethod(method: Pick<FiatPaymentMethod, 'id' | 'name'>): boolean {
  const slugs = [slug(method.id), slug(method.name)].map((text) => `_${text}_`);
  return EMAIL_BASED_METHODS.some((name) => slugs.some((text) => text.includes(`_${name}_`)));
}

/** Full-name fields: the form asks them as one `name` (the name rule), never as detail fields. */
export const FULL_NAME_FIELDS = [
  'name',
  'full_name',
  'full_name_latin',
  'first_name',
  'last_name',
] as const satisfies readonly FiatDetailField[];
const isFullNameField = (field: FiatDetailField) =>
  (FULL_NAME_FIELDS as readonly FiatDetailField[]).includes(field);

/** Methods whose withdrawal needs no name (spec §5). */
const NAMELESS_KINDS: readonly FiatPaymentMethod['method'][] = ['steam', 'blik'];

/** The detail field a method kind always needs (spec §5: card for p2p, …). */
const KIND_FIELD: Partial<Record<FiatPaymentMethod['method'], FiatDetailField>> = {
  p2p: 'card',
  account_number: 'account_number',
  sbp: 'phone',
};

export type SellMethod = Pick<FiatPaymentMethod, 'id' | 'name' | 'method' | 'currency' | 'sell'>;

function sellOf(method: SellMethod): NonNullable<FiatPaymentMethod['sell']> {
  if (!method.sell) throw new RangeError('this method takes no withdrawals');
  return method.sell;
}

function unique(fields: FiatDetailField[]): FiatDetailField[] {
  return [...new Set(fields)];
}

/**
 * The detail fields a withdrawal must fill besides the name (spec §5 "Fiat withdrawal"): card for
 * p2p, account_number for account_number, phone for sbp, email for email-based methods, plus the
 * method's required list and the chosen subbank's, without the full-name fields.
 */
export function requiredSellFields(method: SellMethod, subbank?: FiatSubbank): FiatDetailField[] {
  const sell = sellOf(method);
  const kindField = KIND_FIELD[method.method];
  return unique([
    ...(kindField ? [kindField] : []),
    ...(isEmailBasedMethod(method) ? (['email'] as const) : []),
    ...sell.requiredFields,
    ...(subbank?.externalDetailsFields.required ?? []),
  ]).filter((field) => !isFullNameField(field));
}

/** The optional detail fields of a withdrawal (method's and subbank's), not already required. */
export function optionalSellFields(method: SellMethod, subbank?: FiatSubbank): FiatDetailField[] {
  const requiredFields = requiredSellFields(method, subbank);
  return unique([
    ...sellOf(method).optionalFields,
    ...(subbank?.externalDetailsFields.optional ?? []),
  ]).filter((field) => !isFullNameField(field) && !requiredFields.includes(field));
}

/** Whether the withdrawal form asks for the name (not for steam or blik). */
export function sellNameRequired(method: Pick<FiatPaymentMethod, 'method'>): boolean {
  return !NAMELESS_KINDS.includes(method.method);
}

/** Whether the name must pass the Latin check: full_name_latin is a required field. */
export function sellNameLatin(method: SellMethod, subbank?: FiatSubbank): boolean {
  return [
    ...sellOf(method).requiredFields,
    ...(subbank?.externalDetailsFields.required ?? []),
  ].includes('full_name_latin');
}

/** The chosen subbank of a method, if the id names one. */
export function findSubbank(
  method: SellMethod,
  subbankId: string | undefined,
): FiatSubbank | undefined {
  return subbankId
    ? sellOf(method).subbanks.find((subbank) => subbank.id === subbankId)
    : undefined;
}

/* ------------------------------------------------------------------------------------------ */
/* Sell form                                                                                  */
/* ------------------------------------------------------------------------------------------ */

export interface SellFormInput {
  amount: string;
  subbankId?: string | null;
  details: FiatDetails;
}

export interface SellFormContext {
  method: SellMethod;
  /** The player's withdrawable (fiat) balance in the method currency, minor units at `scale`. */
  availableMinor: bigint;
  /** The method currency's ledger scale. */
  scale: number;
  /** The phone picker's country; defaults to the method currency's (spec §5). */
  phoneCountry?: CountryCode;
}

/**
 * The amount of a withdrawal (spec §5 "Fiat withdrawal"): a decimal at most `scale` decimals; if
 * the balance is at or below sell.minAmount (or no amount at or above the minimum fits with its
 * fee) → Validation.minimum_amount; below sell.minAmount → Validation.minimum_amount; above
 * sell.maxAmount, or amount + fee above the balance → Validation.maximum_amount with the largest
 * amount allowed. Limits carry `amount` (at `scale`) and `currency`.
 */
export function validateSellAmount(text: string, context: SellFormContext): FieldError | null {
  const { method, availableMinor, scale } = context;
  const sell = sellOf(method);
  const input = readDecimalAmount(text, scale);
  if (!input.ok) return input.error;
  const min = limitMinor(sell.minAmount, scale);
  const max = limitMinor(sell.maxAmount, scale);
  // The largest amount within the method's maximum that fits the balance with its fee.
  const fits = maxSellAmount(availableMinor, sell.levels, scale, max);
  const limit = (key: string, minor: bigint): FieldError => ({
    key: `Validation.${key}`,
    params: { amount: formatAmount(minor, scale), currency: method.currency },
  });
  if (availableMinor <= min || fits < min || input.minor < min) return limit('minimum_amount', min);
  // Above either limit, the message names the largest amount allowed by both.
  if (input.minor > max || input.minor + sellFee(input.minor, sell.levels, scale) > availableMinor)
    return limit('maximum_amount', fits);
  return null;
}

/**
 * Every rule of spec §5 "Fiat withdrawal" and "Field formats" over a sell draft; empty when it may
 * be sent. Keys: `amount`, `subbankId`, `details.<field>`.
 */
export function validateSellForm(input: SellFormInput, context: SellFormContext): FieldErrors {
  const { method } = context;
  const sell = sellOf(method);
  const errors: FieldErrors = {};
  const amount = validateSellAmount(input.amount, context);
  if (amount) errors.amount = amount;

  const subbankId = input.subbankId?.trim() ?? '';
  const subbank = findSubbank(method, subbankId);
  if (sell.subbanks.length > 0 && subbankId === '') errors.subbankId = required;
  else if (subbankId !== '' && !subbank) errors.subbankId = { key: 'Validation.invalid' };

  const name = (input.details.name ?? '').trim();
  if (name === '') {
    if (sellNameRequired(method)) errors['details.name'] = required;
  } else if (sellNameLatin(method, subbank) && !isLatinFullName(name)) {
    errors['details.name'] = { key: 'Validation.invalid_full_name_latin' };
  }

  const phoneCountry = context.phoneCountry ?? phoneCountryForCurrency(method.currency);
  const check = (field: FiatDetailField, isRequired: boolean) => {
    const error = validateDetailField(field, input.details[field], {
      required: isRequired,
      phoneCountry,
    });
    if (error) errors[`details.${field}`] = error;
  };
  for (const field of requiredSellFields(method, subbank)) check(field, true);
  for (const field of optionalSellFields(method, subbank)) check(field, false);
  return errors;
}

/**
 * The details a valid sell draft sends and stores: the name, the required fields, and the optional
 * ones that are present, normalised (card digits only, phone as E.164); anything else dropped.
 */
export function normalizeSellDetails(
  details: FiatDetails,
  method: SellMethod,
  subbankId?: string | null,
  phoneCountry: CountryCode | undefined = phoneCountryForCurrency(method.currency),
): FiatDetails {
  const subbank = findSubbank(method, subbankId ?? undefined);
  const fields: FiatDetailField[] = [
    'name',
    ...requiredSellFields(method, subbank),
    ...optionalSellFields(method, subbank),
  ];
  const result: FiatDetails = {};
  for (const field of fields) {
    const value = details[field];
    if (value !== undefined && value.trim() !== '')
      result[field] = normalizeDetailField(field, value, phoneCountry);
  }
  return result;
}

/**
 * The deposit's additional details (spec §4: the additional-details step for a method's
 * externalDetailsFields): required ones filled, every present one in its format. Keys
 * `externalFields.<field>`.
 */
export function validateBuyDetails(
  fields: FiatDetails,
  method: Pick<FiatPaymentMethod, 'currency' | 'buy'>,
  phoneCountry: CountryCode | undefined = phoneCountryForCurrency(method.currency),
): FieldErrors {
  const errors: FieldErrors = {};
  const external = method.buy?.externalDetailsFields ?? { required: [], optional: [] };
  const check = (field: FiatDetailField, isRequired: boolean) => {
    const error = validateDetailField(field, fields[field], { required: isRequired, phoneCountry });
    if (error) errors[`externalFields.${field}`] = error;
  };
  for (const field of external.required) check(field, true);
  for (const field of external.optional)
    if (!external.required.includes(field)) check(field, false);
  return errors;
}

/* ------------------------------------------------------------------------------------------ */
/* Receipt and dispute                                                                        */
/* ------------------------------------------------------------------------------------------ */

export type ReceiptMediaType = (typeof RECEIPT_MEDIA_TYPES)[number];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

/**
 * The media type of a file by its first bytes, not its name: JPEG (FF D8 FF), PNG (89 50 4E 47
 * 0D 0A 1A 0A), WebP ("RIFF" size "WEBP"), PDF ("%PDF-"); null for anything else. The server's
 * file store uses this same function.
 */
export function sniffMediaType(bytes: Uint8Array): ReceiptMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The base64 body of `fileContent` (a data: URL prefix and whitespace removed). */
export function base64Body(fileContent: string): string {
  return fileContent.replace(DATA_URL, '').replace(/\s+/g, '');
}

/** Decoded size of a base64 body, without decoding it; null when it is not base64. */
export function base64DecodedLength(body: string): number | null {
  if (!BASE64.test(body) || body.length % 4 === 1) return null;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  // Padding only ever completes a group of four.
  if (padding > 0 && body.length % 4 !== 0) return null;
  const unpadded = body.length - padding;
  return Math.floor((unpadded * 3) / 4);
}

/** Decodes a base64 body (browser and Node alike); null when it is not base64. */
export function decodeBase64(body: string): Uint8Array | null {
  if (base64DecodedLength(body) === null) return null;
  let binary: string;
  try {
    binary = atob(body);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Largest receipt in megabytes, the `max` of Validation.file_too_large. */
export const RECEIPT_MAX_MEGABYTES = RECEIPT_MAX_BYTES / (1024 * 1024);

/**
 * The file of a receipt or dispute image: present and non-empty (Validation.required), at most
 * RECEIPT_MAX_BYTES decoded (Validation.file_too_large {max: megabytes}), JPEG, PNG, WebP or PDF
 * by content (Validation.invalid_file_type, also for content that is not base64).
 */
export function validateUploadedFileContent(
  fileName: string,
  fileContent: string,
): FieldError | null {
  const body = base64Body(fileContent);
  if (fileName.trim() === '' || body === '') return required;
  const size = base64DecodedLength(body);
  if (size === null) return { key: 'Validation.invalid_file_type' };
  if (size === 0) return required;
  if (size > RECEIPT_MAX_BYTES)
    return { key: 'Validation.file_too_large', params: { max: RECEIPT_MAX_MEGABYTES } };
  // 16 base64 characters decode to the 12 bytes the longest signature (WebP) needs.
  const head = decodeBase64(body.slice(0, 16));
  if (!head || sniffMediaType(head) === null) return { key: 'Validation.invalid_file_type' };
  return null;
}

/**
 * A receipt (`POST …/buy/{id}/paid`, spec §5 "Receipt and dispute"): name and file required.
 * Keys: `name`, `fileContent` (the file: missing, empty, too large or of another type).
 */
export function validateReceipt(receipt: Partial<UploadedFile>): FieldErrors {
  const errors: FieldErrors = {};
  if ((receipt.name ?? '').trim() === '') errors.name = required;
  const file = validateUploadedFileContent(receipt.fileName ?? '', receipt.fileContent ?? '');
  if (file) errors.fileContent = file;
  return errors;
}

export interface DisputeInput {
  image?: Partial<UploadedFile> | null;
  acceptOption?: string | null;
  amount?: string | null;
  comment?: string | null;
  problem?: string | null;
}

/**
 * A dispute (`POST …/buy/{id}/dispute`, spec §3–§5): the image as a receipt (keys `image.name`,
 * `image.fileContent`), acceptOption CHANGE_INVOICE or REPAY (Validation.required when missing,
 * Validation.invalid otherwise), an optional amount (a positive decimal with at most `scale`
 * decimals), comment and problem required.
 */
export function validateDispute(input: DisputeInput, options: { scale: number }): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(validateReceipt(input.image ?? {})))
    errors[`image.${field}`] = error;

  const acceptOption = input.acceptOption ?? '';
  if (acceptOption === '') errors.acceptOption = required;
  else if (!(DISPUTE_ACCEPT_OPTIONS as readonly string[]).includes(acceptOption))
    errors.acceptOption = { key: 'Validation.invalid' };

  if ((input.amount ?? '').trim() !== '') {
    const amount = readDecimalAmount(input.amount ?? '', options.scale);
    if (!amount.ok) errors.amount = amount.error;
  }
  if ((input.comment ?? '').trim() === '') errors.comment = required;
  if ((input.problem ?? '').trim() === '') errors.problem = required;
  return errors;
}
