import { botContext } from './bot-context';

/** What the messenger hands the mini-app: init data in the address hash or on its WebApp object. */
export interface MessengerEntry {
  botId: string;
  initData: string;
}

interface TelegramWindow {
  Telegram?: { WebApp?: { initData?: string } };
}

/** Init data from `#tgWebAppData=…` (the launch address) or `Telegram.WebApp.initData`. */
export function initDataOf(hash: string, host: TelegramWindow): string | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData');
  const fromObject = host.Telegram?.WebApp?.initData;
  return fromHash || fromObject || null;
}

/**
 * The sign-in to attempt on entry (shell spec §4): only with a bot_id and messenger init data,
 * and a valid bot type. Tiny on purpose: the sign-in itself is a chunk of its own.
 */
export function messengerEntry(): MessengerEntry | null {
  const bot = botContext();
  if (!bot?.botId || bot.invalid || typeof window === 'undefined') return null;
  const initData = initDataOf(window.location.hash, window as TelegramWindow);
  return initData ? { botId: bot.botId, initData } : null;
}
