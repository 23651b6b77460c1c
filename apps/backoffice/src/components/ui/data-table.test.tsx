import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useListParams } from '../../lib/list-params';
import { DataTable } from './data-table';
import { SelectFilter } from './filters';

interface Row {
  id: string;
  name: string;
}
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'id', header: 'Id', accessorKey: 'id' },
];
const FILTERS = ['state'] as const;

/** A table whose "server" is a spy: it gets exactly what the address says. */
function Harness({ load }: { load: (query: object) => void }) {
  const params = useListParams(FILTERS);
  const location = useLocation();
  load({ offset: params.offset, limit: params.limit, sort: params.sort, ...params.filters });
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <SelectFilter
        label="State"
        value={params.filters.state}
        onChange={(value) => params.setFilter('state', value)}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
      <DataTable
        caption="Things"
        columns={COLUMNS}
        data={[
          { id: 'a', name: 'Alpha' },
          { id: 'b', name: 'Beta' },
        ]}
        meta={{ offset: params.offset, limit: params.limit, total: 100 }}
        params={params}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        rowId={(row) => row.id}
        sortable={['name']}
      />
    </>
  );
}

function renderTable(path = '/things') {
  const load = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Harness load={load} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { load, address: () => screen.getByTestId('address').textContent };
}

describe('DataTable with its state in the address', () => {
  it('sorts on the server: a sortable header cycles ascending, descending, none', async () => {
    const { load, address } = renderTable('/things?offset=60');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    // Only the columns the server sorts by get a control.
    expect(
      within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button'),
    ).toBeNull();

    await userEvent.click(within(header).getByRole('button'));
    expect(address()).toBe('?sort=name.asc');
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(load).toHaveBeenLastCalledWith({
      offset: 0,
      limit: 30,
      sort: { id: 'name', desc: false },
      state: undefined,
    });

    await userEvent.click(within(header).getByRole('button'));
    expect(address()).toBe('?sort=name.desc');
    expect(header.getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(within(header).getByRole('button'));
    expect(address()).toBe('');
    expect(load).toHaveBeenLastCalledWith({
      offset: 0,
      limit: 30,
      sort: undefined,
      state: undefined,
    });
  });

  it('a filter joins the sort in the address and restarts paging; "All" removes it', async () => {
    const { load, address } = renderTable('/things?sort=name.desc&offset=30');
    expect(screen.getByTestId('table-range').textContent).toBe('31–32 of 100');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'closed');
    expect(address()).toBe('?sort=name.desc&state=closed');
    expect(load).toHaveBeenLastCalledWith({
      offset: 0,
      limit: 30,
      sort: { id: 'name', desc: true },
      state: 'closed',
    });
    await userEvent.selectOptions(screen.getByLabelText('State'), '');
    expect(address()).toBe('?sort=name.desc');
  });

  it('ignores an address it cannot read instead of sending it on', () => {
    const { load } = renderTable('/things?offset=-5&limit=7&sort=drop%20table');
    expect(load).toHaveBeenLastCalledWith({
      offset: 0,
      limit: 30,
      sort: undefined,
      state: undefined,
    });
  });

  it('the previous and next buttons are keyboard buttons that move by one page', async () => {
    const { address } = renderTable('/things');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(address()).toBe('?offset=30');
  });
});
