import '../locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { useTournaments, type TournamentsTab } from '../api/get-tournaments';
import { TournamentCard } from './tournament-card';

const TABS: TournamentsTab[] = ['active', 'upcoming', 'finished'];

function TabList({
  value,
  onChange,
}: {
  value: TournamentsTab;
  onChange: (tab: TournamentsTab) => void;
}) {
  const { t } = useTranslation();
  const move = (delta: number) => {
    const next = TABS[(TABS.indexOf(value) + delta + TABS.length) % TABS.length]!;
    onChange(next);
    document.getElementById(`tournaments-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('tournaments.tabs.label')}
      className="flex gap-1 overflow-x-auto rounded-xl bg-slate-950 p-1"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          id={`tournaments-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls="tournaments-panel"
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
          className={`flex-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${
            tab === value ? 'bg-amber-400 text-slate-950' : 'text-slate-300 hover:text-white'
          }`}
        >
          {t(`tournaments.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

function TabPanel({ tab }: { tab: TournamentsTab }) {
  const { t } = useTranslation();
  const list = useTournaments(tab);
  if (list.isPending)
    return (
      <div
        data-testid="tournaments-loading"
        aria-busy="true"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
      >
        <span className="sr-only">{t('tournaments.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-48" />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <AlertBox
        variant="warning"
        role="alert"
        title={t('Shared.something_went_wrong')}
        testId="tournaments-error"
      >
        <p>{errorMessage(t, list.error)}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
        >
          {t('Shared.retry')}
        </button>
      </AlertBox>
    );
  if (list.data.data.length === 0)
    return (
      <p
        data-testid="tournaments-empty"
        role="status"
        className="rounded-2xl border border-slate-800 px-4 py-10 text-center text-slate-400"
      >
        {t(`tournaments.empty.${tab}`)}
      </p>
    );
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {list.data.data.map((tournament) => (
        <TournamentCard key={tournament.id} tournament={tournament} />
      ))}
    </ul>
  );
}

/** /tournaments (shell spec §2): active, upcoming and finished tournaments, each a tab. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TournamentsTab>('active');
  return (
    <div data-testid="tournaments-page" className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-white">{t('tournaments.title')}</h1>
      <TabList value={tab} onChange={setTab} />
      <div id="tournaments-panel" role="tabpanel" aria-labelledby={`tournaments-tab-${tab}`}>
        <TabPanel tab={tab} />
      </div>
    </div>
  );
}
