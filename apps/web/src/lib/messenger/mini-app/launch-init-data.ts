import { retrieveRawInitData } from '@telegram-apps/sdk-react';
import { botContext } from '../bot-context';
import { messengerEntry } from '../entry';

/**
 * The bot and init data the app was launched with, for a later step such as linking accounts.
 * The sign-in cleared the launch address's hash; the messenger SDK kept the launch parameters
 * for the tab. Null outside a messenger.
 */
export function launchInitData(): { botId: string; initData: string } | null {
  const entry = messengerEntry();
  if (entry) return entry;
  const bot = botContext();
  if (!bot?.botId || bot.invalid) return null;
  try {
    const initData = retrieveRawInitData();
    return initData ? { botId: bot.botId, initData } : null;
  } catch {
    return null;
  }
}
