// Zod-free: the player app's first load imports this without zod (issue 12). Its namesake in the
// parent folder re-exports it next to the schemas.

/** The provider of our own provably fair games. */
export const ORIGINALS_PROVIDER = 'wheelhouse-originals';
export const ORIGINALS_CATEGORY = 'originals';
/** A game's badge in the lobby and on its page. */
export const GAME_LABEL_TYPES = ['exclusive', 'early_access'] as const;

export const ORIGINAL_GAME_SLUGS = ['dice', 'limbo', 'mines', 'plinko', 'slot'] as const;
export type OriginalGameSlug = (typeof ORIGINAL_GAME_SLUGS)[number];

export function isOriginalGameSlug(slug: string): slug is OriginalGameSlug {
  return (ORIGINAL_GAME_SLUGS as readonly string[]).includes(slug);
}
