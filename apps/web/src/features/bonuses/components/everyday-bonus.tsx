import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { Countdown } from '../../../components/ui/countdown';
import { bonusQueryKeys } from '../api/bonus-query-keys';
import { nextLocalMidnight } from '../model/midnight';
import { BonusCard, StateBadge } from './bonus-card';
import { ClaimButton } from './claim-button';

/** Shell spec §4: users with 4 or more deposits see the everyday bonus. */
export const EVERYDAY_FROM_DEPOSITS = 4;

function Timer({ label, to, onEnd }: { label: string; to: Date; onEnd?: () => void }) {
  return (
    <div
      data-testid="everyday-timer"
      className="flex flex-wrap items-center gap-2 text-sm text-slate-300"
    >
      <span>{label}</span>
      <Countdown to={to} onEnd={onEnd} />
    </div>
  );
}

/**
 * The everyday bonus (shell spec §4, §9): claimable once a UTC day from the 4th deposit; once
 * claimed, it activates on a deposit, and its activation-deadline countdown ends at local midnight
 * (the claim sends the time zone; the server's activation.expiresAt is that local midnight);
 * after use it is available again at UTC midnight (the server's availableUntil).
 */
export function EverydayBonus({
  bonus,
  depositCount,
}: {
  bonus: PlayerBonus;
  depositCount: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Fixed when shown: a countdown that moved its own target would never end.
  const [localMidnight, setLocalMidnight] = useState(() => nextLocalMidnight(new Date()));
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bonusQueryKeys.list }),
    [queryClient],
  );
  const nextDay = useCallback(() => {
    setLocalMidnight(nextLocalMidnight(new Date()));
    refresh();
  }, [refresh]);
  const pending = bonus.activation?.state === 'pending';
  const open = depositCount >= EVERYDAY_FROM_DEPOSITS;

  let body;
  let state: 'on' | 'done' | 'off' = 'off';
  let stateText: string | null = null;
  if (pending) {
    state = 'on';
    stateText = t('bonuses.state.pending');
    // The server fixed the deadline at the claim, at this player's local midnight then.
    const deadline = bonus.activation?.expiresAt;
    body = deadline ? (
      <Timer label={t('bonuses.everyday.deadline')} to={new Date(deadline)} onEnd={refresh} />
    ) : (
      <Timer label={t('bonuses.everyday.deadline')} to={localMidnight} onEnd={nextDay} />
    );
  } else if (bonus.isClaimed || bonus.isCurrent) {
    state = 'done';
    stateText = t(bonus.isCurrent ? 'bonuses.state.active' : 'bonuses.step.claimed');
    body = (
      <>
        <p className="text-sm text-slate-300">{t('bonuses.everyday.claimed_today')}</p>
        {bonus.availableUntil ? (
          <Timer
            label={t('bonuses.everyday.available_again')}
            to={new Date(bonus.availableUntil)}
            onEnd={refresh}
          />
        ) : null}
      </>
    );
  } else if (open) {
    state = 'on';
    body = <Timer label={t('bonuses.everyday.deadline')} to={localMidnight} onEnd={nextDay} />;
  } else {
    body = (
      <p className="text-sm text-slate-400">
        {t('bonuses.everyday.from_deposit', { count: depositCount })}
      </p>
    );
  }

  return (
    <section aria-labelledby="bonuses-everyday" className="flex flex-col gap-3">
      <h2 id="bonuses-everyday" className="text-lg font-semibold text-white">
        {t('bonuses.sections.everyday')}
      </h2>
      <BonusCard
        bonus={bonus}
        testId="everyday-bonus"
        badge={stateText ? <StateBadge tone={state}>{stateText}</StateBadge> : null}
        actions={
          open && !bonus.isClaimed && !bonus.isCurrent ? <ClaimButton bonus={bonus} /> : null
        }
      >
        {bonus.description ? <p className="text-sm text-slate-300">{bonus.description}</p> : null}
        {body}
      </BonusCard>
    </section>
  );
}
