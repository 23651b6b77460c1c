import type { ColumnDef } from '@tanstack/react-table';
import type { AdminBot } from '@wheelhouse/contracts/messenger';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ColumnsTable } from '../../../components/ui/columns-table';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { useBots } from '../api/list-bots';
import { BotForm } from './bot-form';

type Editing = { kind: 'create' } | { kind: 'edit'; bot: AdminBot } | null;

/** Messenger bots the mini-app signs players in through (admin): type, username, URL, token. */
export default function BotsPage() {
  const { t } = useTranslation();
  const bots = useBots();
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<ColumnDef<AdminBot, unknown>[]>(
    () => [
      {
        id: 'username',
        header: t('messenger.username'),
        cell: ({ row }) => (
          <div>
            <p>@{row.original.username}</p>
            <p className="text-xs text-slate-500">{row.original.id}</p>
          </div>
        ),
      },
      {
        id: 'type',
        header: t('messenger.type'),
        cell: ({ row }) =>
          t(row.original.type === 'vip' ? 'messenger.type_vip' : 'messenger.type_normal'),
      },
      {
        id: 'miniAppUrl',
        header: t('messenger.mini_app_url'),
        cell: ({ row }) => <span className="break-all">{row.original.miniAppUrl}</span>,
      },
      {
        id: 'token',
        header: t('messenger.token'),
        cell: ({ row }) =>
          t(row.original.tokenSet ? 'messenger.token_stored' : 'messenger.token_missing'),
      },
      {
        id: 'active',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'good' : 'neutral'}>
            {t(row.original.active ? 'messenger.active' : 'messenger.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <Button
            aria-label={t('messenger.edit_named', { name: row.original.username })}
            onClick={() => setEditing({ kind: 'edit', bot: row.original })}
          >
            {t('messenger.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <section>
      <PageHeader
        title={t('nav.messenger_bots')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ kind: 'create' })}>
            {t('messenger.register')}
          </Button>
        }
      />
      {bots.error && !bots.data ? (
        <ErrorState error={bots.error} onRetry={() => void bots.refetch()} />
      ) : bots.isPending ? (
        <Loading />
      ) : bots.data.items.length === 0 ? (
        <Empty text={t('messenger.none')} />
      ) : (
        <ColumnsTable
          columns={columns}
          rows={bots.data.items}
          rowId={(row) => row.id}
          caption={t('nav.messenger_bots')}
          testId="bots-table"
          minWidth="min-w-[40rem]"
        />
      )}
      {editing && (
        <Dialog
          title={
            editing.kind === 'create'
              ? t('messenger.register')
              : t('messenger.edit_named', { name: editing.bot.username })
          }
          onClose={() => setEditing(null)}
          testId="bot-dialog"
        >
          <BotForm
            bot={editing.kind === 'edit' ? editing.bot : undefined}
            onDone={() => setEditing(null)}
          />
        </Dialog>
      )}
    </section>
  );
}
