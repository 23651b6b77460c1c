import { lazy } from 'react';

/**
 * Bot mode's payment views are chunks of their own, each registering its strings (the
 * "messenger-pay" section) on import, so the web build's panel carries none of them.
 */
const withStrings = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), import('./locale')]).then(([module]) => module);

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

/** The crypto withdrawal's choice of a crypto-bot wallet (bot mode, a method that offers one). */
export const LazyWithdrawDestinationChoice = lazy(() =>
  withStrings(() => import('./withdraw-destination-choice')).then((m) => ({
    default: m.WithdrawDestinationChoice,
  })),
);
