import { isSerialId } from '@wheelhouse/contracts/params';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { ItemStates } from '../../../components/ui/item-states';
import { useTournament } from '../api/tournaments';
import { isChangeable, TOURNAMENT_STATUS_TONE } from '../model/tournament-status';
import { TournamentForm } from './tournament-form';

/**
 * /tournaments/{id}: one tournament loaded by id, to link to. One that has not finished is edited
 * here; a finished or cancelled one is shown read-only.
 */
export default function TournamentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id && isSerialId(params.id) ? Number(params.id) : undefined;
  const tournament = useTournament(id ?? 0, id !== undefined);
  const back = (
    <Link to="/tournaments" className="text-sm text-slate-400 hover:text-slate-200">
      ← {t('nav.tournaments')}
    </Link>
  );
  return (
    <ItemStates
      query={tournament}
      validId={id !== undefined}
      back={back}
      notFoundText={t('tournaments.not_found')}
      notFoundTestId="tournament-not-found"
    >
      {(data) => {
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
            {changeable ? null : (
              <p className="text-sm text-slate-400">{t('tournaments.read_only')}</p>
            )}
            <div className="max-w-3xl">
              <TournamentForm key={data.id} tournament={data} readOnly={!changeable} />
            </div>
          </section>
        );
      }}
    </ItemStates>
  );
}
