import type { TFunction } from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  doubleStake,
  halveStake,
  maxStake,
  minStake,
  stakeProblem,
  type StakeLimits,
  type StakeProblem,
} from '../../lib/originals/stake';

/**
 * The stake field every original shares: an amount in the display currency with ½, 2×, min and max.
 * It checks the stake against the balance and the operator's max bet (once the API has named it)
 * as the player types; `serverError` shows a field error the API returned for `amount`.
 *
 *   <BetAmountInput value={stake} onChange={setStake} limits={limits} currency="USD" />
 *   const canBet = stakeProblem(stake, limits) === null;
 */
export interface BetAmountInputProps {
  value: string;
  onChange: (value: string) => void;
  limits: StakeLimits;
  /** The display currency code, shown beside the amount. */
  currency: string;
  serverError?: string | null;
  disabled?: boolean;
}

export function stakeProblemMessage(t: TFunction, problem: StakeProblem, currency: string): string {
  switch (problem.rule) {
    case 'too_many_decimals':
      return t('originals.stake.errors.too_many_decimals', { precision: problem.precision });
    case 'above_max_bet':
      return t('originals.stake.errors.above_max_bet', { max: problem.max, currency });
    default:
      return t(`originals.stake.errors.${problem.rule}`);
  }
}

function ShortcutButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="min-w-11 rounded-lg bg-slate-800 px-2.5 py-2 text-sm font-semibold text-slate-200 hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none disabled:opacity-50"
    >
      {children}
    </button>
  );
}

export function BetAmountInput({
  value,
  onChange,
  limits,
  currency,
  serverError,
  disabled,
}: BetAmountInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const problem = touched ? stakeProblem(value, limits) : null;
  const message = serverError ?? (problem ? stakeProblemMessage(t, problem, currency) : null);
  const max = maxStake(limits);
  const set = (next: string) => {
    setTouched(true);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-1.5" data-testid="bet-amount">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {t('originals.stake.label')}
      </label>
      <div className="flex flex-wrap items-stretch gap-1.5">
        <div className="flex min-w-32 flex-1 items-center rounded-lg border border-slate-700 bg-slate-950 focus-within:border-amber-400">
          <input
            id={id}
            data-testid="bet-amount-input"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => set(event.target.value.replace(',', '.'))}
            onBlur={() => setTouched(true)}
            className="w-full min-w-0 bg-transparent px-3 py-2 text-white tabular-nums outline-none"
          />
          <span className="pr-3 text-sm text-slate-400">{currency}</span>
        </div>
        <div className="flex gap-1.5">
          <ShortcutButton
            label={t('originals.stake.half')}
            disabled={disabled}
            onClick={() => set(halveStake(value, limits.precision))}
          >
            ½
          </ShortcutButton>
          <ShortcutButton
            label={t('originals.stake.double')}
            disabled={disabled}
            onClick={() => set(doubleStake(value, limits))}
          >
            2×
          </ShortcutButton>
          <ShortcutButton
            label={t('originals.stake.min')}
            disabled={disabled}
            onClick={() => set(minStake(limits.precision))}
          >
            {t('originals.stake.min_short')}
          </ShortcutButton>
          <ShortcutButton
            label={t('originals.stake.max')}
            disabled={disabled || max === null}
            onClick={() => max !== null && set(max)}
          >
            {t('originals.stake.max_short')}
          </ShortcutButton>
        </div>
      </div>
      {message ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm text-rose-400"
          data-testid="bet-amount-error"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
