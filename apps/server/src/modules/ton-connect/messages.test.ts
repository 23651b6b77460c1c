import { Address, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildDepositTransaction, parseJettonTransfer, readComment } from './messages';

const NOW = new Date('2026-03-01T12:00:00Z');
const DEPOSIT = new Address(0, Buffer.alloc(32, 1));
const PAYER = new Address(0, Buffer.alloc(32, 2));
const PAYER_USDT_WALLET = new Address(0, Buffer.alloc(32, 3));

describe('deposit transactions', () => {
  it('TON: the amount in nanotons to our wallet with the comment, valid for 360 s', () => {
    const tx = buildDepositTransaction({
      method: 'TON',
      amountMinor: 2_500_000_000n,
      comment: 'WHABC123',
      depositAddress: DEPOSIT,
      from: PAYER,
      network: '-239',
      now: NOW,
      queryId: 1n,
    });
    expect(tx.validUntil).toBe(NOW.getTime() / 1000 + 360);
    expect(tx.network).toBe('-239');
    expect(tx.from).toBe(PAYER.toRawString());
    expect(tx.messages).toHaveLength(1);
    const [message] = tx.messages;
    expect(Address.parse(message!.address).equals(DEPOSIT)).toBe(true);
    // Non-bounceable (UQ…), as deposit addresses are given out.
    expect(message!.address.startsWith('UQ')).toBe(true);
    expect(message!.amount).toBe('2500000000');
    expect(readComment(Cell.fromBase64(message!.payload!))).toBe('WHABC123');
  });

  it('USDT: a TEP-74 transfer sent to the payer’s jetton wallet, 0.1 TON forward + 0.01 TON fee', () => {
    const tx = buildDepositTransaction({
      method: 'USDT-TON',
      amountMinor: 15_250_000n,
      comment: 'WHABC123',
      depositAddress: DEPOSIT,
      from: PAYER,
      senderJettonWallet: PAYER_USDT_WALLET,
      network: '-3',
      now: NOW,
      queryId: 77n,
    });
    expect(tx.validUntil).toBe(NOW.getTime() / 1000 + 360);
    const [message] = tx.messages;
    expect(Address.parse(message!.address).equals(PAYER_USDT_WALLET)).toBe(true);
    expect(message!.amount).toBe('110000000');
    const body = Cell.fromBase64(message!.payload!);
    expect(body.beginParse().loadUint(32)).toBe(0x0f8a7ea5);
    const transfer = parseJettonTransfer(body);
    expect(transfer).toMatchObject({
      queryId: 77n,
      amount: 15_250_000n,
      forwardTonAmount: 100_000_000n,
      forwardComment: 'WHABC123',
    });
    expect(transfer!.destination.equals(DEPOSIT)).toBe(true);
    expect(transfer!.responseDestination.equals(PAYER)).toBe(true);
  });

  it('reads no comment from a body that is not a text comment', () => {
    expect(readComment(null)).toBeNull();
    expect(readComment(new Cell())).toBeNull();
  });
});
