import { randomBytes, randomUUID } from 'node:crypto';
import { Address, Cell } from '@ton/core';
import { formatAmount } from '@wheelhouse/contracts/money';
import type {
  TonBalances,
  TonConnectWalletRequest,
  TonDeposit,
  TonDepositRequest,
  TonNetwork,
  TonProofPayloadResponse,
  TonWallet,
  TonWalletResponse,
} from '@wheelhouse/contracts/ton-connect';
import { ZTonConnectMethod, ZTonSendTransaction } from '@wheelhouse/contracts/ton-connect';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { parseAmountField } from '../../platform/amount-field';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import type { CashierCryptoService } from '../cashier-crypto';
import type { RgGuard } from '../responsible-gaming';
import type { SettingsService } from '../settings';
import {
  TON_DEPOSIT_GRACE_SECONDS,
  TON_PROOF_MAX_AGE_SECONDS,
  TON_PROOF_PAYLOAD_TTL_SECONDS,
} from './constants';
import { buildDepositTransaction } from './messages';
import { verifyTonProof } from './proof';
import { tonConnectRepository, type TonDepositRow, type TonWalletRow } from './repository';
import type { IncomingTransfer, TonChain } from './ton-chain';

/** Scales of the two methods' currencies (cashier spec §9: TON 1e9, USDT on TON 1e6). */
const TON_SCALE = 9;
const USDT_SCALE = 6;
const POLL_BATCH = 100;
const COMMENT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface TonConnectSettings {
  network: TonNetwork;
  depositAddress: Address;
  usdtMaster: Address;
  /** Whether a ton_proof domain (the manifest's host) is ours. */
  domainAllowed: (domain: string) => boolean;
}

export interface TonConnectServiceDeps {
  db: Database;
  clock: Clock;
  chain: TonChain;
  settings: TonConnectSettings;
  cashier: Pick<CashierCryptoService, 'depositMethod' | 'creditMatchedTransfer'>;
  operatorSettings: Pick<SettingsService, 'get'>;
  /**
   * Deposit limits and blocks: checked before a transaction is built for the wallet to sign. A
   * transfer that reaches the chain anyway (signed earlier, or sent by hand with the comment) is
   * credited: money already sent cannot be refused.
   */
  rg: Pick<RgGuard, 'assertDepositAllowed'>;
}

function invalidProof(reason: string): AppError {
  return new AppError('validation_error', {
    message: 'The wallet’s proof could not be verified',
    fields: { proof: { key: 'Validation.ton_proof_invalid', params: { reason } } },
  });
}

function newComment(): string {
  const bytes = randomBytes(10);
  return `WH${[...bytes].map((byte) => COMMENT_ALPHABET[byte % COMMENT_ALPHABET.length]).join('')}`;
}

