import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { BonusGamesLink } from './bonus-games-tooltip';
import { BonusInfoModal } from './bonus-info-modal';
import { CancelBonusDialog } from './cancel-bonus-dialog';

/** A running bonus (pending or active) can be cancelled; nothing else can. */
export const isCancellable = (bonus: PlayerBonus) =>
  bonus.activation?.state === 'pending' || bonus.activation?.state === 'active';

/**
 * One bonus: its title and state, what the caller puts in the body, and the actions every bonus
 * has: its conditions (the information modal), its games (with the tooltip), cancel when running.
 */
export function BonusCard({
  bonus,
  badge,
  children,
  actions,
  testId = 'bonus-card',
  className = '',
  cancellable = true,
}: {
  bonus: PlayerBonus;
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  className?: string;
  /** False where another card of the same bonus offers the cancel (the running bonuses). */
  cancellable?: boolean;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'info' | 'cancel' | null>(null);
  return (
    <article
      data-testid={testId}
      data-bonus-id={bonus.id}
      className={`flex flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900 p-4 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-white">{bonus.title}</h3>
        {badge}
      </div>
      {children}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {actions}
        <button
          type="button"
          data-testid="bonus-conditions-open"
          aria-label={t('bonuses.card.conditions_of', { title: bonus.title })}
          onClick={() => setDialog('info')}
          className="rounded-xl border border-slate-700 px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-slate-800"
        >
          {t('bonuses.card.conditions')}
        </button>
        <BonusGamesLink
          bonusId={bonus.id}
          title={bonus.title}
          rules={bonus.conditions.gamesWagers}
        />
        {cancellable && isCancellable(bonus) ? (
          <button
            type="button"
            data-testid="bonus-cancel"
            onClick={() => setDialog('cancel')}
            className="rounded-xl px-3 py-2 text-sm font-semibold text-rose-300 hover:bg-rose-500/10"
          >
            {t('bonuses.card.cancel')}
          </button>
        ) : null}
      </div>
      {dialog === 'info' ? <BonusInfoModal bonus={bonus} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' ? (
        <CancelBonusDialog bonus={bonus} onClose={() => setDialog(null)} />
      ) : null}
    </article>
  );
}

/** A small pill naming a bonus's or a step's state. */
export function StateBadge({
  tone,
  children,
}: {
  tone: 'on' | 'done' | 'off';
  children: ReactNode;
}) {
  const tones = {
    on: 'bg-amber-400 text-slate-950',
    done: 'bg-emerald-500/20 text-emerald-200',
    off: 'bg-slate-800 text-slate-400',
  };
  return (
    <span
      data-testid="bonus-state"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
