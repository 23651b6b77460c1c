import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventPatch, SportEvent } from '@wheelhouse/contracts/sportsbook';
import type { SportsBet } from '@wheelhouse/contracts/sportsbook-bets';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { errorBody, guestMe, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { resetSlipForTests } from '../model/bet-slip-store';
import { makeEvent, makeEventDetail } from '../test/fixtures';

const live = makeEvent({ id: 1 });
const upcoming = makeEvent({
  id: 2,
  live: false,
  status: 'not_started',
  score: null,
  period: null,
  clock: null,
});

const menu = {
  sports: [
    {
      kind: 'sport',
      id: 1,
      slug: 'soccer',
      title: 'Soccer',
      value: 'soccer-1',
      path: '/sportsbook/soccer-1',
      icon: 'soccer',
      eventCount: 2,
      liveCount: 1,
      children: [],
    },
  ],
  cybersports: [],
};

function sportsbookRoutes(events: { live: SportEvent[]; upcoming: SportEvent[] }): ApiRoutes {
  return {
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/sportsbook/menu': { status: 200, body: menu },
    'GET /api/v1/sportsbook/live': { status: 200, body: { data: events.live } },
    'GET /api/v1/sportsbook/upcoming': { status: 200, body: { data: events.upcoming } },
    'GET /api/v1/sportsbook/top-leagues': { status: 200, body: { data: [] } },
  };
}

function signedIn(extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('100.00') }) },
    'GET /api/v1/sportsbook/preferences': {
      status: 200,
      body: { oddsFormat: 'decimal', oddsPolicy: 'higher' },
    },
    'GET /api/v1/sportsbook/favorites': {
      status: 200,
      body: { eventIds: [], tournamentIds: [], events: [], tournaments: [] },
    },
    'PATCH /api/v1/sportsbook/preferences': ({ body }) => ({
      status: 200,
      body: { oddsFormat: 'decimal', oddsPolicy: 'higher', ...(body as object) },
    }),
    ...sportsbookRoutes({ live: [live], upcoming: [upcoming] }),
    ...extra,
  });
}

function placedBet(): SportsBet {
  return {
    id: '501',
    kind: 'multi',
    status: 'open',
    stake: '10.00',
    currency: 'USD',
    odds: '7.14',
    potentialPayout: '71.40',
    payout: '0',
    cashOutAvailable: false,
    createdAt: '2030-01-01T12:00:00.000Z',
    settledAt: null,
    legs: [],
  };
}

/** The first screen's lazy chunks take a while to transform on a busy machine. */
const firstPick = () => screen.findByTestId('odds-111', {}, { timeout: 20_000 });

beforeEach(() => {
  resetSlipForTests();
  localStorage.clear();
});

