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
  /** The next `{channel, data}` message on `channel`, skipping others. */
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
  const socket = new WebSocket(`${url}?token=${token}`);
  const queue: unknown[] = [];
  const waiters: Array<(message: unknown) => void> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as unknown;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = (timeoutMs = 5_000) =>
    queue.length > 0
      ? Promise.resolve(queue.shift())
      : new Promise<unknown>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            reject(new Error('no websocket message in time'));
          }, timeoutMs);
          const waiter = (message: unknown) => {
            clearTimeout(timer);
            resolve(message);
          };
          waiters.push(waiter);
        });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'subscribe', channels }));
  const ack = (await next()) as { type?: string };
  if (ack.type !== 'subscribed') throw new Error(`subscribe failed: ${JSON.stringify(ack)}`);
  return {
    socket,
    next,
    async nextOn(channel, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = (await next(Math.max(1, deadline - Date.now()))) as { channel?: string };
        if (message.channel === channel) return message;
      }
    },
    pending: () => [...queue],
    close: () => socket.close(),
  };
}
