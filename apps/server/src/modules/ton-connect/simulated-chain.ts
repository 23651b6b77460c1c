import { createHash } from 'node:crypto';
import { Address, beginCell } from '@ton/core';
import type { TonSendTransaction } from '@wheelhouse/contracts/ton-connect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { cellFromBase64, parseJettonTransfer, readComment } from './messages';
import type { IncomingTransfer, TonChain } from './ton-chain';

interface SimulatedTransfer extends IncomingTransfer {
  kind: 'ton' | { master: string };
  to: string;
  /** Transfers show up on the chain a little after they are sent, as on the real one. */
  visibleAt: number;
}

export interface SimulatedTonChain extends TonChain {
  /** Gives a test wallet its starting coins (once per address). */
  fund(address: Address, balances: { ton: bigint; jettons: Map<string, bigint> }): void;
  /**
   * Carries out a wallet's sendTransaction as the chain would: Toncoin messages go to their
   * destination; a message to the sender's own jetton wallet moves jettons to the transfer's
   * destination with its forward comment. Answers the external message BOC (base64).
   */
  submit(from: Address, request: TonSendTransaction): string;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The embedded simulator's TON chain (SIMULATORS on): in memory, for one process. Logical times
 * grow from the wall clock so a cursor kept in the database from an earlier run stays below them.
 */
export function simulatedTonChain(options: { clock: Clock; delayMs?: number }): SimulatedTonChain {
  const delayMs = options.delayMs ?? 1500;
  const transfers: SimulatedTransfer[] = [];
  const tonBalances = new Map<string, bigint>();
  const jettonBalances = new Map<string, bigint>();
  let lastLt = BigInt(Date.now()) * 1000n;

  const jettonKey = (owner: Address, master: Address) =>
    `${owner.toRawString()}|${master.toRawString()}`;
  const jettonWalletOf = (owner: Address, master: Address) =>
    new Address(0, Buffer.from(sha256Hex(`jetton-wallet:${jettonKey(owner, master)}`), 'hex'));
  const now = () => options.clock.now().getTime();
  const visible = (afterLt: bigint) => (transfer: SimulatedTransfer) =>
    transfer.lt > afterLt && transfer.visibleAt <= now();

  function record(transfer: Omit<SimulatedTransfer, 'lt' | 'txHash' | 'visibleAt'>) {
    lastLt += 1n;
    const txHash = sha256Hex(`sim-tx:${lastLt}:${transfer.to}:${transfer.amountMinor}`);
    transfers.push({ ...transfer, lt: lastLt, txHash, visibleAt: now() + delayMs });
  }

  return {
    name: 'simulated',
    async incomingTon(account, afterLt, limit) {
      return transfers
        .filter((t) => t.kind === 'ton' && t.to === account.toRawString())
        .filter(visible(afterLt))
        .slice(0, limit);
    },
    async incomingJettons(owner, master, afterLt, limit) {
      return transfers
        .filter(
          (t) =>
            typeof t.kind === 'object' &&
            t.kind.master === master.toRawString() &&
            t.to === owner.toRawString(),
        )
        .filter(visible(afterLt))
        .slice(0, limit);
    },
    async tonBalance(address) {
      return tonBalances.get(address.toRawString()) ?? 0n;
    },
    async jettonWallet(owner, master) {
      const balance = jettonBalances.get(jettonKey(owner, master));
      return balance === undefined ? null : { address: jettonWalletOf(owner, master), balance };
    },
    async walletPublicKey() {
      return null;
    },
    fund(address, balances) {
      if (tonBalances.has(address.toRawString())) return;
      tonBalances.set(address.toRawString(), balances.ton);
      for (const [master, amount] of balances.jettons)
        jettonBalances.set(jettonKey(address, Address.parse(master)), amount);
    },
    submit(from, request) {
      if (request.validUntil * 1000 < now())
        throw new AppError('validation_error', { message: 'The transaction is no longer valid' });
      const spend = (key: string, map: Map<string, bigint>, amount: bigint) => {
        const balance = map.get(key) ?? 0n;
        if (balance < amount) throw new AppError('insufficient_balance');
        map.set(key, balance - amount);
      };
      const planned: Array<() => void> = [];
      let tonOut = 0n;
      for (const message of request.messages) {
        let destination: Address;
        try {
          destination = Address.parse(message.address);
        } catch {
          throw new AppError('validation_error', {
            fields: { address: { key: 'Validation.invalid_address' } },
          });
        }
        const amount = BigInt(message.amount);
        tonOut += amount;
        const body = cellFromBase64(message.payload);
        const jetton = body ? parseJettonTransfer(body) : null;
        const master = [...jettonBalances.keys()]
          .filter((key) => key.startsWith(`${from.toRawString()}|`))
          .map((key) => Address.parseRaw(key.split('|')[1]!))
          .find((candidate) => jettonWalletOf(from, candidate).equals(destination));
        if (jetton && master) {
          planned.push(() => {
            spend(jettonKey(from, master), jettonBalances, jetton.amount);
            record({
              kind: { master: master.toRawString() },
              to: jetton.destination.toRawString(),
              sender: from,
              amountMinor: jetton.amount,
              comment: jetton.forwardComment || null,
            });
          });
        } else {
          planned.push(() =>
            record({
              kind: 'ton',
              to: destination.toRawString(),
              sender: from,
              amountMinor: amount,
              comment: readComment(body),
            }),
          );
        }
      }
      // All or nothing, as a wallet's one signed message: check the coins first.
      spend(from.toRawString(), tonBalances, tonOut);
      try {
        for (const step of planned) step();
      } catch (error) {
        tonBalances.set(from.toRawString(), (tonBalances.get(from.toRawString()) ?? 0n) + tonOut);
        throw error;
      }
      return beginCell()
        .storeBuffer(Buffer.from(sha256Hex(`sim-external:${lastLt}`), 'hex'))
        .endCell()
        .toBoc()
        .toString('base64');
    },
  };
}
