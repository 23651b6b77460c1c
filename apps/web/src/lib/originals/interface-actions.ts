import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { ZInterfaceActionEvent } from '@wheelhouse/contracts/originals';
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

export function receiveInterfaceAction(data: unknown): void {
  const parsed = ZInterfaceActionEvent.safeParse(data);
  if (!parsed.success) return;
  sequence += 1;
  pending = { sequence, gameId: parsed.data.gameId };
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
