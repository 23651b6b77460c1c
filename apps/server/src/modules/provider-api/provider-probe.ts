import type { Clock } from '../../platform/clock';

export interface ProviderProbeOptions {
  clock: Clock;
  /** How long the provider has to answer before it counts as unreachable. */
  timeoutMs?: number;
  /** How long an answer is reused, so a crowd of players opening games costs one probe. */
  cacheMs?: number;
}

interface Entry {
  answer: Promise<boolean>;
  /** When the answer came; null while the probe is still out (callers share it). */
  settledAt: number | null;
}

/**
 * Whether a provider's server answers at all. It only ever probes the origin of a launch URL staff
 * configured (never an address from a request). Any HTTP answer, even 4xx or 5xx, means the server
 * is up; a failed lookup, a refused connection, a TLS failure or silence past the timeout means it
 * is not. Redirects are not followed: the redirect is itself an answer.
 */
export function providerProbe({ clock, timeoutMs = 3000, cacheMs = 5000 }: ProviderProbeOptions) {
  const entries = new Map<string, Entry>();

  async function probe(origin: string): Promise<boolean> {
    try {
      const response = await fetch(origin, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return true;
    } catch {
      return false;
    }
  }

  const fresh = (entry: Entry, now: number) =>
    entry.settledAt === null || now - entry.settledAt < cacheMs;

  return {
    async reachable(launchUrl: string): Promise<boolean> {
      const origin = new URL(launchUrl).origin;
      const now = clock.now().getTime();
      const kept = entries.get(origin);
      if (kept && fresh(kept, now)) return kept.answer;
      // Origins come from staff's provider rows, so the map stays small; stale ones go here.
      for (const [key, entry] of entries) if (!fresh(entry, now)) entries.delete(key);
      const entry: Entry = { answer: probe(origin), settledAt: null };
      entries.set(origin, entry);
      void entry.answer.then(() => {
        entry.settledAt = clock.now().getTime();
      });
      return entry.answer;
    },
  };
}

export type ProviderProbe = ReturnType<typeof providerProbe>;
