import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZTextId } from '@wheelhouse/contracts/params';
import {
  ZTonBalances,
  ZTonConnectConfig,
  ZTonConnectWalletRequest,
  ZTonDeposit,
  ZTonDepositRequest,
  ZTonDepositSentRequest,
  ZTonProofPayloadResponse,
  ZTonWallet,
  ZTonWalletResponse,
  type TonConnectConfig,
} from '@wheelhouse/contracts/ton-connect';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { playerOf } from '../../platform/auth-hooks';
import type { TonConnectService } from './service';

const ZIdParams = z.object({ id: ZTextId });

/** The app manifest TON Connect wallets read: its url's host is the ton_proof domain. */
export const ZTonConnectManifest = z.object({
  url: z.string(),
  name: z.string(),
  iconUrl: z.string(),
});

/** TON Connect deposits under /api/v1/wallet/ton (players), plus the public manifest. */
export async function tonConnectRoutes(
  app: FastifyInstance,
  options: {
    ton: TonConnectService;
    config: (origin: string) => TonConnectConfig;
    /** The site's public origin, else the request's. */
    originOf: (request: { protocol: string; host: string }) => string;
    historyRow: (userId: number, id: string) => Promise<Transaction | undefined>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { ton } = options;
  const player = { preHandler: app.requirePlayer };
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

  routes.get(
    '/wallet/ton/manifest.json',
    {
      schema: {
        tags: ['cashier'],
        summary: 'TON Connect app manifest (public: wallets fetch it)',
        response: { 200: ZTonConnectManifest },
      },
    },
    async (request) => {
      const origin = options.originOf(request);
      return { url: origin, name: 'Wheelhouse', iconUrl: `${origin}/favicon.svg` };
    },
  );

  routes.get(
    '/wallet/ton/config',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary: 'TON Connect settings: manifest, network, wallets list',
        response: { 200: ZTonConnectConfig, 401: ZErrorBody },
      },
    },
    async (request) => options.config(options.originOf(request)),
  );

  routes.post(
    '/wallet/ton/proof-payload',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary: 'A single-use ton_proof payload (expires) for the wallet to sign',
        response: { 200: ZTonProofPayloadResponse, 401: ZErrorBody },
      },
    },
    async (request) => ton.issuePayload(playerOf(request).userId),
  );

  routes.get(
    '/wallet/ton/wallet',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary: 'The connected TON wallet (null when none), also in non-bounceable form',
        response: { 200: ZTonWalletResponse, 401: ZErrorBody },
      },
    },
    async (request) => ton.wallet(playerOf(request).userId),
  );

  routes.post(
    '/wallet/ton/wallet',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary:
          'Connect a wallet by its ton_proof: Ed25519 over ton-proof-item-v2 with our single-use payload, an allowed domain, a fresh timestamp, the key from its state init',
        body: ZTonConnectWalletRequest,
        response: { 200: ZTonWallet, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => ton.connect(playerOf(request).userId, request.body),
  );

  routes.delete(
    '/wallet/ton/wallet',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary: 'Disconnect the TON wallet',
        response: { 204: z.null(), 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await ton.disconnect(playerOf(request).userId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/wallet/ton/balances',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary: 'The connected wallet’s TON and USDT balances, read from the chain',
        response: { 200: ZTonBalances, 401: ZErrorBody, 404: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request) => ton.balances(playerOf(request).userId),
  );

  routes.post(
    '/wallet/ton/deposits',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary:
          'Build a deposit’s sendTransaction (valid 360 s): TON with the player’s comment, or a USDT jetton transfer (0.1 TON forward, 0.01 TON fee). 403 rg_deposit_limit (over the player’s deposit limit; the body names period, limit, left, currency, opensAt), rg_cool_off / rg_self_exclusion; a transfer that reaches the chain anyway is credited',
        body: ZTonDepositRequest,
        response: { 200: ZTonDeposit, ...errors, 503: ZErrorBody },
      },
    },
    async (request) => ton.createDeposit(playerOf(request).userId, request.body),
  );

  routes.get(
    '/wallet/ton/deposits/:id',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary: 'A TON Connect deposit and how far it got (open, sent, credited, expired)',
        params: ZIdParams,
        response: { 200: ZTonDeposit, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const userId = playerOf(request).userId;
      return ton.deposit(userId, request.params.id, (id) => options.historyRow(userId, id));
    },
  );

  routes.post(
    '/wallet/ton/deposits/:id/sent',
    {
      ...player,
      schema: {
        tags: ['cashier'],
        summary: 'The wallet signed the deposit: its external message BOC',
        params: ZIdParams,
        body: ZTonDepositSentRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ton.markSent(playerOf(request).userId, request.params.id, request.body.boc);
      return reply.status(204).send(null);
    },
  );
}
