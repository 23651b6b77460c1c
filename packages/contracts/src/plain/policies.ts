// Zod-free: the player app's links to policy pages import these without zod.

/** Policy pages of the player app, served at /{locale}/policies/{slug} (shell spec §2). */
export const POLICY_SLUGS = [
  'terms',
  'privacy',
  'responsible-gaming',
  'aml-kyc',
  'bonus-terms',
  'cookies',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(value: string | undefined): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value ?? '');
}

/** The largest Markdown body staff may save for one language of one version. */
export const POLICY_BODY_MAX_CHARS = 100_000;
