import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
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
