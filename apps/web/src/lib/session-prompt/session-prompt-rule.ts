/** Shell spec §9: the session prompt comes after 10 minutes (600000 ms) of session. */
export const SESSION_PROMPT_DELAY_MS = 600_000;
/**
 * "Unless shown recently" (spec §4; the spec gives no figure, so ours): not again within 24 h of
 * the bonus modal's lastShowModalAt, which the server keeps per player.
 */
export const SESSION_PROMPT_RECENT_MS = 24 * 60 * 60 * 1000;

export interface SessionPromptInput {
  signedIn: boolean;
  /** When this tab's signed-in session began (ms). */
  sessionStartedAt: number;
  /** The bonus modal state's lastShowModalAt (ISO) or null when never shown. */
  lastShownAt: string | null;
  /** Another overlay (the wallet, the bonus drawer) is open: the prompt waits. */
  overlayOpen: boolean;
  now: number;
}

/** Whether the session prompt (the bonus modal) opens now. */
export function shouldShowSessionPrompt(input: SessionPromptInput): boolean {
  if (!input.signedIn || input.overlayOpen) return false;
  if (input.now - input.sessionStartedAt < SESSION_PROMPT_DELAY_MS) return false;
  if (input.lastShownAt !== null) {
    const shown = Date.parse(input.lastShownAt);
    if (Number.isNaN(shown) || input.now - shown < SESSION_PROMPT_RECENT_MS) return false;
  }
  return true;
}
