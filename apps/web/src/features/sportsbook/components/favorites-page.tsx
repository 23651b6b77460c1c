import '../locale';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useMe } from '../../../lib/session/get-me';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useFavorites } from '../api/get-favorites';
import { EventList } from './event-card';
import { FavoriteStar } from './favorite-star';
import { EmptyState, ListSkeleton, LoadError, Section } from './states';

function SignedInFavorites() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  if (favorites.isPending) return <ListSkeleton />;
  if (favorites.isError)
    return <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />;
  const { events, tournaments } = favorites.data;
  if (events.length === 0 && tournaments.length === 0) {
    return (
      <div
        role="status"
        data-testid="favorites-empty"
        className="flex flex-col items-center gap-2 rounded-2xl border border-slate-800 px-4 py-10 text-center"
      >
        <p className="text-lg font-semibold text-white">{t('sportsbook.favorites.empty_title')}</p>
        <p className="max-w-sm text-sm text-slate-400">{t('sportsbook.favorites.empty_text')}</p>
      </div>
    );
  }
  return (
    <>
      {events.length > 0 ? (
        <Section title={t('sportsbook.favorites.events')} testId="favorite-events">
          <EventList events={events} />
        </Section>
      ) : null}
      {tournaments.length > 0 ? (
        <Section title={t('sportsbook.favorites.leagues')} testId="favorite-leagues">
          {tournaments.map((league) => (
            <div key={league.tournament.id} className="flex flex-col gap-2">
              <h3 className="flex items-center gap-1 text-sm font-semibold text-slate-300">
                <FavoriteStar
                  kind="tournaments"
                  id={league.tournament.id}
                  name={league.tournament.name}
                />
                <span>
                  {league.category.name} · {league.tournament.name}
                </span>
              </h3>
              {league.events.length > 0 ? (
                <EventList events={league.events} first={0} />
              ) : (
                <EmptyState>{t('sportsbook.sport.empty')}</EmptyState>
              )}
            </div>
          ))}
        </Section>
      ) : null}
    </>
  );
}

/** /sportsbook/favorites: the player's favourite events and leagues. */
export function SportsFavoritesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { open } = useAuthModal();
  usePageMeta({ kind: 'site' });
  return (
    <div data-testid="sports-favorites-page" className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-white">{t('sportsbook.favorites.title')}</h1>
      {me.data ? (
        <SignedInFavorites />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-800 px-4 py-10 text-center">
          <p className="text-slate-300">{t('sportsbook.favorites.guest')}</p>
          <button
            type="button"
            onClick={() => open('login')}
            className="rounded-xl bg-amber-400 px-5 py-2.5 font-semibold text-slate-950 hover:bg-amber-300"
          >
            {t('sportsbook.favorites.sign_in')}
          </button>
        </div>
      )}
    </div>
  );
}
