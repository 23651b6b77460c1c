import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import {
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  PERSONAL_CHANNELS,
  isGuestChannel,
  isRealtimeChannel,
  WS_CLOSE_SLOW_CONSUMER,
  WS_CLOSE_UNAUTHORIZED,
  WS_MAX_BUFFERED_BYTES,
  ZClientMessage,
  type RealtimeChannel,
  type ServerMessage,
} from '@wheelhouse/contracts/realtime';
import type { Bus } from './bus';
import { topicFor } from './bus';
import type { Clock } from './clock';
import { AppError } from './errors';
import { realtimeHub } from './realtime-hub';
import { verifyWebsocketToken } from './websocket-token';

export interface WebsocketGatewayOptions {
  secret: string;
  bus: Bus;
  clock: Clock;
  /** How often to ping; a socket that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
  /** Unsent bytes one socket may hold before it is closed as a slow consumer (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Told of every accepted socket (the metrics count them); the returned function runs at its close. */
  onConnection?: (kind: 'guest' | 'player') => () => void;
  /**
   * The current state of a channel, sent to a socket right after it subscribes (e.g. a sport
   * event's odds); undefined for channels that have none.
   */
  snapshot?: (channel: RealtimeChannel) => Promise<unknown>;
  /**
   * Bus topics a signed-in player's subscription to a channel joins besides the channel's own,
   * decided when it subscribes (e.g. VIP-only tournaments for VIPs): what the player may hear
   * beyond what everyone hears. Guests never get them.
   */
  privateTopics?: (channel: RealtimeChannel, userId: number) => Promise<string[]>;
}

const MAX_MESSAGE_BYTES = 16 * 1024;

/** Channels that carry both broadcasts and messages meant for one player (e.g. an operator's interface action). */
const BROADCAST_AND_PERSONAL_CHANNELS: readonly RealtimeChannel[] = ['interface_actions'];

function isChannel(value: string): value is RealtimeChannel {
  return isRealtimeChannel(value);
}

/**
 * `/ws`: opened with a websocketToken (`?token=`), then the client subscribes to channels and gets
 * `{channel, data}` messages. Personal channels (balance, transaction) carry only the token owner's
 * events; the others fan out to every subscriber. Without a token the socket is a guest's: it may
 * subscribe only to `broadcast:*` channels (so the home page shows live bets to everybody), and any
 * other channel is refused as unknown; a token that is present but forged or expired still closes
 * with WS_CLOSE_UNAUTHORIZED, so a signed-in client renews it instead of silently turning guest. A client that lets more than `maxBufferedBytes`
 * pile up unsent is closed with WS_CLOSE_SLOW_CONSUMER instead of growing the server's memory.
 */
