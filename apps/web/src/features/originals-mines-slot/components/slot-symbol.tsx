import { useTranslation } from 'react-i18next';
import type { SlotSymbol as Symbol } from '@wheelhouse/fair/slot-machine';
import { SLOT_SYMBOL_GLYPHS } from '../model/slot-symbols';

/** One symbol: its glyph for the eye, its translated name for screen readers. */
export function SlotSymbol({ symbol, className = '' }: { symbol: Symbol; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t(`originals.slot.symbol.${symbol}`)} className={className}>
      <span
        aria-hidden="true"
        className={symbol === 'bar' ? 'text-[0.55em] font-black tracking-tight text-amber-300' : ''}
      >
        {SLOT_SYMBOL_GLYPHS[symbol]}
      </span>
    </span>
  );
}
