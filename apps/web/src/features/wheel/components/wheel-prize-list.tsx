import type { WheelPrize } from '@wheelhouse/contracts/wheel';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useLocale } from '../../../lib/use-locale';

function isZero(value: string): boolean {
  return /^0(\.0+)?$/.test(value);
}

/**
 * The prizes as text, segment by segment (the face is a picture, hidden from screen readers): the
 * USD amount the spec shows, its value in the player's display currency when that is not USD
 * (refetched when the currency changes), and whether it comes as a bonus with wagering.
 */
export function WheelPrizeList({ prizes }: { prizes: readonly WheelPrize[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <details data-testid="wheel-prize-list" className="rounded-xl bg-slate-800/60 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-slate-200">
        {t('wheel.prizes')}
      </summary>
      <ol className="mt-2 grid gap-1 text-sm">
        {prizes.map((prize) => (
          <li
            key={prize.index}
            data-testid="wheel-prize-row"
            className="flex flex-wrap justify-between gap-x-3 text-slate-300"
          >
            {isZero(prize.amount.value) ? (
              <span>{t('wheel.no_prize')}</span>
            ) : (
              <>
                <span className="font-semibold text-white">
                  ${formatDecimal(prize.amount.value, 2, locale)}
                  {prize.amount.currency.code !== 'USD' ? (
                    <span className="ml-2 font-normal text-slate-400">
                      {t('wheel.prize_display', {
                        amount: formatPrimaryAmount(prize.amount, locale),
                      })}
                    </span>
                  ) : null}
                </span>
                <span className="text-slate-400">
                  {prize.balanceType === 'main' ? t('wheel.prize_main') : t('wheel.prize_bonus')}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
