import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from '@wheelhouse/contracts/realtime';
import { FakeWebSocket } from '../../test/fake-websocket';
import {
  connectRealtime,
  type RealtimeClientOptions,
  type RealtimeSession,
} from './realtime-client';

function start(
  overrides: Partial<RealtimeClientOptions> = {},
  sessionOverrides: Partial<RealtimeSession> = {},
) {
  const session = {
    readToken: vi.fn(() => 'token-1'),
    refreshToken: vi.fn(async () => 'token-2'),
    ...sessionOverrides,
  };
  const options = {
    channels: ['balance', 'transaction'] as const,
    session,
    url: (token: string | null) =>
      token === null ? 'ws://test/ws' : `ws://test/ws?token=${token}`,
    onEvent: vi.fn(),
    onSubscribed: vi.fn(),
    createSocket: (url: string) => new FakeWebSocket(url),
    // Always the top of the jitter range, so the waits are exact.
    random: () => 1,
    ...overrides,
  };
  const client = connectRealtime(options);
  return { client, options, session };
}

const sockets = () => FakeWebSocket.instances;
const latest = () => FakeWebSocket.latest()!;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectRealtime', () => {
  it('opens /ws with the token and subscribes to its channels once open', () => {
    start();
    expect(latest().url).toBe('ws://test/ws?token=token-1');
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', channels: ['balance', 'transaction'] }]);
  });

  it('opens nothing when the session has no token', () => {
    start({}, { readToken: () => null });
    expect(sockets()).toHaveLength(0);
  });

  it('opens a guest socket without a token and only backs off when it is refused', () => {
    start({ channels: ['broadcast:last_bet'], session: undefined });
    expect(latest().url).toBe('ws://test/ws');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', channels: ['broadcast:last_bet'] }]);
    latest().serverClose(4401);
    vi.advanceTimersByTime(500);
    expect(sockets()).toHaveLength(2);
    expect(latest().url).toBe('ws://test/ws');
  });

  it('hands channel events on and ignores anything the contracts reject', () => {
    const { options } = start();
    latest().acceptSubscription();
    latest().receive({ channel: 'balance', data: { any: 'payload' } });
    latest().receive('not json');
    latest().receive({ channel: 'no-such-channel', data: {} });
    latest().receive({ type: 'error', detail: 'unknown_channel', message: 'Unknown channel' });
    expect(options.onEvent).toHaveBeenCalledTimes(1);
    expect(options.onEvent).toHaveBeenCalledWith('balance', { any: 'payload' });
  });

  it('waits longer after each failed attempt, up to 30 s', () => {
    start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const before = sockets().length;
      latest().serverClose(1006);
      let waited = 0;
      while (sockets().length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('resubscribes after a reconnect, reports each subscription, and starts the backoff over', () => {
    const { options } = start();
    latest().acceptSubscription();
    // Events between the page's first fetch and this subscription were missed too.
    expect(options.onSubscribed).toHaveBeenCalledTimes(1);

    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    latest().serverClose(1006);
    vi.advanceTimersByTime(1000);
    expect(sockets()).toHaveLength(3);
    latest().acceptSubscription();
    expect(latest().sent).toEqual([{ type: 'subscribe', channels: ['balance', 'transaction'] }]);
    expect(options.onSubscribed).toHaveBeenCalledTimes(2);

    latest().serverClose(1001);
    vi.advanceTimersByTime(499);
    expect(sockets()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(4);
  });

  it('does not reset the backoff for a socket that opens but is never subscribed', () => {
    start();
    latest().open();
    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    latest().open();
    latest().serverClose(1006);
    vi.advanceTimersByTime(999);
    expect(sockets()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(3);
  });

  it('fetches a new token after a 4401 close and reconnects with it', async () => {
    const { session } = start();
    latest().open();
    latest().serverClose(4401);
    expect(session.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets()).toHaveLength(2);
    expect(latest().url).toBe('ws://test/ws?token=token-2');
  });

  it('reconnects after a slow-consumer close (4408) without asking for a token', () => {
    const { options, session } = start();
    latest().acceptSubscription();
    latest().serverClose(4408);
    vi.advanceTimersByTime(500);
    expect(sockets()).toHaveLength(2);
    expect(session.refreshToken).not.toHaveBeenCalled();
    latest().acceptSubscription();
    expect(options.onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('stays closed when the token refresh finds the session over', async () => {
    start({}, { refreshToken: vi.fn(async () => null) });
    latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets()).toHaveLength(1);
  });

  it('retries with the last token when the token refresh itself fails', async () => {
    const { session } = start(
      {},
      { refreshToken: vi.fn(async () => Promise.reject(new Error('x'))) },
    );
    latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets()).toHaveLength(2);
    expect(session.readToken).toHaveBeenCalledTimes(2);
  });

  it('closes the socket on close() and never reconnects afterwards', () => {
    const { client } = start();
    const socket = latest();
    socket.acceptSubscription();
    client.close();
    expect(socket.closedByClient).toEqual({ code: 1000, reason: 'closed by the client' });
    socket.serverClose(1006);
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(1);
  });

  it('cancels a pending reconnect on close()', () => {
    const { client } = start();
    latest().serverClose(1006);
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(1);
  });
});

describe('watched channels', () => {
  function watchedSource(initial: string[]) {
    let channels = initial;
    const listeners = new Set<() => void>();
    return {
      source: {
        channels: () => channels,
        onChange: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      set(next: string[]) {
        channels = next;
        for (const listener of listeners) listener();
      },
    };
  }

  it('subscribes watched channels with the fixed ones, then follows changes one message each', () => {
    const watched = watchedSource(['sportsbook:live']);
    start({ watched: watched.source });
    latest().acceptSubscription();
    expect(latest().sent[0]).toEqual({
      type: 'subscribe',
      channels: ['balance', 'transaction', 'sportsbook:live'],
    });
    watched.set(['sportsbook:live', 'sportsbook:event:7']);
    watched.set(['sportsbook:event:7']);
    expect(latest().sent.slice(1)).toEqual([
      { type: 'subscribe', channels: ['sportsbook:event:7'] },
      { type: 'unsubscribe', channels: ['sportsbook:live'] },
    ]);
  });

  it('keeps within the per-connection limit and resubscribes what is watched after a reconnect', () => {
    const many = Array.from(
      { length: MAX_SUBSCRIPTIONS_PER_CONNECTION + 4 },
      (_, index) => `sportsbook:event:${index + 1}`,
    );
    const watched = watchedSource(many);
    start({ watched: watched.source });
    latest().acceptSubscription();
    const first = latest().sent[0] as { channels: string[] };
    expect(first.channels).toHaveLength(MAX_SUBSCRIPTIONS_PER_CONNECTION);
    expect(first.channels.slice(0, 3)).toEqual(['balance', 'transaction', 'sportsbook:event:1']);

    // Changes while disconnected are sent with the next subscription.
    latest().serverClose(1006);
    watched.set(['sportsbook:event:99']);
    vi.advanceTimersByTime(500);
    latest().acceptSubscription();
    expect(latest().sent).toEqual([
      { type: 'subscribe', channels: ['balance', 'transaction', 'sportsbook:event:99'] },
    ]);
  });
});
