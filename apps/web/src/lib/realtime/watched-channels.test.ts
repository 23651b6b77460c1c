import { describe, expect, it, vi } from 'vitest';
import {
  deliverToWatchers,
  onWatchedChannelsChange,
  watchChannel,
  watchedChannels,
} from './watched-channels';

describe('watched channels', () => {
  it('counts watchers per channel and reports one change per batch', async () => {
    const changed = vi.fn();
    const stop = onWatchedChannelsChange(changed);
    const a = vi.fn();
    const b = vi.fn();
    const unwatchA = watchChannel('sportsbook:event:1', a);
    const unwatchB = watchChannel('sportsbook:event:1', b);
    expect(watchedChannels()).toEqual(['sportsbook:event:1']);
    expect(deliverToWatchers('sportsbook:event:1', { n: 1 })).toBe(true);
    expect(a).toHaveBeenCalledWith({ n: 1 });
    expect(b).toHaveBeenCalledWith({ n: 1 });
    await Promise.resolve();
    expect(changed).toHaveBeenCalledTimes(1);

    unwatchA();
    expect(watchedChannels()).toEqual(['sportsbook:event:1']);
    unwatchB();
    expect(watchedChannels()).toEqual([]);
    expect(deliverToWatchers('sportsbook:event:1', {})).toBe(false);
    await Promise.resolve();
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });
});
