import type {
  FiatDetailField,
  FiatDetails,
  FiatMethodKind,
  FiatPaymentMethod,
  FiatSubbank,
  SellOrderRequest,
} from '@wheelhouse/contracts/fiat';
import {
  normalizeSellDetails,
  netAmount,
  optionalSellFields,
  readDecimalAmount,
  requiredSellFields,
  sellFee,
  sellNameRequired,
} from '@wheelhouse/contracts/fiat-rules';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type { CountryCode } from 'libphonenumber-js/max';
import type { Balance } from '@wheelhouse/contracts/wallet';
import type { FiatWithdrawDraft } from './panel-machine';

/**
 * The fiat-withdraw form's pure parts (cashier spec §2 titles, §5 "Fiat withdrawal" and "Field
 * formats"): which fields show, the request a valid draft becomes, the fee and net shown. The
 * rules themselves (required fields, formats, amount limits, the fee) are the contracts'
 * fiat-rules, the same the server answers with.
 */

/** The withdraw form's title per method kind (spec §2: steam, account number, mobile, p2p, default). */
export type FiatWithdrawTitle = 'steam' | 'account_number' | 'mobile' | 'p2p' | 'default';

export function fiatWithdrawTitle(kind: FiatMethodKind): FiatWithdrawTitle {
  switch (kind) {
    case 'steam':
    case 'account_number':
    case 'p2p':
      return kind;
    case 'mpayment':
      return 'mobile';
    default:
      return 'default';
  }
}

/**
 * The method currency's ledger scale, read off the method's own amounts ("500.00" → 2): the
 * server writes every amount of a method at that scale.
 */
export function methodScale(method: FiatPaymentMethod): number {
  const sample = method.sell?.minAmount ?? method.buy?.minAmount ?? '0.00';
  return sample.split('.')[1]?.length ?? 0;
}

export interface ShownField {
  field: FiatDetailField;
  required: boolean;
}

/**
 * The detail inputs of the form, in order (spec §5 "Fiat withdrawal"): the name when the method
 * asks for it (not steam or blik), the required fields of the method and chosen subbank, then
 * the optional ones. Which fields those are is the rules' decision (fiat-rules).
 */
export function shownFields(method: FiatPaymentMethod, subbank?: FiatSubbank): ShownField[] {
  return [
    ...(sellNameRequired(method) ? [{ field: 'name' as const, required: true }] : []),
    ...requiredSellFields(method, subbank).map((field) => ({ field, required: true })),
    ...optionalSellFields(method, subbank).map((field) => ({ field, required: false })),
  ];
}

export function emptyFiatDraft(bankId: string): FiatWithdrawDraft {
  return { bankId, amount: '', details: {} };
}

/**
 * A new draft pre-filled from the first saved entry (spec §7 "the first entry pre-fills the
 * form"): only fields the method asks for. The amount is never pre-filled.
 */
export function draftFromSaved(
  bankId: string,
  saved: readonly FiatDetails[] | undefined,
): FiatWithdrawDraft {
  const first = saved?.[0];
  if (!first) return emptyFiatDraft(bankId);
  const details: FiatDetails = {};
  for (const [field, value] of Object.entries(first) as [FiatDetailField, string | undefined][]) {
    if (value === undefined || value === '') continue;
    details[field] = field === 'card' ? formatCardInput(value) : value;
  }
  return { bankId, amount: '', details };
}

/** Card input as typed: digits only, at most 16, grouped by four ("4276 1234 5678 9012"). */
export function formatCardInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Person id and expiry inputs keep digits only, at most `max`. */
export function digitsInput(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** The amount as typed in minor units (the rules' reading), or null while it is not one. */
export function readSellAmount(text: string, scale: number): bigint | null {
  const read = readDecimalAmount(text, scale);
  return read.ok ? read.minor : null;
}

/** A decimal amount ("8100.005") in minor units at `scale`, cut (not rounded) to it. */
function minorCutTo(decimal: string, scale: number): bigint | null {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const parsed = parseAmount(`${whole}.${fraction.padEnd(scale, '0').slice(0, scale)}`, scale);
  return parsed.ok ? parsed.minor : null;
}

/**
 * The fiat balance in the method currency, in minor units: when the display currency is the
 * method's, the Balance's own "available" (the server's, rounded down); otherwise what the server
 * answers for the method (`fromServer`, GET /api/v2/wallet/orders/sell/available); null while
 * neither is known, and the order's own check decides.
 */
export function availableInMethodCurrency(
  balance: Balance | undefined,
  method: FiatPaymentMethod,
  scale: number,
  fromServer?: { amount: string; currency: string },
): bigint | null {
  if (balance && balance.fiat.currency.code === method.currency)
    return minorCutTo(balance.fiat.primaryValue, scale);
  if (fromServer && fromServer.currency === method.currency)
    return minorCutTo(fromServer.amount, scale);
  return null;
}

/**
 * The fee (the rules' sellFee of the method's levels) and the net amount (amount − fee), as
 * decimal strings with 2 decimals (spec §9 "Fiat fee shown to 2 decimals").
 */
export function feeAndNet(
  amountMinor: bigint,
  method: FiatPaymentMethod,
  scale: number,
): { fee: string; net: string; feeMinor: bigint } {
  const feeMinor = sellFee(amountMinor, method.sell?.levels ?? [], scale);
  return {
    fee: toTwoDecimals(feeMinor, scale),
    net: toTwoDecimals(netAmount(amountMinor, feeMinor), scale),
    feeMinor,
  };
}

function toTwoDecimals(minor: bigint, scale: number): string {
  if (scale <= 2) return formatAmount(minor * 10n ** BigInt(2 - scale), 2);
  // Finer than cents: rounded half up to cents, for display only.
  const unit = 10n ** BigInt(scale - 2);
  return formatAmount((minor + unit / 2n) / unit, 2);
}

/**
 * The request of a draft the form has validated: the rules' normalised details (name, required
 * fields, optional ones only when present; card digits only, phone as E.164), the amount with a
 * decimal point, `subbankId` only for a method with subbanks.
 */
export function sellRequestOf(
  draft: FiatWithdrawDraft,
  method: FiatPaymentMethod,
  phoneCountry?: CountryCode,
): SellOrderRequest {
  const hasSubbanks = (method.sell?.subbanks.length ?? 0) > 0;
  const request: SellOrderRequest = {
    amount: draft.amount.trim().replace(',', '.'),
    bankId: method.id,
    details: normalizeSellDetails(
      draft.details,
      method,
      hasSubbanks ? draft.subbankId : undefined,
      phoneCountry,
    ),
  };
  if (hasSubbanks && draft.subbankId) request.subbankId = draft.subbankId;
  return request;
}

/** The destination as the confirm dialog shows it: a card or account masked to its last four. */
export function maskedDestination(details: FiatDetails): string | null {
  const masked = (value: string) => {
    const compact = value.replace(/\s/g, '');
    return compact.length > 4 ? `•••• ${compact.slice(-4)}` : compact;
  };
  if (details.card) return masked(details.card);
  if (details.account_number) return masked(details.account_number);
  if (details.account_number_online_banking_ph) {
    return masked(details.account_number_online_banking_ph);
  }
  if (details.phone) return masked(details.phone);
  if (details.email) return details.email;
  return null;
}
