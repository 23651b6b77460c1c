// Zod-free: the player app's first load reads the bot type on entry without zod.

/** Bot types (shell spec §5): normal or vip; default normal. */
export const BOT_TYPES = ['normal', 'vip'] as const;
export type BotType = (typeof BOT_TYPES)[number];
export const DEFAULT_BOT_TYPE: BotType = 'normal';
