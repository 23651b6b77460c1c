import { z } from 'zod';

/**
 * "de, fr  AT" → ["DE", "FR", "AT"]: lists of country or currency codes as staff type them into
 * one box; the contract's own array schema checks each code after this.
 */
export const ZCodeList = z
  .string()
  .transform((text) => text.split(/[\s,;]+/).flatMap((part) => (part ? [part.toUpperCase()] : [])));
