import type { SlotSymbol } from '@wheelhouse/fair/slot-machine';

/**
 * How each symbol is drawn: an emoji (or the word BAR), hidden from assistive technology behind a
 * translated label (originals.slot.symbol.<name>) that screen readers read instead.
 */
export const SLOT_SYMBOL_GLYPHS: Record<SlotSymbol, string> = {
  wild: '🃏',
  scatter: '⭐',
  seven: '7️⃣',
  bar: 'BAR',
  bell: '🔔',
  plum: '🍑',
  lemon: '🍋',
  cherry: '🍒',
};
