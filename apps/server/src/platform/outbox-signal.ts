/**
 * "Outbox rows were just committed": services call `notify()` after a transaction that wrote events
 * commits, and the outbox relay listens so it publishes them at once rather than at its next poll.
 * One signal per app (created with the services), so parallel apps in one process stay apart.
 */
export function outboxSignal() {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      for (const listener of listeners) listener();
    },
    /** Returns the function that stops listening. */
    listen(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type OutboxSignal = ReturnType<typeof outboxSignal>;
