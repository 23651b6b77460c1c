/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SOCIAL_TELEGRAM?: string;
  readonly VITE_SOCIAL_X?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_PARTNERS_URL?: string;
  readonly VITE_BONUS_VIDEO_URL?: string;
  readonly VITE_BONUS_VIDEO_POSTER?: string;
  readonly VITE_BONUS_VIDEO_EMBED_URL?: string;
  /** Bot (messenger mini-app) mode: auto (default), on or off; see lib/messenger/bot-mode.ts. */
  readonly VITE_BOT_MODE?: 'auto' | 'on' | 'off';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
