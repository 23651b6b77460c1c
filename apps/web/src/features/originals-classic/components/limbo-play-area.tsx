import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { OriginalGameLayout } from '../../../components/originals/original-game-layout';
import {
  useAnimatedNumber,
  usePrefersReducedMotion,
} from '../../../components/originals/result-animation';
import { betFieldMessage } from '../../../components/originals/use-bet-errors';
import { useInstantBet } from '../../../components/originals/use-instant-bet';
import { limboFigures } from '../model/limbo-bet';
import { InstantBetForm } from './instant-bet-form';
import { ResultBanner } from './result-banner';

function crashPointOf(
  bet: OriginalBet | null,
): { value: number; text: string; won: boolean } | null {
  const outcome = bet?.outcome as {
    crashPoint?: unknown;
    crashPointText?: unknown;
    won?: unknown;
  } | null;
  if (!outcome || typeof outcome.crashPointText !== 'string') return null;
  return {
    value: Number(outcome.crashPoint) / 100,
    text: outcome.crashPointText,
    won: Boolean(outcome.won),
  };
}

/** Limbo: pick a target multiplier; the crash point decides whether it is reached. */
export function LimboPlayArea() {
  const { t } = useTranslation();
  const play = useInstantBet('limbo');
  const [target, setTarget] = useState('2.00');
  const figures = limboFigures(target);
  const targetError = figures.ok
    ? (play.fieldErrors.target ?? null)
    : betFieldMessage(
        t,
        { key: `Validation.${figures.error.rule}`, params: figures.error.params },
        play.stake.currency,
      );

  function bet() {
    if (figures.ok) void play.bet({ target: figures.target });
  }

  const controls = (
    <InstantBetForm play={play} label={t('originals.games.limbo')} onBet={bet}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="limbo-target" className="text-sm font-medium text-slate-300">
          {t('originals.limbo.target')}
        </label>
        <input
          id="limbo-target"
          data-testid="limbo-target"
          inputMode="decimal"
          autoComplete="off"
          value={target}
          onChange={(event) => {
            play.clearFieldError('target');
            setTarget(event.target.value.replace(',', '.'));
          }}
          aria-invalid={targetError ? true : undefined}
          aria-describedby={targetError ? 'limbo-target-error' : undefined}
          className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white tabular-nums outline-none focus:border-amber-400"
        />
        {targetError ? (
          <p id="limbo-target-error" role="alert" className="text-sm text-rose-400">
            {targetError}
          </p>
        ) : null}
      </div>
      <div className="rounded-lg bg-slate-950/60 p-2 text-sm">
        <p className="text-xs text-slate-400">{t('originals.limbo.win_chance')}</p>
        <p data-testid="limbo-win-chance" className="font-semibold text-white tabular-nums">
          {figures.ok ? `${figures.winChance}%` : '—'}
        </p>
      </div>
    </InstantBetForm>
  );

  return (
    <OriginalGameLayout
      game="limbo"
      controls={controls}
      board={<LimboBoard bet={play.lastBet} />}
    />
  );
}

function LimboBoard({ bet }: { bet: OriginalBet | null }) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const crash = crashPointOf(bet);
  // Counts up from 1.00× to the crash point; a log scale keeps 1,000× from taking forever.
  const shownLog = useAnimatedNumber(crash ? Math.log(crash.value) : null, {
    durationMs: 700,
    reduced,
  });
  const settled =
    crash !== null && shownLog !== null && Math.abs(shownLog - Math.log(crash.value)) < 1e-9;
  const shownText =
    crash === null ? null : settled ? crash.text : Math.exp(shownLog ?? 0).toFixed(2);

  return (
    <div className="flex min-h-56 flex-col items-center justify-center gap-2 py-6">
      <ResultBanner bet={settled ? bet : null} testId="limbo-result">
        {shownText === null
          ? t('originals.limbo.no_result')
          : t('originals.limbo.crash', { point: shownText })}
      </ResultBanner>
    </div>
  );
}
