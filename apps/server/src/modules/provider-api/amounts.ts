import { convertMinor, type Rate } from '@wheelhouse/contracts/money';

/** The two rates of a session currency; identity when it is the house currency. */
export interface SessionRates {
  sessionScale: number;
  houseScale: number;
  /** Session currency → house currency, for stakes and payouts. */
  toHouse: Rate;
  /** House currency → session currency, for the balance the provider shows. */
  toSession: Rate;
}

/**
 * A provider amount in the house currency, exactly as the originals convert a stake typed in the
 * display currency: bigint minor units, rounded down (toward zero).
 */
export function toHouseMinor(amountMinor: bigint, rates: SessionRates): bigint {
  return convertMinor(amountMinor, rates.sessionScale, rates.houseScale, rates.toHouse);
}

/** A house balance in the session currency (rounded down, as the Balance shows it). */
export function toSessionMinor(houseMinor: bigint, rates: SessionRates): bigint {
  return convertMinor(houseMinor, rates.houseScale, rates.sessionScale, rates.toSession);
}

/**
 * The protocol carries integers; a balance past 2^53 minor units cannot be one, so the provider
 * sees the largest exact integer instead (it can only under-report, never invent money).
 */
export function protocolInteger(minor: bigint): number {
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(minor);
}
