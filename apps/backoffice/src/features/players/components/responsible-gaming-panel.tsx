import type {
  AdminRgResponse,
  RgBlock,
  RgMoneyLimit,
  RgTimeLimit,
} from '@wheelhouse/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ErrorState, Loading } from '../../../components/ui/states';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { usePlayerResponsibleGaming } from '../api/player-responsible-gaming';

/** A limit the player has, or one waiting to start or be removed, is worth showing. */
const isSet = (limit: { pending: unknown } & ({ amount: unknown } | { minutes: unknown })) =>
  ('amount' in limit ? limit.amount : limit.minutes) !== null || limit.pending !== null;

function BlockNotice({ block }: { block: RgBlock }) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-md border border-rose-900 bg-rose-950/40 p-3 text-sm"
      data-testid="rg-block"
    >
      <p className="font-medium text-rose-200">
        {t(`players.rg.block.${block.kind}`)} ·{' '}
        {block.endsAt
          ? t('players.rg.ends_at', { when: formatDateTime(block.endsAt) })
          : t('players.rg.permanent')}
      </p>
      <p className="text-xs text-slate-400">
        {t('players.rg.started_at', { when: formatDateTime(block.startedAt) })}
      </p>
    </div>
  );
}

function MoneyLimitCard({ limit, currency }: { limit: RgMoneyLimit; currency: string }) {
  const { t } = useTranslation();
  const name = t(`players.rg.kind.${limit.kind}`) + ' · ' + t(`players.rg.period.${limit.period}`);
  return (
    <li
      className="rounded-md bg-slate-900 p-3 text-sm"
      data-testid={`rg-limit-${limit.kind}-${limit.period}`}
    >
      <p className="text-xs text-slate-400">{name}</p>
      <p className="font-medium">
        {limit.amount === null ? t('players.rg.no_limit') : formatAmount(limit.amount, currency)}
      </p>
      <p className="text-xs text-slate-400">
        {t('players.rg.used', { amount: formatAmount(limit.used, currency) })}
        {limit.left !== null
          ? ` · ${t('players.rg.left', { amount: formatAmount(limit.left, currency) })}`
          : ''}
      </p>
      <p className="text-xs text-slate-400">
        {t('players.rg.resets_at', { when: formatDateTime(limit.resetsAt) })}
      </p>
      {limit.pending ? (
        <p className="mt-1 text-xs text-amber-300">
          {limit.pending.value === null
            ? t('players.rg.pending_removal', { when: formatDateTime(limit.pending.effectiveAt) })
            : t('players.rg.pending_value', {
                value: formatAmount(limit.pending.value, currency),
                when: formatDateTime(limit.pending.effectiveAt),
              })}
        </p>
      ) : null}
    </li>
  );
}

function TimeLimitCard({ limit }: { limit: RgTimeLimit }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-md bg-slate-900 p-3 text-sm" data-testid={`rg-time-${limit.kind}`}>
      <p className="text-xs text-slate-400">{t(`players.rg.time.${limit.kind}`)}</p>
      <p className="font-medium">
        {limit.minutes === null
          ? t('players.rg.no_limit')
          : t('players.rg.minutes', { count: limit.minutes })}
      </p>
      {limit.pending ? (
        <p className="mt-1 text-xs text-amber-300">
          {limit.pending.value === null
            ? t('players.rg.pending_removal', { when: formatDateTime(limit.pending.effectiveAt) })
            : t('players.rg.pending_value', {
                value: t('players.rg.minutes', { count: Number(limit.pending.value) }),
                when: formatDateTime(limit.pending.effectiveAt),
              })}
        </p>
      ) : null}
    </li>
  );
}

function RgDetails({ data }: { data: AdminRgResponse }) {
  const { t } = useTranslation();
  const { state, history } = data;
  const limits = state.limits.filter(isSet);
  const times = [state.session, state.realityCheck].filter(isSet);
  // Past blocks matter to support (a player who keeps coming back); the one in force is shown above.
  const past = history.filter(
    (block) => !(state.block && block.startedAt === state.block.startedAt),
  );
  const nothing = !state.block && limits.length === 0 && times.length === 0 && past.length === 0;
  if (nothing)
    return (
      <p data-testid="rg-empty" className="text-sm text-slate-400">
        {t('players.rg.empty')}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      {state.block ? <BlockNotice block={state.block} /> : null}
      {limits.length + times.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {limits.map((limit) => (
            <MoneyLimitCard
              key={`${limit.kind}-${limit.period}`}
              limit={limit}
              currency={state.currency}
            />
          ))}
          {times.map((limit) => (
            <TimeLimitCard key={limit.kind} limit={limit} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">{t('players.rg.no_limits')}</p>
      )}
      {past.length > 0 ? (
        <div>
          <h3 className="mb-1 text-xs font-medium text-slate-400">{t('players.rg.history')}</h3>
          <ul className="flex flex-col gap-1 text-xs text-slate-300" data-testid="rg-history">
            {past.map((block) => (
              <li key={block.startedAt}>
                {t(`players.rg.block.${block.kind}`)}: {formatDateTime(block.startedAt)} –{' '}
                {block.endsAt ? formatDateTime(block.endsAt) : t('players.rg.permanent')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Support's read-only view of a player's responsible-gaming tools. Nothing here can be changed:
 * a cool-off or self-exclusion binds staff as much as the player (the regulator's rule), so the
 * panel says so instead of offering a button support would have to refuse.
 */
export function ResponsibleGamingPanel({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const rg = usePlayerResponsibleGaming(globalId);
  return (
    <section
      className="rounded-lg border border-slate-800 p-4"
      aria-labelledby="rg-title"
      data-testid="rg-panel"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="rg-title" className="font-semibold">
          {t('players.rg.title')}
        </h2>
        <Badge>{t('players.rg.read_only')}</Badge>
      </div>
      <p className="mb-3 text-xs text-slate-400">{t('players.rg.read_only_hint')}</p>
      {rg.isPending ? (
        <Loading />
      ) : rg.isError ? (
        <ErrorState error={rg.error} onRetry={() => void rg.refetch()} />
      ) : (
        <RgDetails data={rg.data} />
      )}
    </section>
  );
}
