import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock';
import type { FeedMessage, HandleResult } from '../feed/messages';
import { recoveryMessages } from './generator';
import { feedSimulator } from './runner';

const NOW = new Date(Date.UTC(2026, 10, 25, 18, 0, 0));
const SEED = 'runner';

/** A sink that takes a macrotask per message and records what it was handed, and when. */
function recordingSink(failOn?: string) {
  const handled: FeedMessage[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  return {
    handled,
    mostInFlight: () => mostInFlight,
    async handle(message: FeedMessage): Promise<HandleResult> {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 0));
      inFlight--;
      if ('id' in message && message.id === failOn) throw new Error('database went away');
      handled.push(message);
      return { outcome: 'applied' };
    },
  };
}

describe('feed simulator runner', () => {
  it('hands every event its messages in order, events side by side, then the heartbeats', async () => {
    const sink = recordingSink();
    const simulator = feedSimulator({ seed: SEED, clock: manualClock(NOW) });
    await simulator.start(sink);
    const expected = recoveryMessages(SEED, NOW.getTime());
    expect(await simulator.tick()).toBe(expected.length);

    const events = sink.handled.filter((message) => message.kind !== 'alive');
    expect(events).toHaveLength(expected.length);
    const ids = (list: FeedMessage[], event: string) =>
      list.filter((m) => 'event' in m && m.event === event).map((m) => ('id' in m ? m.id : ''));
    for (const event of new Set(expected.map((message) => message.event)))
      expect(ids(events, event)).toEqual(ids(expected, event));
    // Several events' messages were with the processor at once.
    expect(sink.mostInFlight()).toBeGreaterThan(1);
    expect(sink.handled.slice(-2).map((message) => message.kind)).toEqual(['alive', 'alive']);
  });

  it('fails the tick when a message fails, after the other events are done, and replays it next time', async () => {
    const expected = recoveryMessages(SEED, NOW.getTime());
    const failing = expected[Math.floor(expected.length / 2)]!;
    const sink = recordingSink(failing.id);
    const clock = manualClock(NOW);
    const simulator = feedSimulator({ seed: SEED, clock });
    await simulator.start(sink);
    await expect(simulator.tick()).rejects.toThrow('database went away');
    const otherEvents = expected.filter((message) => message.event !== failing.event);
    const handledIds = new Set(sink.handled.map((message) => ('id' in message ? message.id : '')));
    expect(otherEvents.every((message) => handledIds.has(message.id))).toBe(true);
    expect(sink.handled.some((message) => message.kind === 'alive')).toBe(false);

    // The cursor did not move: the next tick sends the recovery again (each message acts once).
    const healthy = recordingSink();
    await simulator.start(healthy);
    clock.advance(2_000);
    expect(await simulator.tick()).toBe(recoveryMessages(SEED, NOW.getTime() + 2_000).length);
  });
});
