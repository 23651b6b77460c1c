import type { CryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';
import { AppError } from '../../platform/errors';

/** A deposit address on one network; `memo` is the tag a transfer must carry ('' when none). */
export interface DepositAddress {
  address: string;
  memo: string;
}

/** One approved withdrawal to pay out on the chain. */
export interface PayoutRequest {
  /** Our withdrawal id: the gateway's idempotency key, so a retry never pays twice. */
  withdrawalId: string;
  network: CryptoNetwork;
  methodCode: string;
  address: string;
  memo: string | null;
  /** Minor units of the method currency (what the player receives; the fee stays with us). */
  amount: bigint;
  /** Decimal places of `amount` (the method currency's ledger scale). */
  scale: number;
}

/** Where a sent payout stands, for gateways that are asked rather than calling back. */
export type PayoutOutcome =
  | { status: 'pending' }
  | { status: 'completed'; txHash: string }
  | { status: 'failed'; reason: string };

/** A payout the gateway accepted, as the poller asks about it. */
export interface SentPayout {
  payoutId: string;
  network: CryptoNetwork;
  address: string;
  sentAt: Date;
  /** Confirmations the method needs before the payout counts as done. */
  confirmations: number;
}

/**
 * The crypto chain gateway (ARCHITECTURE.md "Payments"): where deposit addresses come from and
 * where payouts go. The simulated gateway works locally; the processing gateway asks a third-party
 * service over HTTP. Incoming transfers and payout results reach the cashier through
 * `recordIncomingTransfer` and the payout service (the simulator, the provider's webhook or
 * `payoutOutcome` polling), never through the calls below.
 */
export interface ChainGateway {
  readonly name: string;
  /** False for the stand-in of a server without a gateway, whose every call answers 503. */
  readonly configured: boolean;
  /** The player's deposit address on `network`; the same inputs give the same address. */
  depositAddress(userId: number, network: CryptoNetwork): Promise<DepositAddress>;
  /** Milliseconds one confirmation takes on `network` (the simulator's block time). */
  confirmationIntervalMs(network: CryptoNetwork): number;
  /**
   * Sends a payout; the same `withdrawalId` always answers the same payoutId and pays once.
   * Throws AppError('service_unavailable') when the gateway cannot be reached or refuses.
   */
  sendPayout(request: PayoutRequest): Promise<{ payoutId: string }>;
  /**
   * Gateways without webhooks report results when asked (the simulator). Absent on gateways that
   * call back (processing), whose results arrive at the webhook.
   */
  payoutOutcome?(payout: SentPayout, now: Date): Promise<PayoutOutcome>;
}

/**
 * The gateway of a deployment without one configured (simulators off, no processing service):
 * every call answers 503 service_unavailable instead of failing at boot.
 */
export function unconfiguredGateway(): ChainGateway {
  const unavailable = (): never => {
    throw new AppError('service_unavailable', {
      message: 'Crypto payments are not configured on this server',
    });
  };
  return {
    name: 'none',
    configured: false,
    depositAddress: async () => unavailable(),
    confirmationIntervalMs: () => 60_000,
    sendPayout: async () => unavailable(),
  };
}
