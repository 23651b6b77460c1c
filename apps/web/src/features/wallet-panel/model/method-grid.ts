/** Cashier spec §2/§9: the payment grid shows 4 cards on tablet and below, otherwise 6. */
export const GRID_CARDS_UP_TO_TABLET = 4;
export const GRID_CARDS_DESKTOP = 6;
/** Wider than a tablet: Tailwind's lg breakpoint. */
export const WIDER_THAN_TABLET_QUERY = '(min-width: 1024px)';

export function gridCardCount(widerThanTablet: boolean): number {
  return widerThanTablet ? GRID_CARDS_DESKTOP : GRID_CARDS_UP_TO_TABLET;
}

/**
 * Splits a group's methods into the cards shown and those behind the "other" button. When all fit,
 * nothing overflows; otherwise the last slot holds the "other" button, so a group never takes more
 * than `cards` slots.
 */
export function splitGrid<T>(methods: readonly T[], cards: number, expanded = false) {
  if (expanded || methods.length <= cards) return { visible: [...methods], hidden: 0 };
  const visible = methods.slice(0, cards - 1);
  return { visible, hidden: methods.length - visible.length };
}

export type MethodGroup = 'fiat' | 'crypto' | 'other';

/** The groups in display order, leaving out those without methods. */
export function nonEmptyGroups<T>(groups: Record<MethodGroup, readonly T[]>): MethodGroup[] {
  return (['fiat', 'crypto', 'other'] as const).filter((group) => groups[group].length > 0);
}
