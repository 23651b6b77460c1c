import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearBan } from '../lib/ban-state';
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
