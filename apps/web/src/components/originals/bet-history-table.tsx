import { useTranslation } from 'react-i18next';
import type { OriginalBet, OriginalGame } from '@wheelhouse/contracts/originals';
import { useBetHistory } from '../../lib/originals/get-bets';
import { useMe } from '../../lib/session/get-me';
import { useLocale } from '../../lib/use-locale';
import { Skeleton } from '../ui/skeleton';
import { formatMoney, formatMultiplierText, isWin } from './format-bet';

/**
 * The player's own bets, newest first, paged with "show more". One game (`game`) or all of them.
 * `onVerify` adds a button per settled bet that hands the bet to the fairness panel.
 *
 *   <BetHistoryTable game="dice" onVerify={(bet) => setVerifying(bet)} />
 */
export interface BetHistoryTableProps {
  game?: OriginalGame;
  onVerify?: (bet: OriginalBet) => void;
}

// At 390 px the stake, multiplier, payout and Verify need the whole width; the time comes from sm up.
const PHONE_HIDDEN = 'hidden sm:table-cell';

export function BetHistoryTable({ game, onVerify }: BetHistoryTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe();
  const history = useBetHistory(game);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });

  if (!me.data)
    return (
      <p className="py-6 text-center text-sm text-slate-400">{t('originals.history.guest')}</p>
    );
  if (history.isPending)
    return (
      <div data-testid="bet-history-loading" className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </div>
    );
  if (history.isError)
    return (
      <div
        data-testid="bet-history-error"
        className="flex flex-col items-center gap-3 py-6 text-center"
      >
        <p className="text-sm text-slate-300">{t('originals.history.error')}</p>
        <button
          type="button"
          onClick={() => void history.refetch()}
          className="rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {t('originals.retry')}
        </button>
      </div>
    );

  const bets = history.data.pages.flatMap((page) => page.data);
  if (bets.length === 0)
    return (
      <p data-testid="bet-history-empty" className="py-6 text-center text-sm text-slate-400">
        {t('originals.history.empty')}
      </p>
    );

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-x-auto">
        <table data-testid="bet-history" className="w-full text-left text-sm">
          <caption className="sr-only">{t('originals.history.title')}</caption>
          <thead className="text-xs text-slate-400 uppercase">
            <tr>
              <th scope="col" className={`${PHONE_HIDDEN} py-2 pr-2 sm:pr-3 font-medium`}>
                {t('originals.history.time')}
              </th>
              {game ? null : (
                <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
                  {t('originals.history.game')}
                </th>
              )}
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-medium">
                {t('originals.history.stake')}
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-medium">
                {t('originals.history.multiplier')}
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-medium">
                {t('originals.history.payout')}
              </th>
              {onVerify ? (
                <th scope="col" className="py-2 text-right font-medium">
                  <span className="sr-only">{t('originals.history.verify')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id} data-testid="bet-history-row" className="border-t border-slate-800">
                <td
                  className={`${PHONE_HIDDEN} py-2 pr-2 sm:pr-3 whitespace-nowrap text-slate-400`}
                >
                  {time.format(new Date(bet.createdAt))}
                </td>
                {game ? null : (
                  <td className="py-2 pr-2 sm:pr-3 text-white">
                    {t(`originals.games.${bet.game}`)}
                  </td>
                )}
                <td className="py-2 pr-2 sm:pr-3 text-right whitespace-nowrap text-slate-300 tabular-nums">
                  {formatMoney(bet.stake.amount, bet.stake.currency, locale)}
                </td>
                <td className="py-2 pr-2 sm:pr-3 text-right text-slate-300 tabular-nums">
                  {formatMultiplierText(bet.multiplier, locale)}
                </td>
                <td
                  className={`py-2 pr-2 sm:pr-3 text-right whitespace-nowrap tabular-nums ${isWin(bet.multiplier) ? 'text-emerald-400' : 'text-slate-500'}`}
                >
                  {formatMoney(bet.payout.amount, bet.payout.currency, locale)}
                </td>
                {onVerify ? (
                  <td className="py-2 text-right">
                    {bet.status === 'settled' ? (
                      <button
                        type="button"
                        onClick={() => onVerify(bet)}
                        aria-label={t('originals.history.verify_bet', { nonce: bet.nonce })}
                        className="rounded-md px-2 py-1 text-xs font-semibold text-amber-400 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none"
                      >
                        {t('originals.history.verify')}
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {history.hasNextPage ? (
        <button
          type="button"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
          className="self-center rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
        >
          {history.isFetchingNextPage ? t('originals.loading') : t('originals.history.more')}
        </button>
      ) : null}
    </div>
  );
}
