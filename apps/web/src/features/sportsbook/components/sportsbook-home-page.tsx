import '../locale';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useLiveEvents } from '../api/get-live-events';
import { useTopLeagues } from '../api/get-top-leagues';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { useLiveChannel, useOnScreen } from '../hooks/use-sportsbook-channels';
import { EventList } from './event-card';
import { FavoriteStar } from './favorite-star';
import { EmptyState, ListSkeleton, LoadError, Section } from './states';

const LIVE_SKELETON_ROWS = 8;

function LiveNow() {
  const { t } = useTranslation();
  const live = useLiveEvents();
  const ref = useRef<HTMLDivElement>(null);
  // The live list's channel carries every live event's score and main market while it shows.
  useLiveChannel(useOnScreen(ref));
  // The first cards are drawn in a deferred render, which React slices, behind the placeholder:
  // drawn as the answer arrives, they were one long task (a query's update is never sliced).
  const events = useDeferredValue(live.data?.data, undefined);
  return (
    <div ref={ref}>
      <Section title={t('sportsbook.home.live_now')} testId="sportsbook-live">
        {live.isPending || (live.isSuccess && !events) ? (
          // As tall as a phone's screen: the sections below stay out of view, not pushed down
          // in view, when the live events arrive.
          <ListSkeleton rows={LIVE_SKELETON_ROWS} />
        ) : live.isError ? (
          <LoadError error={live.error} onRetry={() => void live.refetch()} />
        ) : live.data.data.length === 0 ? (
          <EmptyState>{t('sportsbook.home.no_live')}</EmptyState>
        ) : (
          <EventList events={events ?? live.data.data} follow={false} />
        )}
      </Section>
    </div>
  );
}

function StartingSoon() {
  const { t } = useTranslation();
  const upcoming = useUpcomingEvents();
  return (
    <Section title={t('sportsbook.home.starting_soon')} testId="sportsbook-upcoming">
      {upcoming.isPending ? (
        <ListSkeleton />
      ) : upcoming.isError ? (
        <LoadError error={upcoming.error} onRetry={() => void upcoming.refetch()} />
      ) : upcoming.data.data.length === 0 ? (
        <EmptyState>{t('sportsbook.home.no_upcoming')}</EmptyState>
      ) : (
        <EventList events={upcoming.data.data} first={0} />
      )}
    </Section>
  );
}

function TopLeagues() {
  const { t } = useTranslation();
  const top = useTopLeagues();
  return (
    <Section title={t('sportsbook.home.top_leagues')} testId="sportsbook-top-leagues">
      {top.isPending ? (
        <ListSkeleton />
      ) : top.isError ? (
        <LoadError error={top.error} onRetry={() => void top.refetch()} />
      ) : top.data.data.length === 0 ? (
        <EmptyState>{t('sportsbook.home.no_top_leagues')}</EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          {top.data.data.map((league) => (
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
              <EventList events={league.events} first={0} />
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

/** /sportsbook: live now, starting soon, top leagues. */
export function SportsbookHomePage() {
  const { t } = useTranslation();
  usePageMeta({ kind: 'site' });
  return (
    <div data-testid="sportsbook-home" className="flex flex-col gap-6">
      <h1 className="sr-only">{t('sportsbook.title')}</h1>
      <LiveNow />
      <StartingSoon />
      <TopLeagues />
    </div>
  );
}
