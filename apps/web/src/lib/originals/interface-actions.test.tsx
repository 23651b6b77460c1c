import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';
import { realtimeCacheHandlers } from '../realtime/cache-handlers';
import { useInterfaceActionNavigation } from './interface-actions';

function Probe() {
  useInterfaceActionNavigation();
  return null;
}

describe('interface_actions', () => {
  it('opens the game an operator sends, in the current language, each time it is sent', async () => {
    const router = createMemoryRouter([{ path: '/:locale/*', element: <Probe /> }], {
      initialEntries: ['/ru/profile'],
    });
    render(<RouterProvider router={router} />);
    const handlers = realtimeCacheHandlers(createQueryClient());

    act(() => handlers.interface_actions!({ gameId: 7 }));
    expect(router.state.location.pathname).toBe('/ru/games/7');

    await act(() => router.navigate('/ru'));
    act(() => handlers.interface_actions!({ gameId: 7 }));
    expect(router.state.location.pathname).toBe('/ru/games/7');
  });

  it('ignores an action without a valid game id', () => {
    const router = createMemoryRouter([{ path: '/:locale/*', element: <Probe /> }], {
      initialEntries: ['/en/profile'],
    });
    render(<RouterProvider router={router} />);
    act(() => realtimeCacheHandlers(createQueryClient()).interface_actions!({ gameId: 'x' }));
    expect(router.state.location.pathname).toBe('/en/profile');
  });
});
