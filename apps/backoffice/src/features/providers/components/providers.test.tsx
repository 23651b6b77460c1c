import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const DEMO = {
  slug: 'demo-provider',
  name: 'Wheelhouse Demo Provider',
  signature: 'rsa',
  publicKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n',
  hasSecret: false,
  launchUrl: 'http://localhost:8091',
  currencies: ['USD', 'EUR'],
  active: true,
  createdAt: '2030-01-01T10:00:00.000Z',
};

const GAME = {
  gameId: 12,
  slug: 'lucky-reels',
  title: 'Lucky Reels',
  catalogueProvider: 'pragmatic',
  walletProvider: 'demo-provider',
  externalGameId: 'slot',
  active: true,
};

const flow = (count: number, amount: string) => ({ count, amount });
const DAY = {
  bets: flow(3, '19.000000'),
  wins: flow(2, '25.000000'),
  rollbacks: flow(1, '3.000000'),
  net: '-9.000000',
  ledgerNet: '-9.000000',
  openRounds: 1,
};

function api(roles: StaffRole[], extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(roles),
    'GET /api/admin/wallet-providers': { status: 200, body: { items: [DEMO] } },
    ...extra,
  });
}

function errorUnder(field: HTMLElement): string | null {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('providers in the back office', () => {
  it('an admin connects an HMAC provider: the contract checks it first, the secret is sent once', async () => {
    const calls = api(['admin'], {
      'POST /api/admin/wallet-providers': ({ body }) => ({
        status: 201,
        body: {
          ...DEMO,
          ...(body as object),
          publicKey: null,
          hasSecret: true,
          secret: undefined,
        },
      }),
    });
    renderApp('/providers');
    const table = await screen.findByTestId('providers-table');
    expect(within(table).getByText('Wheelhouse Demo Provider')).toBeTruthy();
    expect(within(table).getByText('USD, EUR')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Connect a provider' }));
    const form = await screen.findByTestId('provider-form');
    await userEvent.type(within(form).getByLabelText('Slug'), 'studio-x');
    await userEvent.type(within(form).getByLabelText('Name'), 'Studio X');
    await userEvent.type(within(form).getByLabelText('Game frame origin'), 'https://x.example');
    await userEvent.type(within(form).getByLabelText('Currencies'), 'usd, eur');
    await userEvent.selectOptions(
      within(form).getByLabelText('Signature'),
      'HMAC-SHA256 (shared secret)',
    );
    const secret = within(form).getByLabelText('Shared secret');
    await userEvent.type(secret, 'too-short');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect a provider' }));
    await waitFor(() => expect(errorUnder(secret)).toBe('Use at least 32 characters'));
    expect(calls.calls('POST /api/admin/wallet-providers')).toHaveLength(0);

    await userEvent.clear(secret);
    await userEvent.type(secret, 's'.repeat(40));
    await userEvent.click(within(form).getByRole('button', { name: 'Connect a provider' }));
    await waitFor(() => expect(calls.calls('POST /api/admin/wallet-providers')).toHaveLength(1));
    expect(calls.calls('POST /api/admin/wallet-providers')[0]!.body).toEqual({
      slug: 'studio-x',
      name: 'Studio X',
      signature: 'hmac',
      secret: 's'.repeat(40),
      launchUrl: 'https://x.example',
      currencies: ['USD', 'EUR'],
      active: true,
    });
    await waitFor(() => expect(screen.queryByTestId('provider-dialog')).toBeNull());
  });

  it('shows the server’s refusal of a key under the field', async () => {
    api(['admin'], {
      'PATCH /api/admin/wallet-providers/demo-provider': {
        status: 400,
        body: errorBody('validation_error', {
          fields: { publicKey: { key: 'Validation.invalid' } },
        }),
      },
    });
    renderApp('/providers');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Wheelhouse Demo Provider' }),
    );
    const form = await screen.findByTestId('provider-form');
    const key = within(form).getByLabelText('Public key (PEM)');
    expect((key as HTMLTextAreaElement).value).toBe('');
    await userEvent.type(key, 'not a key');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(key)).toBe('Check this value'));
  });

  it('content staff read providers without editing and re-point a game', async () => {
    const calls = api(['content'], {
      'GET /api/admin/game-mappings': {
        status: 200,
        body: { data: [GAME], meta: { offset: 0, limit: 30, total: 1 } },
      },
      'PUT /api/admin/game-mappings/12': ({ body }) => ({
        status: 200,
        body: { ...GAME, ...(body as object) },
      }),
    });
    renderApp('/providers');
    await screen.findByTestId('providers-table');
    expect(screen.queryByRole('button', { name: 'Connect a provider' })).toBeNull();

    renderApp('/providers/games');
    const table = await screen.findByTestId('mappings-table');
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Lucky Reels' }));
    const form = await screen.findByTestId('mapping-form');
    const code = within(form).getByLabelText('Provider game code');
    await userEvent.clear(code);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // A provider without a game code is half a mapping: refused before anything is sent.
    await waitFor(() => expect(errorUnder(code)).toBe('Check this value'));
    expect(calls.calls('PUT /api/admin/game-mappings/12')).toHaveLength(0);
    await userEvent.type(code, 'crash');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls('PUT /api/admin/game-mappings/12')).toHaveLength(1));
    expect(calls.calls('PUT /api/admin/game-mappings/12')[0]!.body).toEqual({
      walletProvider: 'demo-provider',
      externalGameId: 'crash',
    });
  });

  it('finance sees the reconciliation by day with totals and a flagged ledger difference', async () => {
    api(['finance'], {
      'GET /api/admin/wallet-providers/demo-provider/reconciliation': {
        status: 200,
        body: {
          provider: 'demo-provider',
          currency: 'USD',
          from: '2030-01-01',
          to: '2030-01-02',
          data: [
            { day: '2030-01-01', ...DAY },
            { day: '2030-01-02', ...DAY, ledgerNet: '-8.000000' },
          ],
          totals: { ...DAY, net: '-18.000000', ledgerNet: '-17.000000' },
        },
      },
    });
    renderApp('/providers/reconciliation');
    const table = await screen.findByTestId('reconciliation-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('2030-01-01')).toBeTruthy();
    expect(within(rows[1]!).getAllByText('-9.000000')).toHaveLength(2);
    expect(within(rows[2]!).getByText('Ledger says -8.000000')).toBeTruthy();
    expect(within(rows[3]!).getByText('Total')).toBeTruthy();
  });

  it('shows the error state with a retry, and the empty state without providers', async () => {
    api(['finance'], {
      'GET /api/admin/wallet-providers/demo-provider/reconciliation': {
        status: 500,
        body: errorBody('internal_error'),
      },
    });
    renderApp('/providers/reconciliation');
    expect(await screen.findByTestId('error-state')).toBeTruthy();

    mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/wallet-providers': { status: 200, body: { items: [] } },
    });
    renderApp('/providers/reconciliation');
    expect(await screen.findByText('No providers are connected yet')).toBeTruthy();
  });
});
