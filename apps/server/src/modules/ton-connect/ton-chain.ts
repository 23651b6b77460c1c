import type { Address } from '@ton/core';

/** A transfer into our deposit wallet, as the chain reports it. */
export interface IncomingTransfer {
  /** The transaction that received it (hex); with the kind, the credit's idempotency key. */
  txHash: string;
  /** Its logical time: the poller's cursor. */
  lt: bigint;
  /** The paying wallet (for jettons, the owner of the sending jetton wallet). */
  sender: Address | null;
  /** Nanotons for TON, jetton minor units for USDT. */
  amountMinor: bigint;
  /** The text comment (a jetton transfer's forward payload); null when none. */
  comment: string | null;
}

/**
 * The TON chain as the cashier reads it (ARCHITECTURE.md "Payments": one adapter per kind). The
 * production adapter asks a public indexer (toncenter API v3); tests run it against a local fake of
 * that API; embedded mode runs the simulated chain. Calls throw when the chain cannot be read.
 */
export interface TonChain {
  readonly name: string;
  /** Toncoin received by `account` with logical time above `afterLt`, oldest first. */
  incomingTon(account: Address, afterLt: bigint, limit: number): Promise<IncomingTransfer[]>;
  /** Jettons of `master` received by `owner` with logical time above `afterLt`, oldest first. */
  incomingJettons(
    owner: Address,
    master: Address,
    afterLt: bigint,
    limit: number,
  ): Promise<IncomingTransfer[]>;
  /** The account's Toncoin balance in nanotons (0 for an account that does not exist). */
  tonBalance(address: Address): Promise<bigint>;
  /** The owner's jetton wallet of `master` and its balance; null when the owner has none. */
  jettonWallet(
    owner: Address,
    master: Address,
  ): Promise<{ address: Address; balance: bigint } | null>;
  /** The wallet's public key from its get_public_key method; null when it has none. */
  walletPublicKey(address: Address): Promise<Buffer | null>;
}
