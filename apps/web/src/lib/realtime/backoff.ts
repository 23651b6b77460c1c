export const FIRST_RECONNECT_DELAY_MS = 500;
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect attempt number `attempt` (0-based): the ceiling doubles from
 * 0.5 s up to 30 s, and the wait is drawn from its upper half so that thousands of clients dropped
 * by one server restart do not all come back in the same instant ("equal jitter").
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, FIRST_RECONNECT_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
