/**
 * Channels a screen watches only while it shows what they carry (a sport event's odds, the live
 * list): screens call watchChannel when the thing comes into view and the returned function when it
 * leaves. The page's one socket (realtime-client.ts) subscribes to what is watched and unsubscribes
 * from what no longer is, in one message per batch of changes. Zod-free and tiny: the first load
 * carries it, the sportsbook screens that use it do not.
 */
export type ChannelListener = (data: unknown) => void;

const watchers = new Map<string, Set<ChannelListener>>();
const changeListeners = new Set<() => void>();
let flushScheduled = false;

function scheduleChange(): void {
  // Mount and unmount in one render (or React's strict double effect) come out as no change.
  if (flushScheduled) return;
  flushScheduled = true;
  queueMicrotask(() => {
    flushScheduled = false;
    for (const listener of changeListeners) listener();
  });
}

/** Starts watching `channel`; the returned function stops (call it once). */
export function watchChannel(channel: string, listener: ChannelListener): () => void {
  let listeners = watchers.get(channel);
  if (!listeners) {
    listeners = new Set();
    watchers.set(channel, listeners);
    scheduleChange();
  }
  const mine = listeners;
  // The same function may watch twice (two cards of one event): each watch is its own entry.
  const entry: ChannelListener = (data) => listener(data);
  mine.add(entry);
  return () => {
    mine.delete(entry);
    if (mine.size === 0 && watchers.get(channel) === mine) {
      watchers.delete(channel);
      scheduleChange();
    }
  };
}

/** The watched channels, in the order they were first watched. */
export function watchedChannels(): string[] {
  return [...watchers.keys()];
}

/** Called after each batch of watch changes. */
export function onWatchedChannelsChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Hands a message of a watched channel to its watchers; false when nobody watches it. */
export function deliverToWatchers(channel: string, data: unknown): boolean {
  const listeners = watchers.get(channel);
  if (!listeners) return false;
  for (const listener of [...listeners]) listener(data);
  return true;
}
