import {
  backButton,
  closingBehavior,
  init,
  miniApp,
  postEvent,
  retrieveLaunchParams,
  swipeBehavior,
  targetOrigin,
  viewport,
} from '@telegram-apps/sdk-react';
import { shellPlan, insetCssVar, type ShellPlan } from './shell-plan';

/** The bot context's messenger flags (shell spec §3 "Bot context"): isTelegramWebApp, isFullScreen. */
export interface MessengerFlags {
  isTelegramWebApp: boolean;
  isFullScreen: boolean;
}

/** The parent frame's origin when it is our own (the development harness); null otherwise. */
function sameOriginParent(): string | null {
  if (window.parent === window) return null;
  try {
    return window.parent.location.origin;
  } catch {
    // The messenger's web client, on its own origin: the SDK's default target stays.
    return null;
  }
}

/** Marks the document for the layout (index.css reads data-messenger-fullscreen). */
function setFlags(flags: MessengerFlags): void {
  const root = document.documentElement;
  root.toggleAttribute('data-messenger', flags.isTelegramWebApp);
  root.toggleAttribute('data-messenger-fullscreen', flags.isFullScreen);
}

function trackInsets(plan: ShellPlan): void {
  const [, mounting] = viewport.mount.ifAvailable();
  void mounting
    ?.then(() => viewport.bindCssVars.ifAvailable((key) => insetCssVar(key, plan)))
    .catch((error: unknown) => console.warn('messenger viewport not mounted', error));
}

/**
 * Shell spec §4 through @telegram-apps/sdk-react: from messenger version 8, request full screen
 * and track the safe-area and content-safe-area insets as CSS variables (the safe area not on
 * macOS), set the full-screen and messenger flags (older versions: the messenger flag only); then
 * signal ready, enable the closing confirmation (closing asks first) and disable vertical swipes
 * (a swipe down would close the app mid-game). Outside a messenger (bot_id in a plain browser)
 * there are no launch parameters and nothing is done.
 */
export function setUpMessengerShell(): MessengerFlags {
  let launch: { tgWebAppVersion: string; tgWebAppPlatform: string };
  try {
    launch = retrieveLaunchParams();
  } catch {
    return { isTelegramWebApp: false, isFullScreen: false };
  }
  const parentOrigin = sameOriginParent();
  if (parentOrigin) targetOrigin.set(parentOrigin);
  init();
  backButton.mount.ifAvailable();
  closingBehavior.mount.ifAvailable();
  swipeBehavior.mount.ifAvailable();

  const plan = shellPlan({ version: launch.tgWebAppVersion, platform: launch.tgWebAppPlatform });
  if (plan.fullScreen) {
    // Posted as is: the SDK's requestFullscreen waits for the viewport to be mounted, which waits
    // for the messenger's answers; full screen is asked first. A client that refuses it answers
    // fullscreen_failed and the app stays in the messenger's usual frame.
    postEvent('web_app_request_fullscreen');
    trackInsets(plan);
  }
  const flags = { isTelegramWebApp: true, isFullScreen: plan.fullScreen };
  setFlags(flags);

  miniApp.ready.ifAvailable();
  closingBehavior.enableConfirmation.ifAvailable();
  swipeBehavior.disableVertical.ifAvailable();
  return flags;
}
