import { convertMinor, MAX_MINOR_UNITS, type Rate } from '@wheelhouse/contracts/money';

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

/**
 * Whether a house amount fits the ledger's bigint columns. The protocol allows amounts up to 2^53
 * session units, which a strong session currency (BTC into USD micro-units) can multiply past them:
 * such an amount is no real stake or win and is refused as malformed before anything is written.
 */
export function fitsLedger(houseMinor: bigint): boolean {
  return houseMinor <= MAX_MINOR_UNITS;
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
