import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const SUMMARY = {
  id: 7,
  player: { globalId: 'abc123', email: 'anna@example.com' },
  waiting: true,
  lastMessage: 'My deposit is stuck',
  lastMessageAt: '2030-01-01T10:00:00.000Z',
};

describe('support inbox', () => {
  it('lists waiting conversations, shows one with the cashier history and sends an answer', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['support']),
      'GET /api/admin/support/conversations': {
        status: 200,
        body: { data: [SUMMARY], meta: { offset: 0, limit: 100, total: 1 } },
      },
      'GET /api/admin/support/conversations/7': {
        status: 200,
        body: {
          ...SUMMARY,
          messages: [
            {
              id: '1',
              author: 'player',
              body: 'My deposit is stuck',
              attachment: { id: 'file_1', mediaType: 'image/png', name: 'screen.png' },
              createdAt: '2030-01-01T10:00:00.000Z',
            },
          ],
          cashier: [
            {
              id: 'tx_1',
              type: 'buy',
              status: 'pending',
              timestamp: 1_893_492_000,
              originalAmount: { value: '1500.00', currency: 'RUB' },
              externalId: null,
              paymentDetails: null,
              address: null,
              cancellableUntil: null,
              channel: 'fiat',
            },
          ],
        },
      },
      'POST /api/admin/support/conversations/7/messages': {
        status: 201,
        body: {
          id: '2',
          author: 'staff',
          body: 'We are checking it',
          attachment: null,
          createdAt: '2030-01-01T10:01:00.000Z',
        },
      },
    });
    renderApp('/support');
    const list = await screen.findByTestId('support-conversations');
    await userEvent.setup().click(within(list).getByText('anna@example.com'));
    const thread = await screen.findByTestId('support-thread');
    expect(within(thread).getByText('My deposit is stuck')).toBeTruthy();
    expect(within(thread).getByRole('link', { name: 'Screenshot: screen.png' })).toBeTruthy();
    const cashier = screen.getByTestId('support-cashier');
    expect(cashier.textContent).toContain('Fiat deposit');
    expect(cashier.textContent).toContain('1\u202f500.00 RUB');

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Answer'));
    await user.paste('We are checking it');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeTruthy();
    expect(api.calls('POST /api/admin/support/conversations/7/messages')[0]?.body).toEqual({
      body: 'We are checking it',
    });
  }, 20_000);
});
