import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearRegion } from '../../../lib/region/region-state';
import { makeBalance } from '../../../test/balance-fixtures';
import { makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const refused = {
  status: 451,
  body: {
    detail: 'restricted_region',
    message: 'The service is not available in your region',
    key: 'req-1',
    time: '2030-01-01T00:00:00.000Z',
    country: 'DE',
    ip: '5.9.0.1',
  },
};

describe('region-restriction dialog (shell spec §4)', () => {
  afterEach(() => clearRegion());

  it(
    'shows the country and the copyable address, and a retry the server answers clears it',
    { timeout: 15_000 },
    async () => {
      let allowed = false;
      mockApi({
        'GET /api/v1/me': { status: 200, body: makeUser() },
        'GET /api/v1/languages': { status: 200, body: [] },
        'GET /api/v1/banners': { status: 200, body: { items: [] } },
        'GET /api/v1/wallet/balance': () =>
          allowed ? { status: 200, body: makeBalance() } : refused,
      });
      renderApp('/en');
      const dialog = await screen.findByTestId('region-dialog');
      expect(within(dialog).getByTestId('region-country').textContent).toBe('DE');
      expect(within(dialog).getByText('Germany', { exact: false })).toBeTruthy();
      expect(within(dialog).getByTestId('region-ip').textContent).toBe('5.9.0.1');
      expect(within(dialog).getByRole('button', { name: /copy ip address/i })).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: 'Join our community' })).toBeTruthy();

      fireEvent.click(within(dialog).getByTestId('region-retry'));
      // Still refused: the dialog stays.
      await screen.findByTestId('region-dialog');
      allowed = true;
      fireEvent.click(
        within(await screen.findByTestId('region-dialog')).getByTestId('region-retry'),
      );
      await expect.poll(() => screen.queryByTestId('region-dialog')).toBeNull();
    },
  );
});
