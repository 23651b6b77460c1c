import '../locale';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { parseSportValue } from '@wheelhouse/contracts/sportsbook';
import { isApiError } from '../../../lib/api-error';
import { useLocalizedPath } from '../../../lib/use-locale';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSportPage } from '../api/get-sport-page';
import { sportTitle } from '../model/sport-title';
import { EventList } from './event-card';
import { FavoriteStar } from './favorite-star';
import { EmptyState, ListSkeleton, LoadError } from './states';

/** The page an unknown sport or event address shows. */
export function SportsbookNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div
      data-testid="sportsbook-not-found"
      className="mx-auto flex max-w-md flex-col items-center py-12 text-center"
    >
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      <p className="mt-2 text-slate-400">{text}</p>
      <Link
        to={localized('/sportsbook')}
        className="mt-6 rounded-xl bg-amber-400 px-5 py-3 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('sportsbook.sport.back')}
      </Link>
    </div>
  );
}

function parseLeague(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const league = Number(value);
  return league <= 2_147_483_647 ? league : undefined;
}

/** /sportsbook/{sport-slug-id}: the sport's categories and leagues with their events. */
export function SportPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { sport = '' } = useParams();
  const [params] = useSearchParams();
  const league = parseLeague(params.get('league'));
  const valid = parseSportValue(sport) !== null;
  const page = useSportPage(sport, league, valid);
  usePageMeta({ kind: 'site' });

  const notFound = (
    <SportsbookNotFound
      title={t('sportsbook.sport.not_found_title')}
      text={t('sportsbook.sport.not_found_text')}
    />
  );
  if (!valid) return notFound;
  if (page.isPending) return <ListSkeleton rows={6} testId="sport-page-loading" />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return notFound;
    return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  }
  const { sport: info, categories } = page.data;
  // The first league with events draws a screenful at once; the lists below it follow.
  const topLeague = categories
    .flatMap((category) => category.tournaments)
    .find((entry) => entry.events.length > 0)?.tournament.id;
  const hasEvents = topLeague !== undefined;
  return (
    <div data-testid="sport-page" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-white">{sportTitle(t, info)}</h1>
        {league !== undefined ? (
          <Link
            to={localized(`/sportsbook/${info.value}`)}
            className="rounded-lg border border-slate-700 px-3 py-1.5 text-sm text-slate-300 hover:text-white"
          >
            {t('sportsbook.sport.all_leagues')}
          </Link>
        ) : null}
      </div>
      {!hasEvents ? <EmptyState>{t('sportsbook.sport.empty')}</EmptyState> : null}
      {categories.map(({ category, tournaments }) => (
        <section key={category.id} aria-label={category.name} className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">
            {category.name}
          </h2>
          {tournaments
            .filter((entry) => entry.events.length > 0)
            .map(({ tournament, events }) => (
              <div key={tournament.id} className="flex flex-col gap-2">
                <h3 className="flex items-center gap-1 text-base font-semibold text-white">
                  <FavoriteStar kind="tournaments" id={tournament.id} name={tournament.name} />
                  <Link
                    to={localized(`/sportsbook/${info.value}?league=${tournament.id}`)}
                    className="hover:underline"
                  >
                    {tournament.name}
                  </Link>
                </h3>
                <EventList events={events} first={tournament.id === topLeague ? undefined : 0} />
              </div>
            ))}
        </section>
      ))}
    </div>
  );
}
