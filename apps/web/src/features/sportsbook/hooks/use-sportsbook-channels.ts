import { useEffect, useState, type RefObject } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sportsbookEventChannel } from '@wheelhouse/contracts/realtime';
import {
  ZSportsbookEventMessage,
  ZSportsbookLiveMessage,
  type EventPatch,
  type EventList,
  type SportEvent,
  type SportEventDetail,
} from '@wheelhouse/contracts/sportsbook';
import { watchChannel } from '../../../lib/realtime/watched-channels';
import { sportsbookKeys } from '../api/sportsbook-query-keys';
import { outcomeChanges, patchEventsData, type EventsData } from '../model/apply-patch';
import { updateSelectionFromFeed } from '../model/bet-slip-store';

/** A whole event as an update, so a snapshot reaches the lists and the slip like any update. */
function asPatch(event: SportEvent | SportEventDetail): EventPatch {
  const markets =
    'groups' in event
      ? event.groups.flatMap((group) => group.markets)
      : event.mainMarket
        ? [event.mainMarket]
        : [];
  return {
    id: event.id,
    version: event.version,
    status: event.status,
    live: event.live,
    startsAt: event.startsAt,
    score: event.score,
    period: event.period,
    clock: event.clock,
    markets: markets.map((market) => ({
      id: market.id,
      status: market.status,
      outcomes: market.outcomes.map(({ id, odds, active, result }) => ({
        id,
        odds,
        active,
        result,
      })),
    })),
  };
}

/**
 * How long feed updates gather before they are written: a burst (the snapshot of every card on
 * screen as the page subscribes, several events changing at once) is then one render of the lists
 * rather than one per message. The server sends an event at most a few times a second.
 */
const PATCH_WINDOW_MS = 100;

const queuedPatches = new WeakMap<QueryClient, EventPatch[]>();

function queuePatches(queryClient: QueryClient, patches: readonly EventPatch[]): void {
  const queued = queuedPatches.get(queryClient);
  if (queued) {
    queued.push(...patches);
    return;
  }
  queuedPatches.set(queryClient, [...patches]);
  setTimeout(() => {
    const batch = queuedPatches.get(queryClient) ?? [];
    queuedPatches.delete(queryClient);
    applyPatches(queryClient, batch);
  }, PATCH_WINDOW_MS);
}

/** Writes updates into every cached sportsbook list and into the bet slip. */
function applyPatches(queryClient: QueryClient, patches: readonly EventPatch[]): void {
  if (patches.length === 0) return;
  queryClient.setQueriesData<EventsData>({ queryKey: sportsbookKeys.events }, (data) =>
    data && typeof data === 'object' ? patchEventsData(data, patches) : data,
  );
  for (const patch of patches) {
    for (const change of outcomeChanges(patch)) {
      updateSelectionFromFeed(change.outcomeId, {
        odds: change.odds,
        unavailable: !change.available,
      });
    }
  }
}

function onEventMessage(queryClient: QueryClient, data: unknown): void {
  const message = ZSportsbookEventMessage.safeParse(data);
  if (!message.success) return;
  const value = message.data;
  if (value.type === 'snapshot') {
    const key = sportsbookKeys.event(value.event.id);
    const held = queryClient.getQueryData<SportEventDetail>(key);
    if (!held || held.version < value.event.version) queryClient.setQueryData(key, value.event);
    queuePatches(queryClient, [asPatch(value.event)]);
  } else if (value.type === 'update') {
    queuePatches(queryClient, [value.event]);
  } else {
    // The event left the feed (closed, cancelled): lists are asked for again.
    void queryClient.invalidateQueries({ queryKey: sportsbookKeys.events });
  }
}

function onLiveMessage(queryClient: QueryClient, data: unknown): void {
  const message = ZSportsbookLiveMessage.safeParse(data);
  if (!message.success) return;
  const value = message.data;
  const liveKey = sportsbookKeys.live();
  if (value.type === 'snapshot') {
    queryClient.setQueryData<EventList>(liveKey, { data: value.events });
    queuePatches(queryClient, value.events.map(asPatch));
  } else if (value.type === 'update') {
    queuePatches(queryClient, value.events);
  } else if (value.type === 'added') {
    queryClient.setQueryData<EventList>(liveKey, (list) =>
      list && !list.data.some((event) => event.id === value.event.id)
        ? { data: [...list.data, value.event] }
        : list,
    );
  } else {
    const gone = new Set(value.eventIds);
    queryClient.setQueryData<EventList>(liveKey, (list) =>
      list ? { data: list.data.filter((event) => !gone.has(event.id)) } : list,
    );
  }
}

/** Follows one event (its page, a picked outcome) while `enabled`. */
export function useEventChannel(eventId: number | null, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventId === null || !enabled) return;
    return watchChannel(sportsbookEventChannel(eventId), (data) =>
      onEventMessage(queryClient, data),
    );
  }, [eventId, enabled, queryClient]);
}

/** Follows several events at once (the slip's picks). */
export function useEventChannels(eventIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const key = [...new Set(eventIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    const stops = key
      .split(',')
      .map((id) =>
        watchChannel(sportsbookEventChannel(Number(id)), (data) =>
          onEventMessage(queryClient, data),
        ),
      );
    return () => stops.forEach((stop) => stop());
  }, [key, queryClient]);
}

/** Follows the live list (every live event's score and main market) while `enabled`. */
export function useLiveChannel(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return watchChannel('sportsbook:live', (data) => onLiveMessage(queryClient, data));
  }, [enabled, queryClient]);
}

/** True while the element is on screen (IntersectionObserver; always true where there is none). */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
