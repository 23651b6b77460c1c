import { useEffect, useRef } from 'react';
import { useTonWallet } from '../api/get-ton-wallet';

/**
 * Cashier spec §5: on the Toncoin network the withdraw address is filled in from the connected
 * TON wallet, in non-bounceable form (as the server gives it), once and only into an empty field.
 * Answers whether the address shown is that wallet's.
 */
export function useTonAddressAutofill(
  enabled: boolean,
  address: string,
  fill: (address: string) => void,
): boolean {
  const friendly = useTonWallet(enabled).data?.wallet?.friendlyAddress ?? null;
  const filled = useRef(false);
  useEffect(() => {
    if (!enabled || filled.current || !friendly) return;
    filled.current = true;
    if (address.trim() === '') fill(friendly);
  }, [enabled, friendly, address, fill]);
  return enabled && friendly !== null && address === friendly;
}
