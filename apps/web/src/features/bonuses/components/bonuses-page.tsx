import '../locale';
import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { PromoCodeButton } from '../../../components/promo-code-button';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { useMe } from '../../../lib/session/get-me';
import { useBonuses } from '../api/get-bonuses';
import { useBonusesFollowBalance } from '../hooks/use-bonuses-follow-balance';
import { pageSections } from '../model/page-sections';
import { BonusOffers } from './bonus-offers';
import { EverydayBonus } from './everyday-bonus';
import { GuestPrompt } from './guest-prompt';
import { RunningBonuses } from './running-bonuses';
import { WelcomeSteps } from './welcome-steps';
import { usePageMeta } from '../../../lib/use-page-meta';

function Loading() {
  const { t } = useTranslation();
  return (
    <div data-testid="bonuses-loading" className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">{t('bonuses.loading')}</span>
      <Skeleton className="h-8 w-48" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-44" />
        ))}
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="bonuses-empty"
      role="status"
      className="flex flex-col items-center gap-2 rounded-2xl border border-slate-800 px-4 py-10 text-center"
    >
      <p className="text-lg font-semibold text-white">{t('bonuses.empty.title')}</p>
      <p className="max-w-sm text-sm text-slate-400">{t('bonuses.empty.text')}</p>
    </div>
  );
}

function BonusesContent({
  bonuses,
  balance,
  depositCount,
}: {
  bonuses: PlayerBonus[];
  balance: Balance | undefined;
  depositCount: number;
}) {
  const sections = pageSections(bonuses);
  return (
    <>
      <RunningBonuses bonuses={sections.running} balance={balance} />
      <WelcomeSteps bonuses={sections.welcome} />
      {sections.everyday ? (
        <EverydayBonus bonus={sections.everyday} depositCount={depositCount} />
      ) : null}
      <BonusOffers kind="personal" bonuses={sections.personal} />
      <BonusOffers kind="promo" bonuses={sections.promo} />
      {bonuses.length === 0 && !balance?.userBonuses.length ? <Empty /> : null}
    </>
  );
}

function SignedInBonuses({ depositCount }: { depositCount: number }) {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const balance = useBonusesFollowBalance();
  if (bonuses.isPending) return <Loading />;
  if (bonuses.isError)
    return (
      <AlertBox
        variant="warning"
        role="alert"
        title={t('Shared.something_went_wrong')}
        testId="bonuses-error"
      >
        <p>{errorMessage(t, bonuses.error)}</p>
        <button
          type="button"
          onClick={() => void bonuses.refetch()}
          className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
        >
          {t('Shared.retry')}
        </button>
      </AlertBox>
    );
  return (
    <BonusesContent bonuses={bonuses.data.data} balance={balance} depositCount={depositCount} />
  );
}

/** /bonuses (shell spec §2): the welcome steps, the everyday bonus, personal and promo bonuses. */
export function BonusesPage() {
  usePageMeta({ kind: 'bonuses' });
  const { t } = useTranslation();
  const me = useMe();
  return (
    <div data-testid="bonuses-page" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-white">{t('bonuses.title')}</h1>
        <PromoCodeButton />
      </div>
      {me.isPending ? (
        <Loading />
      ) : me.isError ? (
        <AlertBox variant="warning" role="alert" title={t('Shared.something_went_wrong')}>
          <p>{errorMessage(t, me.error)}</p>
        </AlertBox>
      ) : me.data ? (
        <SignedInBonuses depositCount={me.data.depositCount} />
      ) : (
        <GuestPrompt />
      )}
    </div>
  );
}
