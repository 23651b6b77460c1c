import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatExactAmount } from '../../../lib/money/format-exact-amount';
import { useLocalizedPath } from '../../../lib/use-locale';
import {
  PROVIDER_ROUNDS_MAX,
  PROVIDER_ROUNDS_STEP,
  useProviderRounds,
} from '../api/get-provider-rounds';

const buttonClass =
  'rounded-lg bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-amber-400';

/**
 * The player's own rounds in third-party games under the frame, in the words of the originals'
 * bet history ("My bets"), so both kinds of game read the same.
 */
export function ProviderRounds() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const [limit, setLimit] = useState(PROVIDER_ROUNDS_STEP);
  const rounds = useProviderRounds(limit);
  const amount = (value: string) => formatExactAmount(value, i18n.language);

  let content;
  if (rounds.isPending)
    content = (
      <div role="status" aria-busy="true" className="flex flex-col gap-2">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  else if (rounds.isError && !rounds.data)
    content = (
      <div role="alert" className="flex items-center gap-3 text-sm text-slate-300">
        {t('originals.history.error')}
        <button type="button" onClick={() => void rounds.refetch()} className={buttonClass}>
          {t('games.page.frame.retry')}
        </button>
      </div>
    );
  else if (rounds.data.data.length === 0)
    content = <p className="text-sm text-slate-400">{t('originals.history.empty')}</p>;
  else {
    const { data, meta } = rounds.data;
    content = (
      <>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="provider-rounds">
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('originals.history.game')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('originals.history.time')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('originals.history.stake')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('originals.history.payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((round) => (
                <tr key={round.id} className="border-t border-slate-800">
                  <td className="py-2 pr-3">
                    {round.gameId ? (
                      <Link
                        to={localized(`/games/${round.gameId}`)}
                        className="text-amber-400 hover:text-amber-300"
                      >
                        {round.game || `#${round.gameId}`}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="py-2 pr-3 text-slate-400">
                    {new Date(round.createdAt).toLocaleString(i18n.language, {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    })}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {amount(round.stake)} {round.currency}
                  </td>
                  <td
                    className={`py-2 pr-3 text-right tabular-nums ${
                      /[1-9]/.test(round.payout) ? 'text-emerald-300' : 'text-slate-300'
                    }`}
                  >
                    {amount(round.payout)} {round.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data.length < meta.total && limit < PROVIDER_ROUNDS_MAX ? (
          <button
            type="button"
            onClick={() => setLimit(limit + PROVIDER_ROUNDS_STEP)}
            className={`mt-2 ${buttonClass}`}
          >
            {t('originals.history.more')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="provider-rounds-title"
      className="rounded-2xl border border-slate-800 bg-slate-900 p-4"
    >
      <h2 id="provider-rounds-title" className="mb-3 text-base font-semibold text-white">
        {t('originals.history.title')}
      </h2>
      {content}
    </section>
  );
}
