import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, guestMe, mockApi } from '../../../test/mock-api';
import { makeGame, renderWithProviders } from '../../../test/games-fixtures';
import { GamePage } from './game-page';

function open(reply: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v2/games/5': reply });
  return renderWithProviders(<GamePage />, '/en/games/5', '/:locale/games/:id');
}

describe('game page', () => {
  it('frames a third-party game and says honestly that its provider is not connected', async () => {
    open({
      status: 200,
      body: makeGame({ id: 5, title: 'Frozen Fruits', rtp: '96.20', labelType: 'exclusive' }),
    });
    const page = await screen.findByTestId('game-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Frozen Fruits' })).toBeTruthy();
    expect(screen.getByTestId('game-rtp').textContent).toBe('96.20%');
    expect(page.textContent).toContain('Exclusive');
    expect(screen.getByRole('link', { name: 'Northwind Studios' }).getAttribute('href')).toBe(
      '/en/providers/northwind-studios/games',
    );
    expect(screen.getByTestId('provider-not-connected').textContent).toContain(
      'This provider is not connected yet',
    );
    expect(screen.getByTestId('favorite-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('gives our originals their play-area mount point', async () => {
    open({
      status: 200,
      body: makeGame({
        id: 5,
        slug: 'dice',
        title: 'Dice',
        provider: { value: 'wheelhouse-originals', name: 'Wheelhouse Originals' },
      }),
    });
    const area = await screen.findByTestId('original-play-area');
    expect(area.getAttribute('data-game')).toBe('dice');
    expect(screen.queryByTestId('provider-not-connected')).toBeNull();
  });

  it('shows the block reason instead of the play area', async () => {
    open({ status: 200, body: makeGame({ id: 5, blockReason: 'currency' }) });
    const blocked = await screen.findByTestId('play-area-blocked');
    expect(blocked.textContent).toContain('Not available in your currency');
    expect(screen.queryByTestId('provider-not-connected')).toBeNull();
  });

  it('tells an unknown game from a failure', async () => {
    open({ status: 404, body: errorBody('not_found') });
    expect((await screen.findByTestId('game-not-found')).textContent).toContain('Game not found');
  });

  it('offers a retry when the server fails', async () => {
    open({ status: 500, body: errorBody('internal_error') });
    expect((await screen.findByTestId('games-error')).textContent).toContain(
      'Something went wrong',
    );
  });
});
