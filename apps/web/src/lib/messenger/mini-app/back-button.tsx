import { backButton } from '@telegram-apps/sdk-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backButtonVisible } from './shell-plan';

/**
 * The messenger's own back button (shell spec §2): hidden on the locale home, shown on every
 * other page; pressing it goes home. Renders nothing: the button is the messenger's.
 */
export default function MessengerBackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Rendered beside the routes, not under /:locale: the locale is the path's first segment.
  const home = `/${pathname.split('/')[1] ?? ''}`;
  const visible = backButtonVisible(pathname);

  useEffect(() => {
    if (visible) backButton.show.ifAvailable();
    else backButton.hide.ifAvailable();
  }, [visible]);

  useEffect(() => {
    const [, off] = backButton.onClick.ifAvailable(() => navigate(home));
    return off;
  }, [navigate, home]);

  return null;
}
