import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { paytableOf } from '../model/slot-paytable';
import { SlotSymbol } from './slot-symbol';

const PAYTABLE = paytableOf();

/**
 * The machine's paytable as the fair package defines it: line pays in line bets for 3, 4 and 5 of
 * a kind, scatter pays in stakes, the number of lines and the declared RTP.
 */
export function SlotPaytable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <details
      data-testid="slot-paytable"
      className="group rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
    >
      <summary className="cursor-pointer font-bold text-white marker:text-amber-400">
        {t('originals.slot.paytable.title')}
      </summary>
      <div className="mt-3 flex flex-col gap-3 text-sm text-slate-300">
        <p>{t('originals.slot.paytable.lines', { lines: PAYTABLE.lines })}</p>
        <p data-testid="slot-rtp">
          {t('originals.slot.paytable.rtp', { rtp: number.format(Number(PAYTABLE.rtpPercent)) })}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{t('originals.slot.paytable.line_caption')}</caption>
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t('originals.slot.paytable.symbol')}
                </th>
                {[3, 4, 5].map((count) => (
                  <th key={count} scope="col" className="py-1.5 pr-3 font-medium">
                    {t('originals.slot.paytable.of_a_kind', { count })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PAYTABLE.lineRows.map((row) => (
                <tr key={row.symbol} className="border-t border-slate-800">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    <span className="flex items-center gap-2">
                      <SlotSymbol symbol={row.symbol} className="text-xl" />
                      {/* The picture's label already names it for screen readers. */}
                      <span aria-hidden="true">{t(`originals.slot.symbol.${row.symbol}`)}</span>
                    </span>
                  </th>
                  {row.pays.map((pay, index) => (
                    <td key={index} className="py-1.5 pr-3 text-white">
                      {t('originals.slot.paytable.line_pay', { pay: number.format(pay) })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <SlotSymbol symbol="scatter" className="text-xl" />
          {t('originals.slot.paytable.scatter', {
            pays: PAYTABLE.scatter
              .map(([count, pay]) =>
                t('originals.slot.paytable.scatter_pay', { count, pay: number.format(pay) }),
              )
              .join(', '),
          })}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <SlotSymbol symbol="wild" className="text-xl" />
          {t('originals.slot.paytable.wild')}
        </p>
      </div>
    </details>
  );
}
