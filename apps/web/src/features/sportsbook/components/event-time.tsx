import type { SportEvent } from '@wheelhouse/contracts/sportsbook';
import { formatStartTime } from '../../../lib/dates/format-start-time';
import { useLocale } from '../../../lib/use-locale';
import { i18n } from '../../../lib/i18n';
import { useSharedTranslation } from '../../../lib/shared-translation';

/** A live event's score, period and clock, or a prematch event's start time. */
export function EventClock({ event }: { event: SportEvent }) {
  const { t } = useSharedTranslation();
  const locale = useLocale();
  if (event.live) {
    const periodKey = `sportsbook.event.period.${event.period ?? ''}`;
    const period = event.period && i18n.exists(periodKey) ? t(periodKey as never) : event.period;
    return (
      <span className="flex items-center gap-1.5 text-xs text-rose-300">
        <span className="rounded bg-rose-500/20 px-1.5 py-0.5 font-semibold uppercase">
          {t('sportsbook.event.live')}
        </span>
        {period ? <span>{period}</span> : null}
        {event.clock ? <span className="tabular-nums">{event.clock}</span> : null}
      </span>
    );
  }
  if (event.status !== 'not_started') {
    return (
      <span className="text-xs text-slate-400">{t(`sportsbook.event.status.${event.status}`)}</span>
    );
  }
  return (
    <time dateTime={event.startsAt} className="text-xs text-slate-400">
      {formatStartTime(event.startsAt, locale)}
    </time>
  );
}
