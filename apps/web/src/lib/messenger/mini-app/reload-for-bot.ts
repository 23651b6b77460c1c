import { botContext, type BotContext } from '../bot-context';

/**
 * `target` (a path with its query) with the bot's bot_id and bot_type put back: the address a
 * reload in bot mode goes to, so the reloaded app knows its bot again.
 */
export function botAddress(target: string, bot: BotContext | null): string {
  if (!bot) return target;
  const url = new URL(target, 'http://app.invalid');
  if (bot.botId) url.searchParams.set('bot_id', bot.botId);
  url.searchParams.set('bot_type', bot.botType);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Bot mode's language change (shell spec §2): the address rewritten, then the page reloaded. */
export function reloadForBot(target: string): void {
  window.location.assign(botAddress(target, botContext()));
}
