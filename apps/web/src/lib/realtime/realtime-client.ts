import {
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  WS_CLOSE_UNAUTHORIZED,
  ZServerMessage,
  type ClientMessage,
  type RealtimeChannel,
  type ServerMessage,
} from '@wheelhouse/contracts/realtime';
import { reconnectDelay } from './backoff';

/** The part of the browser WebSocket this client uses; tests hand in a fake. */
export type RealtimeSocket = Pick<
  WebSocket,
  'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>;

export interface RealtimeSession {
  /** The freshest websocketToken known; null once nobody is signed in. */
  readToken: () => string | null;
  /** Asks the server for a new token after a 4401 close; null when the session has ended. */
  refreshToken: () => Promise<string | null>;
}

export interface RealtimeClientOptions {
  channels: readonly RealtimeChannel[];
  /** The signed-in player's tokens; absent for a guest, whose socket opens without one. */
  session?: RealtimeSession;
  /** The /ws address, with the token when there is one. */
  url: (token: string | null) => string;
  onEvent: (channel: RealtimeChannel, data: unknown) => void;
  /**
   * A connection is subscribed. Nothing is replayed, so whatever happened before (while it was
   * down, or on the first connection between the page's first fetch and now) was missed.
   */
  onSubscribed: () => void;
  createSocket?: (url: string) => RealtimeSocket;
  random?: () => number;
  /**
   * Channels screens watch only while they show them (watched-channels.ts), subscribed and
   * unsubscribed as they change, within the server's per-connection limit.
   */
  watched?: WatchedChannelsSource;
}

export interface WatchedChannelsSource {
  channels: () => readonly string[];
  onChange: (listener: () => void) => () => void;
}

export interface RealtimeClient {
  close(): void;
}

function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = ZServerMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps one subscribed /ws connection alive until close(): it reconnects with backoff after any
 * drop, fetches a new token first when the server rejects the old one (4401; a guest has none to
 * renew and just backs off), and resets the
 * backoff only once the server has confirmed the subscription (an accepted socket that is closed
 * at once must not reconnect in a tight loop).
 */
export function connectRealtime(options: RealtimeClientOptions): RealtimeClient {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: RealtimeSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let renewedToken: string | null = null;
  /** The watched channels the current socket is subscribed to. */
  let subscribedWatched = new Set<string>();
  const stopWatching = options.watched?.onChange(() => syncWatched());

  /** The watched channels that fit beside the fixed ones under the server's limit. */
  function wantedWatched(): string[] {
    const room = Math.max(0, MAX_SUBSCRIPTIONS_PER_CONNECTION - options.channels.length);
    return (options.watched?.channels() ?? []).slice(0, room);
  }

  function send(current: RealtimeSocket, message: ClientMessage) {
    current.send(JSON.stringify(message));
  }

  /** Brings the socket's watched subscriptions in line with what screens watch now. */
  function syncWatched() {
    const current = socket;
    if (!current || !socketOpen) return;
    const wanted = new Set(wantedWatched());
    const leave = [...subscribedWatched].filter((channel) => !wanted.has(channel));
    const join = [...wanted].filter((channel) => !subscribedWatched.has(channel));
    subscribedWatched = wanted;
    if (leave.length > 0) send(current, { type: 'unsubscribe', channels: leave });
    if (join.length > 0) send(current, { type: 'subscribe', channels: join });
  }
  let socketOpen = false;

  function open() {
    retryTimer = undefined;
    if (stopped) return;
    const { session } = options;
    const token = session ? (renewedToken ?? session.readToken()) : null;
    renewedToken = null;
    if (session && !token) return;

    const current = createSocket(options.url(token));
    socket = current;
    socketOpen = false;
    let subscribed = false;
    current.onopen = () => {
      socketOpen = true;
      // A new connection starts with nothing: every watched channel is subscribed afresh (and its
      // snapshot arrives again).
      subscribedWatched = new Set(wantedWatched());
      const channels = [...options.channels, ...subscribedWatched];
      if (channels.length > 0) send(current, { type: 'subscribe', channels });
    };
    current.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      if ('channel' in message) {
        options.onEvent(message.channel, message.data);
      } else if (message.type === 'subscribed' && !subscribed) {
        subscribed = true;
        attempt = 0;
        options.onSubscribed();
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      socketOpen = false;
      if (stopped) return;
      if (event.code === WS_CLOSE_UNAUTHORIZED && options.session)
        renewTokenThenRetry(options.session);
      else scheduleRetry();
    };
  }

  function scheduleRetry() {
    const delay = reconnectDelay(attempt, options.random);
    attempt += 1;
    retryTimer = setTimeout(open, delay);
  }

  function renewTokenThenRetry(session: RealtimeSession) {
    session.refreshToken().then(
      (token) => {
        // No token: the session is over and the app closes this client.
        if (stopped || token === null) return;
        renewedToken = token;
        scheduleRetry();
      },
      () => {
        if (!stopped) scheduleRetry();
      },
    );
  }

  open();

  return {
    close() {
      stopped = true;
      stopWatching?.();
      clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      if (current) {
        current.onopen = null;
        current.onmessage = null;
        current.onclose = null;
        current.close(1000, 'closed by the client');
      }
    },
  };
}
