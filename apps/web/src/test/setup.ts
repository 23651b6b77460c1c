import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetSlipForTests } from '../features/sportsbook/model/bet-slip-store';
import { clearBan } from '../lib/ban-state';
import { closeBonusDrawer } from '../lib/bonus-drawer/bonus-drawer-store';
import { dismissDepositSuccess } from '../lib/deposit-success/deposit-success-store';
import { resetBotContext } from '../lib/messenger/bot-context';
import { clearLastBets } from '../lib/originals/last-bets-store';
import { closePromoModal } from '../lib/promo-modal/promo-modal-store';
import { clearRegion } from '../lib/region/region-state';
import { closeRetention, resetRetentionSession } from '../lib/retention/retention-store';
import { setBearerToken } from '../lib/session/bearer-token';
import { closeSupportChat } from '../lib/support-chat/support-chat-store';
import { closeWalletPanel } from '../lib/wallet-panel/wallet-panel-store';
import { applyLocale, loadLocale, loadSection } from '../lib/i18n';
import { FakeWebSocket } from './fake-websocket';

// jsdom has no layout: report a phone-sized screen unless a test says otherwise.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Pages, play areas and the wallet panel are lazy chunks: their first import in a test transforms
// a whole module tree, which on a busy machine takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

// Tests switch languages synchronously, as the app does once a language's chunk is loaded.
await loadLocale('ru');
// Lazy sections' English strings arrive with their screens' chunks; tests render those directly.
await loadSection('bonus-promo');
await loadSection('ton');
// The sportsbook's screens register their section on import; the tests import them directly too.
await import('../features/sportsbook/locale');

// What the app loads after its first paint (zod with the first screen's schemas, the socket code,
// the toaster) is imported here, before the tests: a test's clock then counts the behaviour, not
// the transform of those modules on a busy machine.
await Promise.all([
  import('@wheelhouse/contracts/errors'),
  import('@wheelhouse/contracts/games'),
  import('@wheelhouse/contracts/users'),
  import('@wheelhouse/contracts/wallet'),
  import('../lib/realtime/open-realtime'),
  import('../app/toaster'),
]);

beforeEach(() => {
  // The server's session hint (lib/session/session-hint.ts): tests answer /api/v1/me themselves.
  document.cookie = 'wh_signed_in=1; path=/';
  applyLocale('en');
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  clearBan();
  closeWalletPanel();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Test files share a worker's document (isolate: false, for speed): each file leaves a fresh one,
// as if it had its own, so what one file's portals, scroll locks, cookies, storage and the app's
// module-level stores left behind never reaches the next.
afterAll(() => {
  resetSlipForTests();
  closeBonusDrawer();
  dismissDepositSuccess();
  resetBotContext();
  clearLastBets();
  closePromoModal();
  clearRegion();
  closeRetention();
  resetRetentionSession();
  setBearerToken(null);
  closeSupportChat();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
