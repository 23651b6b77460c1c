import type { CryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';

/** A deposit address on one network; `memo` is the tag a transfer must carry ('' when none). */
export interface DepositAddress {
  address: string;
  memo: string;
}

/**
 * The crypto chain gateway (ARCHITECTURE.md "Payments"): where deposit addresses come from. The
 * simulated gateway derives them locally; a processing-service gateway asks the provider over HTTP.
 * Incoming transfers reach the cashier service through `recordIncomingTransfer` (the simulator route
 * or the provider's webhook), never through this interface.
 */
export interface ChainGateway {
  readonly name: string;
  /** The player's deposit address on `network`; the same inputs give the same address. */
  depositAddress(userId: number, network: CryptoNetwork): Promise<DepositAddress>;
  /** Milliseconds one confirmation takes on `network` (the simulator's block time). */
  confirmationIntervalMs(network: CryptoNetwork): number;
}
