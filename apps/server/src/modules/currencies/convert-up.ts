import type { Database } from '../../platform/db/client';
import type { CurrenciesService } from './service';

/**
 * Converts `amountMinor` of `from` into `to`, rounded up: a withdrawal's hold is never in the
 * player's favour. (The ledger's conversion rounds down; one minor unit more when the way back
 * falls short.)
 */
export async function convertUp(
  currencies: Pick<CurrenciesService, 'convert'>,
  amountMinor: bigint,
  from: string,
  to: string,
  executor: Database,
): Promise<bigint> {
  let converted = (await currencies.convert(amountMinor, from, to, executor)).amountMinor;
  const back = await currencies.convert(converted, to, from, executor);
  if (back.amountMinor < amountMinor) converted += 1n;
  return converted;
}
