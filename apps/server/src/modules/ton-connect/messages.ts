import type { Address } from '@ton/core';
import { beginCell, Cell } from '@ton/core';
import type {
  TonConnectMethod,
  TonNetwork,
  TonSendTransaction,
} from '@wheelhouse/contracts/ton-connect';
import {
  JETTON_FEE_NANOTONS,
  JETTON_FORWARD_NANOTONS,
  JETTON_TRANSFER_OP,
  TON_VALID_SECONDS,
} from './constants';

/** A text comment body: a 32-bit zero op, then the text (continued in refs when long). */
export function commentCell(text: string): Cell {
  return beginCell().storeUint(0, 32).storeStringTail(text).endCell();
}

/** The text of a comment body, or null when the body is something else (or not a cell at all). */
export function readComment(cell: Cell | null): string | null {
  if (!cell) return null;
  try {
    const slice = cell.beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}

export function cellFromBase64(base64: string | null | undefined): Cell | null {
  if (!base64) return null;
  try {
    return Cell.fromBase64(base64);
  } catch {
    return null;
  }
}

export interface JettonTransfer {
  queryId: bigint;
  /** Jetton minor units (USDT: 1e6). */
  amount: bigint;
  /** Who receives the jettons (the owner; its jetton wallet is derived on chain). */
  destination: Address;
  /** Where the TON left over after fees goes back to. */
  responseDestination: Address;
  forwardTonAmount: bigint;
  forwardComment: string;
}

/**
 * The TEP-74 jetton transfer body: op 0x0f8a7ea5, query_id:uint64, amount:Coins,
 * destination, response_destination, custom_payload:(Maybe ^Cell) absent,
 * forward_ton_amount:Coins, forward_payload:(Either Cell ^Cell) as a ref holding the comment.
 */
export function jettonTransferBody(transfer: JettonTransfer): Cell {
  return beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(transfer.queryId, 64)
    .storeCoins(transfer.amount)
    .storeAddress(transfer.destination)
    .storeAddress(transfer.responseDestination)
    .storeBit(false)
    .storeCoins(transfer.forwardTonAmount)
    .storeBit(true)
    .storeRef(commentCell(transfer.forwardComment))
    .endCell();
}

/** Reads a jetton transfer body back (the simulator's test wallet "sends" what it was given). */
export function parseJettonTransfer(cell: Cell): JettonTransfer | null {
  try {
    const slice = cell.beginParse();
    if (slice.loadUint(32) !== JETTON_TRANSFER_OP) return null;
    const queryId = slice.loadUintBig(64);
    const amount = slice.loadCoins();
    const destination = slice.loadAddress();
    const responseDestination = slice.loadAddress();
    if (slice.loadBit()) slice.loadRef();
    const forwardTonAmount = slice.loadCoins();
    const forward = slice.loadBit() ? slice.loadRef() : slice.asCell();
    return {
      queryId,
      amount,
      destination,
      responseDestination,
      forwardTonAmount,
      forwardComment: readComment(forward) ?? '',
    };
  } catch {
    return null;
  }
}

export interface DepositTransactionInput {
  method: TonConnectMethod;
  /** Minor units of the method currency: nanotons (1e9) or USDT (1e6). */
  amountMinor: bigint;
  comment: string;
  /** Our deposit wallet. */
  depositAddress: Address;
  /** The connected wallet that pays. */
  from: Address;
  /** The payer's USDT jetton wallet (USDT only). */
  senderJettonWallet?: Address;
  network: TonNetwork;
  now: Date;
  /** Distinguishes this transfer's notifications (USDT only). */
  queryId: bigint;
}

/**
 * The sendTransaction request of a deposit (cashier spec §4, §9): valid for 360 s. Toncoin is one
 * message of the amount to our deposit wallet with the player's comment. USDT is one message to
 * the payer's own jetton wallet carrying 0.1 TON forward amount plus 0.01 TON for fees, whose body
 * transfers the jettons to our deposit wallet with the comment as forward payload.
 */
export function buildDepositTransaction(input: DepositTransactionInput): TonSendTransaction {
  const testOnly = input.network === '-3';
  const validUntil = Math.floor(input.now.getTime() / 1000) + TON_VALID_SECONDS;
  const from = input.from.toRawString();
  if (input.method === 'TON')
    return {
      validUntil,
      network: input.network,
      from,
      messages: [
        {
          address: input.depositAddress.toString({ bounceable: false, testOnly }),
          amount: input.amountMinor.toString(),
          payload: commentCell(input.comment).toBoc().toString('base64'),
        },
      ],
    };
  if (!input.senderJettonWallet) throw new Error('a USDT deposit needs the payer’s jetton wallet');
  const body = jettonTransferBody({
    queryId: input.queryId,
    amount: input.amountMinor,
    destination: input.depositAddress,
    responseDestination: input.from,
    forwardTonAmount: JETTON_FORWARD_NANOTONS,
    forwardComment: input.comment,
  });
  return {
    validUntil,
    network: input.network,
    from,
    messages: [
      {
        address: input.senderJettonWallet.toString({ bounceable: true, testOnly }),
        amount: (JETTON_FORWARD_NANOTONS + JETTON_FEE_NANOTONS).toString(),
        payload: body.toBoc().toString('base64'),
      },
    ],
  };
}
