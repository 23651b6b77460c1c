import { zodResolver } from '@hookform/resolvers/zod';
import {
  WHEEL_MAX_PRIZES,
  ZAdminWheelPrizesRequest,
  type AdminWheel,
  type AdminWheelPrizesRequest,
} from '@wheelhouse/contracts/wheel';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, zodIssueMessage } from '../../../lib/form-errors';
import { useAdminWheel, useSaveWheelPrizes, useSaveWheelSettings } from '../api/wheel';

const EMPTY_PRIZE = {
  amount: '1.00',
  balanceType: 'main',
  wagerMultiplier: '0',
  promo: null,
} as const;

function PrizesForm({ wheel }: { wheel: AdminWheel }) {
  const { t } = useTranslation();
  const save = useSaveWheelPrizes();
  const form = useForm<AdminWheelPrizesRequest>({
    resolver: zodResolver(ZAdminWheelPrizesRequest, { error: zodIssueMessage }),
    defaultValues: { prizes: wheel.prizes.length > 0 ? wheel.prizes : [EMPTY_PRIZE] },
  });
  const rows = useFieldArray({ control: form.control, name: 'prizes' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        prizes: values.prizes.map((prize) => ({
          ...prize,
          promo: prize.promo ? prize.promo : null,
        })),
      });
      form.reset({ prizes: saved.prizes });
      toast.success(t('common.saved'));
    } catch (error) {
      form.setError('root.server', {
        type: 'server',
        message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="wheel-prizes-form"
      className="flex flex-col gap-3"
    >
      <h2 className="text-lg font-semibold">{t('wheel.prizes')}</h2>
      <p className="text-sm text-slate-400">{t('wheel.prizes_hint')}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="text-left text-xs text-slate-400">
              <th className="p-1">#</th>
              <th className="p-1">{t('wheel.amount')}</th>
              <th className="p-1">{t('wheel.balance_type')}</th>
              <th className="p-1">{t('wheel.wager')}</th>
              <th className="p-1">{t('wheel.promo')}</th>
              <th className="p-1">
                <span className="sr-only">{t('wheel.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => {
              const rowErrors = errors.prizes?.[index];
              return (
                <tr key={row.id} className="align-top">
                  <td className="p-1 text-slate-400">{index}</td>
                  <td className="p-1">
                    <input
                      aria-label={t('wheel.amount_of', { index })}
                      inputMode="decimal"
                      aria-invalid={rowErrors?.amount ? true : undefined}
                      className={inputClass}
                      {...form.register(`prizes.${index}.amount`)}
                    />
                    <FieldMessage message={rowErrors?.amount?.message} />
                  </td>
                  <td className="p-1">
                    <select
                      aria-label={t('wheel.balance_type_of', { index })}
                      className={inputClass}
                      {...form.register(`prizes.${index}.balanceType`)}
                    >
                      <option value="main">{t('wheel.main')}</option>
                      <option value="bonus">{t('wheel.bonus')}</option>
                    </select>
                  </td>
                  <td className="p-1">
                    <input
                      aria-label={t('wheel.wager_of', { index })}
                      inputMode="decimal"
                      className={inputClass}
                      {...form.register(`prizes.${index}.wagerMultiplier`)}
                    />
                    <FieldMessage message={rowErrors?.wagerMultiplier?.message} />
                  </td>
                  <td className="p-1">
                    <input
                      aria-label={t('wheel.promo_of', { index })}
                      className={inputClass}
                      {...form.register(`prizes.${index}.promo`)}
                    />
                  </td>
                  <td className="p-1">
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={rows.fields.length <= 1}
                      onClick={() => rows.remove(index)}
                      aria-label={t('wheel.remove_of', { index })}
                    >
                      ✕
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FieldMessage message={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={rows.fields.length >= WHEEL_MAX_PRIZES}
          onClick={() => rows.append({ ...EMPTY_PRIZE })}
        >
          {t('wheel.add')}
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

function SettingsForm({ wheel }: { wheel: AdminWheel }) {
  const { t } = useTranslation();
  const save = useSaveWheelSettings();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{t('wheel.settings')}</h2>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={wheel.settings.zeroDepositsMaySpin}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate(
              { zeroDepositsMaySpin: event.target.checked },
              {
                onSuccess: () => toast.success(t('common.saved')),
                onError: (error) => toast.error(errorMessage(t, error)),
              },
            )
          }
        />
        {t('wheel.zero_deposits')}
      </label>
      <p className="text-sm text-slate-400">
        {t('wheel.spins_today', { count: wheel.spinsToday })}
      </p>
    </section>
  );
}

/** The wheel of luck: prizes in segment order and the operator setting (content, admin). */
export default function WheelPage() {
  const { t } = useTranslation();
  const wheel = useAdminWheel();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={t('nav.wheel')} />
      {wheel.isPending ? (
        <Loading />
      ) : wheel.isError ? (
        <ErrorState error={wheel.error} onRetry={() => void wheel.refetch()} />
      ) : (
        <>
          <SettingsForm wheel={wheel.data} />
          <PrizesForm wheel={wheel.data} />
        </>
      )}
    </section>
  );
}
