import { createHmac } from 'node:crypto';
import type { CryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';
import type { ChainGateway, DepositAddress } from './chain-gateway';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` characters of `alphabet` drawn from an HMAC stream (deterministic, not uniform: a simulator). */
function charsFrom(secret: string, label: string, alphabet: string, length: number): string {
  let out = '';
  for (let block = 0; out.length < length; block += 1) {
    const bytes = createHmac('sha256', secret).update(`${label}:${block}`).digest();
    for (const byte of bytes) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * Simulated chain gateway (SIMULATORS on): deterministic addresses from HMAC(SESSION_SECRET, user,
 * network), shaped to match each network's address pattern (checksums are not real). TON uses one
 * shared house address and tells players apart by memo (the player's id), as exchanges do.
 */
export function simulatedGateway(options: {
  secret: string;
  /** One confirmation per this many ms (default 2000). */
  blockMs?: number;
}): ChainGateway {
  const { secret } = options;
  const blockMs = options.blockMs ?? 2000;
  const label = (userId: number, network: string) => `wheelhouse-sim:${network}:${userId}`;
  return {
    name: 'simulated',
    async depositAddress(userId: number, network: CryptoNetwork): Promise<DepositAddress> {
      const key = label(userId, network);
      switch (network) {
        case 'BTC':
          return { address: `bc1q${charsFrom(secret, key, BECH32, 38)}`, memo: '' };
        case 'LTC':
          return { address: `ltc1q${charsFrom(secret, key, BECH32, 38)}`, memo: '' };
        case 'ETH':
          return { address: `0x${charsFrom(secret, key, '0123456789abcdef', 40)}`, memo: '' };
        case 'TRX':
          return { address: `T${charsFrom(secret, key, BASE58, 33)}`, memo: '' };
        case 'TON':
          return {
            address: `UQ${charsFrom(secret, 'wheelhouse-sim:TON:house', BASE64URL, 46)}`,
            memo: String(userId),
          };
      }
    },
    confirmationIntervalMs: () => blockMs,
  };
}
