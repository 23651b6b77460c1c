import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { applyLocale } from '../lib/i18n';

// Lazy pages load their chunk first: on a busy 2-core machine that can take more than a second.
configure({ asyncUtilTimeout: 8000 });

window.scrollTo = (() => {}) as typeof window.scrollTo;
// jsdom has no <dialog> behaviour: open and close it as a browser would, without the top layer.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

beforeEach(() => {
  applyLocale('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

// Test files share a worker's document (isolate: false, for speed): each file leaves a fresh one,
// as if it had its own, so what one file's portals, scroll locks, cookies and storage left behind
// never reaches the next.
afterAll(() => {
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
