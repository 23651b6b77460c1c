import { createHmac, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ZGamesPage } from '@wheelhouse/contracts/games';
import {
  ZLaunchResponse,
  ZWalletResponse,
  type WalletResponse,
} from '@wheelhouse/contracts/provider-api';
import { registerPlayer, type TestPlayer } from './factories';
import { servicesOf } from './ledger-consistency';
import { fund, globalIdOf } from './money';

/** Protocol amounts are 1/100,000 units: 1 USD = 100,000. */
export const PROTOCOL_USD = 100_000;

export type ProviderKey = { kind: 'rsa'; privateKey: string } | { kind: 'hmac'; secret: string };

export interface TestProvider {
  slug: string;
  key: ProviderKey;
  /** A catalogue slot the provider serves (as `slot`). */
  slotId: number;
}

export function rsaKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The signature header value a provider with `key` sends over `raw`. */
export function signBody(key: ProviderKey, raw: string): string {
  return key.kind === 'rsa'
    ? sign('sha256', Buffer.from(raw), key.privateKey).toString('base64')
    : createHmac('sha256', key.secret).update(raw).digest('hex');
}

/**
 * Seeds the demo catalogue and (re)connects `demo-provider` with a fresh RSA key (or `key`), so
 * the catalogue's slots launch through it; answers a slot to play.
 */
export async function connectTestProvider(
  app: FastifyInstance,
  key?: ProviderKey,
): Promise<TestProvider> {
  const services = servicesOf(app);
  await services.games.seedDemo();
  const slug = 'demo-provider';
  let used = key;
  if (!used) {
    const pair = rsaKeys();
    used = { kind: 'rsa', privateKey: pair.privateKey };
    await services.providerLaunch.saveProvider(providerRow(slug, { publicKey: pair.publicKey }));
  } else if (used.kind === 'hmac')
    await services.providerLaunch.saveProvider(providerRow(slug, { secret: used.secret }));
  const slots = ZGamesPage.parse(
    (await app.inject({ url: '/api/v2/games/collection?category=slots&limit=100' })).json(),
  );
  const slot = slots.data.find((game) => game.connected && game.blacklists.currencies.length === 0);
  if (!slot) throw new Error('no connected slot in the demo catalogue');
  return { slug, key: used, slotId: slot.id };
}

function providerRow(slug: string, key: { publicKey?: string; secret?: string }) {
  return {
    slug,
    name: 'Test provider',
    signature: key.publicKey ? ('rsa' as const) : ('hmac' as const),
    publicKey: key.publicKey ?? null,
    secret: key.secret ?? null,
    launchUrl: 'http://provider.test',
    currencies: ['USD'],
    active: true,
  };
}

export interface WalletSession {
  player: TestPlayer;
  token: string;
  user: string;
}

/** A funded player who launched the provider's slot in real mode. */
export async function walletSession(
  app: FastifyInstance,
  provider: TestProvider,
  amount = '100',
): Promise<WalletSession> {
  const player = await registerPlayer(app);
  if (amount !== '0') await fund(app, player.email, amount);
  const response = await app.inject({
    method: 'POST',
    url: `/api/v2/games/${provider.slotId}/launch`,
    headers: player.auth,
    payload: { mode: 'real' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = new URL(ZLaunchResponse.parse(response.json()).url).searchParams.get('token')!;
  return { player, token, user: await globalIdOf(app, player.auth) };
}

/** One signed wallet call through HTTP inject; answers the parsed protocol answer. */
export async function walletCall(
  app: FastifyInstance,
  provider: TestProvider,
  path: string,
  body: Record<string, unknown>,
  signature?: string,
): Promise<WalletResponse> {
  const raw = JSON.stringify(body);
  const response = await app.inject({
    method: 'POST',
    url: `/api/provider/${provider.slug}${path}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signature ?? signBody(provider.key, raw),
    },
    payload: raw,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZWalletResponse.parse(response.json());
}

/** A bet/win/rollback body of the session's slot; `extra` overrides any field. */
export function moneyBody(s: WalletSession, extra: Record<string, unknown>) {
  return {
    request_uuid: randomUUID(),
    token: s.token,
    user: s.user,
    game_code: 'slot',
    currency: 'USD',
    round: randomUUID(),
    transaction_uuid: randomUUID(),
    ...extra,
  };
}
