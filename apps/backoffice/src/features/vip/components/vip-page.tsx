import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZVipManagerRequest,
  ZVipSettings,
  type VipManager,
  type VipManagerRequest,
  type VipSettings,
} from '@wheelhouse/contracts/vip';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import {
  useAddVipManager,
  useSaveVipSettings,
  useSetPlayerVip,
  useVipManagers,
  useVipPlayers,
  useVipSettings,
} from '../api/vip';
import { RemoveManagerDialog } from './remove-manager-dialog';

type SettingsForm = { [K in keyof VipSettings]: string };
const LINKS = ['botUrl', 'mirrorUrl', 'portalUrl'] as const;

function SettingsFormView({ settings }: { settings: VipSettings }) {
  const { t } = useTranslation();
  const save = useSaveVipSettings();
  const toForm = (value: VipSettings): SettingsForm => ({
    botUrl: value.botUrl ?? '',
    mirrorUrl: value.mirrorUrl ?? '',
    portalUrl: value.portalUrl ?? '',
    autoTurnover: value.autoTurnover,
  });
  const form = useForm<SettingsForm>({ defaultValues: toForm(settings) });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = {
      botUrl: values.botUrl.trim() || null,
      mirrorUrl: values.mirrorUrl.trim() || null,
      portalUrl: values.portalUrl.trim() || null,
      autoTurnover: values.autoTurnover.trim(),
    };
    const parsed = ZVipSettings.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path[0] as keyof SettingsForm, {
          message: zodIssueMessage(issue as never),
        });
      return;
    }
    try {
      form.reset(toForm(await save.mutateAsync(parsed.data)));
      toast.success(t('common.saved'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, [...LINKS, 'autoTurnover'] as const))
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
      data-testid="vip-settings-form"
      className="grid max-w-3xl gap-3 sm:grid-cols-2"
    >
      {LINKS.map((name) => (
        <Field key={name} label={t(`vip.${name}`)} error={errors[name]?.message}>
          <input type="url" className={inputClass} {...form.register(name)} />
        </Field>
      ))}
      <Field
        label={t('vip.autoTurnover')}
        hint={t('vip.autoTurnover_hint')}
        error={errors.autoTurnover?.message}
      >
        <input inputMode="decimal" className={inputClass} {...form.register('autoTurnover')} />
      </Field>
      <div className="sm:col-span-2">
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

function Managers() {
  const { t } = useTranslation();
  const managers = useVipManagers();
  const add = useAddVipManager();
  const [removing, setRemoving] = useState<VipManager | null>(null);
  const form = useForm<VipManagerRequest>({
    resolver: zodResolver(ZVipManagerRequest, { error: zodIssueMessage }),
    defaultValues: { telegramUsername: '', name: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ telegramUsername: '', name: '' });
      toast.success(t('common.saved'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['telegramUsername', 'name'] as const))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('vip.managers')}</h2>
      {managers.isPending ? (
        <Loading />
      ) : managers.isError ? (
        <ErrorState error={managers.error} onRetry={() => void managers.refetch()} />
      ) : managers.data.items.length === 0 ? (
        <Empty text={t('vip.no_managers')} />
      ) : (
        <ul className="flex flex-col gap-1" data-testid="vip-managers">
          {managers.data.items.map((manager) => (
            <li
              key={manager.id}
              className="flex flex-wrap items-center gap-3 rounded-md bg-slate-900 px-3 py-2 text-sm"
            >
              <span className="font-medium">{manager.name}</span>
              <span className="text-slate-400">@{manager.telegramUsername}</span>
              <span className="text-slate-400">
                {t('vip.players_count', { count: manager.players })}
              </span>
              <Button
                type="button"
                variant="ghost"
                className="ml-auto"
                onClick={() => setRemoving(manager)}
              >
                {t('vip.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removing && <RemoveManagerDialog manager={removing} onClose={() => setRemoving(null)} />}
      <form
        onSubmit={submit}
        noValidate
        className="grid max-w-3xl gap-3 sm:grid-cols-3"
        data-testid="vip-manager-form"
      >
        <Field label={t('vip.telegramUsername')} error={errors.telegramUsername?.message}>
          <input className={inputClass} {...form.register('telegramUsername')} />
        </Field>
        <Field label={t('vip.name')} error={errors.name?.message}>
          <input className={inputClass} {...form.register('name')} />
        </Field>
        <div className="flex items-end">
          <Button type="submit" busy={add.isPending}>
            {t('vip.add_manager')}
          </Button>
        </div>
        <div className="sm:col-span-3">
          <FieldMessage message={errors.root?.server?.message} />
        </div>
      </form>
    </section>
  );
}

function Players() {
  const { t } = useTranslation();
  const players = useVipPlayers();
  const managers = useVipManagers();
  const setVip = useSetPlayerVip();
  const [globalId, setGlobalId] = useState('');
  const [isVip, setIsVip] = useState(true);
  const [managerId, setManagerId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!globalId.trim()) return;
    setVip.mutate(
      {
        globalId: globalId.trim(),
        isVip,
        managerId: managerId ? Number.parseInt(managerId, 10) : null,
      },
      {
        onSuccess: () => {
          toast.success(t('common.saved'));
          setGlobalId('');
        },
      },
    );
  };
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('vip.players')}</h2>
      <form
        onSubmit={submit}
        className="grid max-w-3xl gap-3 sm:grid-cols-4"
        data-testid="vip-player-form"
      >
        <Field label={t('vip.globalId')}>
          <input
            className={inputClass}
            value={globalId}
            onChange={(e) => setGlobalId(e.target.value)}
          />
        </Field>
        <Field label={t('vip.manager')}>
          <select
            className={inputClass}
            value={managerId}
            onChange={(e) => setManagerId(e.target.value)}
          >
            <option value="">{t('vip.no_manager')}</option>
            {managers.data?.items.map((manager) => (
              <option key={manager.id} value={manager.id}>
                {manager.name} (@{manager.telegramUsername})
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-end gap-2 pb-2 text-sm">
          <input type="checkbox" checked={isVip} onChange={(e) => setIsVip(e.target.checked)} />
          {t('vip.is_vip')}
        </label>
        <div className="flex items-end">
          <Button type="submit" variant="primary" busy={setVip.isPending}>
            {t('common.save')}
          </Button>
        </div>
        {setVip.isError ? (
          <p role="alert" className="text-sm text-rose-300 sm:col-span-4">
            {errorMessage(t, setVip.error)}
          </p>
        ) : null}
      </form>
      {players.isPending ? (
        <Loading />
      ) : players.isError ? (
        <ErrorState error={players.error} onRetry={() => void players.refetch()} />
      ) : players.data.data.length === 0 ? (
        <Empty text={t('vip.no_players')} />
      ) : (
        <ul className="flex flex-col gap-1" data-testid="vip-players">
          {players.data.data.map((player) => (
            <li
              key={player.globalId}
              className="flex flex-wrap gap-3 rounded-md bg-slate-900 px-3 py-2 text-sm"
            >
              <span className="font-medium">{player.email}</span>
              <span className="text-slate-400">{player.globalId}</span>
              <span className="text-slate-400">
                {player.managerTelegram ? `@${player.managerTelegram}` : t('vip.no_manager')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The VIP programme: links and threshold, managers, VIP players (content; support for players). */
export default function VipPage() {
  const { t } = useTranslation();
  const settings = useVipSettings();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={t('nav.vip')} />
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsFormView settings={settings.data} />
      )}
      <Managers />
      <Players />
    </section>
  );
}
