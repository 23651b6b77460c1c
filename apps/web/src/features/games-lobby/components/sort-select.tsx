import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_SORTS, type GameSort } from '@wheelhouse/contracts/games';

export function SortSelect({
  value,
  onChange,
}: {
  value: GameSort;
  onChange: (sort: GameSort) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-400">
        {t('games.sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as GameSort)}
        className="rounded-lg border border-slate-700 bg-slate-900 px-2 py-1.5 text-sm text-white"
      >
        {GAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`games.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
