import { useState } from 'react';
import { formatAmount } from '@wheelhouse/contracts/money';
import { useBalance } from '../wallet/get-balance';
import type { StakeLimits } from './stake';

/** Until the balance has loaded, amounts are typed with the usual two decimals. */
const FALLBACK_PRECISION = 2;

/**
 * The stake of one play area and its limits: the balance in the display currency and the max bet,
 * which only the API knows; `learnMaxBet` keeps the max the API named in a `maximum_amount` refusal.
 */
export function useStake() {
  const balance = useBalance();
  const total = balance.data?.total;
  const precision = total?.primaryPrecision ?? FALLBACK_PRECISION;
  const [value, setValue] = useState<string | null>(null);
  const [maxBet, setMaxBet] = useState<string | null>(null);
  const limits: StakeLimits = { precision, balance: total?.primaryValue ?? null, maxBet };
  return {
    // One hundred minor units: 1.00 in a two-decimal currency.
    value: value ?? formatAmount(100n, precision),
    setValue,
    limits,
    currency: total?.currency.code ?? '',
    learnMaxBet: setMaxBet,
  };
}
