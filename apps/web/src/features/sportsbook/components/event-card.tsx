import { memo, useRef } from 'react';
import { Link } from 'react-router';
import type { OddsFormat, SportEvent } from '@wheelhouse/contracts/sportsbook';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { useSharedTranslation } from '../../../lib/shared-translation';
import { useEventChannel, useOnScreen } from '../hooks/use-sportsbook-channels';
import { useOddsFormat } from '../hooks/use-preferences';
import { eventName, eventPath } from '../model/names';
import { EventClock } from './event-time';
import { FavoriteStar } from './favorite-star';
import { OddsButton } from './odds-button';

interface EventCardProps {
  event: SportEvent;
  oddsFormat: OddsFormat;
  /**
   * Follow this event's own channel while the card is on screen. Off where a list channel already
   * carries it (the live list).
   */
  follow?: boolean;
}

/**
 * One event in a list: teams, score or start, its main market's odds, a star and a link. A feed
 * update replaces only the events it changes (apply-patch.ts), so the other cards of a list skip
 * the render: a live list takes several updates a second.
 */
export const EventCard = memo(function EventCard({
  event,
  oddsFormat,
  follow = true,
}: EventCardProps) {
  const { t } = useSharedTranslation();
  const localized = useLocalizedPath();
  const ref = useRef<HTMLLIElement>(null);
  const onScreen = useOnScreen(ref);
  useEventChannel(event.id, follow && onScreen);
  const name = eventName(t, event);
  const market = event.mainMarket;
  const moreMarkets = event.marketCount - (market ? 1 : 0);

  return (
    <li
      ref={ref}
      data-testid={`event-${event.id}`}
      className="flex flex-col gap-2 rounded-xl border border-slate-800 bg-slate-900 p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <FavoriteStar kind="events" id={event.id} name={name} />
        <Link
          to={localized(eventPath(event))}
          aria-label={t('sportsbook.event.open_event', {
            home: event.home.name,
            away: event.away.name,
          })}
          className="min-w-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          <EventClock event={event} />
          <span className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm font-medium text-white">
            <span className="truncate">{event.home.name}</span>
            <span className="tabular-nums">{event.score?.home ?? ''}</span>
            <span className="truncate">{event.away.name}</span>
            <span className="tabular-nums">{event.score?.away ?? ''}</span>
          </span>
        </Link>
      </div>
      <div className="flex items-center gap-1.5 sm:w-[22rem]">
        {market
          ? market.outcomes.map((outcome) => (
              <OddsButton
                key={outcome.id}
                event={event}
                market={market}
                outcome={outcome}
                format={oddsFormat}
              />
            ))
          : null}
        {moreMarkets > 0 ? (
          <Link
            to={localized(eventPath(event))}
            tabIndex={-1}
            aria-hidden="true"
            className="flex min-h-11 items-center rounded-lg px-2 text-xs text-slate-400 hover:text-white"
          >
            +{moreMarkets}
          </Link>
        ) : null}
      </div>
    </li>
  );
});

/** More than a phone's screen holds, so the cards drawn later start below it. */
const FIRST_CARDS = 8;
/** Cards drawn per task after the first: a few keep each task short. */
const CARDS_PER_STEP = 3;

/**
 * A list of event cards. `first` are drawn at once (a screenful for the list at the top of a page,
 * none for the lists below it), the rest a few per task after the lists above them
 * (useProgressiveCount): a page's dozens of cards drawn at once are one long task that keeps taps
 * waiting.
 */
export function EventList({
  events,
  follow = true,
  testId,
  first = FIRST_CARDS,
}: {
  events: readonly SportEvent[];
  follow?: boolean;
  testId?: string;
  first?: number;
}) {
  const shown = useProgressiveCount(events.length, first, CARDS_PER_STEP);
  const oddsFormat = useOddsFormat();
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {events.slice(0, shown).map((event) => (
        <EventCard key={event.id} event={event} oddsFormat={oddsFormat} follow={follow} />
      ))}
    </ul>
  );
}
