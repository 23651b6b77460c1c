import '../locale';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Market, SportEventDetail } from '@wheelhouse/contracts/sportsbook';
import { isApiError } from '../../../lib/api-error';
import { useLocalizedPath } from '../../../lib/use-locale';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useEvent } from '../api/get-event';
import { useEventChannel } from '../hooks/use-sportsbook-channels';
import { eventName, marketName } from '../model/names';
import { sportTitle } from '../model/sport-title';
import { EventClock } from './event-time';
import { FavoriteStar } from './favorite-star';
import { OddsButton } from './odds-button';
import { useOddsFormat } from '../hooks/use-preferences';
import { SportsbookNotFound } from './sport-page';
import { EmptyState, ListSkeleton, LoadError } from './states';

function parseEventId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

function MarketBlock({ event, market }: { event: SportEventDetail; market: Market }) {
  const { t } = useTranslation();
  const oddsFormat = useOddsFormat();
  const name = marketName(t, market);
  const open = market.status === 'active';
  return (
    <div
      data-testid={`market-${market.id}`}
      className="flex flex-col gap-2 rounded-xl border border-slate-800 bg-slate-900 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-white">{name}</h3>
        {open ? null : (
          <span className="rounded bg-slate-800 px-2 py-0.5 text-xs text-slate-400">
            {t(`sportsbook.market_status.${market.status}`)}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            event={event}
            market={market}
            outcome={outcome}
            format={oddsFormat}
          />
        ))}
      </div>
    </div>
  );
}

/** /sportsbook/{sport}/{eventId}: the event with every market, grouped, updating live. */
export function EventPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const params = useParams();
  const eventId = parseEventId(params.eventId);
  const event = useEvent(eventId);
  useEventChannel(eventId);
  usePageMeta({ kind: 'site' });

  const notFound = (
    <SportsbookNotFound
      title={t('sportsbook.event.not_found_title')}
      text={t('sportsbook.event.not_found_text')}
    />
  );
  if (eventId === null) return notFound;
  if (event.isPending) return <ListSkeleton rows={5} testId="event-page-loading" />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404) return notFound;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const detail = event.data;
  const name = eventName(t, detail);
  const marketCount = detail.groups.reduce((sum, group) => sum + group.markets.length, 0);

  return (
    <div data-testid="event-page" className="flex flex-col gap-4">
      <Link
        to={localized(`/sportsbook/${detail.sport.value}`)}
        className="self-start text-sm text-slate-400 hover:text-white"
      >
        ← {t('sportsbook.event.back', { sport: sportTitle(t, detail.sport) })}
      </Link>
      <header className="flex flex-col gap-2 rounded-2xl border border-slate-800 bg-slate-900 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-slate-400">
            {detail.category.name} · {detail.tournament.name}
          </p>
          <FavoriteStar kind="events" id={detail.id} name={name} />
        </div>
        <h1 className="text-xl font-bold text-white">{name}</h1>
        <div className="flex items-center gap-3" data-testid="event-score">
          <EventClock event={detail} />
          {detail.score ? (
            <span className="text-2xl font-bold text-white tabular-nums">
              {detail.score.home} : {detail.score.away}
            </span>
          ) : null}
        </div>
      </header>
      <h2 className="text-lg font-bold text-white">
        {t('sportsbook.event.all_markets', { count: marketCount })}
      </h2>
      {marketCount === 0 ? <EmptyState>{t('sportsbook.event.no_markets')}</EmptyState> : null}
      {detail.groups.map((group) => (
        <details key={group.group} open className="group flex flex-col gap-2">
          <summary className="cursor-pointer rounded-lg px-1 py-1 text-sm font-semibold tracking-wide text-slate-300 uppercase focus-visible:outline-2 focus-visible:outline-amber-400">
            {t(`sportsbook.event.group.${group.group}`)} ({group.markets.length})
          </summary>
          <div className="mt-2 grid grid-cols-1 gap-2 lg:grid-cols-2">
            {group.markets.map((market) => (
              <MarketBlock key={market.id} event={detail} market={market} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
