import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import {
  RG_MONEY_LIMIT_KINDS,
  type RgMoneyLimit,
  type RgState,
} from '@wheelhouse/contracts/responsible-gaming';
import { errorMessage } from '../../../../lib/error-message';
import { useLocale } from '../../../../lib/use-locale';
import { useSetMoneyLimit } from '../../api/set-money-limit';
import { formatMoney, formatWhen } from './format';
import { LimitForm } from './limit-form';

const AMOUNT = /^(0|[1-9]\d*)(\.\d{1,6})?$/;

function MoneyLimitRow({ limit, currency }: { limit: RgMoneyLimit; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSetMoneyLimit();
  const id = `rg-${limit.kind}-${limit.period}`;
  return (
    <li className="flex flex-col gap-1 py-3" data-testid={`${id}-row`}>
      <LimitForm<string>
        key={limit.amount ?? 'none'}
        id={id}
        label={t('responsible-gaming.amount_label', {
          period: t(`responsible-gaming.period_label.${limit.period}`),
          currency,
        })}
        initial={limit.amount ? formatMoney(limit.amount) : ''}
        inputMode="decimal"
        parse={(text) => (AMOUNT.test(text) && Number(text) > 0 ? text : null)}
        invalidText={t('responsible-gaming.invalid_amount')}
        hasLimit={limit.amount !== null}
        pending={save.isPending}
        onSave={(amount) =>
          save.mutate(
            { kind: limit.kind, period: limit.period, amount },
            {
              onSuccess: () => toast.success(t('responsible-gaming.saved')),
              onError: (error) =>
                toast.error(t('responsible-gaming.save_failed'), {
                  description: errorMessage(t, error),
                }),
            },
          )
        }
      />
      <p className="text-xs text-slate-400">
        {limit.amount && limit.left
          ? t('responsible-gaming.usage', {
              used: formatMoney(limit.used),
              amount: formatMoney(limit.amount),
              left: formatMoney(limit.left),
              resetsAt: formatWhen(limit.resetsAt, locale),
            })
          : t('responsible-gaming.no_limit')}
      </p>
      {limit.pending ? (
        <p className="text-xs text-amber-300" data-testid={`${id}-pending`}>
          {limit.pending.value === null
            ? t('responsible-gaming.pending_removal', {
                effectiveAt: formatWhen(limit.pending.effectiveAt, locale),
              })
            : t('responsible-gaming.pending_value', {
                value: formatMoney(limit.pending.value),
                effectiveAt: formatWhen(limit.pending.effectiveAt, locale),
              })}
        </p>
      ) : null}
    </li>
  );
}

/** Deposit, loss and wager limits, each per day, week and month. */
export function MoneyLimits({ state }: { state: RgState }) {
  const { t } = useTranslation();
  return (
    <>
      {RG_MONEY_LIMIT_KINDS.map((kind) => (
        <section key={kind} className="rounded-xl border border-slate-800 p-3 sm:p-4">
          <h3 className="font-semibold text-white">{t(`responsible-gaming.kind.${kind}`)}</h3>
          <p className="text-sm text-slate-400">{t(`responsible-gaming.kind_hint.${kind}`)}</p>
          <ul className="divide-y divide-slate-800">
            {state.limits
              .filter((limit) => limit.kind === kind)
              .map((limit) => (
                <MoneyLimitRow key={limit.period} limit={limit} currency={state.currency} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
