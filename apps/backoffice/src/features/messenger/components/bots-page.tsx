import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { AdminBot } from '@wheelhouse/contracts/messenger';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
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
  const table = useReactTable({
    data: bots.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });

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
      ) : table.getRowModel().rows.length === 0 ? (
        <Empty text={t('messenger.none')} />
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-800">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="bots-table">
            <caption className="sr-only">{t('nav.messenger_bots')}</caption>
            <thead className="bg-slate-900 text-xs text-slate-400">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-800">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
