import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { formatMultiplierText } from '../../../components/originals/format-bet';
import { OriginalGameLayout } from '../../../components/originals/original-game-layout';
import {
  usePrefersReducedMotion,
  useStepper,
} from '../../../components/originals/result-animation';
import { useInstantBet } from '../../../components/originals/use-instant-bet';
import { useLocale } from '../../../lib/use-locale';
import {
  boardHeight,
  boardWidth,
  payoutTable,
  pegs,
  PLINKO_RISKS,
  PLINKO_ROW_CHOICES,
  pointAt,
  rightsAfter,
  type PlinkoRisk,
} from '../model/plinko-board';
import { InstantBetForm } from './instant-bet-form';
import { ResultBanner } from './result-banner';

interface PlinkoOutcomeView {
  rows: number;
  risk: PlinkoRisk;
  path: ('L' | 'R')[];
  bucket: number;
  multiplier: string;
}

function plinkoOutcomeOf(bet: OriginalBet | null): PlinkoOutcomeView | null {
  const outcome = bet?.outcome as Partial<PlinkoOutcomeView> | null | undefined;
  if (!outcome || !Array.isArray(outcome.path) || typeof outcome.bucket !== 'number') return null;
  return outcome as PlinkoOutcomeView;
}

const selectClass =
  'rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white outline-none focus:border-amber-400 disabled:opacity-60';

/** Plinko: 8–16 rows and three risk levels; the ball's path is the bet's outcome. */
export function PlinkoPlayArea() {
  const { t } = useTranslation();
  const play = useInstantBet('plinko');
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');

  function bet() {
    void play.bet({ rows, risk });
  }

  const controls = (
    <InstantBetForm play={play} label={t('originals.games.plinko')} onBet={bet}>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="plinko-rows" className="text-sm font-medium text-slate-300">
            {t('originals.plinko.rows')}
          </label>
          <select
            id="plinko-rows"
            data-testid="plinko-rows"
            value={rows}
            disabled={play.isPending}
            onChange={(event) => setRows(Number(event.target.value))}
            className={selectClass}
          >
            {PLINKO_ROW_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          {play.fieldErrors.rows ? (
            <p role="alert" className="text-sm text-rose-400">
              {play.fieldErrors.rows}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="plinko-risk" className="text-sm font-medium text-slate-300">
            {t('originals.plinko.risk')}
          </label>
          <select
            id="plinko-risk"
            data-testid="plinko-risk"
            value={risk}
            disabled={play.isPending}
            onChange={(event) => setRisk(event.target.value as PlinkoRisk)}
            className={selectClass}
          >
            {PLINKO_RISKS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`originals.plinko.risks.${choice}`)}
              </option>
            ))}
          </select>
          {play.fieldErrors.risk ? (
            <p role="alert" className="text-sm text-rose-400">
              {play.fieldErrors.risk}
            </p>
          ) : null}
        </div>
      </div>
    </InstantBetForm>
  );

  return (
    <OriginalGameLayout
      game="plinko"
      controls={controls}
      board={<PlinkoBoard rows={rows} risk={risk} bet={play.lastBet} />}
    />
  );
}

function PlinkoBoard({
  rows,
  risk,
  bet,
}: {
  rows: number;
  risk: PlinkoRisk;
  bet: OriginalBet | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reduced = usePrefersReducedMotion();
  const outcome = plinkoOutcomeOf(bet);
  // The board shows the last ball only while its rows and risk are still the ones chosen.
  const shown = outcome && outcome.rows === rows && outcome.risk === risk ? outcome : null;
  const step = useStepper(shown?.path.length ?? 0, {
    stepMs: 140,
    reduced,
    key: shown ? (bet?.id ?? null) : null,
  });
  const landed = shown !== null && step >= shown.path.length;
  const ball = shown ? pointAt(rows, step, rightsAfter(shown.path, step)) : null;
  const table = payoutTable(rows, risk);
  const width = boardWidth(rows);
  // Seventeen buckets share 390 px: no grouping, no trailing zeros ("1000", "0.2").
  const bucketLabel = new Intl.NumberFormat(locale, {
    useGrouping: false,
    maximumFractionDigits: 4,
  });

  return (
    <div className="flex flex-col gap-3">
      <ResultBanner bet={landed ? bet : null} testId="plinko-result">
        {landed && shown
          ? t('originals.plinko.bucket', {
              multiplier: formatMultiplierText(table[shown.bucket] ?? '0', locale).replace('×', ''),
            })
          : ' '}
      </ResultBanner>
      <svg
        viewBox={`0 0 ${width} ${boardHeight(rows)}`}
        role="img"
        aria-label={t('originals.plinko.board', { rows })}
        className="mx-auto w-full max-w-xl"
      >
        {pegs(rows).map((peg, index) => (
          <circle key={index} cx={peg.x} cy={peg.y} r={1.3} className="fill-slate-500" />
        ))}
        {ball ? (
          <circle
            data-testid="plinko-ball"
            cx={ball.x}
            cy={ball.y}
            r={2.6}
            className="fill-amber-400 transition-all duration-150 ease-linear motion-reduce:transition-none"
          />
        ) : null}
      </svg>
      <ol
        aria-label={t('originals.plinko.payouts')}
        data-testid="plinko-payouts"
        className="mx-auto grid w-full max-w-xl gap-0.5"
        style={{
          gridTemplateColumns: `repeat(${table.length}, minmax(0, 1fr))`,
          paddingInline: `${(100 / width) * 5}%`,
        }}
      >
        {table.map((multiplier, bucket) => (
          <li
            key={bucket}
            data-testid="plinko-bucket"
            aria-current={landed && shown?.bucket === bucket ? 'true' : undefined}
            className={`overflow-hidden rounded py-1 text-center text-[9px] leading-tight font-bold tracking-tighter tabular-nums sm:text-xs sm:tracking-normal ${
              landed && shown?.bucket === bucket
                ? 'bg-amber-400 text-slate-950'
                : Number(multiplier) >= 1
                  ? 'bg-emerald-900/60 text-emerald-200'
                  : 'bg-slate-800 text-slate-300'
            }`}
          >
            {bucketLabel.format(Number(multiplier))}
            <span className="hidden sm:inline">×</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
