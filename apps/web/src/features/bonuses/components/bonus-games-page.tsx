import '../locale';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { GameWager } from '@wheelhouse/contracts/bonuses';
import { GameGridSkeleton, GamesMessage, GRID_CLASS } from '../../../components/games/game-grid';
import { GameTile } from '../../../components/games/game-tile';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/session/get-me';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useBonus } from '../api/get-bonus';
import { useBonusCatalogue } from '../api/get-bonus-catalogue';
import { bonusGames } from '../model/bonus-games';
import { GuestPrompt } from './guest-prompt';
import { usePageMeta } from '../../../lib/use-page-meta';

/** A route parameter that is a bonus (template) id, or null. */
function bonusIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="bonus-games-not-found"
      role="status"
      className="flex flex-col items-center gap-2 rounded-2xl border border-slate-800 px-4 py-10 text-center"
    >
      <p className="text-lg font-semibold text-white">{t('bonuses.games.not_found')}</p>
      <p className="max-w-sm text-sm text-slate-400">{t('bonuses.games.not_found_text')}</p>
    </div>
  );
}

/** The lobby's tiles for the games a bonus counts on, each with the share of a bet that counts. */
function WeightedGames({ rules, label }: { rules: readonly GameWager[]; label: string }) {
  const { t } = useTranslation();
  const catalogue = useBonusCatalogue();
  if (catalogue.isPending) return <GameGridSkeleton />;
  if (catalogue.isError) return <GamesMessage kind="error" onRetry={catalogue.refetch} />;
  const games = bonusGames(catalogue.data, rules);
  if (games.length === 0) return <GamesMessage kind="empty" />;
  return (
    <div className="@container">
      <ul aria-label={label} data-testid="bonus-games-grid" className={GRID_CLASS}>
        {games.map(({ game, weight }, index) => (
          <li key={game.id} className="flex flex-col gap-1" data-testid="bonus-game">
            <GameTile game={game} priority={index === 0 ? 'high' : index < 6 ? 'eager' : 'lazy'} />
            <span data-testid="bonus-game-weight" className="px-0.5 text-xs text-amber-300">
              {t('bonuses.games.weight', { weight })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BonusGames({ id }: { id: number }) {
  const { t } = useTranslation();
  const bonus = useBonus(id);
  if (bonus.isPending) return <GameGridSkeleton />;
  if (bonus.isError)
    return isApiError(bonus.error) && bonus.error.status === 404 ? (
      <NotFound />
    ) : (
      <GamesMessage kind="error" onRetry={bonus.refetch} />
    );
  const title = t('bonuses.games.title', { title: bonus.data.title });
  return (
    <>
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      <p className="text-sm text-slate-400">{t('bonuses.games.intro')}</p>
      <WeightedGames rules={bonus.data.conditions.gamesWagers} label={title} />
    </>
  );
}

/** /bonuses/{bonusId}/games (shell spec §2): the games a bonus counts on. */
export function BonusGamesPage() {
  usePageMeta({ kind: 'bonuses' });
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const me = useMe();
  const id = bonusIdOf(useParams().bonusId);
  return (
    <div data-testid="bonus-games-page" className="flex flex-col gap-4">
      <Link
        to={localized('/bonuses')}
        className="self-start text-sm font-semibold text-amber-300 hover:text-amber-200"
      >
        ← {t('bonuses.games.back')}
      </Link>
      {me.isPending ? (
        <GameGridSkeleton />
      ) : !me.data ? (
        <>
          <h1 className="text-2xl font-bold text-white">{t('bonuses.games.heading')}</h1>
          <GuestPrompt />
        </>
      ) : id === null ? (
        <NotFound />
      ) : (
        <BonusGames id={id} />
      )}
    </div>
  );
}
