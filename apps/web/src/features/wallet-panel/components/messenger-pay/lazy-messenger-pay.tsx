import { lazy } from 'react';
import { loadSection } from '../../../../lib/i18n';

/**
 * Bot mode's payment views are chunks of their own with their strings (the "messenger-pay"
 * section), so the web build's panel carries none of them.
 */
const withStrings = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), loadSection('messenger-pay')]).then(([module]) => module);

export const LazyMessengerPayOptions = lazy(() =>
  withStrings(() => import('./messenger-pay-options')).then((m) => ({
    default: m.MessengerPayOptions,
  })),
);

export const LazyCryptoBotDepositView = lazy(() =>
  withStrings(() => import('./crypto-bot-deposit-view')).then((m) => ({
    default: m.CryptoBotDepositView,
  })),
);

export const LazyXRocketView = lazy(() =>
  withStrings(() => import('./x-rocket-view')).then((m) => ({ default: m.XRocketView })),
);
