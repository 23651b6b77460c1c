import { z } from 'zod';
import { SLOT_SYMBOLS } from '@wheelhouse/fair/slot-machine';

const ZSlotSymbol = z.enum(SLOT_SYMBOLS);

/**
 * A slot bet's `outcome` as the API sends it: the fair package's SlotOutcome with the multiplier
 * as its integer string. Parsed, so a malformed outcome shows as "no result" rather than a crash.
 */
export const ZSlotOutcomeJson = z.object({
  stops: z.array(z.number().int()),
  screen: z.array(z.array(ZSlotSymbol)),
  lineWins: z.array(
    z.object({
      line: z.number().int().nonnegative(),
      symbol: ZSlotSymbol,
      count: z.number().int(),
      pay: z.number(),
    }),
  ),
  scatterCount: z.number().int().nonnegative(),
  scatterPay: z.number().nonnegative(),
  multiplier: z.string(),
});
export type SlotOutcomeJson = z.infer<typeof ZSlotOutcomeJson>;

export function parseSlotOutcome(outcome: unknown): SlotOutcomeJson | null {
  const parsed = ZSlotOutcomeJson.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}
