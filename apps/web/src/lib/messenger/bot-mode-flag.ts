/**
 * The build flag for bot mode (shell spec §4 "A build flag switches bot mode"), VITE_BOT_MODE:
 * `auto` (the default), `on` or `off`; lib/messenger/bot-mode.ts says what each means. Read on
 * every call (Vite writes the value into the build; tests stub it), and kept apart from
 * bot-context.ts and bot-mode.ts so both can read it without importing each other.
 */
export type BotModeFlag = 'auto' | 'on' | 'off';

export function botModeFlag(): BotModeFlag {
  return import.meta.env.VITE_BOT_MODE ?? 'auto';
}
