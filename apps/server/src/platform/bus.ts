import { EventEmitter } from 'node:events';

export type BusHandler = (message: unknown) => void;

/**
 * Publish/subscribe between parts of the server and, when scaled, between processes. Topics are
 * realtime channel names; per-player channels are suffixed with the user id (see topicFor). Messages
 * are JSON values: the Redis implementation serialises them, so a handler never receives a bigint,
 * a Date or a class instance.
 */
export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  /**
   * Resolves once the subscription is live (for Redis: once the server confirmed it), so a message
   * published after it resolves reaches the handler. Resolves to the function that unsubscribes.
   */
  subscribe(topic: string, handler: BusHandler): Promise<() => void>;
  close(): Promise<void>;
}

export function topicFor(channel: string, userId?: number): string {
  return userId === undefined ? channel : `${channel}:user:${userId}`;
}

/** One process: an EventEmitter. Messages pass through JSON like on Redis, so both behave alike. */
export function inProcessBus(): Bus {
  const emitter = new EventEmitter();
  // One listener per topic per gateway; many topics (one per player) is normal.
  emitter.setMaxListeners(0);
  return {
    async publish(topic, message) {
      if (emitter.listenerCount(topic) === 0) return;
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      emitter.emit(topic, copy);
    },
    async subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
