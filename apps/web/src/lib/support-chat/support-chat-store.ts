import { useSyncExternalStore } from 'react';

/**
 * The "support chat open" flag (shell spec §4 Messenger mode: starts false). Every support button
 * (sidebar, bonus drawer, support card, ban page, deposit errors) raises it; the app's support
 * chat host opens the built-in chat or the operator's external chat. New staff replies that
 * arrive while the chat is closed raise `unread`.
 */
let state = { open: false, unread: 0 };
const listeners = new Set<() => void>();

function set(next: typeof state): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openSupportChat(): void {
  if (!state.open) set({ open: true, unread: 0 });
}

export function closeSupportChat(): void {
  if (state.open) set({ ...state, open: false });
}

/** A staff reply arrived (realtime `support` channel): counted while the chat is closed. */
export function noteSupportReply(): void {
  if (!state.open) set({ ...state, unread: state.unread + 1 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSupportChatState(): { open: boolean; unread: number } {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
