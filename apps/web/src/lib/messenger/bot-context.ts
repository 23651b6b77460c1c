import { BOT_TYPES, DEFAULT_BOT_TYPE, type BotType } from '@wheelhouse/contracts/plain/messenger';
import { botModeFlag } from './bot-mode-flag';

/**
 * The bot the app was opened through (shell spec §3 "Bot context", §5: bot type normal or vip,
 * default normal; anything else leads to the invalid-bot page). Read once on entry from the
 * query parameters bot_id and bot_type, and kept for the tab: later navigations drop the query.
 */
export interface BotContext {
  botId: string | null;
  botType: BotType;
  /** bot_type named something other than normal or vip. */
  invalid: boolean;
}

const STORAGE_KEY = 'wh-bot-context';

export function parseBotContext(search: string): BotContext | null {
  const params = new URLSearchParams(search);
  const botId = params.get('bot_id');
  const type = params.get('bot_type');
  if (botId === null && type === null) return null;
  const known = type === null || (BOT_TYPES as readonly string[]).includes(type);
  return {
    botId: botId && /^\d{1,20}$/.test(botId) ? botId : null,
    botType: known && type ? (type as BotType) : DEFAULT_BOT_TYPE,
    invalid: !known,
  };
}

function stored(): BotContext | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as BotContext) : null;
  } catch {
    return null;
  }
}

let current: BotContext | null = null;
let read = false;

/**
 * The entry's bot context (null outside a bot); the first call reads the address. A web-only
 * build (VITE_BOT_MODE=off) has no bot: bot_id and bot_type mean nothing there, so neither the
 * invalid-bot page nor the messenger's payment options nor its sign-in can follow from them.
 */
export function botContext(): BotContext | null {
  if (botModeFlag() === 'off') return null;
  if (read) return current;
  read = true;
  const fromAddress =
    typeof window === 'undefined' ? null : parseBotContext(window.location.search);
  current = fromAddress ?? stored();
  if (fromAddress) {
    try {
      globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(fromAddress));
    } catch {
      // Private mode: the context lives as long as this page.
    }
  }
  return current;
}

/** Tests start from a clean slate. */
export function resetBotContext(): void {
  current = null;
  read = false;
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
