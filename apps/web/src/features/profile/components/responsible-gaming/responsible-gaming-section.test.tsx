import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RgBlockRequest, RgMoneyLimitRequest } from '@wheelhouse/contracts/responsible-gaming';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, type ApiRoutes } from '../../../../test/mock-api';
import { rgLimit, rgState, withLimit } from '../../../../test/rg-fixtures';
import { renderApp } from '../../../../test/render-app';
import { formatWhen } from './format';

function profileApi(routes: ApiRoutes) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    ...routes,
  });
}

describe('the profile’s responsible-gaming section', () => {
  it('sets a daily deposit limit, which then shows what is used and left', async () => {
    const api = profileApi({
      'GET /api/v1/responsible-gaming': { status: 200, body: rgState() },
      'PUT /api/v1/responsible-gaming/limits': ({ body }) => {
        const { kind, period } = body as RgMoneyLimitRequest;
        const limit = { ...rgLimit(kind, period), amount: '50.00', used: '0.00', left: '50.00' };
        return { status: 200, body: withLimit(rgState(), limit) };
      },
    });
    renderApp('/en/profile');
    const row = await screen.findByTestId('rg-deposit-day-row');
    const user = userEvent.setup();
    // Nothing is sent for an amount the server would refuse.
    await user.type(within(row).getByLabelText('Per day, USD'), '0');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByRole('alert').textContent).toBe('Enter an amount greater than zero.');
    await user.clear(within(row).getByLabelText('Per day, USD'));
    await user.type(within(row).getByLabelText('Per day, USD'), '50{Enter}');
    await waitFor(() => expect(row.textContent).toContain('Used 0.00 of 50.00, 50.00 left'));
    expect(api.calls('PUT /api/v1/responsible-gaming/limits')).toEqual([
      { kind: 'deposit', period: 'day', amount: '50' },
    ]);
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('a raised limit keeps the old one and says when the new one applies', async () => {
    const effectiveAt = '2030-01-02T10:00:00.000Z';
    const current = { ...rgLimit('deposit', 'week'), amount: '100.00', left: '100.00' };
    profileApi({
      'GET /api/v1/responsible-gaming': { status: 200, body: withLimit(rgState(), current) },
      'PUT /api/v1/responsible-gaming/limits': {
        status: 200,
        body: withLimit(rgState(), { ...current, pending: { value: '300.00', effectiveAt } }),
      },
    });
    renderApp('/en/profile');
    const row = await screen.findByTestId('rg-deposit-week-row');
    const field = within(row).getByLabelText('Per week, USD');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '300{Enter}');
    const notice = await within(row).findByTestId('rg-deposit-week-pending');
    expect(notice.textContent).toBe(`Changes to 300.00 on ${formatWhen(effectiveAt, 'en')}`);
    expect(row.textContent).toContain('Used 0.00 of 100.00');
  });

  it('a cool-off starts only after the player confirms it cannot be undone', async () => {
    const endsAt = '2030-01-08T10:00:00.000Z';
    const api = profileApi({
      'GET /api/v1/responsible-gaming': { status: 200, body: rgState() },
      'POST /api/v1/responsible-gaming/block': {
        status: 200,
        body: rgState({
          block: { kind: 'cool_off', startedAt: '2030-01-01T10:00:00.000Z', endsAt },
        }),
      },
    });
    renderApp('/en/profile');
    const section = await screen.findByTestId('responsible-gaming');
    const user = userEvent.setup();
    await within(section).findByTestId('rg-block-kind');
    await user.selectOptions(within(section).getByTestId('rg-block-duration'), '1w');
    await user.click(within(section).getByRole('button', { name: 'Start' }));
    let dialog = await screen.findByTestId('rg-block-confirm');
    expect(dialog.textContent).toContain('Cool-off for 1 week. This cannot be undone');
    // Backing out sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('rg-block-confirm')).toBeNull());
    expect(api.calls('POST /api/v1/responsible-gaming/block')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Start' }));
    dialog = await screen.findByTestId('rg-block-confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start it' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        `Cool-off until ${formatWhen(endsAt, 'en')}`,
      ),
    );
    expect(api.calls('POST /api/v1/responsible-gaming/block')).toEqual([
      { kind: 'cool_off', duration: '1w' } satisfies RgBlockRequest,
    ]);
  });

  it('a self-exclusion for good says so in the confirmation', async () => {
    profileApi({ 'GET /api/v1/responsible-gaming': { status: 200, body: rgState() } });
    renderApp('/en/profile');
    const section = await screen.findByTestId('responsible-gaming');
    const user = userEvent.setup();
    await user.selectOptions(await within(section).findByTestId('rg-block-kind'), 'self_exclusion');
    await user.selectOptions(within(section).getByTestId('rg-block-duration'), 'permanent');
    await user.click(within(section).getByRole('button', { name: 'Start' }));
    expect((await screen.findByTestId('rg-block-confirm')).textContent).toContain(
      'Self-exclusion permanently. This cannot be undone: neither you nor our support can lift it.',
    );
  });
});
