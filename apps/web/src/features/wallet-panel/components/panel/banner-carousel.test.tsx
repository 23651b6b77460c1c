import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@wheelhouse/contracts/banners';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { amount, makeBalance } from '../../../../test/balance-fixtures';
import { errorBody, makeUser, mockApi, type ApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { BANNER_ADVANCE_MS } from './banner-carousel';

const banners: Banner[] = [
  {
    id: 1,
    title: 'Welcome bonus',
    subtitle: 'Up to 100%',
    imageUrl: '/banners/a.svg',
    linkUrl: '/bonuses',
  },
  {
    id: 2,
    title: 'Crypto boost',
    subtitle: null,
    imageUrl: '/banners/b.svg',
    linkUrl: 'https://example.com/x',
  },
  { id: 3, title: 'Daily wheel', subtitle: null, imageUrl: '/banners/c.svg', linkUrl: null },
];

function setup(bannersRoute: ApiRoutes[string]) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('5.00') }) },
    'GET /api/v1/wallet/currencies': { status: 200, body: [] },
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [] },
    'GET /api/v2/wallet/orders/conditions': { status: 200, body: { methods: [], other: [] } },
    'GET /api/v1/banners': bannersRoute,
  });
}

async function openPanel(path = '/en') {
  const app = renderApp(path);
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('deposit'));
  return { ...app, panel: await screen.findByTestId('wallet-panel') };
}

function selectedDot(panel: HTMLElement): number {
  return within(panel)
    .getAllByTestId('banner-dot')
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

/** Embla watches sizes and visibility; jsdom has neither observer and no layout to report. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('wallet banner carousel', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('ResizeObserver', NoopObserver);
  });

  it('asks for the wallet banners in the page language and moves by arrows, dots and keys', async () => {
    const api = setup({ status: 200, body: { items: banners } });
    const { panel } = await openPanel('/ru');
    const carousel = await within(panel).findByTestId('banner-carousel');
    const request = api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/banners');
    expect(request?.searchParams.get('place')).toBe('wallet');
    expect(request?.searchParams.get('lang')).toBe('ru');
    expect(within(carousel).getAllByTestId('banner-slide')).toHaveLength(3);
    expect(within(carousel).getByText('Up to 100%')).toBeTruthy();
    expect(selectedDot(carousel)).toBe(0);

    const user = userEvent.setup();
    await user.tab();
    within(carousel).getByTestId('banner-next').focus();
    await user.keyboard('{Enter}');
    expect(selectedDot(carousel)).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(selectedDot(carousel)).toBe(2);
    // Only the banner in view takes focus.
    expect(
      within(carousel)
        .getAllByTestId('banner-slide')
        .map((slide) => slide.hasAttribute('inert')),
    ).toEqual([true, true, false]);
    await user.keyboard('{ArrowRight}');
    expect(selectedDot(carousel)).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(selectedDot(carousel)).toBe(2);
    within(carousel).getAllByTestId('banner-dot')[1]!.focus();
    await user.keyboard(' ');
    expect(selectedDot(carousel)).toBe(1);
    within(carousel).getByTestId('banner-previous').focus();
    await user.keyboard('{Enter}');
    expect(selectedDot(carousel)).toBe(0);
  });

  it('routes in-app links under the locale and closes the panel; outside links open a new tab', async () => {
    setup({ status: 200, body: { items: banners } });
    const { panel, router } = await openPanel('/ru');
    const carousel = await within(panel).findByTestId('banner-carousel');
    const external = within(carousel).getByText('Crypto boost').closest('a')!;
    expect(external.getAttribute('href')).toBe('https://example.com/x');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(within(carousel).getByText('Daily wheel').closest('a')).toBeNull();

    fireEvent.click(within(carousel).getByText('Welcome bonus'));
    expect(router.state.location.pathname).toBe('/ru/bonuses');
    expect(screen.queryByTestId('wallet-panel')).toBeNull();
  });

  it('advances by itself, but not while hovered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup({ status: 200, body: { items: banners } });
    const { panel } = await openPanel();
    const carousel = await within(panel).findByTestId('banner-carousel');
    await waitFor(() => expect(carousel.dataset.ready).toBe('true'));
    // Embla's handle shows `ready` in one commit and the timer is armed in that commit's effect,
    // which may run outside the test's act: advance until the carousel has moved by itself.
    const start = selectedDot(carousel);
    await vi.waitFor(() => {
      act(() => vi.advanceTimersByTime(BANNER_ADVANCE_MS));
      expect(selectedDot(carousel)).not.toBe(start);
    });
    fireEvent.mouseEnter(carousel);
    const held = selectedDot(carousel);
    act(() => vi.advanceTimersByTime(BANNER_ADVANCE_MS * 3));
    expect(selectedDot(carousel)).toBe(held);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(BANNER_ADVANCE_MS));
    expect(selectedDot(carousel)).toBe((held + 1) % banners.length);
  });

  it('stays still for players who prefer reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    setup({ status: 200, body: { items: banners } });
    const { panel } = await openPanel();
    const carousel = await within(panel).findByTestId('banner-carousel');
    act(() => vi.advanceTimersByTime(BANNER_ADVANCE_MS * 3));
    expect(selectedDot(carousel)).toBe(0);
  });

  it('holds a skeleton while loading, then is absent when empty; the wallet works', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    setup(() => new Promise((resolve) => (answer = resolve)));
    const { panel } = await openPanel();
    expect(await within(panel).findByTestId('banner-skeleton')).toBeTruthy();
    answer({ status: 200, body: { items: [] } });
    await waitFor(() => expect(within(panel).queryByTestId('banner-skeleton')).toBeNull());
    expect(within(panel).queryByTestId('banner-carousel')).toBeNull();
    expect(within(panel).getByTestId('wallet-tab-deposit')).toBeTruthy();
  });

  it('is absent when the banners fail; the wallet still works', async () => {
    setup({ status: 500, body: errorBody('internal_error') });
    const { panel } = await openPanel();
    await vi.waitFor(() => expect(within(panel).queryByTestId('banner-skeleton')).toBeNull());
    expect(within(panel).queryByTestId('banner-carousel')).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
    fireEvent.click(within(panel).getByTestId('wallet-tab-history'));
    expect(within(panel).getByTestId('wallet-tab-history').getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
