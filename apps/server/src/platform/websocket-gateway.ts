import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import {
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  PERSONAL_CHANNELS,
  REALTIME_CHANNELS,
  WS_CLOSE_UNAUTHORIZED,
  ZClientMessage,
  type RealtimeChannel,
  type ServerMessage,
} from '@wheelhouse/contracts/realtime';
import type { Bus } from './bus';
import { topicFor } from './bus';
import type { Clock } from './clock';
import { verifyWebsocketToken } from './websocket-token';

export interface WebsocketGatewayOptions {
  secret: string;
  bus: Bus;
  clock: Clock;
  /** How often to ping; a socket that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
}

const MAX_MESSAGE_BYTES = 16 * 1024;

function isChannel(value: string): value is RealtimeChannel {
  return (REALTIME_CHANNELS as readonly string[]).includes(value);
}

function send(socket: WebSocket, message: ServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * `/ws`: opened with a websocketToken (`?token=`), then the client subscribes to channels. Personal
 * channels (balance, transaction) carry only the token owner's events.
 */
async function websocketGatewayPlugin(app: FastifyInstance, options: WebsocketGatewayOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const alive = new WeakMap<WebSocket, boolean>();

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const token = (request.query as { token?: unknown }).token;
    const userId =
      typeof token === 'string'
        ? verifyWebsocketToken(options.secret, token, options.clock.now())
        : null;
    if (userId === null) {
      socket.close(WS_CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }

    const subscriptions = new Map<RealtimeChannel, () => void>();
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
    });

    socket.on('message', (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        return send(socket, {
          type: 'error',
          detail: 'malformed_json',
          message: 'Messages must be JSON',
        });
      }
      const message = ZClientMessage.safeParse(parsed);
      if (!message.success) {
        return send(socket, {
          type: 'error',
          detail: 'invalid_message',
          message: 'Unknown message',
        });
      }
      const unknown = message.data.channels.filter((channel) => !isChannel(channel));
      if (unknown.length > 0) {
        send(socket, {
          type: 'error',
          detail: 'unknown_channel',
          message: `Unknown channel: ${unknown.join(', ')}`,
        });
      }
      const channels = [...new Set(message.data.channels.filter(isChannel))];
      if (message.data.type === 'unsubscribe') {
        for (const channel of channels) {
          subscriptions.get(channel)?.();
          subscriptions.delete(channel);
        }
        return send(socket, { type: 'unsubscribed', channels });
      }
      const fresh = channels.filter((channel) => !subscriptions.has(channel));
      if (subscriptions.size + fresh.length > MAX_SUBSCRIPTIONS_PER_CONNECTION) {
        return send(socket, {
          type: 'error',
          detail: 'too_many_subscriptions',
          message: `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions per connection`,
        });
      }
      for (const channel of fresh) {
        const topic = topicFor(channel, PERSONAL_CHANNELS.includes(channel) ? userId : undefined);
        subscriptions.set(
          channel,
          options.bus.subscribe(topic, (data) => send(socket, { channel, data })),
        );
      }
      if (channels.length > 0 || unknown.length === 0)
        send(socket, { type: 'subscribed', channels });
    });
  });

  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (alive.get(client) === false) {
        client.terminate();
        continue;
      }
      alive.set(client, false);
      client.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
}

export const websocketGateway = fp(websocketGatewayPlugin, { name: 'websocket-gateway' });
