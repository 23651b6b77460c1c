/**
 * The next local midnight after `now`, in the player's own time zone: the everyday bonus's
 * activation-deadline countdown ends there (shell spec §4, §9).
 */
export function nextLocalMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/** The next UTC midnight after `now`: when the everyday bonus is available again (spec §9). */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
