import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('the session hint', () => {
  it('shows a guest the guest header without asking /api/v1/me when the browser has no session', async () => {
    document.cookie = 'wh_signed_in=; max-age=0; path=/';
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    renderApp('/en');
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(api.calls('GET /api/v1/me')).toHaveLength(0);
  });

  it('asks /api/v1/me when it is set, and shows the player', async () => {
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    renderApp('/en');
    expect(await screen.findByTestId('header-topup')).toBeTruthy();
    expect(screen.queryByTestId('header-login')).toBeNull();
    expect(api.calls('GET /api/v1/me')).toHaveLength(1);
  });
});
