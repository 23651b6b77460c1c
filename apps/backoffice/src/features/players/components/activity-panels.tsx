import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZAdminNoteRequest,
  type AdminNoteRequest,
  type AdminPlayerSession,
} from '@wheelhouse/contracts/admin-players';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useHasRole } from '../../../lib/staff';
import { useAddNote } from '../api/add-note';
import { usePlayerBets } from '../api/player-bets';
import { usePlayerCashier } from '../api/player-cashier';
import { usePlayerNotes } from '../api/player-notes';
import { usePlayerSessions } from '../api/player-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useRevokeSessions } from '../api/revoke-sessions';

const PAGE = 20;

function Pager({
  offset,
  total,
  onChange,
}: {
  offset: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex items-center gap-2 text-sm text-slate-400">
      <Button disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - PAGE))}>
        {t('table.previous')}
      </Button>
      <Button disabled={offset + PAGE >= total} onClick={() => onChange(offset + PAGE)}>
        {t('table.next')}
      </Button>
      <span>
        {t('table.range', {
          from: total ? offset + 1 : 0,
          to: Math.min(offset + PAGE, total),
          total,
        })}
      </span>
    </div>
  );
}

function BetsTab({ globalId }: { globalId: string }) {
  const [offset, setOffset] = useState(0);
  const bets = usePlayerBets(globalId, { offset, limit: PAGE });
  if (bets.isPending) return <Loading />;
  if (bets.isError) return <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />;
  if (bets.data.data.length === 0) return <Empty />;
  return (
    <>
      <ul className="flex flex-col gap-1 text-sm">
        {bets.data.data.map((bet) => (
          <li key={bet.id} className="flex flex-wrap gap-3 rounded bg-slate-900 px-3 py-2">
            <span className="text-slate-400">{formatDateTime(bet.createdAt, true)}</span>
            <span>{bet.game}</span>
            <span className="font-mono">
              {formatAmount(bet.stake, bet.currency)} → {formatAmount(bet.payout, bet.currency)} (×
              {bet.multiplier})
            </span>
            <span className="text-slate-500">{bet.status}</span>
          </li>
        ))}
      </ul>
      <Pager offset={offset} total={bets.data.meta.total} onChange={setOffset} />
    </>
  );
}

function CashierTab({ globalId }: { globalId: string }) {
  const [offset, setOffset] = useState(0);
  const cashier = usePlayerCashier(globalId, { offset, limit: PAGE });
  if (cashier.isPending) return <Loading />;
  if (cashier.isError)
    return <ErrorState error={cashier.error} onRetry={() => void cashier.refetch()} />;
  if (cashier.data.data.length === 0) return <Empty />;
  return (
    <>
      <ul className="flex flex-col gap-1 text-sm">
        {cashier.data.data.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-3 rounded bg-slate-900 px-3 py-2">
            <span className="text-slate-400">
              {formatDateTime(new Date(entry.timestamp * 1000).toISOString(), true)}
            </span>
            <span>
              {entry.channel} · {entry.type}
            </span>
            <span className="font-mono">
              {formatAmount(entry.originalAmount.value, entry.originalAmount.currency)}
            </span>
            <span className="text-slate-500">{entry.status}</span>
            <span className="font-mono text-xs text-slate-500">{entry.id}</span>
          </li>
        ))}
      </ul>
      <Pager offset={offset} total={cashier.data.meta.total} onChange={setOffset} />
    </>
  );
}

