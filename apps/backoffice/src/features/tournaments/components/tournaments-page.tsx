import type { AdminTournament } from '@wheelhouse/contracts/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ListTable, listCell } from '../../../components/ui/list-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useCancelTournament, useTournamentResults, useTournaments } from '../api/tournaments';
import { isChangeable, TOURNAMENT_STATUS_TONE } from '../model/tournament-status';
import { TournamentDialog } from './tournament-form';

type Open =
  | { kind: 'edit'; tournament: AdminTournament | undefined }
  | { kind: 'results'; tournament: AdminTournament }
  | { kind: 'cancel'; tournament: AdminTournament }
  | null;

function Results({ tournament, onClose }: { tournament: AdminTournament; onClose: () => void }) {
  const { t } = useTranslation();
  const results = useTournamentResults(tournament.id);
  const cell = 'px-3 py-2';
  return (
    <Dialog
      title={t('tournaments.results_of', { name: tournament.descriptions.en.name })}
      onClose={onClose}
      testId="results-dialog"
    >
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.data.length === 0 ? (
        <Empty text={t('tournaments.no_results')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="results-table">
            <thead className="text-xs uppercase text-slate-400">
              <tr>
                <th scope="col" className={cell}>
                  {t('tournaments.rank')}
                </th>
                <th scope="col" className={cell}>
                  {t('common.player')}
                </th>
                <th scope="col" className={cell}>
                  {t('tournaments.score')}
                </th>
                <th scope="col" className={cell}>
                  {t('tournaments.bets')}
                </th>
                <th scope="col" className={cell}>
                  {t('tournaments.prize')}
                </th>
                <th scope="col" className={cell}>
                  {t('tournaments.paid_at')}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.data.data.map((row) => (
                <tr
                  key={row.globalId}
                  className="border-t border-slate-800"
                  data-testid="table-row"
                >
                  <td className={cell}>{row.rank ?? '—'}</td>
                  <td className={cell}>{row.email}</td>
                  <td className={`${cell} tabular-nums`}>{row.score}</td>
                  <td className={cell}>{row.bets}</td>
                  <td className={cell}>
                    {row.prize
                      ? `${formatAmount(row.prize.amount, row.prize.currency)} (${t(`tournaments.balance.${row.prize.balanceType}`)})`
                      : '—'}
                  </td>
                  <td className={cell}>{row.paidAt ? formatDateTime(row.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}

function CancelDialog({
  tournament,
  onClose,
}: {
  tournament: AdminTournament;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelTournament();
  return (
    <Dialog
      title={t('tournaments.cancel_title', { name: tournament.descriptions.en.name })}
      onClose={onClose}
      testId="cancel-dialog"
    >
      <p className="text-sm text-slate-300">{t('tournaments.cancel_text')}</p>
      {cancel.isError ? (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {errorMessage(t, cancel.error)}
        </p>
      ) : null}
      <div className="mt-4 flex gap-2">
        <Button
          variant="danger"
          busy={cancel.isPending}
          onClick={() =>
            cancel.mutate(tournament.id, {
              onSuccess: () => {
                toast.success(t('tournaments.cancelled'));
                onClose();
              },
            })
          }
        >
          {t('tournaments.cancel_confirm')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}

/** Tournaments: the list with status and players; create, edit, cancel, results. */
export default function TournamentsPage() {
  const { t } = useTranslation();
  const list = useTournaments();
  const [open, setOpen] = useState<Open>(null);
  return (
    <section>
      <PageHeader
        title={t('nav.tournaments')}
        actions={
          <Button
            variant="primary"
            onClick={() => setOpen({ kind: 'edit', tournament: undefined })}
            data-testid="new-tournament"
          >
            {t('tournaments.new')}
          </Button>
        }
      />
      <ListTable
        query={list}
        rows={list.data?.data}
        caption={t('nav.tournaments')}
        headers={[
          t('tournaments.name'),
          t('tournaments.window'),
          t('tournaments.fields.scoring'),
          t('tournaments.players'),
          t('common.status'),
        ]}
        empty={t('tournaments.none')}
        testId="tournaments-table"
        renderRow={(tournament) => {
          const changeable = isChangeable(tournament);
          const name = tournament.descriptions.en.name;
          return (
            <tr key={tournament.id} className="border-t border-slate-800" data-testid="table-row">
              <td className={listCell}>
                <Link
                  to={`/tournaments/${tournament.id}`}
                  className="text-amber-300 hover:underline"
                >
                  {name}
                </Link>
                {tournament.vipPlayersOnly ? (
                  <span className="ml-2">
                    <Badge tone="warn">VIP</Badge>
                  </span>
                ) : null}
              </td>
              <td className={`${listCell} text-slate-300`}>
                {formatDateTime(tournament.startsAt)} – {formatDateTime(tournament.endsAt)}
              </td>
              <td className={listCell}>{t(`tournaments.scoring.${tournament.scoring}`)}</td>
              <td className={listCell}>{tournament.players}</td>
              <td className={listCell}>
                <Badge tone={TOURNAMENT_STATUS_TONE[tournament.status]}>
                  {t(`tournaments.status.${tournament.status}`)}
                </Badge>
              </td>
              <td className={`${listCell} flex flex-wrap gap-1`}>
                {changeable ? (
                  <Button
                    onClick={() => setOpen({ kind: 'edit', tournament })}
                    aria-label={t('tournaments.edit_named', { name })}
                  >
                    {t('tournaments.edit_short')}
                  </Button>
                ) : null}
                <Button
                  onClick={() => setOpen({ kind: 'results', tournament })}
                  aria-label={t('tournaments.results_of', { name })}
                >
                  {t('tournaments.results')}
                </Button>
                {changeable ? (
                  <Button
                    variant="ghost"
                    onClick={() => setOpen({ kind: 'cancel', tournament })}
                    aria-label={t('tournaments.cancel_title', { name })}
                  >
                    {t('tournaments.cancel')}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        }}
      />
      {open?.kind === 'edit' ? (
        <TournamentDialog tournament={open.tournament} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'results' ? (
        <Results tournament={open.tournament} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'cancel' ? (
        <CancelDialog tournament={open.tournament} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
