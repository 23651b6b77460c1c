import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Listens on a random local port; returns the /ws URL. */
export async function listenForWebsockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `ws://127.0.0.1:${port}/ws`;
}

export interface TestSocket {
  socket: WebSocket;
  /** The next message (parsed JSON), or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown>;
  /** The first `{channel, data}` message on `channel`; messages on other channels stay queued. */
  nextOn(channel: string, timeoutMs?: number): Promise<unknown>;
  /** Every message received and not yet taken. */
  pending(): unknown[];
  close(): void;
}

/** Opens /ws with the player's websocketToken and subscribes to `channels`. */
export async function openPlayerSocket(
  app: FastifyInstance,
  url: string,
  auth: { authorization: string },
  channels: string[],
): Promise<TestSocket> {
  const me = await app.inject({ url: '/api/v1/me', headers: auth });
  const token = me.json<{ websocketToken: string }>().websocketToken;
  return openSubscribedSocket(`${url}?token=${token}`, channels);
}

/** Opens /ws without a token, as a signed-out visitor does, and subscribes to `channels`. */
export function openGuestSocket(url: string, channels: string[]): Promise<TestSocket> {
  return openSubscribedSocket(url, channels);
}

async function openSubscribedSocket(url: string, channels: string[]): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const queue: unknown[] = [];
  let arrived: () => void = () => undefined;
  socket.on('message', (raw) => {
    queue.push(JSON.parse(raw.toString()) as unknown);
    arrived();
  });

  /** Takes the first queued message that `match` accepts, waiting up to `timeoutMs` for one. */
  async function take(match: (message: unknown) => boolean, timeoutMs: number): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(match);
      if (index >= 0) return queue.splice(index, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching websocket message in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        arrived = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'subscribe', channels }));
  // Events may already flow between the subscription and its ack; they stay queued.
  const ack = (await take(
    (message) => (message as { channel?: string }).channel === undefined,
    5_000,
  )) as { type?: string };
  if (ack.type !== 'subscribed') throw new Error(`subscribe failed: ${JSON.stringify(ack)}`);
  return {
    socket,
    next: (timeoutMs = 5_000) => take(() => true, timeoutMs),
    nextOn: (channel, timeoutMs = 5_000) =>
      take((message) => (message as { channel?: string }).channel === channel, timeoutMs),
    pending: () => [...queue],
    close: () => socket.close(),
  };
}
