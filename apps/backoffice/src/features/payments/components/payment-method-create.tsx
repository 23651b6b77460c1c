import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCreatePaymentMethodRequest,
  ZFiatProcessorKind,
  type CreatePaymentMethod,
  type CreatePaymentMethodRequest,
} from '@wheelhouse/contracts/admin-payment-methods';
import { FIAT_METHOD_KINDS } from '@wheelhouse/contracts/fiat';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useCreatePaymentMethod } from '../api/create-payment-method';

const TEXTS = ['id', 'currency', 'name', 'label'] as const;
const LIMITS = ['buyMinAmount', 'buyMaxAmount', 'sellMinAmount', 'sellMaxAmount'] as const;
const NUMBERS = ['priority', 'orderTtlSeconds'] as const;
const SWITCHES = [
  'active',
  'isOther',
  'buyEnabled',
  'sellEnabled',
  'multiplyOrdersAllowed',
] as const;
const FIELDS = [...TEXTS, ...LIMITS, ...NUMBERS, ...SWITCHES, 'method', 'processor'] as const;

/** An empty limit box is "not set" (allowed for a side that is off). */
const blankToUndefined = (value: string) => (value === '' ? undefined : value);

/**
 * A new fiat method with its limits and switches; fields, fee tiers and banks are added by
 * editing it through the API afterwards.
 */
export function CreatePaymentMethodDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePaymentMethod();
  const form = useForm<CreatePaymentMethodRequest, unknown, CreatePaymentMethod>({
    resolver: zodResolver(ZCreatePaymentMethodRequest, { error: zodIssueMessage }),
    defaultValues: {
      id: '',
      currency: 'RUB',
      name: '',
      label: '',
      method: 'p2p',
      processor: 'desk',
      priority: 0,
      orderTtlSeconds: 900,
      active: true,
      isOther: false,
      buyEnabled: true,
      sellEnabled: true,
      multiplyOrdersAllowed: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const currency = form.watch('currency');
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(t('payments.created'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <Dialog title={t('payments.new_fiat')} onClose={onClose} testId="create-payment-method">
      <form
        onSubmit={submit}
        noValidate
        className="grid max-h-[75vh] gap-3 overflow-y-auto sm:grid-cols-2"
      >
        {TEXTS.map((name) => (
          <Field key={name} label={t(`payments.fiat.${name}`)} error={errors[name]?.message}>
            <input className={inputClass} autoComplete="off" {...form.register(name)} />
          </Field>
        ))}
        <Field label={t('payments.fiat.method')} error={errors.method?.message}>
          <select className={inputClass} {...form.register('method')}>
            {FIAT_METHOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('payments.fiat.processor')} error={errors.processor?.message}>
          <select className={inputClass} {...form.register('processor')}>
            {ZFiatProcessorKind.options.map((kind) => (
              <option key={kind} value={kind}>
                {t(`payments.processors.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        {LIMITS.map((name) => (
          <Field
            key={name}
            label={t(`payments.fiat.${name}`, { currency })}
            error={errors[name]?.message}
          >
            <input
              inputMode="decimal"
              className={inputClass}
              {...form.register(name, { setValueAs: blankToUndefined })}
            />
          </Field>
        ))}
        {NUMBERS.map((name) => (
          <Field key={name} label={t(`payments.fiat.${name}`)} error={errors[name]?.message}>
            <input
              type="number"
              className={inputClass}
              {...form.register(name, { valueAsNumber: true })}
            />
          </Field>
        ))}
        {SWITCHES.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register(name)} />
            {t(`payments.fiat.${name}`)}
          </label>
        ))}
        <div className="flex flex-col items-start gap-2 sm:col-span-2">
          <FieldMessage message={errors.root?.server?.message} />
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t('payments.create_fiat')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
