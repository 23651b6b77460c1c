import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameWager } from '@wheelhouse/contracts/bonuses';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useBonusCatalogue } from '../api/get-bonus-catalogue';
import { bonusGames, tooltipNames } from '../model/bonus-games';

/** What the tooltip says: 10 names, then "+N more" (shell spec §4 "Bonus games tooltip", §9). */
export function BonusGamesList({ rules }: { rules: readonly GameWager[] }) {
  const { t } = useTranslation();
  const catalogue = useBonusCatalogue();
  if (catalogue.isPending) return <p>{t('bonuses.games.tooltip_loading')}</p>;
  if (catalogue.isError) return <p>{t('bonuses.games.tooltip_failed')}</p>;
  const names = bonusGames(catalogue.data, rules).map((entry) => entry.game.title);
  const { shown, rest } = tooltipNames(names);
  return (
    <>
      <p className="mb-1 font-semibold text-white">{t('bonuses.games.tooltip')}</p>
      <ul className="flex flex-col gap-0.5">
        {shown.map((name, index) => (
          <li key={`${index}-${name}`} data-testid="bonus-games-tooltip-name">
            {name}
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <p data-testid="bonus-games-tooltip-more" className="mt-1 text-amber-300">
          {t('bonuses.games.more', { count: rest })}
        </p>
      ) : null}
    </>
  );
}

/**
 * The link to a bonus's games page; pointing at it or focusing it shows the games tooltip. The
 * catalogue is fetched only when the tooltip first opens.
 */
export function BonusGamesLink({
  bonusId,
  title,
  rules,
}: {
  bonusId: number;
  title: string;
  rules: readonly GameWager[];
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <Link
        to={localized(`/bonuses/${bonusId}/games`)}
        data-testid="bonus-games-link"
        aria-label={t('bonuses.card.games_of', { title })}
        aria-describedby={open ? tooltipId : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className="rounded-xl border border-slate-700 px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-slate-800"
      >
        {t('bonuses.card.games')}
      </Link>
      {open ? (
        <div
          id={tooltipId}
          role="tooltip"
          data-testid="bonus-games-tooltip"
          className="absolute bottom-full left-0 z-30 mb-2 w-56 rounded-xl border border-slate-700 bg-slate-950 p-3 text-xs text-slate-300 shadow-xl"
        >
          <BonusGamesList rules={rules} />
        </div>
      ) : null}
    </span>
  );
}
