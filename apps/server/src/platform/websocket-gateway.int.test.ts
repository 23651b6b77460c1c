import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  REALTIME_CHANNELS,
  WS_CLOSE_SLOW_CONSUMER,
  WS_CLOSE_UNAUTHORIZED,
} from '@wheelhouse/contracts/realtime';
import { createTestApp, type TestApp } from '../test/harness';
import { registerPlayer } from '../test/factories';
import { signWebsocketToken } from './websocket-token';

/** Collects a socket's messages so a test can await the next one. */
function messages(socket: WebSocket) {
  const queue: unknown[] = [];
  const waiters: Array<(message: unknown) => void> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as unknown;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  return {
    next(): Promise<unknown> {
      if (queue.length > 0) return Promise.resolve(queue.shift());
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.on('close', (code) => resolve(code)));
}

describe('websocket gateway', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { websocketHeartbeatMs: 200 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterAll(async () => t?.close());

  const websocketTokenOf = async (auth: { authorization: string }) =>
    (await t.app.inject({ url: '/api/v1/me', headers: auth })).json<{ websocketToken: string }>()
      .websocketToken;

  it('closes with 4401 with a garbage, an empty, a forged and an expired token', async () => {
    const player = await registerPlayer(t.app);
    const token = await websocketTokenOf(player.auth);
    const forged = token.replace(/^\d+/, (id) => String(Number(id) + 1));
    const expired = signWebsocketToken(
      t.config.sessionSecret,
      1,
      new Date(t.clock.now().getTime() - 3_600_000),
    );
    for (const url of [
      `${baseUrl}?token=`,
      `${baseUrl}?token=garbage`,
      `${baseUrl}?token=${forged}`,
      `${baseUrl}?token=${expired}`,
    ]) {
      expect(await closeCode(new WebSocket(url))).toBe(WS_CLOSE_UNAUTHORIZED);
    }
  });

  it('subscribes to every channel, rejects unknown ones and delivers personal events only to their owner', async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const aliceSocket = new WebSocket(`${baseUrl}?token=${await websocketTokenOf(alice.auth)}`);
    const bobSocket = new WebSocket(`${baseUrl}?token=${await websocketTokenOf(bob.auth)}`);
    const aliceInbox = messages(aliceSocket);
    const bobInbox = messages(bobSocket);
    await Promise.all(
      [aliceSocket, bobSocket].map((s) => new Promise((resolve) => s.once('open', resolve))),
    );

    // The sportsbook's channels (snapshots on subscribe) are tested in modules/sportsbook.
    const channels = REALTIME_CHANNELS.filter((channel) => !channel.startsWith('sportsbook:'));
    aliceSocket.send(JSON.stringify({ type: 'subscribe', channels }));
    expect(await aliceInbox.next()).toEqual({ type: 'subscribed', channels });
    bobSocket.send(JSON.stringify({ type: 'subscribe', channels: ['balance', 'nope'] }));
    expect(await bobInbox.next()).toMatchObject({ type: 'error', detail: 'unknown_channel' });
    expect(await bobInbox.next()).toEqual({ type: 'subscribed', channels: ['balance'] });
    bobSocket.send('not json');
    expect(await bobInbox.next()).toMatchObject({ type: 'error', detail: 'malformed_json' });

    const me = await t.app.inject({ url: '/api/v1/me', headers: alice.auth });
    const aliceId = Number(me.json<{ websocketToken: string }>().websocketToken.split('.')[0]);
    await t.app.bus.publish(`balance:user:${aliceId}`, { total: '1.00' });
    await t.app.bus.publish('tournaments', { id: 7 });
    expect(await aliceInbox.next()).toEqual({ channel: 'balance', data: { total: '1.00' } });
    expect(await aliceInbox.next()).toEqual({ channel: 'tournaments', data: { id: 7 } });
    // Bob is subscribed to balance too but must not see Alice's.
    await t.app.bus.publish('interface_actions', {});
    bobSocket.send(JSON.stringify({ type: 'subscribe', channels: ['tournaments'] }));
    expect(await bobInbox.next()).toEqual({ type: 'subscribed', channels: ['tournaments'] });
    aliceSocket.close();
    bobSocket.close();
  });

  it('counts a repeated subscription once (the per-connection cap is never reached by re-subscribing)', async () => {
    expect(REALTIME_CHANNELS.length).toBeLessThanOrEqual(MAX_SUBSCRIPTIONS_PER_CONNECTION);
    const player = await registerPlayer(t.app);
    const socket = new WebSocket(`${baseUrl}?token=${await websocketTokenOf(player.auth)}`);
    const inbox = messages(socket);
    await new Promise((resolve) => socket.once('open', resolve));
    // Re-subscribing to the same channels does not count twice.
    for (let i = 0; i < 20; i += 1)
      socket.send(JSON.stringify({ type: 'subscribe', channels: ['balance'] }));
    for (let i = 0; i < 20; i += 1)
      expect(await inbox.next()).toEqual({ type: 'subscribed', channels: ['balance'] });
    socket.close();
  });

  it('drops a socket that stops answering pings', async () => {
    const player = await registerPlayer(t.app);
    const socket = new WebSocket(`${baseUrl}?token=${await websocketTokenOf(player.auth)}`, {
      autoPong: false,
    });
    await new Promise((resolve) => socket.once('open', resolve));
    expect(await closeCode(socket)).toBe(1006);
  });
});

describe('websocket gateway: slow consumers', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    // Default heartbeat (30 s): the paused client must not be dropped for missing a ping instead.
    t = await createTestApp('pglite', { websocketMaxBufferedBytes: 256 * 1024 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterAll(async () => t?.close());

  async function subscribed(channels: string[]) {
    const player = await registerPlayer(t.app);
    const me = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
    const socket = new WebSocket(
      `${baseUrl}?token=${me.json<{ websocketToken: string }>().websocketToken}`,
    );
    const inbox = messages(socket);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', channels }));
    expect(await inbox.next()).toEqual({ type: 'subscribed', channels });
    return { socket, inbox };
  }

  it('closes a socket that stops reading with WS_CLOSE_SLOW_CONSUMER instead of buffering, and keeps serving the others', async () => {
    const slow = await subscribed(['tournaments']);
    const fast = await subscribed(['tournaments']);
    let fastReceived = 0;
    fast.socket.on('message', () => (fastReceived += 1));
    const slowClosed = closeCode(slow.socket);
    // The client stops reading: the kernel buffers fill, then the server's own buffer grows.
    slow.socket.pause();

    const blob = 'x'.repeat(64 * 1024);
    let published = 0;
    const closing = () =>
      [...t.app.websocketServer.clients].some((client) => client.readyState === client.CLOSING);
    while (!closing() && published < 2_000) {
      await t.app.bus.publish('tournaments', { blob, n: published });
      published += 1;
      // Let the sockets write, so the fast reader drains and the slow one's buffer shows.
      if (published % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(closing()).toBe(true);
    const dropped = [...t.app.websocketServer.clients].find((c) => c.readyState === c.CLOSING);
    expect(dropped?.bufferedAmount ?? 0).toBeLessThanOrEqual(256 * 1024 + blob.length + 1024);

    slow.socket.resume();
    expect(await slowClosed).toBe(WS_CLOSE_SLOW_CONSUMER);
    await t.app.bus.publish('tournaments', { last: true });
    await expect.poll(() => fastReceived, { timeout: 10_000 }).toBe(published + 1);
    expect(fast.socket.readyState).toBe(WebSocket.OPEN);
    fast.socket.close();
  });
});
