import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeaderboardResponse, Tournament } from '@wheelhouse/contracts/tournaments';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { errorBody, guestMe, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const DAY = 86_400_000;

function tournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: 7,
    vip_players_only: false,
    descriptions: { en: { name: 'Originals Sprint', description: 'Turnover wins' } },
    name: 'Originals Sprint',
    description: 'Turnover wins',
    status: 'active',
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 2 * DAY + 3_600_000).toISOString(),
    scoring: 'turnover',
    minBet: '1.000000',
    buyIn: '0.000000',
    currency: 'USD',
    entry: 'opt_in',
    joined: false,
    players: 2,
    games: [{ id: 1, slug: 'limbo', title: 'Limbo' }],
    categories: [],
    prizes: [
      {
        rank: 1,
        amount: '500.000000',
        currency: 'USD',
        balanceType: 'main',
        wagerMultiplier: '0.0000',
      },
    ],
    ...overrides,
  };
}

function board(myScore: string | null, rank = 2): LeaderboardResponse {
  const other = { rank: 1, player: 'al***e', score: '90.000000', prize: null, isMe: false };
  const me =
    myScore === null ? null : { rank, player: 'me***e', score: myScore, prize: null, isMe: true };
  const data = me ? (rank === 1 ? [me, { ...other, rank: 2 }] : [other, me]) : [other];
  return { data, me, meta: { offset: 0, limit: 20, total: data.length } };
}

const page = (items: Tournament[]) => ({
  status: 200,
  body: { data: items, meta: { offset: 0, limit: 100, total: items.length } },
});

describe('tournaments', { timeout: 20_000 }, () => {
  it('lists the tabs, shows the countdown (days only while above zero) and the sidebar group', async () => {
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/tournaments': ({ url }) =>
        url.searchParams.get('status') === 'upcoming' ? page([]) : page([tournament()]),
    });
    renderApp('/en/tournaments');
    const card = await screen.findByTestId('tournament-card-7');
    const timer = within(card).getByRole('timer');
    expect(timer.textContent).toMatch(/^02d/);
    // The phone's menu drawer holds the sidebar: its tournaments group, then all tournaments.
    await userEvent.click(
      within(screen.getByTestId('tab-bar')).getByRole('button', { name: 'Menu' }),
    );
    // The group is a chunk of its own: it appears once loaded.
    const group = await within(screen.getByTestId('sidebar')).findByTestId('sidebar-tournaments');
    expect(await within(group).findByRole('link', { name: 'Originals Sprint' })).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'All tournaments' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect((await screen.findByTestId('tournaments-empty')).textContent).toContain('No tournament');
  });

  it('the sidebar group lists at most 3 running or upcoming tournaments, then all tournaments', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': { status: 200, body: [] },
      // Even a server that answers with more than asked for: the group shows three.
      'GET /api/v1/tournaments': ({ url }) => {
        asked.push(url.search);
        return page(
          [1, 2, 3, 4, 5].map((id) =>
            tournament({ id, name: `Cup ${id}`, status: id === 3 ? 'upcoming' : 'active' }),
          ),
        );
      },
    });
    renderApp('/en/');
    await userEvent.click(
      within(await screen.findByTestId('tab-bar')).getByRole('button', { name: 'Menu' }),
    );
    const group = await within(screen.getByTestId('sidebar')).findByTestId('sidebar-tournaments');
    await within(group).findByRole('link', { name: 'Cup 1' });
    const links = within(group)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Cup 1', '/en/tournaments/1'],
      ['Cup 2', '/en/tournaments/2'],
      ['Cup 3 Soon', '/en/tournaments/3'],
      ['All tournaments', '/en/tournaments'],
    ]);
    expect(asked).toContain('?status=current&limit=3&lang=en');
  });

  it('the sidebar group holds its place while loading, and offers a retry when it fails', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/tournaments': async () => {
        await held;
        return fail
          ? { status: 503, body: errorBody('service_unavailable') }
          : page([tournament()]);
      },
    });
    renderApp('/en/');
    await userEvent.click(
      within(await screen.findByTestId('tab-bar')).getByRole('button', { name: 'Menu' }),
    );
    const group = await within(screen.getByTestId('sidebar')).findByTestId('sidebar-tournaments');
    expect(within(group).getAllByTestId('sidebar-tournaments-loading')).toHaveLength(3);
    expect(within(group).getByRole('link', { name: 'All tournaments' })).toBeTruthy();
    release();
    const retry = await within(group).findByRole('button', { name: /did not load/ });
    expect(within(group).queryByTestId('sidebar-tournaments-loading')).toBeNull();
    fail = false;
    await userEvent.click(retry);
    expect(await within(group).findByRole('link', { name: 'Originals Sprint' })).toBeTruthy();
    expect(within(group).queryByTestId('sidebar-tournaments-retry')).toBeNull();
  });

  it('joins, shows the own place, and moves it when the tournaments channel speaks', async () => {
    let joined = false;
    let score: string | null = null;
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/wallet/balance': { status: 404, body: errorBody('not_found') },
      'GET /api/v1/tournaments': page([tournament()]),
      'GET /api/v1/tournaments/7': () => ({ status: 200, body: tournament({ joined }) }),
      'POST /api/v1/tournaments/7/join': () => {
        joined = true;
        return { status: 200, body: tournament({ joined }) };
      },
      'GET /api/v1/tournaments/7/leaderboard': () => ({
        status: 200,
        body: score === '120.000000' ? board(score, 1) : board(score),
      }),
    });
    renderApp('/en/tournaments/7');
    expect((await screen.findByTestId('leaderboard-own-place')).textContent).toBe(
      'You have no counted bet yet.',
    );
    expect(screen.getByText('Bets from 1.00 USD count')).toBeTruthy();
    await userEvent.click(screen.getByTestId('tournament-join'));
    expect(await screen.findByTestId('tournament-joined')).toBeTruthy();
    expect(api.calls('POST /api/v1/tournaments/7/join')).toHaveLength(1);

    const socket = FakeWebSocket.latest()!;
    act(() => socket.acceptSubscription());
    score = '10.000000';
    act(() =>
      socket.receive({ channel: 'tournaments', data: { id: 7, status: 'active', players: 3 } }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('leaderboard-own-place').textContent).toBe('Your place: 2'),
    );
    score = '120.000000';
    act(() =>
      socket.receive({ channel: 'tournaments', data: { id: 7, status: 'active', players: 3 } }),
    );
    await waitFor(
      () => expect(screen.getByTestId('leaderboard-own-place').textContent).toBe('Your place: 1'),
      { timeout: 3000 },
    );
    expect(screen.getByTestId('leaderboard-me-score').textContent).toBe('120.00 USD');
  });

  it('says a hidden or unknown tournament is not available', async () => {
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/tournaments': page([]),
    });
    renderApp('/en/tournaments/99');
    expect(await screen.findByTestId('tournament-not-found')).toBeTruthy();
  });
});
