import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MinesRound } from '@wheelhouse/contracts/originals';
import { BetAmountInput } from '../../../components/originals/bet-amount-input';
import { BetButton } from '../../../components/originals/bet-button';
import { formatMultiplierText } from '../../../components/originals/format-bet';
import { stakeText, type StakeLimits } from '../../../lib/originals/stake';
import { useLocale } from '../../../lib/use-locale';
import { canCashOut } from '../model/mines-board';
import { MINES_CHOICES } from '../model/mines-count';
import { minesMultipliers } from '../model/mines-multipliers';
import type { MinesStep } from '../hooks/use-mines-round';

interface MinesControlsProps {
  round: MinesRound | null;
  step: MinesStep;
  /** False until the server has said whether a round is unfinished: nothing can be played yet. */
  ready: boolean;
  stake: string;
  onStakeChange: (value: string) => void;
  limits: StakeLimits;
  currency: string;
  mines: number;
  onMinesChange: (mines: number) => void;
  fieldErrors: Record<string, string>;
  onStart: () => void;
  onCashOut: () => void;
}

/**
 * Stake, mine count and the one big button: "Bet" between rounds (or "Sign in to play"), "Cash out"
 * during one (after the first gem). The multipliers come from the fair maths for the chosen mine count, or from the round.
 */
export function MinesControls({
  round,
  step,
  ready,
  stake,
  onStakeChange,
  limits,
  currency,
  mines,
  onMinesChange,
  fieldErrors,
  onStart,
  onCashOut,
}: MinesControlsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const minesId = useId();
  const playing = round?.status === 'active';
  const busy = step !== null;
  const shownMines = playing ? round.mines : mines;
  const multipliers = playing
    ? { current: round.multiplier, next: round.nextMultiplier }
    : minesMultipliers(mines, 0);

  return (
    <form
      className="flex flex-col gap-4"
      data-testid="mines-controls"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!playing) onStart();
      }}
    >
      <fieldset disabled={!ready} className="contents">
        <BetAmountInput
          value={playing ? stakeText(round.stake.amount, limits.precision) : stake}
          onChange={onStakeChange}
          limits={limits}
          currency={playing ? round.stake.currency : currency}
          serverError={fieldErrors.amount ?? null}
          disabled={playing || busy}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={minesId} className="text-sm font-medium text-slate-300">
            {t('originals.mines.mines_label')}
          </label>
          <select
            id={minesId}
            data-testid="mines-count"
            value={shownMines}
            disabled={playing || busy}
            aria-invalid={fieldErrors.mines ? true : undefined}
            aria-describedby={fieldErrors.mines ? `${minesId}-error` : undefined}
            onChange={(event) => onMinesChange(Number(event.target.value))}
            className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white focus:border-amber-400 focus:outline-none disabled:opacity-60"
          >
            {MINES_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          {fieldErrors.mines ? (
            <p id={`${minesId}-error`} role="alert" className="text-sm text-rose-400">
              {fieldErrors.mines}
            </p>
          ) : null}
        </div>

        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-slate-800/70 px-3 py-2">
            <dt className="text-slate-400">{t('originals.mines.current_multiplier')}</dt>
            <dd data-testid="mines-multiplier" className="font-semibold text-white tabular-nums">
              {formatMultiplierText(multipliers.current, locale)}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-800/70 px-3 py-2">
            <dt className="text-slate-400">{t('originals.mines.next_multiplier')}</dt>
            <dd
              data-testid="mines-next-multiplier"
              className="font-semibold text-amber-300 tabular-nums"
            >
              {multipliers.next === null ? '—' : formatMultiplierText(multipliers.next, locale)}
            </dd>
          </div>
        </dl>

        {playing ? (
          <button
            type="button"
            data-testid="mines-cashout"
            onClick={onCashOut}
            disabled={!canCashOut(round) || busy}
            className="rounded-xl bg-emerald-500 px-4 py-3 text-base font-bold text-slate-950 hover:bg-emerald-400 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
          >
            {step?.kind === 'cashout'
              ? t('originals.mines.cashing_out')
              : canCashOut(round)
                ? t('originals.mines.cash_out', {
                    multiplier: formatMultiplierText(round.multiplier, locale),
                  })
                : t('originals.mines.cash_out_after_reveal')}
          </button>
        ) : (
          <BetButton pending={step?.kind === 'start'} />
        )}
      </fieldset>
    </form>
  );
}
