import { botContext } from './bot-context';
import { botModeFlag } from './bot-mode-flag';

/**
 * Bot mode, as the build flag VITE_BOT_MODE (lib/messenger/bot-mode-flag.ts) decides it:
 * - `auto` (the default): one build serves the web and the mini-app, as the server serves one
 *   build; the app is in bot mode when it was entered through a bot (bot_id or bot_type in the
 *   address, kept for the tab), which is how each bot's mini-app URL opens it.
 * - `on`: a build for a mini-app-only address: bot mode on every entry.
 * - `off`: a web-only build: bot mode never, and bot parameters mean nothing (botContext() is
 *   null); main.tsx tests the variable as Vite writes it, so the bot-mode start chunk (messenger
 *   SDK, sign-in by init data) is left out of the build.
 * Bot mode loads the messenger chunk, shows the splash overlay and switches languages by reload.
 */
export function isBotMode(): boolean {
  const flag = botModeFlag();
  if (flag === 'off') return false;
  return flag === 'on' || botContext() !== null;
}

/**
 * The messenger-bot build's extra payment options (cashier spec §1, §6: x-rocket, crypto-bot and
 * the TON wallet connection): in bot mode, unless the bot named is invalid. The cashier asks
 * this one question; the shell's bot mode is the only decision behind it.
 */
export function hasBotPayments(): boolean {
  return isBotMode() && botContext()?.invalid !== true;
}
