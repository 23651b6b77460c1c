import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OddsPolicy, SportsBet } from '@wheelhouse/contracts/sportsbook-bets';
import { AlertBox } from '../../../components/ui/alert-box';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useMe } from '../../../lib/session/get-me';
import { useLocalizedPath, useLocale } from '../../../lib/use-locale';
import { useBalance } from '../../../lib/wallet/get-balance';
import { formatDecimal } from '../../../lib/money/format-display-amount';
import { applyDisplayFormat } from '@wheelhouse/contracts/plain/money';
import { usePlaceBets } from '../hooks/use-place-bets';
import { usePreferences } from '../hooks/use-preferences';
import {
  acceptOddsChanges,
  clearSlip,
  MULTI_STAKE_KEY,
  removeSelection,
  setSlipMode,
  setStake,
  useSlip,
  type SlipSelection,
} from '../model/bet-slip-store';
import { legNames } from '../model/names';
import { sportsbookErrorMessage } from '../model/error-text';
import { compareOdds, formatOdds } from '../model/odds-format';
import { combinedOdds, parseStake, potentialWin, totalStake } from '../model/slip-maths';
import { StakeInput } from './stake-input';

const POLICIES: OddsPolicy[] = ['any', 'higher', 'none'];

/** The display currency of stakes: the balance's primary currency, or a plain 2-decimal one. */
function useStakeCurrency() {
  const balance = useBalance();
  const total = balance.data?.total;
  return {
    code: total?.currency.code ?? '',
    displayFormat: total?.currency.displayFormat ?? '{amount}',
    precision: total?.primaryPrecision ?? 2,
  };
}

