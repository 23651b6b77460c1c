import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Bus } from './bus';

export interface RedisBusOptions {
  url: string;
  /** Prepended to every Redis channel, so apps sharing a Redis (tests, environments) stay apart. */
  prefix: string;
  onError?: (error: unknown) => void;
}

/**
 * Redis pub/sub between server processes: one connection publishes, one subscribes, one Redis
 * channel per topic. A process subscribes to a channel while at least one local handler wants it,
 * so a player's personal channel costs Redis nothing once their sockets are gone. Every message,
 * including one this process published, arrives through the subscriber connection. ioredis
 * reconnects and re-subscribes on its own after a connection loss.
 */
export function redisBus(options: RedisBusOptions): Bus {
  const onError = options.onError ?? (() => undefined);
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const subscriber = new Redis(options.url, { autoResubscribe: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);

  const local = new EventEmitter();
  local.setMaxListeners(0);
  /** Topic → the pending or confirmed SUBSCRIBE, shared by the handlers that wait on it. */
  const live = new Map<string, Promise<unknown>>();
  let closed = false;

  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(options.prefix)) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      onError(error);
      return;
    }
    local.emit(channel.slice(options.prefix.length), message);
  });

  return {
    async publish(topic, message) {
      await publisher.publish(options.prefix + topic, JSON.stringify(message));
    },

    async subscribe(topic, handler) {
      local.on(topic, handler);
      let pending = live.get(topic);
      if (!pending) {
        pending = subscriber.subscribe(options.prefix + topic);
        live.set(topic, pending);
      }
      try {
        await pending;
      } catch (error) {
        local.off(topic, handler);
        if (local.listenerCount(topic) === 0) live.delete(topic);
        throw error;
      }
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        local.off(topic, handler);
        if (local.listenerCount(topic) > 0 || closed) return;
        live.delete(topic);
        subscriber.unsubscribe(options.prefix + topic).catch(onError);
      };
    },

    async close() {
      closed = true;
      local.removeAllListeners();
      live.clear();
      await Promise.all(
        [publisher, subscriber].map((connection) =>
          connection.quit().catch(() => connection.disconnect()),
        ),
      );
    },
  };
}
