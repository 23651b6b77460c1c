import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../use-locale';

/**
 * `interface_actions`: an operator asks the client to open a game. The realtime client records the
 * request here; useInterfaceActionNavigation (mounted once inside the router) opens
 * /{locale}/games/{id}. Each request carries a sequence number so the same game asked twice opens twice.
 */
interface OpenGameRequest {
  sequence: number;
  gameId: number;
}

let pending: OpenGameRequest | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

/** Asks the app to open a game (the realtime client parses the event: receive-interface-action.ts). */
export function requestOpenGame(gameId: number): void {
  sequence += 1;
  pending = { sequence, gameId };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => pending;

export function useInterfaceActionNavigation(): void {
  const request = useSyncExternalStore(subscribe, read, read);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  useEffect(() => {
    if (!request) return;
    pending = null;
    void navigate(localized(`/games/${request.gameId}`));
  }, [request, navigate, localized]);
}
