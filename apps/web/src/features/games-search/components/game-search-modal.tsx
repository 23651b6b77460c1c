import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_SEARCH_MIN_LENGTH } from '@wheelhouse/contracts/games';
import { GameGrid } from '../../../components/games/game-grid';
import { Modal } from '../../../components/ui/modal';
import { useGameCategories } from '../../../lib/games/get-game-categories';
import { useGameProviders } from '../../../lib/games/get-game-providers';
import { useGamesCollection } from '../../../lib/games/get-games-collection';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Shell spec §5 / §9: the search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

const chipClass = (active: boolean) =>
  `shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium ${
    active
      ? 'border-amber-400 bg-amber-400 text-slate-950'
      : 'border-slate-700 text-slate-300 hover:border-slate-500 hover:text-white'
  }`;

/**
 * Shell spec §2 "Game search modal": a term of 3+ characters after trimming searches the titles;
 * choosing a term resets the category and provider filters; the grid shows the spec's empty and
 * failure states.
 */
export function GameSearchModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const providerId = useId();
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const [provider, setProvider] = useState<string | undefined>();
  const categories = useGameCategories();
  const providers = useGameProviders();

  const trimmed = useDebouncedValue(term, SEARCH_DEBOUNCE_MS).trim();
  const search = trimmed.length >= GAME_SEARCH_MIN_LENGTH ? trimmed : undefined;
  const tooShort = term.trim().length > 0 && term.trim().length < GAME_SEARCH_MIN_LENGTH;
  const query = useGamesCollection({ search, category, provider, sort: 'popularity' });

  function changeTerm(value: string) {
    setTerm(value);
    if (value.trim().length >= GAME_SEARCH_MIN_LENGTH && value.trim() !== term.trim()) {
      setCategory(undefined);
      setProvider(undefined);
    }
  }

  return (
    <Modal title={t('games.search.title')} onClose={onClose} testId="game-search-modal">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="sr-only">
            {t('games.search.title')}
          </label>
          <input
            id={inputId}
            type="search"
            // The modal exists to type into: the dialog focuses this field first.
            data-autofocus
            autoComplete="off"
            value={term}
            onChange={(event) => changeTerm(event.target.value)}
            placeholder={t('games.search.placeholder')}
            data-testid="game-search-input"
            className="w-full rounded-xl border border-slate-700 bg-slate-950 px-4 py-3 text-white placeholder:text-slate-500 focus:border-amber-400 focus:outline-none"
          />
          <p aria-live="polite" className="min-h-5 text-xs text-slate-400">
            {tooShort ? t('games.search.min_length', { min: GAME_SEARCH_MIN_LENGTH }) : ''}
          </p>
        </div>

        <div className="flex flex-col gap-3">
          <div
            role="group"
            aria-label={t('games.search.categories')}
            className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
          >
            <button
              type="button"
              aria-pressed={category === undefined}
              onClick={() => setCategory(undefined)}
              className={chipClass(category === undefined)}
            >
              {t('games.search.all_categories')}
            </button>
            {categories.data?.items.map((item) => (
              <button
                key={item.value}
                type="button"
                aria-pressed={category === item.value}
                onClick={() => setCategory(item.value)}
                className={chipClass(category === item.value)}
              >
                {item.title}
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={providerId} className="text-sm text-slate-400">
              {t('games.search.provider')}
            </label>
            <select
              id={providerId}
              value={provider ?? ''}
              onChange={(event) => setProvider(event.target.value || undefined)}
              data-testid="game-search-provider"
              className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-2 py-1.5 text-sm text-white sm:flex-none"
            >
              <option value="">{t('games.search.all_providers')}</option>
              {providers.data?.items.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        {/* Opening a game leaves the search. */}
        <div
          data-testid="game-search-results"
          onClickCapture={(event) => {
            if ((event.target as HTMLElement).closest('a')) onClose();
          }}
        >
          <GameGrid query={query} label={t('games.search.results')} />
        </div>
      </div>
    </Modal>
  );
}
