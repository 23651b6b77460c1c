import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZGrantBonusRequest,
  type AdminUserBonus,
  type GrantBonusRequest,
} from '@wheelhouse/contracts/bonuses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCancelBonus } from '../api/cancel-bonus';
import { useGrantBonus } from '../api/grant-bonus';
import { usePlayerBonuses } from '../api/player-bonuses';
import { PersonalBonusForm } from './personal-bonus-form';

const FIELDS = ['title', 'amount', 'wagerMultiplier'] as const;

function GrantForm({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const grant = useGrantBonus(globalId);
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<GrantBonusRequest>({
    resolver: zodResolver(ZGrantBonusRequest, { error: zodIssueMessage }),
    defaultValues: { title: '', amount: '', wagerMultiplier: '35' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await grant.mutateAsync({ body, key });
      toast.success(t('players.grant_done'));
      form.reset();
      setKey(newIdempotencyKey());
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS)) toast.error(errorMessage(t, error));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-3"
      data-testid="grant-form"
    >
      <Field label={t('players.bonus_title')} error={errors.title?.message}>
        <input className={inputClass} {...form.register('title')} />
      </Field>
      <Field label={t('players.bonus_amount')} error={errors.amount?.message}>
        <input inputMode="decimal" className={inputClass} {...form.register('amount')} />
      </Field>
      <Field label={t('players.wager_multiplier')} error={errors.wagerMultiplier?.message}>
        <input inputMode="decimal" className={inputClass} {...form.register('wagerMultiplier')} />
      </Field>
      <FieldMessage message={errors.root?.server?.message} />
      <div className="sm:col-span-3">
        <Button type="submit" variant="primary" busy={grant.isPending}>
          {t('players.grant_submit')}
        </Button>
      </div>
    </form>
  );
}

const STATUS_TONE = {
  offered: 'neutral',
  pending: 'neutral',
  active: 'good',
  wagered: 'neutral',
  forfeited: 'bad',
  cancelled: 'warn',
  expired: 'warn',
} as const;

/** Bonuses that can still be cancelled: offered, claimed or running. */
const LIVE = new Set(['offered', 'pending', 'active']);

function CancelDialog({
  globalId,
  bonus,
  onClose,
}: {
  globalId: string;
  bonus: AdminUserBonus;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelBonus(globalId);
  return (
    <Dialog
      title={t('players.cancel_title', { title: bonus.title })}
      onClose={onClose}
      testId="cancel-bonus-dialog"
    >
      <p className="mb-4 text-sm text-slate-300">
        {t('players.cancel_text', { amount: formatAmount(bonus.amount, bonus.currency) })}
      </p>
      {cancel.isError && (
        <p role="alert" className="mb-3 text-sm text-rose-300">
          {errorMessage(t, cancel.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          busy={cancel.isPending}
          onClick={() =>
            cancel.mutate(bonus.id, {
              onSuccess: () => {
                toast.success(t('players.cancel_done'));
                onClose();
              },
            })
          }
        >
          {t('players.cancel_submit')}
        </Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </Dialog>
  );
}

export function BonusesPanel({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses(globalId);
  const [cancelling, setCancelling] = useState<AdminUserBonus | null>(null);
  return (
    <section className="rounded-lg border border-slate-800 p-4" aria-labelledby="bonuses-title">
      <h2 id="bonuses-title" className="mb-3 font-semibold">
        {t('players.bonuses_title')}
      </h2>
      {bonuses.isPending ? (
        <Loading />
      ) : bonuses.isError ? (
        <ErrorState error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      ) : bonuses.data.items.length === 0 ? (
        <Empty text={t('players.no_bonuses')} />
      ) : (
        <ul className="mb-4 flex flex-col gap-2 text-sm">
          {bonuses.data.items.map((bonus) => (
            <li
              key={bonus.id}
              className="flex flex-wrap items-center gap-3 rounded-md bg-slate-900 p-3"
            >
              <span className="font-medium">{bonus.title}</span>
              <Badge tone={STATUS_TONE[bonus.status]}>
                {t(`players.bonus_status.${bonus.status}`)}
              </Badge>
              <span className="font-mono">{formatAmount(bonus.amount, bonus.currency)}</span>
              <span className="text-slate-400">
                {t('players.wager_progress', {
                  current: formatAmount(bonus.wager.current),
                  total: formatAmount(bonus.wager.total),
                })}
              </span>
              <span className="text-slate-500">{formatDateTime(bonus.createdAt)}</span>
              {LIVE.has(bonus.status) && (
                <Button
                  variant="ghost"
                  className="ml-auto"
                  onClick={() => setCancelling(bonus)}
                  aria-label={t('players.cancel_named', { title: bonus.title })}
                >
                  {t('players.cancel_bonus')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-4">
        <GrantForm globalId={globalId} />
        <PersonalBonusForm globalId={globalId} />
      </div>
      {cancelling && (
        <CancelDialog globalId={globalId} bonus={cancelling} onClose={() => setCancelling(null)} />
      )}
    </section>
  );
}
