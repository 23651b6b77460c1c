import { zodResolver } from '@hookform/resolvers/zod';
import { ZOperatorSettings, type OperatorSettingsBody } from '@wheelhouse/contracts/settings';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSaveSettings } from '../api/save-settings';
import { useSettings } from '../api/settings';

/**
 * The settings' names have dots ("withdraw.dailyLimit"), which a form reads as nesting: the form
 * holds them nested and the request sends them flat, checked by the contract's own rules; the
 * server's field errors, keyed by the dotted names, land on the same fields.
 */
const rule = ZOperatorSettings.shape;
const ZSettingsForm = z.object({
  withdraw: z.object({
    cancelWindowSeconds: rule['withdraw.cancelWindowSeconds'],
    dailyLimit: rule['withdraw.dailyLimit'],
    autoApproveBelow: rule['withdraw.autoApproveBelow'],
    requiresVerification: rule['withdraw.requiresVerification'],
    depositWagerMultiplier: rule['withdraw.depositWagerMultiplier'],
    minGgrPercent: rule['withdraw.minGgrPercent'],
  }),
  // Lists are edited as text (comma- or line-separated); the server checks each entry.
  region: z.object({ restrictedCountries: z.string(), allowedIps: z.string() }),
  push: z.object({ enabled: rule['push.enabled'] }),
  payments: z.object({ enabled: rule['payments.enabled'] }),
  originals: z.object({ maxBet: rule['originals.maxBet'], maxProfit: rule['originals.maxProfit'] }),
});
type SettingsForm = z.infer<typeof ZSettingsForm>;

function nested(settings: OperatorSettingsBody): SettingsForm {
  return {
    withdraw: {
      cancelWindowSeconds: settings['withdraw.cancelWindowSeconds'],
      dailyLimit: settings['withdraw.dailyLimit'],
      autoApproveBelow: settings['withdraw.autoApproveBelow'],
      requiresVerification: settings['withdraw.requiresVerification'],
      depositWagerMultiplier: settings['withdraw.depositWagerMultiplier'],
      minGgrPercent: settings['withdraw.minGgrPercent'],
    },
    region: {
      restrictedCountries: settings['region.restrictedCountries'].join(', '),
      allowedIps: settings['region.allowedIps'].join('\n'),
    },
    push: { enabled: settings['push.enabled'] },
    payments: { enabled: settings['payments.enabled'] },
    originals: { maxBet: settings['originals.maxBet'], maxProfit: settings['originals.maxProfit'] },
  };
}

function listOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function flat(form: SettingsForm): OperatorSettingsBody {
  return {
    'withdraw.cancelWindowSeconds': form.withdraw.cancelWindowSeconds,
    'withdraw.dailyLimit': form.withdraw.dailyLimit,
    'withdraw.autoApproveBelow': form.withdraw.autoApproveBelow,
    'withdraw.requiresVerification': form.withdraw.requiresVerification,
    'withdraw.depositWagerMultiplier': form.withdraw.depositWagerMultiplier,
    'withdraw.minGgrPercent': form.withdraw.minGgrPercent,
    'region.restrictedCountries': listOf(form.region.restrictedCountries).map((code) =>
      code.toUpperCase(),
    ),
    'region.allowedIps': listOf(form.region.allowedIps),
    'push.enabled': form.push.enabled,
    'payments.enabled': form.payments.enabled,
    'originals.maxBet': form.originals.maxBet,
    'originals.maxProfit': form.originals.maxProfit,
  };
}

const TEXT_FIELDS = [
  'withdraw.dailyLimit',
  'withdraw.autoApproveBelow',
  'withdraw.depositWagerMultiplier',
  'originals.maxBet',
  'originals.maxProfit',
] as const;
const ALL_FIELDS = [
  ...TEXT_FIELDS,
  'withdraw.cancelWindowSeconds',
  'withdraw.minGgrPercent',
  'withdraw.requiresVerification',
  'region.restrictedCountries',
  'region.allowedIps',
  'push.enabled',
  'payments.enabled',
] as const;

function SettingsFormView({ settings }: { settings: OperatorSettingsBody }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const form = useForm<SettingsForm>({
    resolver: zodResolver(ZSettingsForm, { error: zodIssueMessage }),
    defaultValues: nested(settings),
  });
  const { errors } = form.formState;
  const errorOf = (name: (typeof ALL_FIELDS)[number]) => form.getFieldState(name).error?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(flat(values));
      form.reset(nested(saved));
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
      data-testid="settings-form"
    >
      <Field
        label={t('settings.withdraw.cancelWindowSeconds')}
        error={errors.withdraw?.cancelWindowSeconds?.message}
      >
        <input
          type="number"
          min={0}
          className={inputClass}
          {...form.register('withdraw.cancelWindowSeconds', { valueAsNumber: true })}
        />
      </Field>
      <Field
        label={t('settings.withdraw.minGgrPercent')}
        error={errors.withdraw?.minGgrPercent?.message}
      >
        <input
          type="number"
          min={0}
          max={100}
          className={inputClass}
          {...form.register('withdraw.minGgrPercent', { valueAsNumber: true })}
        />
      </Field>
      {TEXT_FIELDS.map((name) => (
        <Field key={name} label={t(`settings.${name}`)} error={errorOf(name)}>
          <input inputMode="decimal" className={inputClass} {...form.register(name)} />
        </Field>
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('withdraw.requiresVerification')} />
        {t('settings.withdraw.requiresVerification')}
      </label>
      <Field
        label={t('settings.region.restrictedCountries')}
        error={errorOf('region.restrictedCountries')}
      >
        <input
          className={inputClass}
          placeholder="DE, FR"
          {...form.register('region.restrictedCountries')}
        />
      </Field>
      <Field label={t('settings.region.allowedIps')} error={errorOf('region.allowedIps')}>
        <textarea rows={3} className={inputClass} {...form.register('region.allowedIps')} />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('push.enabled')} />
        {t('settings.push.enabled')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('payments.enabled')} />
        {t('settings.payments.enabled')}
      </label>
      <div className="sm:col-span-2">
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <section>
      <PageHeader title={t('nav.settings')} />
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsFormView settings={settings.data} />
      )}
    </section>
  );
}
