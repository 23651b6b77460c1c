/** Who listens for "the staff session ended" (a 401 from any API call): the app's session hook. */
const listeners = new Set<() => void>();

export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSignedOut(): void {
  for (const listener of listeners) listener();
}
