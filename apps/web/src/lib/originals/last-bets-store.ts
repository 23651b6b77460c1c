import { useSyncExternalStore } from 'react';
import { LAST_BETS_KEPT, ZLastBetEvent, type LastBetEvent } from '@wheelhouse/contracts/originals';

/**
 * The live feed of everybody's bets (`broadcast:last_bet`): the realtime client pushes each event
 * here and the live-bets tables read the latest LAST_BETS_KEPT, newest first. A redelivered event
 * (same bet id) is kept once.
 */
let lastBets: readonly LastBetEvent[] = [];
const listeners = new Set<() => void>();

export function pushLastBet(data: unknown): void {
  const parsed = ZLastBetEvent.safeParse(data);
  if (!parsed.success) return;
  const event = parsed.data;
  if (lastBets.some((bet) => bet.id === event.id)) return;
  lastBets = [event, ...lastBets].slice(0, LAST_BETS_KEPT);
  for (const listener of listeners) listener();
}

export function getLastBets(): readonly LastBetEvent[] {
  return lastBets;
}

/** For tests and sign-out: forget the feed. */
export function clearLastBets(): void {
  lastBets = [];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastBets(): readonly LastBetEvent[] {
  return useSyncExternalStore(subscribe, getLastBets, getLastBets);
}
