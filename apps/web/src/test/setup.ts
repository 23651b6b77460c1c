import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearBan } from '../lib/ban-state';
import { closeWalletPanel } from '../lib/wallet-panel/wallet-panel-store';
import { applyLocale } from '../lib/i18n';
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

beforeEach(() => {
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
