/**
 * Operator settings baked in at build time (VITE_* variables). Defaults point at the networks
 * themselves rather than at any particular operator's accounts.
 */
const env = import.meta.env;

function orDefault(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

function defaultSupportUrl(): string {
  // Without a configured contact, write to support at the host the app is served from.
  const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  return `mailto:support@${host}`;
}

export const siteConfig = {
  social: [
    { id: 'telegram', url: orDefault(env.VITE_SOCIAL_TELEGRAM, 'https://telegram.org/') },
    { id: 'x', url: orDefault(env.VITE_SOCIAL_X, 'https://x.com/') },
    { id: 'instagram', url: orDefault(env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/') },
  ],
  supportUrl: orDefault(env.VITE_SUPPORT_URL, defaultSupportUrl()),
  /** Where the partners modal sends would-be affiliates (a partner site or a mail address). */
  partnersUrl: orDefault(
    env.VITE_PARTNERS_URL,
    defaultSupportUrl().replace('support@', 'partners@'),
  ),
  /** Policy page the ban screen links to; policy pages are served under /{locale}/policies/. */
  termsPath: '/policies/terms',
} as const;

export type SocialNetwork = (typeof siteConfig.social)[number]['id'];

/**
 * The bonus drawer's video (shell spec §2): a video file with an optional poster, or an embed
 * address (a video host's player). Without either the drawer has no video section.
 */
export const bonusVideo = {
  src: env.VITE_BONUS_VIDEO_URL?.trim() || null,
  poster: env.VITE_BONUS_VIDEO_POSTER?.trim() || null,
  embedUrl: env.VITE_BONUS_VIDEO_EMBED_URL?.trim() || null,
} as const;