async function websocketGatewayPlugin(app: FastifyInstance, options: WebsocketGatewayOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const maxBuffered = options.maxBufferedBytes ?? WS_MAX_BUFFERED_BYTES;
  const alive = new WeakMap<WebSocket, boolean>();

  function deliver(socket: WebSocket, frame: Buffer) {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount + frame.length > maxBuffered) {
      app.log.warn({ bufferedAmount: socket.bufferedAmount }, 'websocket dropped: slow consumer');
      // The close frame queues behind the unsent data; ws destroys the socket if the peer never
      // completes the closing handshake. Nothing more is queued meanwhile (the socket is CLOSING).
      socket.close(WS_CLOSE_SLOW_CONSUMER, 'slow consumer');
      return;
    }
    socket.send(frame, { binary: false });
  }
  const reply = (socket: WebSocket, message: ServerMessage) =>
    deliver(socket, Buffer.from(JSON.stringify(message)));
  const hub = realtimeHub(options.bus, deliver);

  function onSocket(socket: WebSocket, request: FastifyRequest) {
    const token = (request.query as { token?: unknown }).token;
    const guest = token === undefined;
    const userId =
      typeof token === 'string'
        ? verifyWebsocketToken(options.secret, token, options.clock.now())
        : null;
    if (!guest && userId === null) {
      socket.close(WS_CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const connectionClosed = options.onConnection?.(guest ? 'guest' : 'player');
    const mayHear = (channel: string): channel is RealtimeChannel =>
      isChannel(channel) && (userId !== null || isGuestChannel(channel));

    const subscriptions = new Map<RealtimeChannel, string[]>();
    let closed = false;
    const topicsOf = (channel: RealtimeChannel): string[] => {
      if (userId === null) return [topicFor(channel)];
      if (PERSONAL_CHANNELS.includes(channel)) return [topicFor(channel, userId)];
      if (BROADCAST_AND_PERSONAL_CHANNELS.includes(channel))
        return [topicFor(channel), topicFor(channel, userId)];
      return [topicFor(channel)];
    };
    const allTopicsOf = async (channel: RealtimeChannel): Promise<string[]> =>
      userId !== null && options.privateTopics
        ? [...topicsOf(channel), ...(await options.privateTopics(channel, userId))]
        : topicsOf(channel);
    const leaveAll = (topics: string[]) => {
      for (const topic of topics) hub.leave(topic, socket);
    };

    async function subscribe(channels: RealtimeChannel[]) {
      const fresh = channels.filter((channel) => !subscriptions.has(channel));
      if (subscriptions.size + fresh.length > MAX_SUBSCRIPTIONS_PER_CONNECTION) {
        return reply(socket, {
          type: 'error',
          detail: 'too_many_subscriptions',
          message: `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions per connection`,
        });
      }
      // Reserved at once, so a second subscribe arriving meanwhile does not join twice.
      for (const channel of fresh) subscriptions.set(channel, topicsOf(channel));
      const joined = new Map<RealtimeChannel, string[]>();
      try {
        await Promise.all(
          fresh.map(async (channel) => {
            const topics = await allTopicsOf(channel);
            joined.set(channel, topics);
            subscriptions.set(channel, topics);
            await Promise.all(topics.map((topic) => hub.join(topic, channel, socket)));
          }),
        );
      } catch (error) {
        request.log.error({ err: error }, 'realtime subscription failed');
        for (const channel of fresh) {
          leaveAll(joined.get(channel) ?? topicsOf(channel));
          subscriptions.delete(channel);
        }
        return reply(socket, {
          type: 'error',
          detail: 'service_unavailable',
          message: 'Could not subscribe; try again',
        });
      }
      // The socket may have closed while the bus confirmed the subscription.
      if (closed) for (const channel of fresh) leaveAll(joined.get(channel) ?? []);
      reply(socket, { type: 'subscribed', channels });
      if (options.snapshot && !closed) await sendSnapshots(fresh);
    }

    async function sendSnapshots(channels: RealtimeChannel[]) {
      for (const channel of channels) {
        try {
          const data = await options.snapshot!(channel);
          // Unsubscribed or closed meanwhile: the snapshot is no longer wanted.
          if (data === undefined || closed || !subscriptions.has(channel)) continue;
          deliver(socket, Buffer.from(JSON.stringify({ channel, data })));
        } catch (error) {
          request.log.warn({ err: error, channel }, 'realtime snapshot failed');
        }
      }
    }

    function unsubscribe(channels: RealtimeChannel[]) {
      for (const channel of channels) {
        const topics = subscriptions.get(channel);
        if (topics === undefined) continue;
        leaveAll(topics);
        subscriptions.delete(channel);
      }
      reply(socket, { type: 'unsubscribed', channels });
    }

    async function handle(raw: RawData) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        return reply(socket, {
          type: 'error',
          detail: 'malformed_json',
          message: 'Messages must be JSON',
        });
      }
      const message = ZClientMessage.safeParse(parsed);
      if (!message.success) {
        return reply(socket, {
          type: 'error',
          detail: 'invalid_message',
          message: 'Unknown message',
        });
      }
      // A guest asking for a personal channel hears the same answer as for one that does not exist.
      const unknown = message.data.channels.filter((channel) => !mayHear(channel));
      if (unknown.length > 0) {
        reply(socket, {
          type: 'error',
          detail: 'unknown_channel',
          message: `Unknown channel: ${unknown.join(', ')}`,
        });
      }
      const channels = [...new Set(message.data.channels.filter(mayHear))];
      if (message.data.type === 'unsubscribe') return unsubscribe(channels);
      if (channels.length > 0 || unknown.length === 0) return subscribe(channels);
    }

    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      closed = true;
      connectionClosed?.();
      for (const topics of subscriptions.values()) leaveAll(topics);
      subscriptions.clear();
    });
    // Messages are handled one after another so the answers come back in the order asked.
    let queue = Promise.resolve();
    socket.on('message', (raw) => {
      queue = queue
        .then(() => handle(raw))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'websocket message failed');
        });
    });
  }
  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    wsHandler: onSocket,
    // A plain GET, without the upgrade, is no socket: the error body, as for any unknown path.
    handler: async () => {
      throw new AppError('not_found', { message: 'Connect to /ws with a WebSocket upgrade' });
    },
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
