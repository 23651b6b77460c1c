import { useSyncExternalStore } from 'react';
import type { OddsFormat } from '@wheelhouse/contracts/sportsbook';
import type { OddsPolicy, SportsbookPreferences } from '@wheelhouse/contracts/sportsbook-bets';
import { useMe } from '../../../lib/session/get-me';
import { usePreferencesQuery } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

const STORAGE_KEY = 'wheelhouse.sportsbook.preferences';
export const DEFAULT_PREFERENCES: SportsbookPreferences = {
  oddsFormat: 'decimal',
  oddsPolicy: 'higher',
};

/** A guest's choices live in this browser; a player's on the server (and follow them around). */
let local: SportsbookPreferences = readLocal();
const listeners = new Set<() => void>();

function readLocal(): SportsbookPreferences {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SportsbookPreferences>) : {};
    return {
      oddsFormat: (['decimal', 'fractional', 'american'] as const).includes(
        parsed.oddsFormat as OddsFormat,
      )
        ? (parsed.oddsFormat as OddsFormat)
        : DEFAULT_PREFERENCES.oddsFormat,
      oddsPolicy: (['any', 'higher', 'none'] as const).includes(parsed.oddsPolicy as OddsPolicy)
        ? (parsed.oddsPolicy as OddsPolicy)
        : DEFAULT_PREFERENCES.oddsPolicy,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

function setLocal(patch: Partial<SportsbookPreferences>): void {
  local = { ...local, ...patch };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(local));
  } catch {
    // Private mode: the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

function useLocalPreferences(): SportsbookPreferences {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => local,
    () => DEFAULT_PREFERENCES,
  );
}

/** The odds format and odds-change policy in force, and how to change them. */
export function usePreferences(): {
  preferences: SportsbookPreferences;
  update: (patch: Partial<SportsbookPreferences>) => void;
} {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const server = usePreferencesQuery();
  const guest = useLocalPreferences();
  const mutation = useUpdatePreferences();
  if (!signedIn) return { preferences: guest, update: setLocal };
  return {
    preferences: server.data ?? guest,
    update: (patch) => {
      setLocal(patch);
      mutation.mutate(patch);
    },
  };
}

export function useOddsFormat(): OddsFormat {
  return usePreferences().preferences.oddsFormat;
}
