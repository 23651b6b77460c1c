import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('push broadcast page', () => {
  it('sends a broadcast with an optional link and shows the server’s field errors', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'POST /api/admin/push/broadcast': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: errorBody('validation_error', {
                fields: { url: { key: 'Validation.invalid_format' } },
              }),
            }
          : { status: 202, body: { broadcastId: '3f1c2a9e-1111-4222-8333-444455556666' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/push');
    await user.type(await screen.findByLabelText('Title'), 'Weekend cashback');
    await user.type(screen.getByLabelText('Text'), '10% back on Sunday');
    await user.type(screen.getByLabelText(/^Link/), '/bonuses');
    await user.click(screen.getByRole('button', { name: 'Send to everybody' }));
    await waitFor(() => expect(api.calls('POST /api/admin/push/broadcast')).toHaveLength(1));
    expect(api.calls('POST /api/admin/push/broadcast')[0]?.body).toEqual({
      title: 'Weekend cashback',
      body: '10% back on Sunday',
      url: '/bonuses',
    });
    await user.click(screen.getByRole('button', { name: 'Send to everybody' }));
    expect(await screen.findByText('The notification is on its way')).toBeTruthy();
  });

  it('sends nothing with an empty title', async () => {
    const api = mockApi({ 'GET /api/admin/me': staffMe(['content']) });
    const user = userEvent.setup();
    renderApp('/push');
    await user.type(await screen.findByLabelText('Text'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send to everybody' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.calls('POST /api/admin/push/broadcast')).toHaveLength(0);
  });
});

const SETTINGS = {
  'withdraw.cancelWindowSeconds': 600,
  'withdraw.dailyLimit': '10000.00',
  'withdraw.autoApproveBelow': '100.00',
  'withdraw.requiresVerification': false,
  'withdraw.depositWagerMultiplier': '0',
  'withdraw.minGgrPercent': 0,
  'region.restrictedCountries': [],
  'region.allowedIps': [],
  'push.enabled': true,
  'payments.enabled': true,
  'originals.maxBet': '1000.00',
  'originals.maxProfit': '10000.00',
};

describe('operator settings: region restriction and gaming-revenue rule', () => {
  it('saves restricted countries, the allow-list and the percent as the API expects', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/settings': { status: 200, body: SETTINGS },
      'PUT /api/admin/settings': ({ body }) => ({
        status: 200,
        body: { ...SETTINGS, ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.type(await screen.findByLabelText(/Restricted countries/), 'de, fr');
    await user.type(screen.getByLabelText(/Addresses exempt/), '5.9.0.0/16{enter}203.0.113.7');
    const percent = screen.getByLabelText(/Gaming result before withdrawing/);
    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/settings')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/settings')[0]?.body).toMatchObject({
      'region.restrictedCountries': ['DE', 'FR'],
      'region.allowedIps': ['5.9.0.0/16', '203.0.113.7'],
      'withdraw.minGgrPercent': 20,
      'push.enabled': true,
    });
  });
});
