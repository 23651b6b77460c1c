import { z } from 'zod';

export * from './plain/money';

/** A decimal amount string as the API carries it (sign optional only where a schema allows it). */
export const ZAmountString = z
  .string()
  .regex(/^-?(0|[1-9]\d*)(\.\d+)?$/)
  .describe('Decimal amount in major units, e.g. "1500.00"');
