import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBonusDrawer, openBonusDrawer } from '../../lib/bonus-drawer/bonus-drawer-store';
import {
  SESSION_PROMPT_DELAY_MS,
  shouldShowSessionPrompt,
} from '../../lib/session-prompt/session-prompt-rule';
import { useMe } from '../../lib/session/get-me';
import { getWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';

/** Retry every minute while another overlay is open at the moment the delay runs out. */
const RETRY_MS = 60_000;

/**
 * The session prompt (shell spec §4): 10 minutes into a signed-in session, the bonus modal (the
 * welcome/everyday drawer) opens unless it was shown recently (its lastShowModalAt, kept by the
 * server and stamped when the drawer shows). No UI of its own; the drawer is the prompt.
 */
export function SessionPrompt() {
  const signedIn = Boolean(useMe().data);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const sessionStartedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      if (stopped) return;
      let lastShownAt: string | null = null;
      try {
        // Its schema (zod) stays out of the first load: fetched when the 10 minutes are up.
        const { bonusModalStateQueryOptions } =
          await import('../../lib/bonuses/get-bonus-modal-state');
        lastShownAt = (
          await queryClient.fetchQuery({ ...bonusModalStateQueryOptions, staleTime: 0 })
        ).lastShowModalAt;
      } catch {
        return;
      }
      if (stopped) return;
      const overlayOpen = getWalletPanel() !== null || getBonusDrawer() !== null;
      const input = { signedIn: true, sessionStartedAt, lastShownAt, overlayOpen, now: Date.now() };
      if (shouldShowSessionPrompt(input)) openBonusDrawer('session');
      else if (overlayOpen) timer = setTimeout(() => void check(), RETRY_MS);
    };
    timer = setTimeout(() => void check(), SESSION_PROMPT_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [signedIn, queryClient]);
  return null;
}
