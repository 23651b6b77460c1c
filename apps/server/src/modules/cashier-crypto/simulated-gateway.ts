import { createHmac } from 'node:crypto';
import type { CryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';
import type {
  ChainGateway,
  DepositAddress,
  PayoutOutcome,
  PayoutRequest,
  SentPayout,
} from './chain-gateway';

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

function hexFrom(secret: string, label: string, length: number): string {
  return charsFrom(secret, label, '0123456789abcdef', length);
}

/**
 * A simulated payout to an address ending in this marker fails once confirmed, so the failure path
 * (money back, declined with a reason) can be seen. Valid in every network's address alphabet.
 */
export const SIMULATED_FAILING_ADDRESS_SUFFIX = 'dead';
export const SIMULATED_PAYOUT_FAILURE = 'simulated_payout_failure';

/**
 * Simulated chain gateway (SIMULATORS on): deterministic addresses from HMAC(SESSION_SECRET, user,
 * network), shaped to match each network's address pattern (checksums are not real). TON uses one
 * shared house address and tells players apart by memo (the player's id), as exchanges do.
 * Payouts are accepted at once with a payoutId derived from the withdrawal id (so a retry is the
 * same payout) and are done after the method's confirmations, one per block.
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
    configured: true,
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
    async sendPayout(request: PayoutRequest): Promise<{ payoutId: string }> {
      return { payoutId: `sim_${hexFrom(secret, `payout:${request.withdrawalId}`, 24)}` };
    },
    async payoutOutcome(payout: SentPayout, now: Date): Promise<PayoutOutcome> {
      const elapsed = now.getTime() - payout.sentAt.getTime();
      if (elapsed < payout.confirmations * blockMs) return { status: 'pending' };
      if (payout.address.toLowerCase().endsWith(SIMULATED_FAILING_ADDRESS_SUFFIX))
        return { status: 'failed', reason: SIMULATED_PAYOUT_FAILURE };
      return { status: 'completed', txHash: hexFrom(secret, `tx:${payout.payoutId}`, 64) };
    },
  };
}
