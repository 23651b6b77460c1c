import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address, beginCell } from '@ton/core';

/**
 * A local stand-in for toncenter's indexer API v3, speaking its request and response shapes
 * (/api/v3/transactions, /jetton/transfers, /jetton/wallets, /addressInformation, /runGetMethod;
 * hashes in base64, addresses in raw uppercase form, amounts as strings, X-Api-Key checked).
 * Tests put transfers on it and read what the server asked.
 */
export interface FakeToncenter {
  url: string;
  /** Puts an incoming Toncoin transfer on `account` (optionally with a text comment). */
  addTonTransfer(input: {
    account: Address;
    from: Address;
    nanotons: bigint;
    comment?: string;
    /** Reuse to report the same transaction again (an indexer answering twice). */
    hash?: string;
  }): { hash: string; lt: string };
  addJettonTransfer(input: {
    owner: Address;
    from: Address;
    master: Address;
    amount: bigint;
    comment?: string;
  }): { hash: string; lt: string };
  setBalance(address: Address, nanotons: bigint): void;
  setJettonWallet(owner: Address, master: Address, wallet: Address, balance: bigint): void;
  /** Every path the server requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

const upper = (address: Address) => address.toRawString().toUpperCase();

export async function startFakeToncenter(options: { apiKey: string }): Promise<FakeToncenter> {
  const transactions: Array<Record<string, unknown> & { lt: string; account: string }> = [];
  const jettonTransfers: Array<Record<string, unknown> & { transaction_lt: string }> = [];
  const balances = new Map<string, string>();
  const jettonWallets: Array<{ owner: string; jetton: string; address: string; balance: string }> =
    [];
  const requests: string[] = [];
  let lt = 47_000_000_000_000n;

  const nextHash = (seed: string) =>
    createHash('sha256').update(`${seed}:${lt}`).digest().toString('base64');
  const commentBody = (text: string) =>
    beginCell().storeUint(0, 32).storeStringTail(text).endCell().toBoc().toString('base64');

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url.pathname);
    if (request.headers['x-api-key'] !== options.apiKey)
      return send(response, 401, { error: 'API key does not exist', code: 401 });
    const query = url.searchParams;
    const after = BigInt(query.get('start_lt') ?? '0');
    const limit = Number(query.get('limit') ?? '10');
    const raw = (text: string | null) => (text ? upper(Address.parse(text)) : '');
    switch (url.pathname) {
      case '/api/v3/transactions':
        return send(response, 200, {
          transactions: transactions
            .filter((tx) => tx.account === raw(query.get('account')) && BigInt(tx.lt) >= after)
            .slice(0, limit),
          address_book: {},
        });
      case '/api/v3/jetton/transfers':
        return send(response, 200, {
          jetton_transfers: jettonTransfers
            .filter(
              (transfer) =>
                transfer.destination === raw(query.get('owner_address')) &&
                transfer.jetton_master === raw(query.get('jetton_master')) &&
                BigInt(transfer.transaction_lt) >= after,
            )
            .slice(0, limit),
          address_book: {},
          metadata: {},
        });
      case '/api/v3/jetton/wallets':
        return send(response, 200, {
          jetton_wallets: jettonWallets
            .filter(
              (wallet) =>
                wallet.owner === raw(query.get('owner_address')) &&
                wallet.jetton === raw(query.get('jetton_address')),
            )
            .map((wallet) => ({
              ...wallet,
              last_transaction_lt: '0',
              code_hash: '',
              data_hash: '',
            })),
          address_book: {},
          metadata: {},
        });
      case '/api/v3/addressInformation': {
        const balance = balances.get(raw(query.get('address')));
        return send(response, 200, {
          balance: balance ?? '0',
          status: balance ? 'active' : 'uninit',
          code: null,
          data: null,
          last_transaction_lt: '0',
          last_transaction_hash: null,
          frozen_hash: null,
        });
      }
      case '/api/v3/runGetMethod': {
        JSON.parse(body);
        return send(response, 200, { gas_used: 0, exit_code: 11, stack: [] });
      }
      default:
        return send(response, 404, { error: 'not found', code: 404 });
    }
  }

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addTonTransfer(input) {
      lt += 1000n;
      const hash = input.hash ?? nextHash('ton');
      transactions.push({
        account: upper(input.account),
        hash,
        lt: lt.toString(),
        now: Math.floor(Date.now() / 1000),
        orig_status: 'active',
        end_status: 'active',
        total_fees: '1000',
        description: { type: 'ord', aborted: false },
        in_msg: {
          hash: nextHash('msg'),
          source: upper(input.from),
          destination: upper(input.account),
          value: input.nanotons.toString(),
          bounce: false,
          bounced: false,
          fwd_fee: '266669',
          created_lt: (lt - 1n).toString(),
          opcode: input.comment === undefined ? null : 0,
          message_content: input.comment
            ? {
                hash: nextHash('body'),
                body: commentBody(input.comment),
                decoded: { type: 'text_comment', comment: input.comment },
              }
            : { hash: nextHash('body'), body: 'te6cckEBAQEAAgAAAEysuc0=', decoded: null },
        },
        out_msgs: [],
      });
      return { hash, lt: lt.toString() };
    },
    addJettonTransfer(input) {
      lt += 1000n;
      const hash = nextHash('jetton');
      jettonTransfers.push({
        query_id: '0',
        source: upper(input.from),
        destination: upper(input.owner),
        amount: input.amount.toString(),
        source_wallet: upper(new Address(0, Buffer.alloc(32, 9))),
        jetton_master: upper(input.master),
        transaction_hash: hash,
        transaction_lt: lt.toString(),
        transaction_now: Math.floor(Date.now() / 1000),
        transaction_aborted: false,
        response_destination: upper(input.from),
        custom_payload: null,
        forward_ton_amount: '100000000',
        forward_payload: input.comment ? commentBody(input.comment) : null,
      });
      return { hash, lt: lt.toString() };
    },
    setBalance(address, nanotons) {
      balances.set(upper(address), nanotons.toString());
    },
    setJettonWallet(owner, master, wallet, balance) {
      jettonWallets.push({
        owner: upper(owner),
        jetton: upper(master),
        address: upper(wallet),
        balance: balance.toString(),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