/** TON Connect deposits: wallets proven by ton_proof, transactions to sign, chain crediting. */
export function tonConnectService(deps: TonConnectServiceDeps) {
  const repository = tonConnectRepository(deps.db);
  const { settings } = deps;
  const testOnly = settings.network === '-3';

  function walletView(row: TonWalletRow): TonWallet {
    return {
      address: row.address,
      friendlyAddress: Address.parseRaw(row.address).toString({ bounceable: false, testOnly }),
      connectedAt: row.connectedAt.toISOString(),
    };
  }

  async function requireWallet(userId: number): Promise<TonWalletRow> {
    const wallet = await repository.walletOf(userId);
    if (!wallet) throw new AppError('not_found', { message: 'No TON wallet is connected' });
    return wallet;
  }

  async function commentFor(userId: number): Promise<string> {
    const existing = await repository.commentOf(userId);
    if (existing) return existing;
    await repository.insertComment(userId, newComment());
    const stored = await repository.commentOf(userId);
    if (!stored) throw new Error('ton deposit comment vanished after insert');
    return stored;
  }

  function depositView(
    row: TonDepositRow,
    comment: string,
    credited: Transaction | null,
  ): TonDeposit {
    const currency = ZTonConnectMethod.parse(row.methodCode);
    const request = ZTonSendTransaction.parse(JSON.parse(row.request));
    const expired =
      row.status !== 'credited' &&
      deps.clock.now().getTime() > row.validUntil.getTime() + TON_DEPOSIT_GRACE_SECONDS * 1000;
    return {
      id: row.id,
      currency,
      amount: formatAmount(row.amountMinor, currency === 'TON' ? TON_SCALE : USDT_SCALE),
      comment,
      status: expired ? 'expired' : row.status,
      transaction: request,
      credited,
    };
  }

  async function matchPlayer(transfer: IncomingTransfer): Promise<number | undefined> {
    if (transfer.comment) {
      const byComment = await repository.ownerOfComment(transfer.comment.trim());
      if (byComment !== undefined) return byComment;
    }
    return transfer.sender ? repository.ownerOfWallet(transfer.sender.toRawString()) : undefined;
  }

  async function pollStream(
    stream: 'TON' | 'USDT-TON',
    read: (afterLt: bigint) => Promise<IncomingTransfer[]>,
  ): Promise<number> {
    const after = (await repository.cursor(stream)) ?? 0n;
    const transfers = await read(after);
    let credited = 0;
    for (const transfer of transfers) {
      const userId = await matchPlayer(transfer);
      if (userId !== undefined && transfer.amountMinor > 0n) {
        const result = await deps.cashier.creditMatchedTransfer({
          code: stream,
          userId,
          address: settings.depositAddress.toString({ bounceable: false, testOnly }),
          amountMinor: transfer.amountMinor,
          txHash: transfer.txHash,
          outputIndex: 0,
          onCredited: (tx, transaction) =>
            repository.creditOldestMatching(
              {
                userId,
                methodCode: stream,
                amountMinor: transfer.amountMinor,
                transactionId: transaction.id,
              },
              tx,
            ),
        });
        if (result.credited) credited += 1;
      }
      // Unknown comments and senders credit nothing; the cursor moves past them either way.
      await repository.advanceCursor(stream, transfer.lt);
    }
    return credited;
  }

  return {
    /** POST /api/v1/wallet/ton/proof-payload: a fresh single-use payload for ton_proof. */
    async issuePayload(userId: number): Promise<TonProofPayloadResponse> {
      const payload = randomBytes(32).toString('hex');
      const expiresAt = new Date(deps.clock.now().getTime() + TON_PROOF_PAYLOAD_TTL_SECONDS * 1000);
      await repository.insertPayload({ payload, userId, expiresAt });
      return { payload, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
    },

    /**
     * POST /api/v1/wallet/ton/wallet: verifies the proof (see proof.ts), then uses up its payload
     * (one of ours, issued to this player, unexpired, unused) and stores the wallet as the
     * player's, in one transaction. A wallet another player holds is 409.
     */
    async connect(userId: number, request: TonConnectWalletRequest): Promise<TonWallet> {
      if (request.network !== settings.network) throw invalidProof('network');
      const verified = await verifyTonProof(request, {
        domainAllowed: settings.domainAllowed,
        now: deps.clock.now(),
        maxAgeSeconds: TON_PROOF_MAX_AGE_SECONDS,
        publicKeyOnChain: (address) => deps.chain.walletPublicKey(address),
      });
      if (!verified.ok) throw invalidProof(verified.reason);
      const row: TonWalletRow = {
        userId,
        address: verified.address.toRawString(),
        publicKey: verified.publicKey.toString('hex'),
        connectedAt: deps.clock.now(),
      };
      try {
        await deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const owner = await repository.ownerOfWallet(row.address, tx);
          if (owner !== undefined && owner !== userId)
            throw new AppError('conflict', {
              message: 'This wallet is connected to another account',
            });
          if (
            !(await repository.consumePayload(userId, request.proof.payload, row.connectedAt, tx))
          )
            throw invalidProof('payload');
          await repository.upsertWallet(row, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('conflict', {
            message: 'This wallet is connected to another account',
          });
        throw error;
      }
      return walletView(row);
    },

    /** GET /api/v1/wallet/ton/wallet. */
    async wallet(userId: number): Promise<TonWalletResponse> {
      const row = await repository.walletOf(userId);
      return { wallet: row ? walletView(row) : null };
    },

    /** DELETE /api/v1/wallet/ton/wallet: forget the connected wallet (404 when none). */
    async disconnect(userId: number): Promise<void> {
      if (!(await repository.deleteWallet(userId))) throw new AppError('not_found');
    },

    /** GET /api/v1/wallet/ton/balances: the connected wallet's TON and USDT, read from the chain. */
    async balances(userId: number): Promise<TonBalances> {
      const wallet = Address.parseRaw((await requireWallet(userId)).address);
      const [ton, jetton] = await Promise.all([
        deps.chain.tonBalance(wallet),
        deps.chain.jettonWallet(wallet, settings.usdtMaster),
      ]);
      return {
        ton: formatAmount(ton, TON_SCALE),
        usdt: formatAmount(jetton?.balance ?? 0n, USDT_SCALE),
      };
    },

    /**
     * POST /api/v1/wallet/ton/deposits: the sendTransaction request for a deposit from the
     * connected wallet (messages.ts), at least the method's minimum, recorded so its progress can
     * be followed. USDT needs the wallet's USDT jetton wallet.
     */
    async createDeposit(userId: number, request: TonDepositRequest): Promise<TonDeposit> {
      if (!(await deps.operatorSettings.get('payments.enabled')))
        throw new AppError('payments_are_disabled');
      const method = await deps.cashier.depositMethod(request.currency);
      const amountMinor = parseAmountField(request.amount, method.scale, 'amount');
      if (amountMinor < method.minDepositMinor)
        throw new AppError('validation_error', {
          fields: {
            amount: {
              key: 'Validation.minimum_amount',
              params: {
                amount: formatAmount(method.minDepositMinor, method.scale),
                currency: method.currency,
              },
            },
          },
        });
      await deps.rg.assertDepositAllowed(userId, { amountMinor, currency: method.currency });
      const from = Address.parseRaw((await requireWallet(userId)).address);
      const jetton =
        request.currency === 'USDT-TON'
          ? await deps.chain.jettonWallet(from, settings.usdtMaster)
          : null;
      if (request.currency === 'USDT-TON' && !jetton)
        throw new AppError('validation_error', {
          fields: { amount: { key: 'Validation.ton_no_usdt_wallet' } },
        });
      const comment = await commentFor(userId);
      const now = deps.clock.now();
      const transaction = buildDepositTransaction({
        method: request.currency,
        amountMinor,
        comment,
        depositAddress: settings.depositAddress,
        from,
        ...(jetton ? { senderJettonWallet: jetton.address } : {}),
        network: settings.network,
        now,
        queryId: BigInt(now.getTime()),
      });
      const row = await repository.insertDeposit({
        id: randomUUID(),
        userId,
        methodCode: request.currency,
        amountMinor,
        fromAddress: from.toRawString(),
        request: JSON.stringify(transaction),
        validUntil: new Date(transaction.validUntil * 1000),
        status: 'open',
      });
      return depositView(row, comment, null);
    },

    /** GET /api/v1/wallet/ton/deposits/{id}: the player's own deposit (404 for anyone else's). */
    async deposit(
      userId: number,
      id: string,
      creditedRow: (transactionId: string) => Promise<Transaction | undefined>,
    ): Promise<TonDeposit> {
      const row = await repository.depositOf(userId, id);
      if (!row) throw new AppError('not_found');
      const credited = row.transactionId ? ((await creditedRow(row.transactionId)) ?? null) : null;
      return depositView(row, await commentFor(userId), credited);
    },

    /**
     * POST /api/v1/wallet/ton/deposits/{id}/sent: the wallet signed it. Keeps the hash of the
     * external message it returned (what finds the transaction on an explorer).
     */
    async markSent(userId: number, id: string, boc: string): Promise<void> {
      const row = await repository.depositOf(userId, id);
      if (!row) throw new AppError('not_found');
      let hash: string;
      try {
        hash = Cell.fromBase64(boc).hash().toString('hex');
      } catch {
        throw new AppError('validation_error', {
          fields: { boc: { key: 'Validation.invalid_format' } },
        });
      }
      await repository.markSent(userId, id, hash);
    },

    /**
     * One poll of the chain (the ton.poll-chain job): Toncoin and USDT received by our deposit
     * wallet since each stream's cursor, matched to a player by comment or else by connected
     * wallet, credited once each through the crypto cashier. Safe to run twice or in parallel.
     */
    async pollChain(): Promise<number> {
      let credited = 0;
      credited += await pollStream('TON', (after) =>
        deps.chain.incomingTon(settings.depositAddress, after, POLL_BATCH),
      );
      credited += await pollStream('USDT-TON', (after) =>
        deps.chain.incomingJettons(settings.depositAddress, settings.usdtMaster, after, POLL_BATCH),
      );
      return credited;
    },
  };
}

export type TonConnectService = ReturnType<typeof tonConnectService>;
