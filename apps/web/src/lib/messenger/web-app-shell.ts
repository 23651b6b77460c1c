/**
 * The part of the messenger's WebApp object the shell drives (Telegram's `window.Telegram.WebApp`,
 * present when the messenger opened the app). Every method is optional: older messenger versions
 * lack some, and a call they do not know must not break the app.
 */
export interface MessengerWebApp {
  version?: string;
  ready?: () => void;
  requestFullscreen?: () => void;
  enableClosingConfirmation?: () => void;
  disableVerticalSwipes?: () => void;
}

/** Whether `version` ("7.10", "8.0") is at least `major`. */
export function versionAtLeast(version: string | undefined, major: number): boolean {
  const first = Number.parseInt(version ?? '', 10);
  return Number.isFinite(first) && first >= major;
}

/**
 * Shell spec §4 "Messenger mini-app mode": from version 8 the app asks for full screen; then, on
 * every version, it signals ready, enables the messenger's closing confirmation (closing the mini-app
 * asks first, the messenger's counterpart of the exit-confirmation modal) and disables vertical
 * swipes (a swipe down would otherwise close it mid-game). Answers whether full screen was asked.
 */
export function setUpMessengerShell(webApp: MessengerWebApp | null | undefined): {
  fullScreen: boolean;
} {
  if (!webApp) return { fullScreen: false };
  const fullScreen = versionAtLeast(webApp.version, 8) && Boolean(webApp.requestFullscreen);
  const calls: Array<(() => void) | undefined> = [
    fullScreen ? webApp.requestFullscreen : undefined,
    webApp.ready,
    webApp.enableClosingConfirmation,
    webApp.disableVerticalSwipes,
  ];
  for (const call of calls) {
    try {
      call?.call(webApp);
    } catch {
      // A method this messenger version refuses (it throws "unsupported"): the app carries on.
    }
  }
  return { fullScreen };
}

interface BridgeHost {
  TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void };
  parent?: { postMessage: (message: string, target: string) => void } | null;
  Telegram?: { WebApp?: MessengerWebApp };
}

/**
 * The messenger's WebApp object when its script put one on the page; otherwise the same four calls
 * spoken straight to the messenger through its bridge (the Mini Apps protocol's `postEvent`: the
 * webview proxy in the phone apps, a message to the parent frame in the web client), with the
 * version from the launch address (`tgWebAppVersion`). The app does not load the messenger's
 * script: the bridge is all these calls need. Null outside a messenger.
 */
export function messengerWebApp(host: BridgeHost, hash: string): MessengerWebApp | null {
  if (host.Telegram?.WebApp) return host.Telegram.WebApp;
  const post = host.TelegramWebviewProxy
    ? (type: string, data: object) =>
        host.TelegramWebviewProxy?.postEvent(type, JSON.stringify(data))
    : host.parent && host.parent !== (host as unknown)
      ? (type: string, data: object) =>
          host.parent?.postMessage(JSON.stringify({ eventType: type, eventData: data }), '*')
      : null;
  if (!post) return null;
  return {
    version: new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppVersion') ?? undefined,
    ready: () => post('web_app_ready', {}),
    requestFullscreen: () => post('web_app_request_fullscreen', {}),
    enableClosingConfirmation: () =>
      post('web_app_setup_closing_behavior', { need_confirmation: true }),
    disableVerticalSwipes: () =>
      post('web_app_setup_swipe_behavior', { allow_vertical_swipe: false }),
  };
}
