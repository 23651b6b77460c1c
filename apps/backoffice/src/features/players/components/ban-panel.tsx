import { zodResolver } from '@hookform/resolvers/zod';
import { ZBanUserRequest, type AdminUser, type BanUserRequest } from '@wheelhouse/contracts/admin';
import { BAN_REASONS } from '@wheelhouse/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useBanPlayer } from '../api/ban-player';
import { useUnbanPlayer } from '../api/unban-player';
import { banReasonKey } from './ban-reasons';

/** Ban with one of the spec's reasons (the player's app shows it on its ban page), or lift it. */
export function BanPanel({ player }: { player: AdminUser }) {
  const { t } = useTranslation();
  const ban = useBanPlayer(player.globalId);
  const unban = useUnbanPlayer(player.globalId);
  const form = useForm<BanUserRequest>({
    resolver: zodResolver(ZBanUserRequest, { error: zodIssueMessage }),
    defaultValues: { reason: undefined },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await ban.mutateAsync(values.reason);
      toast.success(t('players.ban_done'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['reason']))
        toast.error(errorMessage(t, error));
    }
  });

  return (
    <section
      className="rounded-lg border border-slate-800 p-4"
      aria-labelledby="ban-title"
      data-testid="ban-panel"
    >
      <h2 id="ban-title" className="mb-3 font-semibold">
        {t('players.ban_title')}
      </h2>
      {player.banned ? (
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="bad">
            {t('players.banned')}
            {player.banReason ? ` · ${t(banReasonKey(player.banReason))}` : ''}
          </Badge>
          <Button
            busy={unban.isPending}
            onClick={() =>
              unban.mutate(undefined, {
                onSuccess: () => toast.success(t('players.unban_done')),
                onError: (error) => toast.error(errorMessage(t, error)),
              })
            }
            data-testid="unban-submit"
          >
            {t('players.unban')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={t('players.ban_reason')} error={form.formState.errors.reason?.message}>
              <select className={inputClass} data-testid="ban-reason" {...form.register('reason')}>
                <option value="">{t('players.choose_reason')}</option>
                {BAN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(banReasonKey(reason))}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Button type="submit" variant="danger" busy={ban.isPending} data-testid="ban-submit">
            {t('players.ban')}
          </Button>
          <FieldMessage message={form.formState.errors.root?.server?.message} />
        </form>
      )}
    </section>
  );
}
