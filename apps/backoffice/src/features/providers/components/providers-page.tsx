import type { ColumnDef } from '@tanstack/react-table';
import type { AdminWalletProvider } from '@wheelhouse/contracts/admin-providers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ColumnsTable } from '../../../components/ui/columns-table';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { useHasRole } from '../../../lib/staff';
import { useProviders } from '../api/list-providers';
import { ProviderForm } from './provider-form';

type Editing = { kind: 'create' } | { kind: 'edit'; provider: AdminWalletProvider } | null;

/** Seamless-wallet providers: how each signs, where its frames live, what it plays; admins edit. */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const providers = useProviders();
  const canEdit = useHasRole('admin');
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<ColumnDef<AdminWalletProvider, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('providers.name'),
        cell: ({ row }) => (
          <div>
            <p>{row.original.name}</p>
            <p className="text-xs text-slate-500">{row.original.slug}</p>
          </div>
        ),
      },
      {
        id: 'signature',
        header: t('providers.signature'),
        cell: ({ row }) =>
          row.original.signature === 'rsa'
            ? t('providers.signature_rsa')
            : `${t('providers.signature_hmac')} · ${t(row.original.hasSecret ? 'providers.secret_stored' : 'providers.secret_missing')}`,
      },
      { id: 'launchUrl', header: t('providers.launch_url'), accessorKey: 'launchUrl' },
      {
        id: 'currencies',
        header: t('providers.currencies'),
        cell: ({ row }) => row.original.currencies.join(', ') || t('providers.house_only'),
      },
      {
        id: 'active',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'good' : 'neutral'}>
            {t(row.original.active ? 'providers.active' : 'providers.inactive')}
          </Badge>
        ),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: t('common.actions'),
              cell: ({ row }) => (
                <Button
                  aria-label={t('providers.edit_named', { name: row.original.name })}
                  onClick={() => setEditing({ kind: 'edit', provider: row.original })}
                >
                  {t('providers.edit')}
                </Button>
              ),
            } satisfies ColumnDef<AdminWalletProvider, unknown>,
          ]
        : []),
    ],
    [t, canEdit],
  );

  return (
    <section>
      <PageHeader
        title={t('nav.providers')}
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => setEditing({ kind: 'create' })}>
              {t('providers.connect')}
            </Button>
          )
        }
      />
      {providers.error && !providers.data ? (
        <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />
      ) : providers.isPending ? (
        <Loading />
      ) : providers.data.items.length === 0 ? (
        <Empty text={t('providers.none')} />
      ) : (
        <ColumnsTable
          columns={columns}
          rows={providers.data.items}
          rowId={(row) => row.slug}
          caption={t('nav.providers')}
          testId="providers-table"
          minWidth="min-w-[44rem]"
        />
      )}
      {editing && (
        <Dialog
          title={
            editing.kind === 'create'
              ? t('providers.connect')
              : t('providers.edit_named', { name: editing.provider.name })
          }
          onClose={() => setEditing(null)}
          testId="provider-dialog"
        >
          <ProviderForm
            provider={editing.kind === 'edit' ? editing.provider : undefined}
            onDone={() => setEditing(null)}
          />
        </Dialog>
      )}
    </section>
  );
}
