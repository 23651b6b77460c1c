import { Address } from '@ton/core';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { cellFromBase64, readComment } from './messages';
import type { IncomingTransfer, TonChain } from './ton-chain';

/** The parts of toncenter API v3 answers we read (extra members are ignored). */
const ZMessage = z.object({
  source: z.string().nullable().optional(),
  value: z.string().nullable().optional(),
  bounced: z.boolean().nullable().optional(),
  message_content: z
    .object({
      body: z.string().nullable().optional(),
      decoded: z.object({ type: z.string(), comment: z.string().optional() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});
const ZTransactions = z.object({
  transactions: z.array(
    z.object({
      hash: z.string(),
      lt: z.string(),
      in_msg: ZMessage.nullable().optional(),
      description: z.object({ aborted: z.boolean().optional() }).optional(),
    }),
  ),
});
const ZJettonTransfers = z.object({
  jetton_transfers: z.array(
    z.object({
      amount: z.string(),
      source: z.string().nullable().optional(),
      forward_payload: z.string().nullable().optional(),
      transaction_hash: z.string(),
      transaction_lt: z.string(),
      transaction_aborted: z.boolean().optional(),
    }),
  ),
});
const ZJettonWallets = z.object({
  jetton_wallets: z.array(z.object({ address: z.string(), balance: z.string() })),
});
const ZAddressInformation = z.object({ balance: z.string() });
const ZRunGetMethod = z.object({
  exit_code: z.number(),
  stack: z.array(z.object({ type: z.string(), value: z.unknown() })),
});

/** toncenter gives hashes in base64; we key credits by lowercase hex. */
function hexHash(hash: string): string {
  return /^[0-9a-fA-F]{64}$/.test(hash)
    ? hash.toLowerCase()
    : Buffer.from(hash, 'base64').toString('hex');
}

function addressOrNull(text: string | null | undefined): Address | null {
  if (!text) return null;
  try {
    return Address.parse(text);
  } catch {
    return null;
  }
}

/**
 * The chain through toncenter's indexer API v3 (TONCENTER_URL, key from TONCENTER_API_KEY sent as
 * X-Api-Key): /transactions and /jetton/transfers for deposits, /addressInformation and
 * /jetton/wallets for balances, /runGetMethod for a wallet's key.
 */
export function toncenterChain(options: {
  baseUrl: string;
  apiKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): TonChain {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers['x-api-key'] = options.apiKey;

  async function call<T>(
    schema: z.ZodType<T>,
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ): Promise<T> {
    const url = `${base}${path}?${new URLSearchParams(query)}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AppError('service_unavailable', { message: 'The TON chain API cannot be reached' });
    }
    if (!response.ok)
      throw new AppError('service_unavailable', {
        message: `The TON chain API answered ${response.status}`,
      });
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new AppError('service_unavailable', { message: 'The TON chain API answered oddly' });
    return parsed.data;
  }

  return {
    name: 'toncenter',
    async incomingTon(account, afterLt, limit) {
      const { transactions } = await call(ZTransactions, '/api/v3/transactions', {
        account: account.toRawString(),
        start_lt: String(afterLt + 1n),
        sort: 'asc',
        limit: String(limit),
      });
      const transfers: IncomingTransfer[] = [];
      for (const tx of transactions) {
        const message = tx.in_msg;
        // External messages (no source), bounces and aborted transactions bring no money in.
        if (!message?.source || message.bounced || tx.description?.aborted) continue;
        const body = cellFromBase64(message.message_content?.body);
        const decoded = message.message_content?.decoded;
        transfers.push({
          txHash: hexHash(tx.hash),
          lt: BigInt(tx.lt),
          sender: addressOrNull(message.source),
          amountMinor: BigInt(message.value ?? '0'),
          comment:
            readComment(body) ??
            (decoded?.type === 'text_comment' ? (decoded.comment ?? null) : null),
        });
      }
      return transfers;
    },
    async incomingJettons(owner, master, afterLt, limit) {
      const { jetton_transfers } = await call(ZJettonTransfers, '/api/v3/jetton/transfers', {
        owner_address: owner.toRawString(),
        jetton_master: master.toRawString(),
        direction: 'in',
        start_lt: String(afterLt + 1n),
        sort: 'asc',
        limit: String(limit),
      });
      return jetton_transfers
        .filter((transfer) => !transfer.transaction_aborted)
        .map((transfer) => ({
          txHash: hexHash(transfer.transaction_hash),
          lt: BigInt(transfer.transaction_lt),
          sender: addressOrNull(transfer.source),
          amountMinor: BigInt(transfer.amount),
          comment: readComment(cellFromBase64(transfer.forward_payload)),
        }));
    },
    async tonBalance(address) {
      const info = await call(ZAddressInformation, '/api/v3/addressInformation', {
        address: address.toRawString(),
        use_v2: 'false',
      });
      return BigInt(info.balance);
    },
    async jettonWallet(owner, master) {
      const { jetton_wallets } = await call(ZJettonWallets, '/api/v3/jetton/wallets', {
        owner_address: owner.toRawString(),
        jetton_address: master.toRawString(),
        limit: '1',
      });
      const wallet = jetton_wallets[0];
      const address = addressOrNull(wallet?.address);
      return wallet && address ? { address, balance: BigInt(wallet.balance) } : null;
    },
    async walletPublicKey(address) {
      const result = await call(
        ZRunGetMethod,
        '/api/v3/runGetMethod',
        {},
        { address: address.toRawString(), method: 'get_public_key', stack: [] },
      );
      const top = result.stack[0];
      if (result.exit_code !== 0 || top?.type !== 'num' || typeof top.value !== 'string')
        return null;
      const hex = BigInt(top.value).toString(16).padStart(64, '0');
      return hex.length === 64 ? Buffer.from(hex, 'hex') : null;
    },
  };
}
