import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, guestMe, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { bonusesList, makePlayerBonus } from '../../../test/bonuses-fixtures';
import { makeGame, renderWithProviders } from '../../../test/games-fixtures';
import { GamePage } from './game-page';
import { FRAME_READY_TIMEOUT_MS } from './provider-frame';

/** What the provider's frame posts once its page is up (demo-provider public/ready.js). */
function frameSaysReady(frame: HTMLElement, origin = 'http://provider.test') {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'provider:ready' },
        origin,
        source: (frame as HTMLIFrameElement).contentWindow,
      }),
    );
  });
}

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

  describe('a connected provider game', () => {
    const STATUS = 'GET /api/v2/games/5/provider-status';
    const connected = makeGame({ id: 5, title: 'Frozen Fruits', connected: true });
    const launched = (mode: string) => ({
      status: 200,
      body: {
        url: `http://provider.test/games/slot?mode=${mode}${mode === 'real' ? '&token=t' : ''}`,
        mode,
        currency: 'USD',
        expiresAt: mode === 'real' ? '2030-01-01T02:00:00.000Z' : null,
      },
    });
    function openConnected(routes: ApiRoutes) {
      const api = mockApi({ 'GET /api/v2/games/5': { status: 200, body: connected }, ...routes });
      renderWithProviders(<GamePage />, '/en/games/5', '/:locale/games/:id');
      return api;
    }

    it('gives a guest the demo in the provider frame, loading until the frame says it is ready', async () => {
      const api = openConnected({
        'GET /api/v1/me': guestMe,
        'POST /api/v2/games/5/launch': ({ body }) => launched((body as { mode: string }).mode),
      });
      const frame = await screen.findByTestId('provider-frame');
      expect(frame.getAttribute('src')).toBe('http://provider.test/games/slot?mode=demo');
      expect(frame.getAttribute('title')).toBe('Frozen Fruits by its provider');
      expect(screen.getByTestId('provider-frame-loading')).toBeTruthy();
      expect(screen.getByText('Demo mode: sign in to play for real money')).toBeTruthy();
      expect(screen.queryByTestId('play-for-real')).toBeNull();
      expect(api.calls('POST /api/v2/games/5/launch')).toEqual([{ mode: 'demo', lang: 'en' }]);
      // A load alone is not enough: the browser fires it on its own error page too.
      fireEvent.load(frame);
      expect(screen.getByTestId('provider-frame-loading')).toBeTruthy();
      // Nor does a message from another origin count.
      frameSaysReady(frame, 'http://elsewhere.test');
      expect(screen.getByTestId('provider-frame-loading')).toBeTruthy();
      frameSaysReady(frame);
      expect(screen.queryByTestId('provider-frame-loading')).toBeNull();
    });

    it('says the provider is down when its frame stays silent and our server cannot reach it, and retries', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const api = openConnected({
          'GET /api/v1/me': guestMe,
          'POST /api/v2/games/5/launch': launched('demo'),
          [STATUS]: { status: 200, body: { reachable: false } },
        });
        await screen.findByTestId('provider-frame');
        act(() => {
          vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS / 2);
        });
        // Still within the wait: nobody asks yet.
        expect(api.calls(STATUS)).toHaveLength(0);
        act(() => {
          vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS / 2);
        });
        const error = await screen.findByTestId('provider-frame-error');
        expect(error.textContent).toContain('The game provider is not responding');
        expect(screen.queryByTestId('provider-frame')).toBeNull();
        expect(api.calls(STATUS)).toHaveLength(1);

        fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
        const frame = await screen.findByTestId('provider-frame');
        await waitFor(() => expect(api.calls('POST /api/v2/games/5/launch')).toHaveLength(2));
        // The same address as before, waited for afresh: this time the provider answers.
        act(() => {
          vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS / 2);
        });
        frameSaysReady(frame);
        act(() => {
          vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
        });
        expect(screen.queryByTestId('provider-frame-error')).toBeNull();
        expect(screen.queryByTestId('provider-frame-loading')).toBeNull();
        // A frame that said it is ready is never second-guessed.
        expect(api.calls(STATUS)).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps a silent frame whose provider answers our server: real providers never say ready', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const api = openConnected({
          'GET /api/v1/me': guestMe,
          'POST /api/v2/games/5/launch': launched('demo'),
          [STATUS]: { status: 200, body: { reachable: true } },
        });
        const frame = await screen.findByTestId('provider-frame');
        expect(frame.className).toContain('invisible');
        act(() => {
          vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
        });
        await waitFor(() => expect(screen.queryByTestId('provider-frame-loading')).toBeNull());
        expect(api.calls(STATUS)).toHaveLength(1);
        expect(screen.getByTestId('provider-frame')).toBe(frame);
        expect(frame.className).not.toContain('invisible');
        act(() => {
          vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 3);
        });
        expect(screen.queryByTestId('provider-frame-error')).toBeNull();
        expect(api.calls(STATUS)).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('offers a retry when the provider check itself fails', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        openConnected({
          'GET /api/v1/me': guestMe,
          'POST /api/v2/games/5/launch': launched('demo'),
          [STATUS]: { status: 429, body: errorBody('too_many_requests') },
        });
        await screen.findByTestId('provider-frame');
        act(() => {
          vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
        });
        const error = await screen.findByTestId('provider-frame-error');
        expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });

    it('plays for real for a signed-in player, and the switch turns to demo', async () => {
      const api = openConnected({
        'GET /api/v1/me': { status: 200, body: makeUser() },
        'POST /api/v2/games/5/launch': ({ body }) => launched((body as { mode: string }).mode),
      });
      const frame = await screen.findByTestId('provider-frame');
      expect(frame.getAttribute('data-mode')).toBe('real');
      const toggle = screen.getByRole('switch', { name: 'Play for real' });
      expect(toggle.getAttribute('aria-checked')).toBe('true');
      fireEvent.click(toggle);
      await waitFor(() =>
        expect(screen.getByTestId('provider-frame').getAttribute('data-mode')).toBe('demo'),
      );
      expect(screen.getByTestId('provider-frame-mode').textContent).toBe('Demo');
      expect(api.calls('POST /api/v2/games/5/launch')).toEqual([
        { mode: 'real', lang: 'en' },
        { mode: 'demo', lang: 'en' },
      ]);
    });

    it('opens the game in the page’s language, whatever the profile says', async () => {
      const api = mockApi({
        'GET /api/v2/games/5': { status: 200, body: connected },
        'GET /api/v1/me': { status: 200, body: makeUser() },
        'POST /api/v2/games/5/launch': ({ body }) => launched((body as { mode: string }).mode),
      });
      renderWithProviders(<GamePage />, '/ru/games/5', '/:locale/games/:id');
      await screen.findByTestId('provider-frame');
      expect(api.calls('POST /api/v2/games/5/launch')).toEqual([{ mode: 'real', lang: 'ru' }]);
    });

    it('shows the free spins an active bonus holds on this game', async () => {
      const spins = (game: string, left: number, id: number) =>
        makePlayerBonus({
          id,
          status: 'active',
          activation: {
            userBonusId: `bn_00000000000000000000000${id}`,
            state: 'active',
            amount: '0.00',
            wager: { current: '0.00', total: '0.00' },
            activatedAt: '2030-01-01T00:00:00.000Z',
            expiresAt: '2099-01-31T00:00:00.000Z',
            freespins: { game, left, stake: '0.20', won: '0.00' },
          },
        });
      openConnected({
        'GET /api/v1/me': { status: 200, body: makeUser() },
        'POST /api/v2/games/5/launch': ({ body }) => launched((body as { mode: string }).mode),
        'GET /api/v2/bonuses': {
          status: 200,
          body: bonusesList([spins(connected.slug, 7, 1), spins('another-game', 3, 2)]),
        },
      });
      expect((await screen.findByTestId('game-free-spins')).textContent).toBe(
        'Free spins left on this game: 7',
      );
      // Demo play uses none of them: the note goes.
      fireEvent.click(screen.getByRole('switch', { name: 'Play for real' }));
      await waitFor(() => expect(screen.queryByTestId('game-free-spins')).toBeNull());
    });

    it('takes the whole screen on a phone and asks before leaving', async () => {
      openConnected({
        'GET /api/v1/me': { status: 200, body: makeUser() },
        'POST /api/v2/games/5/launch': ({ body }) => launched((body as { mode: string }).mode),
      });
      const frame = await screen.findByTestId('provider-frame');
      const full = screen.getByTestId('game-full-screen');
      expect(full.contains(frame)).toBe(true);
      expect(within(full).getByRole('switch', { name: 'Play for real' })).toBeTruthy();
      expect(document.body.style.overflow).toBe('hidden');

      fireEvent.click(within(full).getByRole('button', { name: 'Exit the game' }));
      const dialog = await screen.findByTestId('exit-confirmation');
      expect(within(dialog).getByRole('heading', { name: 'Leave the game?' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByTestId('exit-confirmation')).toBeNull();
      expect(screen.getByTestId('provider-frame')).toBeTruthy();

      fireEvent.keyDown(full, { key: 'Escape' });
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.queryByTestId('game-full-screen')).toBeNull());
      expect(document.body.style.overflow).toBe('');
    });

    it('stays in the page on wider screens, and asks before a link leads away from the game', async () => {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        ...original(query),
        matches: query === '(min-width: 640px)',
      })) as typeof window.matchMedia;
      try {
        mockApi({
          'GET /api/v2/games/5': { status: 200, body: connected },
          'GET /api/v1/me': guestMe,
          'POST /api/v2/games/5/launch': launched('demo'),
        });
        const { router } = renderWithProviders(<GamePage />, '/en/games/5', '/:locale/games/:id');
        expect(await screen.findByTestId('provider-frame')).toBeTruthy();
        expect(screen.queryByTestId('game-full-screen')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Exit the game' })).toBeNull();

        const providerLink = screen.getByRole('link', { name: 'Northwind Studios' });
        fireEvent.click(providerLink);
        const dialog = await screen.findByTestId('exit-confirmation');
        expect(within(dialog).getByRole('heading', { name: 'Leave the game?' })).toBeTruthy();
        expect(router.state.location.pathname).toBe('/en/games/5');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByTestId('exit-confirmation')).toBeNull();
        expect(router.state.location.pathname).toBe('/en/games/5');
        expect(screen.getByTestId('provider-frame')).toBeTruthy();

        // Closing the tab gets the browser's own prompt while the game is open.
        const unload = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(unload);
        expect(unload.defaultPrevented).toBe(true);

        fireEvent.click(providerLink);
        fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
        await waitFor(() =>
          expect(router.state.location.pathname).toBe('/en/providers/northwind-studios/games'),
        );
      } finally {
        window.matchMedia = original;
      }
    });

    it('lists the player’s own rounds under the frame on wider screens', async () => {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        ...original(query),
        matches: query === '(min-width: 640px)',
      })) as typeof window.matchMedia;
      try {
        openConnected({
          'GET /api/v1/me': { status: 200, body: makeUser() },
          'POST /api/v2/games/5/launch': launched('real'),
          'GET /api/v2/provider-rounds': {
            status: 200,
            body: {
              data: [
                {
                  id: 'demo-provider:r1',
                  gameId: 5,
                  game: 'Frozen Fruits',
                  stake: '2.000000',
                  payout: '5.500000',
                  currency: 'USD',
                  status: 'closed',
                  createdAt: '2030-01-01T10:00:00.000Z',
                },
              ],
              meta: { offset: 0, limit: 10, total: 1 },
            },
          },
        });
        const table = await screen.findByTestId('provider-rounds');
        expect(screen.getByRole('heading', { name: 'My bets' })).toBeTruthy();
        expect(
          within(table).getByRole('link', { name: 'Frozen Fruits' }).getAttribute('href'),
        ).toBe('/en/games/5');
        expect(table.textContent).toContain('2.00 USD');
        expect(table.textContent).toContain('5.50 USD');
        expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
      } finally {
        window.matchMedia = original;
      }
    });

    it('says when the provider cannot be reached and retries on request', async () => {
      let attempts = 0;
      openConnected({
        'GET /api/v1/me': guestMe,
        'POST /api/v2/games/5/launch': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 503, body: errorBody('service_unavailable') }
            : launched('demo');
        },
      });
      const error = await screen.findByTestId('provider-frame-error');
      expect(error.textContent).toContain('The game provider is not responding');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTestId('provider-frame')).toBeTruthy();
    });

    it('says so when the provider was disconnected since the lobby loaded', async () => {
      openConnected({
        'GET /api/v1/me': guestMe,
        'POST /api/v2/games/5/launch': {
          status: 409,
          body: errorBody('conflict', { reason: 'provider_not_connected' }),
        },
      });
      expect((await screen.findByTestId('provider-frame-error')).textContent).toContain(
        'This provider is not connected yet',
      );
    });
  });
});
