import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRetentionSession } from '../../lib/retention/retention-store';
import { openWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';
import { amount, makeBalance } from '../../test/balance-fixtures';
import { makeUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

// The first open imports the wallet panel's lazy chunk (phone metadata, QR code), which takes
// seconds on a loaded 2-core machine; later steps use the usual wait.
const FIRST_PANEL_LOAD = { timeout: 15_000 };

function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function setup(hasDeposits: boolean) {
  mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser({ hasDeposits }) },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('0.00') }) },
    'GET /api/v1/wallet/currencies': { status: 200, body: [] },
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [] },
    'GET /api/v1/banners': { status: 200, body: { items: [] } },
  });
}

async function openPanel() {
  act(() => openWalletPanel('deposit'));
  return screen.findByTestId('wallet-panel', {}, FIRST_PANEL_LOAD);
}

/** The modal's overlay: the backdrop sibling before the dialog. */
function overlayOf(panel: HTMLElement): HTMLElement {
  return panel.previousElementSibling as HTMLElement;
}

describe('retention modal (cashier spec §4 Closing)', () => {
  beforeEach(() => {
    resetRetentionSession();
    asDesktop();
  });

  it('offers a first deposit once per session after an overlay click; its button reopens the deposit tab', async () => {
    setup(false);
    renderApp('/en');
    await screen.findByTestId('header-avatar');

    fireEvent.click(overlayOf(await openPanel()));
    expect(screen.queryByTestId('wallet-panel')).toBeNull();
    const offer = await screen.findByTestId('retention-modal');
    fireEvent.click(within(offer).getByTestId('retention-deposit'));
    expect(screen.queryByTestId('retention-modal')).toBeNull();
    const reopened = await screen.findByTestId('wallet-panel', {}, FIRST_PANEL_LOAD);
    expect(within(reopened).getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );

    // Dismissed again in the same session: no second offer.
    fireEvent.click(overlayOf(reopened));
    expect(screen.queryByTestId('wallet-panel')).toBeNull();
    expect(screen.queryByTestId('retention-modal')).toBeNull();
  });

  it('is not offered when the close button or Escape closes the wallet', async () => {
    setup(false);
    renderApp('/en');
    await screen.findByTestId('header-avatar');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByLabelText('Close'));
    expect(screen.queryByTestId('wallet-panel')).toBeNull();
    await openPanel();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('wallet-panel')).toBeNull();
    expect(screen.queryByTestId('retention-modal')).toBeNull();
  });

  it('is not offered to a player who has deposited', async () => {
    setup(true);
    renderApp('/en');
    await screen.findByTestId('header-avatar');
    fireEvent.click(overlayOf(await openPanel()));
    expect(screen.queryByTestId('retention-modal')).toBeNull();
  });
});
