import type { WebSocket } from 'ws';
import type { RealtimeChannel } from '@wheelhouse/contracts/realtime';
import type { Bus } from './bus';

/** Sends one serialised message (UTF-8 JSON) to one socket; the gateway decides what a full buffer means. */
export type Deliver = (socket: WebSocket, frame: Buffer) => void;

interface Topic {
  channel: RealtimeChannel;
  sockets: Set<WebSocket>;
  /** Resolves once the bus subscription is live; undefined after the last socket left. */
  ready: Promise<() => void>;
}

/**
 * The sockets of this process grouped by bus topic. A topic has one bus subscription however many
 * sockets want it, and a message is serialised once and the same frame written to every socket, so a
 * broadcast to 10,000 sockets costs one JSON.stringify and one UTF-8 encoding.
 */
export function realtimeHub(bus: Bus, deliver: Deliver) {
  const topics = new Map<string, Topic>();

  function open(topic: string, channel: RealtimeChannel): Topic {
    const sockets = new Set<WebSocket>();
    const ready = bus.subscribe(topic, (data) => {
      if (sockets.size === 0) return;
      // Encoded once: every socket writes the same bytes, with no per-socket copy or UTF-8 pass.
      const frame = Buffer.from(JSON.stringify({ channel, data }));
      for (const socket of sockets) deliver(socket, frame);
    });
    const entry: Topic = { channel, sockets, ready };
    topics.set(topic, entry);
    // A failed subscription is forgotten so the next join tries again.
    ready.catch(() => {
      if (topics.get(topic) === entry) topics.delete(topic);
    });
    return entry;
  }

  return {
    /** Adds the socket to the topic; resolves once messages on it will be delivered. */
    async join(topic: string, channel: RealtimeChannel, socket: WebSocket): Promise<void> {
      const entry = topics.get(topic) ?? open(topic, channel);
      entry.sockets.add(socket);
      try {
        await entry.ready;
      } catch (error) {
        entry.sockets.delete(socket);
        throw error;
      }
    },

    leave(topic: string, socket: WebSocket): void {
      const entry = topics.get(topic);
      if (!entry || !entry.sockets.delete(socket) || entry.sockets.size > 0) return;
      topics.delete(topic);
      entry.ready.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    },

    /** Topics with at least one local socket (for tests and diagnostics). */
    size(): number {
      return topics.size;
    },
  };
}

export type RealtimeHub = ReturnType<typeof realtimeHub>;
