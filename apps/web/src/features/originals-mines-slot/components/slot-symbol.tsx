import { useTranslation } from 'react-i18next';
import type { SlotSymbol as Symbol } from '@wheelhouse/fair/slot-machine';
import { SlotSymbolArt } from './slot-symbol-art';

/** One symbol: its picture for the eye, its translated name for screen readers. */
export function SlotSymbol({ symbol, className = '' }: { symbol: Symbol; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t(`originals.slot.symbol.${symbol}`)}
      data-symbol={symbol}
      className={`inline-flex items-center justify-center ${className}`}
    >
      <SlotSymbolArt symbol={symbol} />
    </span>
  );
}
