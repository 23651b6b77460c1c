import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCreateRequisiteRequest,
  type AdminRequisite,
  type CreateRequisiteRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { FilterBar, SearchFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount } from '../../../lib/format';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useListParams } from '../../../lib/list-params';
import { useCreateRequisite } from '../api/create-requisite';
import { useRequisites } from '../api/list-requisites';
import { useUpdateRequisite } from '../api/update-requisite';

const FILTERS = ['methodId'] as const;
const TEXTS = [
  'methodId',
  'bankName',
  'recipientName',
  'card',
  'phone',
  'accountNumber',
  'minAmount',
  'maxAmount',
  'dailyLimit',
] as const;
const OPTIONAL = ['card', 'phone', 'accountNumber'] as const;

function RequisiteForm() {
  const { t } = useTranslation();
  const create = useCreateRequisite();
  const form = useForm<z.input<typeof ZCreateRequisiteRequest>, unknown, CreateRequisiteRequest>({
    resolver: zodResolver(ZCreateRequisiteRequest, { error: zodIssueMessage }),
    defaultValues: {
      methodId: '',
      bankName: '',
      recipientName: '',
      minAmount: '',
      maxAmount: '',
      dailyLimit: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(t('common.saved'));
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, TEXTS))
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
      className="grid gap-3 sm:grid-cols-3"
      data-testid="requisite-form"
    >
      {TEXTS.map((name) => (
        <Field key={name} label={t(`fiat.requisite_fields.${name}`)} error={errors[name]?.message}>
          <input
            className={inputClass}
            {...form.register(
              name,
              (OPTIONAL as readonly string[]).includes(name)
                ? { setValueAs: (value: string) => (value.trim() ? value : null) }
                : {},
            )}
          />
        </Field>
      ))}
      <div className="sm:col-span-3">
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t('fiat.add_requisite')}
        </Button>
      </div>
    </form>
  );
}

function RequisiteCard({ requisite }: { requisite: AdminRequisite }) {
  const { t } = useTranslation();
  const update = useUpdateRequisite();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-800 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {requisite.bankName} · {requisite.recipientName}
        </span>
        <Badge tone={requisite.active ? 'good' : 'neutral'}>
          {t(requisite.active ? 'payments.active' : 'payments.inactive')}
        </Badge>
      </div>
      <p className="font-mono text-xs text-slate-300">
        {[requisite.card, requisite.phone, requisite.accountNumber].filter(Boolean).join(' · ')}
      </p>
      <p className="text-slate-400">
        {t('fiat.requisite_summary', {
          method: requisite.methodId,
          min: formatAmount(requisite.minAmount),
          max: formatAmount(requisite.maxAmount, requisite.currency),
          used: formatAmount(requisite.usedToday),
          limit: formatAmount(requisite.dailyLimit, requisite.currency),
        })}
      </p>
      <div>
        <Button
          onClick={() =>
            update.mutate(
              { id: requisite.id, body: { active: !requisite.active } },
              {
                onSuccess: () => toast.success(t('common.saved')),
                onError: (error) => toast.error(errorMessage(t, error)),
              },
            )
          }
        >
          {t(requisite.active ? 'content.switch_off' : 'content.switch_on')}
        </Button>
      </div>
    </li>
  );
}

/** Where players are told to pay: each requisite with today's use against its daily limit. */
export default function RequisitesPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const requisites = useRequisites(params.filters.methodId);
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={t('nav.fiat_requisites')} />
      <FilterBar>
        <SearchFilter
          label={t('fiat.method_id')}
          value={params.filters.methodId}
          onChange={(value) => params.setFilter('methodId', value)}
        />
      </FilterBar>
      {requisites.isPending ? (
        <Loading />
      ) : requisites.isError ? (
        <ErrorState error={requisites.error} onRetry={() => void requisites.refetch()} />
      ) : requisites.data.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {requisites.data.items.map((requisite) => (
            <RequisiteCard key={requisite.id} requisite={requisite} />
          ))}
        </ul>
      )}
      <section aria-labelledby="new-requisite" className="rounded-lg border border-slate-800 p-4">
        <h2 id="new-requisite" className="mb-3 font-semibold">
          {t('fiat.new_requisite')}
        </h2>
        <RequisiteForm />
      </section>
    </section>
  );
}
