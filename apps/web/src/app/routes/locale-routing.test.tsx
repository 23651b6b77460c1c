import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { guestMe, makeUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function preferBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const languages = { status: 200, body: [] };

describe('locale prefix', () => {
  it('sends an address without a prefix to the browser language, keeping path and query', async () => {
    preferBrowserLanguages(['ru-RU', 'en']);
    mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v1/languages': languages });
    const { router } = renderApp('/bonuses?ref=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/bonuses'));
    expect(router.state.location.search).toBe('?ref=mail');
  });

  it("prefers the signed-in player's language over the browser's", async () => {
    preferBrowserLanguages(['en-US']);
    mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser({ language: 'ru' }) },
      'GET /api/v1/languages': languages,
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('falls back to English and replaces an unsupported prefix', async () => {
    preferBrowserLanguages(['de-DE']);
    mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v1/languages': languages });
    const { router } = renderApp('/fr/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile'));
  });

  it('shows the page in the language of its prefix', async () => {
    mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v1/languages': languages });
    renderApp('/ru');
    const home = await screen.findByTestId('home-page');
    expect(home.textContent).toContain('Ваш стол уже готов');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('shows the translated not-found page for unknown addresses in every language', async () => {
    mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v1/languages': languages });
    const { router } = renderApp('/en/no-such-page');
    expect((await screen.findByTestId('not-found-page')).textContent).toContain('Page not found');
    await router.navigate('/ru/no-such-section/deeper');
    await waitFor(() =>
      expect(screen.getByTestId('not-found-page').textContent).toContain('Страница не найдена'),
    );
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru');
  });
});
