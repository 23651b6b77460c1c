import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { formatMultiplierText } from '../../../components/originals/format-bet';
import { OriginalGameLayout } from '../../../components/originals/original-game-layout';
import {
  useAnimatedNumber,
  usePrefersReducedMotion,
} from '../../../components/originals/result-animation';
import { betFieldMessage } from '../../../components/originals/use-bet-errors';
import { useInstantBet } from '../../../components/originals/use-instant-bet';
import { useLocale } from '../../../lib/use-locale';
import {
  diceFigures,
  flipDirection,
  hundredthsText,
  INITIAL_DICE_FORM,
  targetRange,
  type DiceForm,
} from '../model/dice-bet';
import { InstantBetForm } from './instant-bet-form';
import { ResultBanner } from './result-banner';

interface DiceOutcomeView {
  roll: number;
  rollText: string;
  won: boolean;
}

function diceOutcomeOf(bet: OriginalBet | null): DiceOutcomeView | null {
  const outcome = bet?.outcome as Partial<DiceOutcomeView> | null | undefined;
  if (!outcome || typeof outcome.roll !== 'number' || typeof outcome.rollText !== 'string')
    return null;
  return { roll: outcome.roll, rollText: outcome.rollText, won: Boolean(outcome.won) };
}

/** Dice: roll over or under a target; the win chance and multiplier follow the target. */
export function DicePlayArea() {
  const { t } = useTranslation();
  const locale = useLocale();
  const play = useInstantBet('dice');
  const [form, setForm] = useState<DiceForm>(INITIAL_DICE_FORM);
  const figures = diceFigures(form);
  const [sliderValue, setSliderValue] = useState(() =>
    figures.ok ? figures.targetHundredths : 5000,
  );
  const range = targetRange(form.direction);
  const targetError = figures.ok
    ? (play.fieldErrors.target ?? null)
    : betFieldMessage(
        t,
        { key: `Validation.${figures.error.rule}`, params: figures.error.params },
        play.stake.currency,
      );

  function setTarget(target: string) {
    play.clearFieldError('target');
    const next = { ...form, target };
    setForm(next);
    const nextFigures = diceFigures(next);
    if (nextFigures.ok) setSliderValue(nextFigures.targetHundredths);
  }

  function bet() {
    if (!figures.ok) return;
    void play.bet({ direction: form.direction, target: hundredthsText(figures.targetHundredths) });
  }

  const controls = (
    <InstantBetForm play={play} label={t('originals.games.dice')} onBet={bet}>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-300">
          {t('originals.dice.direction')}
        </legend>
        <div className="grid grid-cols-2 gap-1.5" role="group">
          {(['under', 'over'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              data-testid={`dice-${direction}`}
              aria-pressed={form.direction === direction}
              onClick={() => {
                if (form.direction === direction) return;
                const next = flipDirection(form);
                setForm(next);
                const nextFigures = diceFigures(next);
                if (nextFigures.ok) setSliderValue(nextFigures.targetHundredths);
              }}
              className={`rounded-lg px-3 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none ${
                form.direction === direction
                  ? 'bg-amber-400 text-slate-950'
                  : 'bg-slate-800 text-slate-200 hover:bg-slate-700'
              }`}
            >
              {t(`originals.dice.${direction}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="dice-target" className="text-sm font-medium text-slate-300">
          {t('originals.dice.target')}
        </label>
        <input
          id="dice-target"
          data-testid="dice-target"
          inputMode="decimal"
          autoComplete="off"
          value={form.target}
          onChange={(event) => setTarget(event.target.value.replace(',', '.'))}
          aria-invalid={targetError ? true : undefined}
          aria-describedby={targetError ? 'dice-target-error' : undefined}
          className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white tabular-nums outline-none focus:border-amber-400"
        />
        {targetError ? (
          <p id="dice-target-error" role="alert" className="text-sm text-rose-400">
            {targetError}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-950/60 p-2">
          <dt className="text-xs text-slate-400">{t('originals.dice.win_chance')}</dt>
          <dd data-testid="dice-win-chance" className="font-semibold text-white tabular-nums">
            {figures.ok ? `${figures.winChance}%` : '—'}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-950/60 p-2">
          <dt className="text-xs text-slate-400">{t('originals.dice.multiplier')}</dt>
          <dd data-testid="dice-multiplier" className="font-semibold text-white tabular-nums">
            {figures.ok ? formatMultiplierText(figures.multiplier, locale) : '—'}
          </dd>
        </div>
      </dl>
    </InstantBetForm>
  );

  return (
    <OriginalGameLayout
      game="dice"
      controls={controls}
      board={
        <DiceBoard
          form={form}
          sliderValue={sliderValue}
          range={range}
          onSlide={(value) => {
            setSliderValue(value);
            setTarget(hundredthsText(value));
          }}
          bet={play.lastBet}
        />
      }
    />
  );
}

function DiceBoard({
  form,
  sliderValue,
  range,
  onSlide,
  bet,
}: {
  form: DiceForm;
  sliderValue: number;
  range: { min: number; max: number };
  onSlide: (value: number) => void;
  bet: OriginalBet | null;
}) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const outcome = diceOutcomeOf(bet);
  const shownRoll = useAnimatedNumber(outcome?.roll ?? null, { durationMs: 500, reduced });
  const percent = (hundredths: number) => `${hundredths / 100}%`;
  const winFrom = form.direction === 'under' ? 0 : sliderValue;
  const winTo = form.direction === 'under' ? sliderValue : 10_000;

  return (
    <div className="flex flex-col gap-6 py-4">
      <ResultBanner bet={bet} testId="dice-result">
        {outcome
          ? t('originals.dice.roll', { roll: outcome.rollText })
          : t('originals.dice.no_roll')}
      </ResultBanner>
      <div className="relative mx-1 h-3 rounded-full bg-rose-500/70">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 rounded-full bg-emerald-500"
          style={{ left: percent(winFrom), width: percent(winTo - winFrom) }}
        />
        {shownRoll !== null ? (
          <div
            aria-hidden="true"
            data-testid="dice-marker"
            className={`absolute -top-7 rounded-md px-1.5 py-0.5 text-xs font-bold tabular-nums ${
              outcome?.won ? 'bg-emerald-400 text-slate-950' : 'bg-rose-400 text-slate-950'
            }`}
            // Shifted by its own width in proportion, so the label never leaves the bar at 0 or 100.
            style={{ left: percent(shownRoll), transform: `translateX(-${shownRoll / 100}%)` }}
          >
            {hundredthsText(Math.round(shownRoll))}
          </div>
        ) : null}
      </div>
      <input
        type="range"
        data-testid="dice-slider"
        aria-label={t('originals.dice.target_slider')}
        min={range.min}
        max={range.max}
        step={1}
        value={Math.min(range.max, Math.max(range.min, sliderValue))}
        aria-valuetext={hundredthsText(sliderValue)}
        onChange={(event) => onSlide(Number(event.target.value))}
        className="w-full accent-amber-400"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-400 tabular-nums">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </div>
    </div>
  );
}
