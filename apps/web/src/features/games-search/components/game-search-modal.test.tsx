import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, guestMe, mockApi, type MockApi } from '../../../test/mock-api';
import {
  gamesPage,
  makeGame,
  renderWithProviders,
  requestedUrls,
} from '../../../test/games-fixtures';
import { GameSearchModal, SEARCH_DEBOUNCE_MS } from './game-search-modal';

const COLLECTION = '/api/v2/games/collection';

function setup(
  collection: Parameters<typeof mockApi>[0][string] = {
    status: 200,
    body: gamesPage([makeGame({ title: 'Frozen Fruits' })]),
  },
) {
  const api = mockApi({
    'GET /api/v1/me': guestMe,
    'GET /api/v2/games/categories': {
      status: 200,
      body: {
        items: [
          { value: 'slots', title: 'Slots' },
          { value: 'live', title: 'Live casino' },
        ],
      },
    },
    'GET /api/v2/games/providers': {
      status: 200,
      body: { items: [{ value: 'quartz-play', name: 'Quartz Play', gamesCount: 6 }] },
    },
    'GET /api/v2/games/collection': collection,
  });
  const onClose = vi.fn();
  renderWithProviders(<GameSearchModal onClose={onClose} />);
  return { api, onClose };
}

const searches = (api: MockApi) =>
  requestedUrls(api.fetch, COLLECTION).map((url) => url.searchParams.get('search'));

/** Lets fake timers run `ms` and React settle. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('game search modal', () => {
  it('searches the trimmed term 300 ms after the last keystroke, and only from 3 characters', async () => {
    vi.useFakeTimers();
    const { api } = setup();
    await elapse(0);
    const input = screen.getByTestId('game-search-input');
    expect(searches(api)).toEqual([null]);

    fireEvent.change(input, { target: { value: '  fr ' } });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Type at least 3 characters to search')).toBeTruthy();
    expect(searches(api)).toEqual([null]);

    fireEvent.change(input, { target: { value: '  fro' } });
    await elapse(SEARCH_DEBOUNCE_MS - 100);
    fireEvent.change(input, { target: { value: '  froz ' } });
    await elapse(SEARCH_DEBOUNCE_MS - 1);
    expect(searches(api)).toEqual([null]);
    await elapse(1);
    expect(searches(api)).toEqual([null, 'froz']);
    expect(screen.queryByText('Type at least 3 characters to search')).toBeNull();
    await elapse(50);
    expect(screen.getByRole('heading', { name: 'Frozen Fruits' })).toBeTruthy();
  });

  it('resets the category and provider filters when a term is chosen', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    await user.selectOptions(screen.getByTestId('game-search-provider'), 'quartz-play');
    await vi.waitFor(() => {
      const last = requestedUrls(api.fetch, COLLECTION).at(-1)!;
      expect([last.searchParams.get('category'), last.searchParams.get('provider')]).toEqual([
        'slots',
        'quartz-play',
      ]);
    });

    await user.type(screen.getByTestId('game-search-input'), 'roulette');
    await vi.waitFor(() => expect(searches(api).at(-1)).toBe('roulette'), { timeout: 3000 });
    const last = requestedUrls(api.fetch, COLLECTION).at(-1)!;
    expect(last.searchParams.get('category')).toBeNull();
    expect(last.searchParams.get('provider')).toBeNull();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('game-search-provider') as HTMLSelectElement).value).toBe('');
  });

  it('shows the spec’s empty and failure states', async () => {
    setup(({ url }) =>
      url.searchParams.get('search') === 'zzz'
        ? { status: 200, body: gamesPage([]) }
        : url.searchParams.get('search') === 'boom'
          ? { status: 503, body: errorBody('service_unavailable') }
          : { status: 200, body: gamesPage([makeGame()]) },
    );
    const user = userEvent.setup();
    const input = await screen.findByTestId('game-search-input');
    await user.type(input, 'zzz');
    const empty = await screen.findByTestId('games-empty', {}, { timeout: 3000 });
    expect(empty.textContent).toContain('Nothing found');
    expect(empty.textContent).toContain('Try other filters');

    await user.clear(input);
    await user.type(input, 'boom');
    const failure = await screen.findByTestId('games-error', {}, { timeout: 3000 });
    expect(failure.textContent).toContain('Something went wrong');
    expect(failure.textContent).toContain('We are having temporary difficulties');
  });

  it('closes when a game is opened', async () => {
    const { onClose } = setup();
    const tile = await screen.findByTestId('game-tile');
    await userEvent.setup().click(within(tile).getByRole('link'));
    expect(onClose).toHaveBeenCalled();
  });
});