/** Asks before one session ends; the server's refusal shows in the dialog. */
function EndSessionDialog({
  globalId,
  session,
  onClose,
}: {
  globalId: string;
  session: AdminPlayerSession;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const end = useRevokeSession(globalId);
  return (
    <Dialog title={t('players.end_session_title')} onClose={onClose} testId="end-session-dialog">
      <p className="mb-4 text-sm text-slate-300">
        {t('players.end_session_text', {
          ip: session.ip ?? '—',
          when: formatDateTime(session.lastSeenAt),
        })}
      </p>
      {end.isError && (
        <p role="alert" className="mb-3 text-sm text-rose-300">
          {errorMessage(t, end.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          busy={end.isPending}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => {
                toast.success(t('players.session_ended'));
                onClose();
              },
            })
          }
        >
          {t('players.end_session')}
        </Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </Dialog>
  );
}

function SessionsTab({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const sessions = usePlayerSessions(globalId);
  const revoke = useRevokeSessions(globalId);
  // The server's guard on both sign-out routes (admin passes too).
  const canEnd = useHasRole('support', 'finance');
  const [ending, setEnding] = useState<AdminPlayerSession | null>(null);
  if (sessions.isPending) return <Loading />;
  if (sessions.isError)
    return <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  return (
    <div className="flex flex-col gap-2">
      {sessions.data.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {sessions.data.data.map((session) => (
            <li
              key={session.id}
              data-testid={`session-${session.id}`}
              className="flex flex-wrap items-center gap-3 rounded bg-slate-900 px-3 py-2"
            >
              <span>{session.ip ?? '—'}</span>
              <span className="text-slate-400">
                {t('players.last_seen', { when: formatDateTime(session.lastSeenAt) })}
              </span>
              <span className="break-all text-xs text-slate-500">{session.userAgent ?? ''}</span>
              {canEnd && (
                <Button
                  variant="ghost"
                  className="ml-auto"
                  aria-label={t('players.end_session_named', {
                    ip: session.ip ?? '—',
                    when: formatDateTime(session.lastSeenAt),
                  })}
                  onClick={() => setEnding(session)}
                >
                  {t('players.end_session')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {ending && (
        <EndSessionDialog globalId={globalId} session={ending} onClose={() => setEnding(null)} />
      )}
      <div>
        <Button
          variant="danger"
          busy={revoke.isPending}
          disabled={sessions.data.data.length === 0}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: ({ revoked }) =>
                toast.success(t('players.sessions_revoked', { count: revoked })),
              onError: (error) => toast.error(errorMessage(t, error)),
            })
          }
        >
          {t('players.revoke_all')}
        </Button>
      </div>
    </div>
  );
}

function NotesTab({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const notes = usePlayerNotes(globalId);
  const add = useAddNote(globalId);
  const form = useForm<AdminNoteRequest>({
    resolver: zodResolver(ZAdminNoteRequest, { error: zodIssueMessage }),
    defaultValues: { body: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['body']))
        toast.error(errorMessage(t, error));
    }
  });
  return (
    <div className="flex flex-col gap-3">
      {notes.isPending ? (
        <Loading />
      ) : notes.isError ? (
        <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {notes.data.data.map((note) => (
            <li key={note.id} className="rounded bg-slate-900 px-3 py-2">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="text-xs text-slate-500">
                {note.staffEmail ?? `#${note.staffId}`} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Field label={t('players.note')} error={form.formState.errors.body?.message}>
          <textarea rows={3} className={inputClass} {...form.register('body')} />
        </Field>
        <div>
          <Button type="submit" busy={add.isPending}>
            {t('players.add_note')}
          </Button>
        </div>
      </form>
    </div>
  );
}

const TABS = ['bets', 'cashier', 'sessions', 'notes'] as const;

/** The player's activity (support, finance): bets, cashier history, live sessions, staff notes. */
export function ActivityPanels({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('bets');
  return (
    <section className="rounded-lg border border-slate-800 p-4" data-testid="activity-panels">
      <div role="tablist" aria-label={t('players.activity')} className="mb-3 flex flex-wrap gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={`rounded-md px-3 py-1.5 text-sm ${tab === name ? 'bg-slate-800 text-amber-300' : 'text-slate-300 hover:bg-slate-800/60'}`}
          >
            {t(`players.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'bets' && <BetsTab globalId={globalId} />}
        {tab === 'cashier' && <CashierTab globalId={globalId} />}
        {tab === 'sessions' && <SessionsTab globalId={globalId} />}
        {tab === 'notes' && <NotesTab globalId={globalId} />}
      </div>
    </section>
  );
}
