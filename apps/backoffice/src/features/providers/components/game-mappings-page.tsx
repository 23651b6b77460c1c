import type { ColumnDef } from '@tanstack/react-table';
import type { GameMapping } from '@wheelhouse/contracts/admin-providers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { useListParams } from '../../../lib/list-params';
import { useGameMappings } from '../api/list-game-mappings';
import { useProviders } from '../api/list-providers';
import { MappingForm } from './mapping-form';

const FILTERS = ['walletProvider', 'search', 'unmapped'] as const;

/** Which provider game each third-party catalogue game launches (content staff change it). */
export default function GameMappingsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const mappings = useGameMappings({
    walletProvider: params.filters.walletProvider,
    search: params.filters.search,
    unmapped: params.filters.unmapped,
    offset: params.offset,
    limit: params.limit,
  });
  const providers = useProviders();
  const [editing, setEditing] = useState<GameMapping | null>(null);
  const nameOf = useMemo(
    () => new Map((providers.data?.items ?? []).map((item) => [item.slug, item.name])),
    [providers.data],
  );

  const columns = useMemo<ColumnDef<GameMapping, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('providers.game'),
        cell: ({ row }) => (
          <div>
            <p>{row.original.title}</p>
            <p className="text-xs text-slate-500">
              #{row.original.gameId} · {row.original.catalogueProvider}
            </p>
          </div>
        ),
      },
      {
        id: 'walletProvider',
        header: t('providers.wallet_provider'),
        cell: ({ row }) =>
          row.original.walletProvider ? (
            (nameOf.get(row.original.walletProvider) ?? row.original.walletProvider)
          ) : (
            <Badge tone="warn">{t('providers.not_connected')}</Badge>
          ),
      },
      {
        id: 'externalGameId',
        header: t('providers.external_game_id'),
        cell: ({ row }) => row.original.externalGameId ?? '—',
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <Button
            aria-label={t('providers.edit_named', { name: row.original.title })}
            onClick={() => setEditing(row.original)}
          >
            {t('providers.edit')}
          </Button>
        ),
      },
    ],
    [t, nameOf],
  );

  return (
    <section>
      <PageHeader title={t('nav.provider_games')} />
      <FilterBar>
        <SearchFilter
          label={t('providers.search')}
          value={params.filters.search}
          onChange={(value) => params.setFilter('search', value)}
        />
        <SelectFilter
          label={t('providers.wallet_provider')}
          value={params.filters.walletProvider}
          onChange={(value) => params.setFilter('walletProvider', value)}
          options={(providers.data?.items ?? []).map((item) => ({
            value: item.slug,
            label: item.name,
          }))}
        />
        <SelectFilter
          label={t('providers.connection')}
          value={params.filters.unmapped}
          onChange={(value) => params.setFilter('unmapped', value)}
          options={[
            { value: 'false', label: t('providers.connected') },
            { value: 'true', label: t('providers.not_connected') },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.provider_games')}
        columns={columns}
        data={mappings.data?.data}
        meta={mappings.data?.meta}
        params={params}
        isLoading={mappings.isPending}
        error={mappings.error}
        onRetry={() => void mappings.refetch()}
        rowId={(row) => String(row.gameId)}
        testId="mappings-table"
      />
      {editing && (
        <Dialog
          title={t('providers.edit_named', { name: editing.title })}
          onClose={() => setEditing(null)}
          testId="mapping-dialog"
        >
          <MappingForm
            game={editing}
            providers={providers.data?.items ?? []}
            onDone={() => setEditing(null)}
          />
        </Dialog>
      )}
    </section>
  );
}
