import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import kkLayout from '../../../locales/kk/layout.json';
import ukLayout from '../../../locales/uk/layout.json';
import { errorBody, guestMe, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const serverLanguages = {
  status: 200,
  body: [
    { code: 'en', title: 'English', icon: '' },
    { code: 'ru', title: 'Русский', icon: '' },
    { code: 'de', title: 'Deutsch', icon: '' },
  ],
};

// The header switcher exists at desktop widths; the phone one lives in the menu drawer.
function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function chooseRussian() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('language-switcher'));
  await user.click(await screen.findByTestId('language-option-ru'));
}

describe('language switcher', () => {
  it('offers only the languages the app supports and moves a guest to /ru without saving', async () => {
    asDesktop();
    const api = mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v1/languages': serverLanguages });
    const { router } = renderApp('/en/no-such-page?x=1');
    await userEvent.setup().click(await screen.findByTestId('language-switcher'));
    expect(screen.queryByTestId('language-option-de')).toBeNull();
    await userEvent.setup().click(await screen.findByTestId('language-option-ru'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/no-such-page'));
    expect(router.state.location.search).toBe('?x=1');
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
    expect(api.calls('PATCH /api/v1/me')).toHaveLength(0);
  });

  it("saves a signed-in player's choice on the server", async () => {
    asDesktop();
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': serverLanguages,
      'PATCH /api/v1/me': ({ body }) => ({
        status: 200,
        body: makeUser({ language: (body as { language: 'en' | 'ru' }).language }),
      }),
    });
    const { router } = renderApp('/en');
    await chooseRussian();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru'));
    await waitFor(() => expect(api.calls('PATCH /api/v1/me')).toEqual([{ language: 'ru' }]));
  });

  it('switches to Ukrainian and Kazakh, loading each language and setting the page language', async () => {
    asDesktop();
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': {
        status: 200,
        body: [
          { code: 'en', title: 'English', icon: '' },
          { code: 'uk', title: 'Українська', icon: '' },
          { code: 'kk', title: 'Қазақша', icon: '' },
        ],
      },
    });
    const { router } = renderApp('/en/no-such-page');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(await screen.findByTestId('language-option-uk'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uk/no-such-page'));
    expect(await screen.findByText(ukLayout.not_found_page.title)).toBeTruthy();
    expect(document.documentElement.lang).toBe('uk');

    await user.click(await screen.findByTestId('language-switcher'));
    expect(screen.getByTestId('language-switcher').textContent).toContain('Українська');
    await user.click(await screen.findByTestId('language-option-kk'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kk/no-such-page'));
    expect(await screen.findByText(kkLayout.not_found_page.title)).toBeTruthy();
    expect(document.documentElement.lang).toBe('kk');
  });

  it('falls back to the bundled list when the language list fails', async () => {
    asDesktop();
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': { status: 500, body: errorBody('internal_error') },
    });
    const { router } = renderApp('/en');
    await chooseRussian();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru'));
  });
});