function SelectionRow({
  selection,
  single,
  precision,
  currencyCode,
  showErrors,
  error,
}: {
  selection: SlipSelection;
  single: boolean;
  precision: number;
  currencyCode: string;
  showErrors: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const { preferences } = usePreferences();
  const slip = useSlip();
  const format = preferences.oddsFormat;
  const moved = selection.newOdds ? compareOdds(selection.newOdds, selection.odds) : 0;
  const stake = slip.stakes[String(selection.outcomeId)] ?? '';
  return (
    <li
      data-testid={`slip-selection-${selection.outcomeId}`}
      className={`flex flex-col gap-2 rounded-xl border p-3 ${
        selection.unavailable
          ? 'border-slate-700 bg-slate-900/60 opacity-70'
          : moved !== 0
            ? 'border-amber-400/70 bg-amber-400/5'
            : 'border-slate-800 bg-slate-900'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-white">{selection.outcomeName}</p>
          <p className="truncate text-xs text-slate-400">{selection.marketName}</p>
          <p className="truncate text-xs text-slate-500">{selection.eventName}</p>
        </div>
        <div className="flex items-center gap-1">
          <span className="font-semibold text-white tabular-nums" data-testid="slip-odds">
            {formatOdds(selection.odds, format)}
          </span>
          <button
            type="button"
            onClick={() => removeSelection(selection.outcomeId)}
            aria-label={t('sportsbook.slip.remove', { name: selection.outcomeName })}
            className="flex h-9 w-9 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-800 hover:text-white"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      {selection.unavailable ? (
        <p className="text-xs text-slate-400">{t('sportsbook.slip.unavailable')}</p>
      ) : null}
      {selection.newOdds && moved !== 0 ? (
        <p
          role="status"
          data-testid="slip-odds-changed"
          className={`text-xs font-semibold ${moved > 0 ? 'text-emerald-300' : 'text-rose-300'}`}
        >
          {moved > 0 ? '▲ ' : '▼ '}
          {t('sportsbook.slip.odds_moved', {
            from: formatOdds(selection.odds, format),
            to: formatOdds(selection.newOdds, format),
          })}
        </p>
      ) : null}
      {single ? (
        <StakeInputRow
          outcomeId={selection.outcomeId}
          name={selection.outcomeName}
          value={stake}
          precision={precision}
          currencyCode={currencyCode}
          showErrors={showErrors}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-rose-300">
          {sportsbookErrorMessage(t, error)}
        </p>
      ) : null}
    </li>
  );
}

function StakeInputRow(props: {
  outcomeId: number;
  name: string;
  value: string;
  precision: number;
  currencyCode: string;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StakeInput
      label={t('sportsbook.slip.stake_for', { name: props.name })}
      value={props.value}
      precision={props.precision}
      currencyCode={props.currencyCode}
      showErrors={props.showErrors}
      onChange={(value) => setStake(String(props.outcomeId), value)}
      testId={`slip-stake-${props.outcomeId}`}
    />
  );
}

function PlacedNotice({ bets, onClose }: { bets: SportsBet[]; onClose?: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <AlertBox
      variant="success"
      role="status"
      testId="slip-placed"
      title={t('sportsbook.slip.placed')}
    >
      <p>
        {bets
          .map(
            (bet) =>
              `${bet.legs.map((leg) => legNames(t, leg).outcome).join(' + ')} · ${bet.stake} ${bet.currency}`,
          )
          .join('; ')}
      </p>
      <Link
        to={localized('/sportsbook/my-bets')}
        onClick={onClose}
        className="mt-2 inline-block font-semibold underline"
      >
        {t('sportsbook.slip.my_bets')}
      </Link>
    </AlertBox>
  );
}

/** The bet slip: picks, singles or a multi, stakes, potential win, odds changes and placing. */
export function BetSlip({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const slip = useSlip();
  const me = useMe();
  const { open: openAuth } = useAuthModal();
  const currency = useStakeCurrency();
  const { preferences, update } = usePreferences();
  const { place, pending } = usePlaceBets();
  const [showErrors, setShowErrors] = useState(false);
  const [errors, setErrors] = useState<Map<string, unknown>>(new Map());
  const [placed, setPlaced] = useState<SportsBet[]>([]);

  const { selections, mode } = slip;
  const multi = mode === 'multi';
  const odds = selections.map((selection) => selection.odds);
  const hasChanges = selections.some(
    (selection) => selection.newOdds && compareOdds(selection.newOdds, selection.odds) !== 0,
  );
  const hasUnavailable = selections.some((selection) => selection.unavailable);
  const show = (amount: string) =>
    applyDisplayFormat(currency.displayFormat, formatDecimal(amount, currency.precision, locale));

  const multiStake = slip.stakes[MULTI_STAKE_KEY] ?? '';
  const singleStakes = selections.map((s) => slip.stakes[String(s.outcomeId)] ?? '');
  const win = multi
    ? potentialWin(multiStake, odds, currency.precision)
    : (() => {
        const wins = selections
          .map((s, index) => potentialWin(singleStakes[index] ?? '', [s.odds], currency.precision))
          .filter((value): value is string => value !== null);
        return wins.length > 0 ? totalStake(wins, currency.precision) : null;
      })();
  const singlesToPlace = singleStakes.filter(
    (stake) => parseStake(stake, currency.precision).ok,
  ).length;
  const canPlace = multi
    ? selections.length >= 2 && parseStake(multiStake, currency.precision).ok
    : singlesToPlace > 0;

  async function submit() {
    setShowErrors(true);
    if (!me.data) {
      openAuth('login');
      return;
    }
    if (!canPlace || hasUnavailable) return;
    const result = await place(slip, currency.precision, preferences.oddsPolicy);
    setErrors(result.errors);
    setPlaced(result.placed);
    if (result.placed.length > 0) setShowErrors(false);
  }

  return (
    <div data-testid="bet-slip" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-white">
          {t('sportsbook.slip.title')}
          {selections.length > 0 ? (
            <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs text-slate-950">
              {selections.length}
            </span>
          ) : null}
        </h2>
        {selections.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              clearSlip();
              setErrors(new Map());
            }}
            className="text-xs text-slate-400 hover:text-white"
          >
            {t('sportsbook.slip.clear')}
          </button>
        ) : null}
      </div>

      {placed.length > 0 ? <PlacedNotice bets={placed} onClose={onNavigate} /> : null}

      {selections.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-800 px-3 py-6 text-center text-sm text-slate-400">
          {t('sportsbook.slip.empty')}
        </p>
      ) : (
        <>
          <div
            role="radiogroup"
            aria-label={t('sportsbook.slip.mode')}
            className="flex gap-1 rounded-xl bg-slate-950 p-1"
          >
            {(['single', 'multi'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={mode === value}
                disabled={value === 'multi' && selections.length < 2}
                onClick={() => setSlipMode(value)}
                className={`min-h-9 flex-1 rounded-lg text-sm font-semibold disabled:opacity-40 ${
                  mode === value ? 'bg-amber-400 text-slate-950' : 'text-slate-300 hover:text-white'
                }`}
              >
                {t(`sportsbook.slip.${value}`)}
              </button>
            ))}
          </div>

          <ul className="flex flex-col gap-2">
            {selections.map((selection) => (
              <SelectionRow
                key={selection.outcomeId}
                selection={selection}
                single={!multi}
                precision={currency.precision}
                currencyCode={currency.code}
                showErrors={showErrors}
                error={errors.get(String(selection.outcomeId))}
              />
            ))}
          </ul>

          {multi ? (
            <div className="flex flex-col gap-2">
              <p className="flex justify-between text-sm text-slate-300">
                <span>{t('sportsbook.slip.total_odds')}</span>
                <span
                  className="font-semibold text-white tabular-nums"
                  data-testid="slip-total-odds"
                >
                  {combinedOdds(odds) ?? '—'}
                </span>
              </p>
              <StakeInput
                label={t('sportsbook.slip.stake')}
                value={multiStake}
                precision={currency.precision}
                currencyCode={currency.code}
                showErrors={showErrors}
                presets
                onChange={(value) => setStake(MULTI_STAKE_KEY, value)}
                testId="slip-stake-multi"
              />
            </div>
          ) : (
            <p className="flex justify-between text-sm text-slate-300">
              <span>{t('sportsbook.slip.total_stake')}</span>
              <span className="font-semibold text-white tabular-nums">
                {show(totalStake(singleStakes, currency.precision))}
              </span>
            </p>
          )}

          <p className="flex justify-between text-sm text-slate-300">
            <span>{t('sportsbook.slip.potential_win')}</span>
            <span
              className="font-semibold text-emerald-300 tabular-nums"
              data-testid="slip-potential-win"
            >
              {win === null ? '—' : show(win)}
            </span>
          </p>

          <label className="flex flex-col gap-1 text-xs text-slate-400">
            {t('sportsbook.policy.label')}
            <select
              value={preferences.oddsPolicy}
              onChange={(event) => update({ oddsPolicy: event.target.value as OddsPolicy })}
              data-testid="slip-policy"
              className="min-h-10 rounded-lg border border-slate-700 bg-slate-950 px-2 text-sm text-white"
            >
              {POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {t(`sportsbook.policy.${policy}`)}
                </option>
              ))}
            </select>
          </label>

          {errors.get(MULTI_STAKE_KEY) ? (
            <p role="alert" data-testid="slip-error" className="text-sm text-rose-300">
              {sportsbookErrorMessage(t, errors.get(MULTI_STAKE_KEY))}
            </p>
          ) : null}
          {hasUnavailable ? (
            <p role="alert" data-testid="slip-unavailable" className="text-sm text-amber-200">
              {t('sportsbook.slip.remove_unavailable')}
            </p>
          ) : null}
          {multi && selections.length < 2 ? (
            <p className="text-sm text-slate-400">{t('sportsbook.slip.multi_needs_two')}</p>
          ) : null}
          {selections.some((selection) => selection.live) ? (
            <p className="text-xs text-slate-500">{t('sportsbook.slip.live_wait')}</p>
          ) : null}

          {hasChanges ? (
            <button
              type="button"
              onClick={acceptOddsChanges}
              data-testid="slip-accept-changes"
              className="min-h-12 rounded-xl border border-amber-400 font-semibold text-amber-300 hover:bg-amber-400/10"
            >
              {t('sportsbook.slip.accept_changes')}
            </button>
          ) : null}
          {me.data ? (
            <button
              type="button"
              onClick={() => void submit()}
              disabled={pending}
              aria-busy={pending}
              data-testid="slip-place"
              className="min-h-12 rounded-xl bg-amber-400 font-bold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
            >
              {pending
                ? t('sportsbook.slip.placing')
                : multi
                  ? t('sportsbook.slip.place')
                  : singlesToPlace > 1
                    ? t('sportsbook.slip.place_singles', { count: singlesToPlace })
                    : t('sportsbook.slip.place')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => openAuth('login')}
              className="min-h-12 rounded-xl bg-amber-400 font-bold text-slate-950 hover:bg-amber-300"
            >
              {t('sportsbook.slip.sign_in')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