describe('sportsbook pages', { timeout: 30_000 }, () => {
  it('show live events, events starting soon and an empty top-leagues state to a guest', async () => {
    mockApi({
      'GET /api/v1/me': guestMe,
      ...sportsbookRoutes({ live: [live], upcoming: [upcoming] }),
    });
    renderApp('/en/sportsbook');
    const liveSection = await screen.findByTestId('sportsbook-live', {}, { timeout: 20_000 });
    expect(await within(liveSection).findByText('Home 1')).toBeTruthy();
    expect(within(liveSection).getByText('Live')).toBeTruthy();
    // The lists below the first draw their cards in the tasks after it.
    const soon = screen.getByTestId('sportsbook-upcoming');
    expect(await within(soon).findByText('Home 2')).toBeTruthy();
    expect(
      within(screen.getByTestId('sportsbook-top-leagues')).getByText(
        'No top league has events coming up',
      ),
    ).toBeTruthy();
  });

  it('an address that is no sport shows the not-found state without asking the server', async () => {
    const api = mockApi({
      'GET /api/v1/me': guestMe,
      ...sportsbookRoutes({ live: [], upcoming: [] }),
    });
    renderApp('/en/sportsbook/not a sport');
    expect(await screen.findByTestId('sportsbook-not-found')).toBeTruthy();
    expect(screen.getByText('There is no such sport')).toBeTruthy();
    expect(api.fetch.mock.calls.some(([url]) => String(url).includes('/sports/'))).toBe(false);
  });

  it('an event page groups every market and an unknown event says so', async () => {
    const detail = makeEventDetail({ id: 1 });
    mockApi({
      'GET /api/v1/me': guestMe,
      ...sportsbookRoutes({ live: [], upcoming: [] }),
      'GET /api/v1/sportsbook/events/1': { status: 200, body: detail },
    });
    const { router } = renderApp('/en/sportsbook/soccer-1/1');
    const page = await screen.findByTestId('event-page');
    expect(within(page).getByText('Match result')).toBeTruthy();
    expect(within(page).getByText('Total 2.5')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Over 2.5 at 1.85' })).toBeTruthy();
    await act(() => router.navigate('/en/sportsbook/soccer-1/9'));
    expect(await screen.findByText('This event is not available')).toBeTruthy();
  });
});

describe('bet slip', { timeout: 30_000 }, () => {
  it('builds a multi from two picks, shows the potential win and places it with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const api = signedIn({
      'POST /api/v1/sportsbook/bets': {
        status: 201,
        body: { bet: placedBet(), balance: makeBalance({ total: amount('90.00') }) },
      },
    });
    renderApp('/en/sportsbook');
    await user.click(await firstPick());
    // A pick opens the phone's slip drawer.
    let drawer = await screen.findByTestId('slip-drawer');
    await user.click(within(drawer).getByRole('button', { name: 'Close the bet slip' }));
    await user.click(screen.getByTestId('odds-212'));
    drawer = await screen.findByTestId('slip-drawer');
    expect(within(drawer).getByRole('radio', { name: 'Multi' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // 2.10 × 3.40 = 7.14
    expect(within(drawer).getByTestId('slip-total-odds').textContent).toBe('7.14');
    await user.click(within(drawer).getByRole('button', { name: '+10' }));
    expect(within(drawer).getByTestId('slip-potential-win').textContent).toBe('$71.40');

    await user.click(within(drawer).getByTestId('slip-place'));
    expect(await within(drawer).findByTestId('slip-placed')).toBeTruthy();
    const [body] = api.calls('POST /api/v1/sportsbook/bets');
    expect(body).toEqual({
      stake: '10.00',
      selections: [
        { outcomeId: 111, odds: '2.10' },
        { outcomeId: 212, odds: '3.40' },
      ],
      oddsPolicy: 'higher',
    });
    const init = api.fetch.mock.calls.find(([url]) =>
      String(url).endsWith('/api/v1/sportsbook/bets'),
    )![1] as RequestInit;
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(
      /^[0-9a-f-]{32,36}$/,
    );
    // The accepted picks leave the slip.
    expect(within(drawer).getByText('Pick odds to add selections')).toBeTruthy();
  });

  it('says why a bet was refused, keeps the key for a retry after a lost answer, and offers new odds', async () => {
    const user = userEvent.setup();
    const replies = [
      { status: 503, body: errorBody('service_unavailable') },
      {
        status: 409,
        body: errorBody('odds_changed', {
          fields: { 'selections.0.odds': { key: 'odds_changed', params: { odds: '2.30' } } },
        }),
      },
    ];
    const api = signedIn({ 'POST /api/v1/sportsbook/bets': () => replies.shift()! });
    renderApp('/en/sportsbook');
    await user.click(await firstPick());
    const drawer = await screen.findByTestId('slip-drawer');
    await user.type(within(drawer).getByLabelText('Stake on Home 1'), '5');
    await user.click(within(drawer).getByTestId('slip-place'));
    expect(
      await within(drawer).findByText(
        'The service is temporarily unavailable. Please try again later',
      ),
    ).toBeTruthy();
    await user.click(within(drawer).getByTestId('slip-place'));
    expect(
      await within(drawer).findByText(
        'The odds changed. Check the new odds and place the bet again',
      ),
    ).toBeTruthy();
    expect(within(drawer).getByTestId('slip-odds-changed').textContent).toContain('2.10 → 2.30');
    const keys = api.fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/api/v1/sportsbook/bets'))
      .map(
        ([, init]) => ((init as RequestInit).headers as Record<string, string>)['idempotency-key'],
      );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await user.click(within(drawer).getByTestId('slip-accept-changes'));
    expect(within(drawer).getByTestId('slip-odds').textContent).toBe('2.30');
  });

  it('follows the live list over the socket: odds move on screen and in the slip, in the chosen format', async () => {
    const user = userEvent.setup();
    const api = signedIn();
    renderApp('/en/sportsbook');
    await user.click(await firstPick());
    await user.click(
      within(await screen.findByTestId('slip-drawer')).getByRole('button', {
        name: 'Close the bet slip',
      }),
    );
    await waitFor(() => expect(FakeWebSocket.latest()).toBeTruthy());
    const socket = FakeWebSocket.latest()!;
    act(() => socket.acceptSubscription());
    // The live list is on screen, so its channel is subscribed (with the slip pick's event).
    await waitFor(() =>
      expect(
        (socket.sent as { channels: string[] }[]).flatMap((message) => message.channels),
      ).toEqual(expect.arrayContaining(['sportsbook:live', 'sportsbook:event:1'])),
    );
    const patch: EventPatch = {
      id: 1,
      version: 2,
      status: 'live',
      live: true,
      startsAt: live.startsAt,
      score: { home: 1, away: 0, periods: [] },
      period: '2h',
      clock: "50'",
      markets: [
        {
          id: 11,
          status: 'active',
          outcomes: [{ id: 111, odds: '2.50', active: true, result: null }],
        },
      ],
    };
    act(() =>
      socket.receive({ channel: 'sportsbook:live', data: { type: 'update', events: [patch] } }),
    );
    expect(await screen.findByRole('button', { name: '1 at 2.50' })).toBeTruthy();
    expect(screen.getByText('2nd half')).toBeTruthy();

    // The format is the player's preference, saved on the server.
    await user.selectOptions(screen.getByTestId('odds-format'), 'fractional');
    await waitFor(() =>
      expect(api.calls('PATCH /api/v1/sportsbook/preferences')).toEqual([
        { oddsFormat: 'fractional' },
      ]),
    );
    expect(await screen.findByRole('button', { name: '1 at 3/2' })).toBeTruthy();
    await user.click(screen.getByTestId('slip-open'));
    const drawer = await screen.findByTestId('slip-drawer');
    expect(within(drawer).getByTestId('slip-odds-changed').textContent).toContain('11/10 → 3/2');
  });
});

describe('favourite stars', { timeout: 30_000 }, () => {
  const favorites = (eventIds: number[]) => ({
    status: 200,
    body: { eventIds, tournamentIds: [], events: [], tournaments: [] },
  });

  it('show the saved favourites, fill at once on a click and keep it when the server agrees', async () => {
    let saved = [2];
    const api = signedIn({
      'GET /api/v1/sportsbook/favorites': () => favorites(saved),
      'PUT /api/v1/sportsbook/favorites/events/1': () => {
        saved = [1, 2];
        return { status: 200, body: { kind: 'events', id: 1, favorite: true } };
      },
    });
    renderApp('/en/sportsbook');
    const star = await screen.findByTestId('favorite-events-1', {}, { timeout: 20_000 });
    await waitFor(() =>
      expect(screen.getByTestId('favorite-events-2').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe('Add Home 1 – Away 1 to favourites');

    await userEvent.setup().click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(api.calls('PUT /api/v1/sportsbook/favorites/events/1')).toHaveLength(1),
    );
    // The favourites are asked for again once the server has answered.
    await waitFor(() =>
      expect(api.calls('GET /api/v1/sportsbook/favorites').length).toBeGreaterThan(1),
    );
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.getAttribute('aria-label')).toBe('Remove Home 1 – Away 1 from favourites');
  });

  it('flip back and say so when the server refuses', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    signedIn({
      'PUT /api/v1/sportsbook/favorites/events/1': () =>
        new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/en/sportsbook');
    const star = await screen.findByTestId('favorite-events-1', {}, { timeout: 20_000 });
    await userEvent.setup().click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    answer({ status: 500, body: errorBody('internal_error') });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('Your favourites could not be updated')).toBeTruthy();
  });

  it('ask a guest to sign in and send nothing', async () => {
    const api = mockApi({
      'GET /api/v1/me': guestMe,
      ...sportsbookRoutes({ live: [live], upcoming: [upcoming] }),
    });
    const { router } = renderApp('/en/sportsbook');
    const star = await screen.findByTestId('favorite-events-1', {}, { timeout: 20_000 });
    await userEvent.setup().click(star);
    await waitFor(() => expect(router.state.location.search).toContain('auth=login'));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(api.fetch.mock.calls.some(([url]) => String(url).includes('/favorites'))).toBe(false);
  });
});

describe('my bets', { timeout: 30_000 }, () => {
  function openBet(status: SportsBet['status']): SportsBet {
    return {
      ...placedBet(),
      kind: 'single',
      status,
      legs: [
        {
          outcomeId: 121,
          eventId: 1,
          eventName: 'Home 1 – Away 1',
          marketName: 'totals|total=2.5',
          outcomeName: 'over',
          market: { type: 'totals', specifiers: { total: '2.5' } },
          outcomeKey: 'over',
          home: 'Home 1',
          away: 'Away 1',
          odds: '1.85',
          live: true,
          status: status === 'lost' ? 'lost' : 'open',
        },
      ],
    };
  }

  it('names picks in words, and a lost bet leaves the open list when the server says so', async () => {
    const pages = [[openBet('open')], []];
    const api = signedIn({
      'GET /api/v1/sportsbook/bets': () => {
        const data = pages.length > 1 ? pages.shift()! : pages[0]!;
        return { status: 200, body: { data, meta: { offset: 0, limit: 50, total: data.length } } };
      },
    });
    renderApp('/en/sportsbook/my-bets');
    const card = await screen.findByTestId('bet-501', {}, { timeout: 20_000 });
    expect(within(card).getByText('Over 2.5')).toBeTruthy();
    expect(within(card).getByText('Total 2.5 · Home 1 – Away 1')).toBeTruthy();
    expect(card.textContent).not.toContain('totals|total=2.5');

    await waitFor(() => expect(FakeWebSocket.latest()).toBeTruthy());
    const socket = FakeWebSocket.latest()!;
    act(() => socket.acceptSubscription());
    await waitFor(() =>
      expect(
        (socket.sent as { channels: string[] }[]).flatMap((message) => message.channels),
      ).toContain('sports_bets'),
    );
    const asked = api.calls('GET /api/v1/sportsbook/bets').length;
    act(() => socket.receive({ channel: 'sports_bets', data: { betId: '501', status: 'lost' } }));
    await waitFor(() => expect(screen.queryByTestId('bet-501')).toBeNull());
    expect(api.calls('GET /api/v1/sportsbook/bets').length).toBeGreaterThan(asked);
  });

  it('a cash-out refused because the offer changed shows the new offer at once, and takes it', async () => {
    const bet = { ...openBet('open'), cashOutAvailable: true };
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const api = signedIn({
      'GET /api/v1/sportsbook/bets': {
        status: 200,
        body: { data: [bet], meta: { offset: 0, limit: 50, total: 1 } },
      },
      'GET /api/v1/sportsbook/bets/501/cash-out': {
        status: 200,
        body: { offerId: 'offer-1', amount: '11.87', currency: 'USD', expiresAt },
      },
      'POST /api/v1/sportsbook/bets/501/cash-out': ({ body }) =>
        (body as { offerId: string }).offerId === 'offer-1'
          ? {
              status: 409,
              body: errorBody('cash_out_unavailable', {
                offerId: 'offer-2',
                offerAmount: '11.17',
                offerCurrency: 'USD',
                offerExpiresAt: expiresAt,
              }),
            }
          : {
              status: 200,
              body: {
                bet: { ...bet, status: 'cashed_out', payout: '11.17', cashOutAvailable: false },
                balance: makeBalance({ total: amount('111.17') }),
              },
            },
    });
    const user = userEvent.setup();
    renderApp('/en/sportsbook/my-bets');
    await user.click(await screen.findByTestId('cash-out-501', {}, { timeout: 20_000 }));
    await user.click(await screen.findByRole('button', { name: 'Take 11.87 USD now' }));

    // The refusal's offer replaces the old one without a reload or a second request.
    expect((await screen.findByTestId('cash-out-error-501')).textContent).toBe(
      'The offer changed. The new offer is 11.17 USD: take it or keep the bet',
    );
    expect(api.calls('GET /api/v1/sportsbook/bets/501/cash-out')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Take 11.17 USD now' }));
    await waitFor(() =>
      expect(api.calls('POST /api/v1/sportsbook/bets/501/cash-out')).toEqual([
        { offerId: 'offer-1' },
        { offerId: 'offer-2' },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('cash-out-error-501')).toBeNull());
  });
});
