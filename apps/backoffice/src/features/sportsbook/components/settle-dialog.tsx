import type { AdminMarkets } from '@wheelhouse/contracts/sportsbook-bets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useSettleMarket } from '../api/market-actions';

type AdminMarket = AdminMarkets['data'][number];
type VoidFactor = '0' | '0.5' | '1';

interface OutcomeChoice {
  result: 'won' | 'lost';
  voidFactor: VoidFactor;
  deadHeatFactor: string;
}

const DEAD_HEAT = /^(0\.\d{1,6}|1)$/;

/** Settles a market by hand: won or lost per outcome, with a void and a dead-heat factor. */
export function SettleDialog({ market, onClose }: { market: AdminMarket; onClose: () => void }) {
  const { t } = useTranslation();
  const settle = useSettleMarket();
  const [choices, setChoices] = useState<Record<number, OutcomeChoice>>(() =>
    Object.fromEntries(
      market.outcomes.map((outcome, index) => [
        outcome.id,
        { result: index === 0 ? 'won' : 'lost', voidFactor: '0', deadHeatFactor: '' },
      ]),
    ),
  );
  const invalid = market.outcomes.filter((outcome) => {
    const value = choices[outcome.id]!.deadHeatFactor.trim();
    return value !== '' && !DEAD_HEAT.test(value);
  });
  const change = (id: number, patch: Partial<OutcomeChoice>) =>
    setChoices((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));

  function submit() {
    if (invalid.length > 0) return;
    settle.mutate(
      {
        marketId: market.id,
        request: {
          outcomes: market.outcomes.map((outcome) => {
            const choice = choices[outcome.id]!;
            const deadHeat = choice.deadHeatFactor.trim();
            return {
              outcomeId: outcome.id,
              result: choice.result,
              voidFactor: choice.voidFactor,
              ...(deadHeat ? { deadHeatFactor: deadHeat } : {}),
            };
          }),
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(t('sportsbook.settled', { count: answer.betsChanged }));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      title={t('sportsbook.settle_title', { market: market.key })}
      onClose={onClose}
      testId="settle-dialog"
    >
      <div className="flex flex-col gap-3 p-4">
        {market.outcomes.map((outcome) => {
          const choice = choices[outcome.id]!;
          const badDeadHeat = invalid.includes(outcome);
          return (
            <fieldset
              key={outcome.id}
              className="grid grid-cols-1 gap-2 rounded-md border border-slate-800 p-3 sm:grid-cols-3"
            >
              <legend className="px-1 text-sm font-medium">
                {outcome.key} · {outcome.odds}
              </legend>
              <label className="flex flex-col gap-1 text-xs text-slate-300">
                {t('sportsbook.result')}
                <select
                  className={inputClass}
                  value={choice.result}
                  onChange={(event) =>
                    change(outcome.id, { result: event.target.value as 'won' | 'lost' })
                  }
                >
                  <option value="won">{t('sportsbook.won')}</option>
                  <option value="lost">{t('sportsbook.lost')}</option>
                </select>
              </label>
              <label className="flex flex-col gap-1 text-xs text-slate-300">
                {t('sportsbook.void_factor')}
                <select
                  className={inputClass}
                  value={choice.voidFactor}
                  onChange={(event) =>
                    change(outcome.id, { voidFactor: event.target.value as VoidFactor })
                  }
                >
                  <option value="0">0</option>
                  <option value="0.5">0.5</option>
                  <option value="1">1</option>
                </select>
              </label>
              <div className="flex flex-col gap-1 text-xs text-slate-300">
                <label className="flex flex-col gap-1">
                  {t('sportsbook.dead_heat_factor')}
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    placeholder="0.5"
                    value={choice.deadHeatFactor}
                    aria-invalid={badDeadHeat}
                    onChange={(event) => change(outcome.id, { deadHeatFactor: event.target.value })}
                  />
                </label>
                {badDeadHeat ? (
                  <span role="alert" className="text-rose-300">
                    {t('sportsbook.dead_heat_invalid')}
                  </span>
                ) : null}
              </div>
            </fieldset>
          );
        })}
        {settle.isError ? (
          <p role="alert" className="text-sm text-rose-300">
            {errorMessage(t, settle.error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" busy={settle.isPending} onClick={submit}>
            {t('sportsbook.settle')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
