import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalGame } from '@wheelhouse/contracts/originals';
import { BetHistoryTable } from './bet-history-table';
import { FairnessPanel } from './fairness-panel';
import { LiveBetsTable } from './live-bets-table';

/**
 * The frame every original's play area uses: the bet controls beside the board (stacked at 390 px,
 * side by side on desktop), then tabs with the player's bets, the fairness panel and the live
 * bets. "Verify" in the history opens the fairness panel on that bet.
 *
 *   <OriginalGameLayout game="dice" controls={<DiceControls … />} board={<DiceBoard … />} />
 */
export interface OriginalGameLayoutProps {
  game: OriginalGame;
  controls: ReactNode;
  board: ReactNode;
}

const TABS = ['history', 'fairness', 'live'] as const;
type Tab = (typeof TABS)[number];

export function OriginalGameLayout({ game, controls, board }: OriginalGameLayoutProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('history');
  const [verifying, setVerifying] = useState<string | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    history: null,
    fairness: null,
    live: null,
  });

  function onTabKey(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-4" data-testid={`original-${game}`}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[20rem_1fr]">
        <div className="order-2 flex flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 lg:order-1">
          {controls}
        </div>
        <div className="order-1 min-w-0 overflow-hidden rounded-2xl border border-slate-800 bg-slate-950/60 p-4 lg:order-2">
          {board}
        </div>
      </div>
      <div>
        <div
          role="tablist"
          aria-label={t('originals.tabs.label')}
          className="mb-3 flex gap-1 overflow-x-auto"
        >
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`original-tab-${name}`}
              data-testid={`original-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`original-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onKeyDown={onTabKey}
              onClick={() => setTab(name)}
              className={`rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none ${
                tab === name ? 'bg-slate-700 text-white' : 'text-slate-400 hover:bg-slate-800'
              }`}
            >
              {t(`originals.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`original-panel-${tab}`} aria-labelledby={`original-tab-${tab}`}>
          {tab === 'history' ? (
            <BetHistoryTable
              game={game}
              onVerify={(bet) => {
                setVerifying(bet.id);
                setTab('fairness');
              }}
            />
          ) : tab === 'fairness' ? (
            <FairnessPanel game={game} selectedBetId={verifying} onSelectBet={setVerifying} />
          ) : (
            <LiveBetsTable />
          )}
        </div>
      </div>
    </div>
  );
}
