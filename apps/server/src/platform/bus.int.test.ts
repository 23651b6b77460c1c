import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessBus, topicFor, type Bus } from './bus';
import { redisBus } from './redis-bus';

const redisUrl = process.env.REDIS_URL;

type BusFactory = (prefix: string) => Bus;
const implementations: Array<[string, BusFactory | undefined]> = [
  ['in-process', () => inProcessBus()],
  ['redis', redisUrl ? (prefix) => redisBus({ url: redisUrl, prefix }) : undefined],
];

function inbox() {
  const received: unknown[] = [];
  return { received, handler: (message: unknown) => void received.push(message) };
}

describe.each(implementations)('%s bus', (_name, factory) => {
  const opened: Bus[] = [];
  const open = (prefix = `wh:test:${randomBytes(6).toString('hex')}:bus:`) => {
    const bus = factory!(prefix);
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it.skipIf(!factory)(
    'delivers a published message to every live subscriber of the topic, as JSON',
    async () => {
      const bus = open();
      const a = inbox();
      const b = inbox();
      const other = inbox();
      await bus.subscribe('tournaments', a.handler);
      const stopB = await bus.subscribe('tournaments', b.handler);
      await bus.subscribe(topicFor('balance', 1), other.handler);

      await bus.publish('tournaments', { id: 1, at: new Date(0) });
      await expect.poll(() => b.received.length).toBe(1);
      stopB();
      stopB();
      await bus.publish('tournaments', { id: 2 });
      await expect.poll(() => a.received.length).toBe(2);
      expect(a.received).toEqual([{ id: 1, at: '1970-01-01T00:00:00.000Z' }, { id: 2 }]);
      expect(b.received).toEqual([{ id: 1, at: '1970-01-01T00:00:00.000Z' }]);
      expect(other.received).toEqual([]);
    },
  );

  it.skipIf(!factory || _name !== 'redis')(
    'carries messages between two processes sharing a prefix, and not across prefixes',
    async () => {
      const prefix = `wh:test:${randomBytes(6).toString('hex')}:bus:`;
      const publisher = open(prefix);
      const subscriber = open(prefix);
      const stranger = open(`${prefix}other:`);
      const mine = inbox();
      const theirs = inbox();
      await subscriber.subscribe(topicFor('balance', 7), mine.handler);
      await stranger.subscribe(topicFor('balance', 7), theirs.handler);
      await publisher.publish(topicFor('balance', 7), { total: '1.00' });
      await expect.poll(() => mine.received).toEqual([{ total: '1.00' }]);
      // Give a wrongly routed message time to arrive before asserting it did not.
      await publisher.publish(topicFor('balance', 8), { total: '2.00' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(theirs.received).toEqual([]);
      expect(mine.received).toEqual([{ total: '1.00' }]);
    },
  );
});
