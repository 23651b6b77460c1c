import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const GAME = {
  id: 4,
  slug: 'dice',
  title: 'Dice',
  provider: 'wheelhouse',
  categories: ['originals'],
  imageUrl: '/games/dice.svg',
  labelType: null,
  blacklistCountries: [],
  blacklistCurrencies: [],
  rtp: '99',
  popularity: 10,
  rating: '4.5',
  addedAt: '2030-01-01T10:00:00.000Z',
  active: true,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

function errorUnder(field: HTMLElement): string | null {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function catalogueApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(['content']),
    'GET /api/admin/games': {
      status: 200,
      body: { data: [GAME], meta: { offset: 0, limit: 30, total: 1 } },
    },
    'GET /api/admin/games/providers': {
      status: 200,
      body: { items: [{ value: 'wheelhouse', name: 'Wheelhouse', sortOrder: 0 }] },
    },
    'GET /api/admin/games/categories': {
      status: 200,
      body: {
        items: [
          { value: 'originals', titles: { en: 'Originals' }, sortOrder: 0 },
          { value: 'slots', titles: { en: 'Slots' }, sortOrder: 1 },
        ],
      },
    },
    ...extra,
  });
}

describe('the game form', () => {
  it('adds a game; a taken slug and a bad image come back under their fields', async () => {
    const api = catalogueApi({
      'POST /api/admin/games': {
        status: 400,
        body: errorBody('validation_error', {
          fields: {
            slug: { key: 'Validation.taken' },
            imageUrl: { key: 'Validation.invalid_format' },
          },
        }),
      },
    });
    renderApp('/games');
    await userEvent.click(await screen.findByTestId('new-game'));
    const dialog = await screen.findByTestId('game-dialog');
    await userEvent.type(within(dialog).getByLabelText('Slug (the address part)'), 'mines');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Mines');
    await userEvent.type(
      within(dialog).getByLabelText('Image (https URL or /games/…)'),
      'https://cdn.example/mines.png',
    );
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(within(dialog).getByLabelText('Provider'), 'Wheelhouse');
    await userEvent.click(within(dialog).getByLabelText('Slots'));
    await userEvent.type(within(dialog).getByLabelText('Blocked countries'), 'us, gb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the game' }));
    await waitFor(() =>
      expect(errorUnder(within(dialog).getByLabelText('Slug (the address part)'))).toBe(
        'This value is taken',
      ),
    );
    expect(errorUnder(within(dialog).getByLabelText('Image (https URL or /games/…)'))).toBe(
      'Check the format of this value',
    );
    expect(api.calls('POST /api/admin/games')[0]!.body).toEqual({
      slug: 'mines',
      title: 'Mines',
      provider: 'wheelhouse',
      categories: ['slots'],
      imageUrl: 'https://cdn.example/mines.png',
      labelType: null,
      blacklistCountries: ['US', 'GB'],
      blacklistCurrencies: [],
      rtp: '96',
      popularity: 0,
      rating: '0',
      active: true,
    });
  });

  it('edits a game in the same form', async () => {
    const api = catalogueApi({
      'PATCH /api/admin/games/4': ({ body }) => ({
        status: 200,
        body: { ...GAME, ...(body as object) },
      }),
    });
    renderApp('/games');
    await userEvent.click(await screen.findByRole('button', { name: 'Game “Dice”' }));
    const dialog = await screen.findByTestId('game-dialog');
    const rtp = within(dialog).getByLabelText('RTP, %');
    await userEvent.clear(rtp);
    await userEvent.type(rtp, '98.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH /api/admin/games/4')).toHaveLength(1));
    expect(api.calls('PATCH /api/admin/games/4')[0]!.body).toMatchObject({
      slug: 'dice',
      rtp: '98.5',
      categories: ['originals'],
    });
  });
});
