import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts without sonner in the first load: the toaster (9 KB of gzip) loads with the first toast,
 * which always follows a server's answer or a click, never the first paint. Every toast in the
 * app goes through here (lint forbids importing sonner elsewhere), so none is shown before the
 * toaster is mounted to hear it.
 */
type Message = Parameters<typeof sonnerToast.error>[0];
type Show = (toast: typeof sonnerToast) => void;

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let ready: Promise<typeof sonnerToast> | undefined;

function load(): Promise<typeof sonnerToast> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  ready ??= Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast);
  return ready;
}

// Toasts queue on one promise, so they show in the order they were asked for.
let queue: Promise<unknown> = Promise.resolve();
function show(action: Show): void {
  queue = queue.then(load).then(action, () => {
    // Offline with the chunk never fetched: nothing to show the message with; try again next time.
    ready = undefined;
  });
}

export const toast = {
  error: (message: Message, options?: ExternalToast) => show((t) => void t.error(message, options)),
  success: (message: Message, options?: ExternalToast) =>
    show((t) => void t.success(message, options)),
  info: (message: Message, options?: ExternalToast) => show((t) => void t.info(message, options)),
};

/** For the toaster host: whether a toast has been asked for yet. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterWanted = (): boolean => wanted;

/** Called by the toaster once it listens for toasts. */
export function toasterMounted(): void {
  markMounted();
}
