import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

type TranslateFn = TFunction<'translation', undefined>;

interface SharedTranslation {
  t: TranslateFn;
  language: string;
}

const SharedTranslationContext = createContext<SharedTranslation | null>(null);

/**
 * The app's one subscription to the language. Each `useTranslation` copies the i18n instance and
 * subscribes on its own (about 0.1 ms a mount at 4x CPU), which adds up to tens of milliseconds
 * where a page draws a list of cards with several translated parts each.
 */
export function SharedTranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  const value = useMemo(() => ({ t, language }), [t, language]);
  return (
    <SharedTranslationContext.Provider value={value}>{children}</SharedTranslationContext.Provider>
  );
}

/** Outside the provider (a component test's own tree) the instance as it is, without updates. */
const unprovided: SharedTranslation = {
  get t() {
    return i18n.t as TranslateFn;
  },
  get language() {
    return i18n.language;
  },
};

/**
 * `t` and the language for components drawn many times a page (list cards, their buttons): a
 * context read instead of a `useTranslation` each. They re-render when the language changes.
 */
export function useSharedTranslation(): SharedTranslation {
  return useContext(SharedTranslationContext) ?? unprovided;
}
