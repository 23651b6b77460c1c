import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/mock-api';
import { HeaderAvatar } from './header-avatar';

function renderAvatar(overrides: Parameters<typeof makeUser>[0]) {
  const router = createMemoryRouter(
    [{ path: '/:locale', element: <HeaderAvatar user={makeUser(overrides)} /> }],
    { initialEntries: ['/ru'] },
  );
  render(<RouterProvider router={router} />);
}

describe('HeaderAvatar', () => {
  it('links to the profile under the current locale with no marks for a plain player', () => {
    renderAvatar({});
    expect(screen.getByTestId('header-avatar').getAttribute('href')).toBe('/ru/profile');
    expect(screen.queryByTestId('avatar-name-dot')).toBeNull();
    expect(screen.queryByTestId('avatar-vip-badge')).toBeNull();
  });

  it('shows a red dot while a name change is available', () => {
    renderAvatar({ isNameChangeAvailable: true });
    expect(screen.getByTestId('avatar-name-dot').textContent).toBe('You can set your name');
    expect(screen.queryByTestId('avatar-vip-badge')).toBeNull();
  });

  it('shows the VIP badge for VIP players', () => {
    renderAvatar({ isVip: true });
    expect(screen.getByTestId('avatar-vip-badge').textContent).toBe('VIP');
    expect(screen.queryByTestId('avatar-name-dot')).toBeNull();
  });

  it('shows both marks together and the initials of the display name', () => {
    renderAvatar({ isVip: true, isNameChangeAvailable: true, firstName: 'Ada', lastName: 'Byron' });
    expect(screen.getByTestId('avatar-vip-badge')).toBeTruthy();
    expect(screen.getByTestId('avatar-name-dot')).toBeTruthy();
    expect(screen.getByTestId('header-avatar').textContent).toContain('AB');
  });
});
