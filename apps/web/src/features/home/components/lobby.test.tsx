import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestMe, mockApi } from '../../../test/mock-api';
import { gamesPage, makeGame, renderWithProviders } from '../../../test/games-fixtures';
import { Lobby } from './lobby';

describe('home lobby', () => {
  it('shows a popular row and a row per non-empty category, each linking to all its games', async () => {
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v2/games/categories': {
        status: 200,
        body: {
          items: [
            { value: 'originals', title: 'Originals' },
            { value: 'crash', title: 'Crash' },
          ],
        },
      },
      'GET /api/v2/games/providers': {
        status: 200,
        body: {
          items: [
            { value: 'wheelhouse-originals', name: 'Wheelhouse Originals', gamesCount: 5 },
            { value: 'empty-studio', name: 'Empty Studio', gamesCount: 0 },
          ],
        },
      },
      'GET /api/v2/games/collection': ({ url }) => {
        const category = url.searchParams.get('category');
        if (category === 'crash') return { status: 200, body: gamesPage([]) };
        return {
          status: 200,
          body: gamesPage(
            [makeGame({ id: 1, title: 'Dice' }), makeGame({ id: 2, title: 'Limbo' })],
            {
              total: category ? 5 : 59,
            },
          ),
        };
      },
    });
    renderWithProviders(<Lobby />);
    const originals = await screen.findByTestId('lobby-row-originals');
    expect(await within(originals).findByRole('heading', { name: 'Dice' })).toBeTruthy();
    expect(within(originals).getByRole('link', { name: 'See all (5)' }).getAttribute('href')).toBe(
      '/en/categories/originals/games',
    );
    const popular = screen.getByTestId('lobby-row-popular');
    expect(within(popular).getByRole('link', { name: 'See all (59)' }).getAttribute('href')).toBe(
      '/en/categories/all/games',
    );
    // An empty category has no row; a provider without games has no link.
    expect(screen.queryByTestId('lobby-row-crash')).toBeNull();
    expect(screen.getByRole('link', { name: /Wheelhouse Originals/ }).getAttribute('href')).toBe(
      '/en/providers/wheelhouse-originals/games',
    );
    expect(screen.queryByRole('link', { name: /Empty Studio/ })).toBeNull();
  });
});
