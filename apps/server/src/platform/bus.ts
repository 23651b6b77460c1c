import { EventEmitter } from 'node:events';

export type BusHandler = (message: unknown) => void;

/**
 * Publish/subscribe between parts of the server (and, when scaled, between processes). Topics are
 * realtime channel names; per-player channels are suffixed with the user id (see topicFor).
 */
export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(topic: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

export function topicFor(channel: string, userId?: number): string {
  return userId === undefined ? channel : `${channel}:user:${userId}`;
}

export function inProcessBus(): Bus {
  const emitter = new EventEmitter();
  // One listener per socket per channel; the default cap of 10 would warn with a handful of clients.
  emitter.setMaxListeners(0);
  return {
    async publish(topic, message) {
      emitter.emit(topic, message);
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
