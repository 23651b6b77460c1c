interface MessengerHost {
  Telegram?: {
    WebApp?: {
      openTelegramLink?: (url: string) => void;
      openLink?: (url: string) => void;
    };
  };
}

/**
 * Opens a provider's pay page: inside the messenger its own links open in the messenger (where
 * the provider's bot is), others in its browser; on the web a new tab, so the app stays open and
 * sees the balance change. False when the browser blocked the new tab.
 */
export function openPaymentPage(url: string): boolean {
  const webApp = (window as MessengerHost).Telegram?.WebApp;
  if (webApp?.openTelegramLink && url.startsWith('https://t.me/')) {
    webApp.openTelegramLink(url);
    return true;
  }
  if (webApp?.openLink && url.startsWith('https://')) {
    webApp.openLink(url);
    return true;
  }
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened !== null;
}
