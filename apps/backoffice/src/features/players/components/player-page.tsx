import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, Loading } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { useHasRole } from '../../../lib/staff';
import { usePlayer } from '../api/player';
import { ActivityPanels } from './activity-panels';
import { BalancePanel } from './balance-panel';
import { BanPanel } from './ban-panel';
import { BonusesPanel } from './bonuses-panel';
import { FiatFlagsPanel } from './fiat-flags-panel';
import { NamePanel } from './name-panel';
import { ResponsibleGamingPanel } from './responsible-gaming-panel';
import { SecurityPanel } from './security-panel';
import { TransfersPanel } from './transfers-panel';

/**
 * A player: profile, name change, ban and security (support), money, bonuses and fiat restrictions
 * (finance); both see the responsible-gaming limits (a deposit refused by one is a finance question).
 */
export default function PlayerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const support = useHasRole('support');
  const finance = useHasRole('finance');
  // Finding players is support's; finance reaches a player from a desk order by id and sees money only.
  const player = usePlayer(id, support);
  if (!support)
    return (
      <section className="flex flex-col gap-4" data-testid="player-page">
        <PageHeader title={id} />
        <BalancePanel globalId={id} />
        <BonusesPanel globalId={id} />
        <FiatFlagsPanel globalId={id} />
        <ResponsibleGamingPanel globalId={id} />
        <TransfersPanel globalId={id} />
        <ActivityPanels globalId={id} />
      </section>
    );
  if (player.isPending) return <Loading />;
  if (player.isError)
    return <ErrorState error={player.error} onRetry={() => void player.refetch()} />;
  const profile = player.data;
  return (
    <section className="flex flex-col gap-4" data-testid="player-page">
      <Link to="/players" className="text-sm text-slate-400 hover:text-slate-200">
        ← {t('nav.players')}
      </Link>
      <PageHeader title={profile.email} />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            ['players.global_id', profile.globalId],
            ['players.currency', profile.currency],
            ['players.language', profile.language],
            ['players.created', formatDateTime(profile.createdAt)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-900 p-3">
            <dt className="text-xs text-slate-400">{t(label)}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <NamePanel globalId={profile.globalId} />
      <BanPanel player={profile} />
      <SecurityPanel globalId={profile.globalId} />
      <ResponsibleGamingPanel globalId={profile.globalId} />
      <ActivityPanels globalId={profile.globalId} />
      {finance && (
        <>
          <BalancePanel globalId={profile.globalId} />
          <BonusesPanel globalId={profile.globalId} />
          <FiatFlagsPanel globalId={profile.globalId} />
          <TransfersPanel globalId={profile.globalId} />
        </>
      )}
    </section>
  );
}
