import { botContext } from '../../../lib/messenger/bot-context';

/** The messenger-bot build of the cashier (spec §6): the app was opened through a valid bot. */
export function isBotMode(): boolean {
  const bot = botContext();
  return bot !== null && !bot.invalid;
}
