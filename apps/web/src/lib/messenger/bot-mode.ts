import { botContext } from './bot-context';

/**
 * The build flag for bot mode (shell spec §4 "A build flag switches bot mode"), VITE_BOT_MODE:
 * - `auto` (the default): one build serves the web and the mini-app, as the server serves one
 *   build; the app is in bot mode when it was entered through a bot (bot_id or bot_type in the
 *   address, kept for the tab), which is how each bot's mini-app URL opens it.
 * - `on`: a build for a mini-app-only address: bot mode on every entry.
 * - `off`: a web-only build: bot mode never; main.tsx tests the variable as Vite writes it, so
 *   the bot-mode start chunk (messenger SDK, sign-in by init data) is left out of the build.
 * Bot mode loads the messenger chunk, shows the splash overlay and switches languages by reload.
 */
export const BOT_MODE_FLAG: 'auto' | 'on' | 'off' = import.meta.env.VITE_BOT_MODE ?? 'auto';

export function isBotMode(): boolean {
  if (BOT_MODE_FLAG === 'off') return false;
  return BOT_MODE_FLAG === 'on' || botContext() !== null;
}
