import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-error';
import { useTournament } from '../api/tournaments';
import { isChangeable, TOURNAMENT_STATUS_TONE } from '../model/tournament-status';
import { TournamentForm } from './tournament-form';

/** A tournament id from the address: a positive integer, else none (shown as not found). */
function tournamentId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * /tournaments/{id}: one tournament loaded by id, to link to. One that has not finished is edited
 * here; a finished or cancelled one is shown read-only.
 */
export default function TournamentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = tournamentId(params.id);
  const tournament = useTournament(id ?? 0, id !== undefined);
  const back = (
    <Link to="/tournaments" className="text-sm text-slate-400 hover:text-slate-200">
      ← {t('nav.tournaments')}
    </Link>
  );
  const notFound =
    id === undefined ||
    (tournament.isError && isApiError(tournament.error) && tournament.error.status === 404);
  if (notFound)
    return (
      <section className="flex flex-col gap-4" data-testid="tournament-not-found">
        {back}
        <Empty text={t('tournaments.not_found')} />
      </section>
    );
  if (tournament.isPending) return <Loading />;
  if (tournament.isError)
    return (
      <section className="flex flex-col gap-4">
        {back}
        <ErrorState error={tournament.error} onRetry={() => void tournament.refetch()} />
      </section>
    );
  const data = tournament.data;
  const changeable = isChangeable(data);
  return (
    <section className="flex flex-col gap-4" data-testid="tournament-page">
      {back}
      <PageHeader
        title={
          changeable
            ? t('tournaments.edit', { id: data.id })
            : t('tournaments.view', { id: data.id })
        }
        actions={
          <Badge tone={TOURNAMENT_STATUS_TONE[data.status]}>
            {t(`tournaments.status.${data.status}`)}
          </Badge>
        }
      />
      {changeable ? null : <p className="text-sm text-slate-400">{t('tournaments.read_only')}</p>}
      <div className="max-w-3xl">
        <TournamentForm key={data.id} tournament={data} readOnly={!changeable} />
      </div>
    </section>
  );
}
