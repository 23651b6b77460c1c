import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { TOURNAMENT } from './tournament-fixture';

const list = (items: unknown[]) => ({
  status: 200,
  body: { data: items, meta: { offset: 0, limit: 100, total: items.length } },
});

describe('tournaments in the back office', () => {
  it('lists tournaments and creates one with a prize table, showing the server’s field errors', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/tournaments': list([TOURNAMENT]),
      'POST /api/admin/tournaments': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: errorBody('validation_error', {
                fields: { endsAt: { key: 'Validation.invalid' } },
              }),
            }
          : { status: 200, body: { ...TOURNAMENT, id: 5 } };
      },
    });
    renderApp('/tournaments');
    const table = await screen.findByTestId('tournaments-table');
    expect(within(table).getByText('Originals Sprint')).toBeTruthy();
    expect(within(table).getByText('Running')).toBeTruthy();

    await userEvent.click(screen.getByTestId('new-tournament'));
    const dialog = await screen.findByTestId('tournament-dialog');
    await userEvent.type(within(dialog).getByLabelText('Name (English)'), 'Spring cup');
    await userEvent.type(within(dialog).getByLabelText('Starts'), '2030-02-01T10:00');
    await userEvent.type(within(dialog).getByLabelText('Ends'), '2030-02-08T10:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Scoring'), 'best_multiplier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    const rows = within(dialog).getAllByTestId('prize-row');
    expect(rows).toHaveLength(2);
    await userEvent.selectOptions(within(rows[1]!).getByLabelText('Paid as'), 'bonus');
    await userEvent.clear(within(rows[1]!).getByLabelText('Wager ×'));
    await userEvent.type(within(rows[1]!).getByLabelText('Wager ×'), '10');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
    const ends = within(dialog).getByLabelText('Ends');
    await waitFor(() => expect(ends.getAttribute('aria-invalid')).toBe('true'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(screen.queryByTestId('tournament-dialog')).toBeNull());
    const sent = api.calls('POST /api/admin/tournaments')[1]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      descriptions: { en: { name: 'Spring cup', description: '' } },
      scoring: 'best_multiplier',
      entry: 'opt_in',
      prizes: [
        { rank: 1, amount: '100', balanceType: 'main' },
        { rank: 2, amount: '10', balanceType: 'bonus', wagerMultiplier: '10' },
      ],
    });
    expect(sent).not.toHaveProperty('descriptions.ru');
  });

  it('edits the texts of every language and keeps the ones it leaves alone', async () => {
    const texts = {
      en: { name: 'Originals Sprint', description: 'Turnover wins' },
      ru: { name: 'Спринт', description: 'Оборот' },
      uk: { name: 'Спринт оригіналів', description: 'Оборот перемагає' },
      kk: { name: 'Түпнұсқа спринті', description: 'Айналым жеңеді' },
    };
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/tournaments': list([{ ...TOURNAMENT, descriptions: texts }]),
      'PATCH /api/admin/tournaments/4': { status: 200, body: TOURNAMENT },
    });
    renderApp('/tournaments');
    await screen.findByTestId('tournaments-table');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Originals Sprint' }));
    const dialog = await screen.findByTestId('tournament-dialog');
    expect((within(dialog).getByLabelText('Name (Ukrainian)') as HTMLInputElement).value).toBe(
      'Спринт оригіналів',
    );
    const kazakh = within(dialog).getByLabelText('Description (Kazakh)');
    await userEvent.clear(kazakh);
    await userEvent.type(kazakh, 'Жаңа ережелер');
    await userEvent.clear(within(dialog).getByLabelText('Name (Russian)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH /api/admin/tournaments/4')).toHaveLength(1));
    const sent = api.calls('PATCH /api/admin/tournaments/4')[0]!.body as {
      descriptions: Record<string, unknown>;
    };
    // Ukrainian untouched and kept, Kazakh edited, Russian removed by clearing its name.
    expect(sent.descriptions).toEqual({
      en: texts.en,
      uk: texts.uk,
      kk: { name: texts.kk.name, description: 'Жаңа ережелер' },
    });
  });

  it('cancels a running tournament and shows the results of one', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/tournaments': list([TOURNAMENT]),
      'POST /api/admin/tournaments/4/cancel': {
        status: 200,
        body: { ...TOURNAMENT, status: 'cancelled' },
      },
      'GET /api/admin/tournaments/4/results': {
        status: 200,
        body: {
          tournament: TOURNAMENT,
          data: [
            {
              rank: 1,
              globalId: 'g1',
              email: 'winner@example.test',
              score: '42.000000',
              bets: 7,
              prize: TOURNAMENT.prizes[0],
              paidAt: null,
            },
          ],
          meta: { offset: 0, limit: 100, total: 1 },
        },
      },
    });
    renderApp('/tournaments');
    await screen.findByTestId('tournaments-table');
    await userEvent.click(screen.getByRole('button', { name: 'Results of Originals Sprint' }));
    const results = await screen.findByTestId('results-table');
    expect(within(results).getByText('winner@example.test')).toBeTruthy();
    expect(within(results).getByText('42.000000')).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Originals Sprint' }));
    const dialog = await screen.findByTestId('cancel-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the tournament' }));
    await waitFor(() => expect(api.calls('POST /api/admin/tournaments/4/cancel')).toHaveLength(1));
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['content']), 'GET /api/admin/tournaments': list([]) });
    renderApp('/tournaments');
    expect(await screen.findByText('No tournaments yet')).toBeTruthy();
  });
});
