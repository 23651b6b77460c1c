import { zodResolver } from '@hookform/resolvers/zod';
import { ZSportsbookLimits, type SportsbookLimits } from '@wheelhouse/contracts/sportsbook-bets';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useHasRole } from '../../../lib/staff';
import { useSaveSportsbookLimits, useSportsbookLimits } from '../api/limits';

const AMOUNT_FIELDS = ['minStake', 'maxStake', 'maxPayout', 'marketLiabilityCap'] as const;
const NUMBER_FIELDS = ['liveDelayMs', 'cashOutMarginBps', 'cashOutOfferSeconds'] as const;
const ALL_FIELDS = [...AMOUNT_FIELDS, ...NUMBER_FIELDS] as const;

function LimitsForm({ limits }: { limits: SportsbookLimits }) {
  const { t } = useTranslation();
  const save = useSaveSportsbookLimits();
  const canChange = useHasRole('admin');
  const form = useForm<SportsbookLimits>({
    resolver: zodResolver(ZSportsbookLimits, { error: zodIssueMessage }),
    defaultValues: limits,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast.success(t('common.saved'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ALL_FIELDS))
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
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
      data-testid="sportsbook-limits-form"
    >
      {AMOUNT_FIELDS.map((name) => (
        <Field
          key={name}
          label={t(`sportsbook.limits.${name}`)}
          hint={t('sportsbook.limits.amount_hint')}
          error={errors[name]?.message}
        >
          <input
            inputMode="decimal"
            className={inputClass}
            disabled={!canChange}
            {...form.register(name)}
          />
        </Field>
      ))}
      {NUMBER_FIELDS.map((name) => (
        <Field key={name} label={t(`sportsbook.limits.${name}`)} error={errors[name]?.message}>
          <input
            type="number"
            min={0}
            className={inputClass}
            disabled={!canChange}
            {...form.register(name, { valueAsNumber: true })}
          />
        </Field>
      ))}
      {canChange ? (
        <div className="sm:col-span-2">
          <FieldMessage message={errors.root?.server?.message} />
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The sportsbook's limits: stakes, payouts, liability, live delay and cash-out terms. */
export default function SportsbookLimitsPage() {
  const { t } = useTranslation();
  const limits = useSportsbookLimits();
  return (
    <section>
      <PageHeader title={t('nav.sportsbook_limits')} />
      {limits.isPending ? (
        <Loading />
      ) : limits.isError ? (
        <ErrorState error={limits.error} onRetry={() => void limits.refetch()} />
      ) : (
        <LimitsForm limits={limits.data} />
      )}
    </section>
  );
}
