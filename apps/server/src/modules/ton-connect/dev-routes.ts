import type { Address } from '@ton/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZDevTonWalletConnectRequest,
  ZDevTonWalletConnectResponse,
  ZDevTonWalletSendRequest,
  ZDevTonWalletSendResponse,
  type TonNetwork,
} from '@wheelhouse/contracts/ton-connect';
import type { Clock } from '../../platform/clock';
import type { SimulatedTonChain } from './simulated-chain';
import { testWallet, testWalletConnectReply } from './test-wallet';

/** The JS bridge key the test wallet injects itself under (window[key].tonconnect). */
export const TEST_WALLET_BRIDGE_KEY = 'wheelhouseTestWallet';
/** What a test wallet holds the first time it connects. */
const TEST_WALLET_TON = 1_000n * 1_000_000_000n;
const TEST_WALLET_USDT = 1_000n * 1_000_000n;

/**
 * The simulator's test wallet under /api/dev (simulators only): a wallets list naming it, the
 * script that injects it into a page as a TON Connect JS-bridge wallet, and the two calls it makes
 * (sign a ton_proof with its key; "send" a transaction to the simulated chain).
 */
export async function devTonRoutes(
  app: FastifyInstance,
  options: {
    secret: string;
    clock: Clock;
    chain: SimulatedTonChain;
    network: TonNetwork;
    usdtMaster: Address;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const walletOf = (seed: string) => {
    const wallet = testWallet(options.secret, seed);
    options.chain.fund(wallet.address, {
      ton: TEST_WALLET_TON,
      jettons: new Map([[options.usdtMaster.toRawString(), TEST_WALLET_USDT]]),
    });
    return wallet;
  };

  routes.get(
    '/ton/wallets-v2.json',
    { schema: { tags: ['dev'], summary: 'TON Connect wallets list with the test wallet' } },
    async () => [
      {
        app_name: 'wheelhouse-test-wallet',
        name: 'Wheelhouse test wallet',
        image: '/favicon.svg',
        about_url: '/api/docs',
        platforms: ['chrome', 'firefox', 'safari', 'ios', 'android', 'macos', 'windows', 'linux'],
        bridge: [{ type: 'js', key: TEST_WALLET_BRIDGE_KEY }],
        features: [{ name: 'SendTransaction', maxMessages: 4 }],
      },
    ],
  );

  routes.get(
    '/ton/test-wallet.js',
    { schema: { tags: ['dev'], summary: 'Script injecting the test wallet into a page' } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(TEST_WALLET_SCRIPT),
  );

  routes.post(
    '/ton/test-wallet/connect',
    {
      schema: {
        tags: ['dev'],
        summary: 'The test wallet’s connect reply: its address, key, state init and ton_proof',
        body: ZDevTonWalletConnectRequest,
        response: { 200: ZDevTonWalletConnectResponse, 400: ZErrorBody },
      },
    },
    async (request) =>
      testWalletConnectReply(walletOf(request.body.seed), {
        payload: request.body.payload,
        domain: request.body.domain,
        now: options.clock.now(),
        network: options.network,
      }),
  );

  routes.post(
    '/ton/test-wallet/send',
    {
      schema: {
        tags: ['dev'],
        summary: 'The test wallet signs a sendTransaction request onto the simulated chain',
        body: ZDevTonWalletSendRequest,
        response: { 200: ZDevTonWalletSendResponse, 400: ZErrorBody },
      },
    },
    async (request) => {
      const wallet = walletOf(request.body.seed);
      const { from: _from, ...rest } = request.body.request;
      const boc = options.chain.submit(wallet.address, {
        ...rest,
        from: wallet.address.toRawString(),
      });
      return { boc };
    },
  );
}

/**
 * The injected wallet (TON Connect JS bridge, protocol 2): `window.wheelhouseTestWallet.tonconnect`
 * with connect / restoreConnection / send / listen / disconnect. Its seed is the `data-seed` of the
 * script tag (or "harness"); it signs on the server, since only the simulator holds its key.
 */
const TEST_WALLET_SCRIPT = `'use strict';
(function () {
  var script = document.currentScript;
  var seed = (script && script.dataset.seed) || 'harness';
  var base = script ? new URL(script.src).origin : location.origin;
  var listeners = [];
  var connected = null;
  var eventId = 0;
  var deviceInfo = { platform: 'browser', appName: 'wheelhouse-test-wallet', appVersion: '1.0.0',
    maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }] };
  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body) }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    });
  }
  window.${TEST_WALLET_BRIDGE_KEY} = { tonconnect: {
    deviceInfo: deviceInfo,
    walletInfo: { name: 'Wheelhouse test wallet', app_name: 'wheelhouse-test-wallet',
      image: base + '/favicon.svg', about_url: base + '/api/docs', platforms: ['chrome'] },
    protocolVersion: 2,
    // The harness injects it as the wallet of the app it hosts: connect goes straight to it.
    isWalletBrowser: !!(script && script.dataset.embedded === 'true'),
    connect: function (protocolVersion, message) {
      var proofItem = (message.items || []).filter(function (item) { return item.name === 'ton_proof'; })[0];
      return fetch(message.manifestUrl).then(function (r) { return r.json(); }).then(function (manifest) {
        var domain = new URL(manifest.url).host;
        return post('/api/dev/ton/test-wallet/connect',
          { seed: seed, payload: proofItem ? proofItem.payload : 'no-proof', domain: domain });
      }).then(function (answer) {
        var reply = answer.json;
        var items = [{ name: 'ton_addr', address: reply.address, network: reply.network,
          publicKey: reply.publicKey, walletStateInit: reply.walletStateInit }];
        if (proofItem) items.push({ name: 'ton_proof', proof: reply.proof });
        connected = { event: 'connect', id: ++eventId, payload: { items: items, device: deviceInfo } };
        return connected;
      });
    },
    restoreConnection: function () {
      return Promise.resolve(connected || { event: 'connect_error', id: ++eventId,
        payload: { code: 0, message: 'not connected' } });
    },
    send: function (request) {
      if (request.method === 'disconnect') {
        connected = null;
        return Promise.resolve({ result: {}, id: request.id });
      }
      if (request.method !== 'sendTransaction')
        return Promise.resolve({ error: { code: 400, message: 'not supported' }, id: request.id });
      var tx = JSON.parse(request.params[0]);
      return post('/api/dev/ton/test-wallet/send', { seed: seed, request: {
        validUntil: Number(tx.valid_until), network: tx.network, from: tx.from,
        messages: tx.messages.map(function (m) {
          var out = { address: m.address, amount: m.amount };
          if (m.payload) out.payload = m.payload;
          return out;
        }) } }).then(function (answer) {
        if (!answer.ok) return { error: { code: 1, message: answer.json.message || 'refused' }, id: request.id };
        return { result: answer.json.boc, id: request.id };
      });
    },
    listen: function (callback) {
      listeners.push(callback);
      return function () { listeners = listeners.filter(function (l) { return l !== callback; }); };
    },
    disconnect: function () { connected = null; },
  } };
})();
`;
