import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const bannedMe = {
  status: 401,
  body: errorBody('banned', { reason: '5.4 multiaccounting', userId: 'WH-4242' }),
};

describe('ban page', () => {
  it('replaces the app when the session check answers 401 banned', async () => {
    mockApi({ 'GET /api/v1/me': bannedMe, 'GET /api/v1/languages': { status: 200, body: [] } });
    renderApp('/en');
    const page = await screen.findByTestId('ban-page');
    expect(page.textContent).toContain('WH-4242');
    expect(page.textContent).toContain('Rule 5.4: multiple accounts');
    expect(
      within(page).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href'),
    ).toBe('/en/policies/terms');
    expect(screen.queryByTestId('home-page')).toBeNull();
    expect(screen.queryByTestId('header-login')).toBeNull();

    await userEvent.setup().click(within(page).getByRole('button', { name: 'Contact support' }));
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeTruthy();
    expect(screen.getByText('24/7')).toBeTruthy();
  });

  it('is translated and not shown on policy pages', async () => {
    mockApi({
      'GET /api/v1/me': bannedMe,
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/policies/terms': {
        status: 200,
        body: {
          slug: 'terms',
          version: 3,
          locale: 'ru',
          title: 'Правила и условия',
          body: '## Кто может играть\n\n- Вам должно быть **18 лет**.\n\n<script>alert(1)</script>',
          publishedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    const { router } = renderApp('/ru');
    expect((await screen.findByTestId('ban-page')).textContent).toContain(
      'Ваш аккаунт заблокирован',
    );
    await router.navigate('/ru/policies/terms');
    const policy = await screen.findByTestId('policy-page');
    expect(await within(policy).findByRole('heading', { name: 'Правила и условия' })).toBeTruthy();
    expect(within(policy).getByRole('heading', { name: 'Кто может играть' })).toBeTruthy();
    // Raw HTML in the Markdown is dropped, never run or shown as markup.
    expect(policy.querySelector('script')).toBeNull();
    expect(screen.queryByTestId('ban-page')).toBeNull();
  });
});
