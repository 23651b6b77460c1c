import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLastBets } from '../../lib/originals/last-bets-store';
import { useLocale, useLocalizedPath } from '../../lib/use-locale';
import { formatMoney, formatMultiplierText, isWin } from './format-bet';

/**
 * Everybody's latest bets on the originals as they happen (`broadcast:last_bet`, the last ten,
 * newest first): masked player, game, stake, multiplier and payout. Used on the home page and under
 * each original. The feed starts empty on every visit and fills as bets are placed.
 */
export function LiveBetsTable({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const bets = useLastBets();

  return (
    <section
      data-testid="live-bets"
      aria-labelledby="live-bets-title"
      className={`rounded-2xl border border-slate-800 bg-slate-900/60 p-4 ${className}`}
    >
      <h2
        id="live-bets-title"
        className="mb-3 flex items-center gap-2 text-lg font-bold text-white"
      >
        <span
          aria-hidden="true"
          className="h-2 w-2 animate-pulse rounded-full bg-emerald-400 motion-reduce:animate-none"
        />
        {t('originals.live.title')}
      </h2>
      {bets.length === 0 ? (
        <p data-testid="live-bets-empty" className="py-6 text-center text-sm text-slate-400">
          {t('originals.live.empty')}
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('originals.live.title')}</caption>
            <thead className="text-xs text-slate-400 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('originals.live.player')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('originals.live.game')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
                  {t('originals.live.stake')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('originals.live.multiplier')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('originals.live.payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <tr key={bet.id} data-testid="live-bet-row" className="border-t border-slate-800">
                  <td className="max-w-24 truncate py-2 pr-3 text-slate-300">{bet.player}</td>
                  <td className="py-2 pr-3">
                    {bet.gameId === null ? (
                      <span className="text-white">{bet.game}</span>
                    ) : (
                      <Link
                        to={localized(`/games/${bet.gameId}`)}
                        className="font-medium text-amber-400 hover:text-amber-300"
                      >
                        {bet.game}
                      </Link>
                    )}
                  </td>
                  <td className="hidden py-2 pr-3 text-right text-slate-300 tabular-nums sm:table-cell">
                    {formatMoney(bet.stake, bet.currency, locale)}
                  </td>
                  <td className="py-2 pr-3 text-right text-slate-300 tabular-nums">
                    {formatMultiplierText(bet.multiplier, locale)}
                  </td>
                  <td
                    className={`py-2 text-right tabular-nums ${isWin(bet.multiplier) ? 'text-emerald-400' : 'text-slate-500'}`}
                  >
                    {formatMoney(bet.payout, bet.currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
