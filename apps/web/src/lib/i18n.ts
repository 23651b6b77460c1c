import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@wheelhouse/contracts/locales';
import enShared from '../locales/en/Shared.json';
import enValidation from '../locales/en/Validation.json';
import enErrors from '../locales/en/errors.json';
import enLayout from '../locales/en/layout.json';
import enAuth from '../locales/en/auth.json';
import enProfile from '../locales/en/profile.json';
import enLanguage from '../locales/en/language.json';
import enHome from '../locales/en/home.json';
import enBan from '../locales/en/ban.json';
import enSupport from '../locales/en/support.json';
import enUi from '../locales/en/ui.json';
import enBalance from '../locales/en/balance.json';
import enWallet from '../locales/en/wallet.json';
import enVerifyModal from '../locales/en/VerifyModal.json';
import enGames from '../locales/en/games.json';
import enOriginals from '../locales/en/originals.json';
import ruShared from '../locales/ru/Shared.json';
import ruValidation from '../locales/ru/Validation.json';
import ruErrors from '../locales/ru/errors.json';
import ruLayout from '../locales/ru/layout.json';
import ruAuth from '../locales/ru/auth.json';
import ruProfile from '../locales/ru/profile.json';
import ruLanguage from '../locales/ru/language.json';
import ruHome from '../locales/ru/home.json';
import ruBan from '../locales/ru/ban.json';
import ruSupport from '../locales/ru/support.json';
import ruUi from '../locales/ru/ui.json';
import ruBalance from '../locales/ru/balance.json';
import ruWallet from '../locales/ru/wallet.json';
import ruVerifyModal from '../locales/ru/VerifyModal.json';
import ruGames from '../locales/ru/games.json';
import ruOriginals from '../locales/ru/originals.json';

/**
 * Each file is one top-level section of the single "translation" namespace, so keys read like the
 * spec's ("Shared.not_found", "Validation.min_length", "errors.email_taken").
 */
export const translations = {
  en: {
    Shared: enShared,
    Validation: enValidation,
    errors: enErrors,
    layout: enLayout,
    auth: enAuth,
    profile: enProfile,
    language: enLanguage,
    home: enHome,
    ban: enBan,
    support: enSupport,
    ui: enUi,
    balance: enBalance,
    wallet: enWallet,
    VerifyModal: enVerifyModal,
    games: enGames,
    originals: enOriginals,
  },
  ru: {
    Shared: ruShared,
    Validation: ruValidation,
    errors: ruErrors,
    layout: ruLayout,
    auth: ruAuth,
    profile: ruProfile,
    language: ruLanguage,
    home: ruHome,
    ban: ruBan,
    support: ruSupport,
    ui: ruUi,
    balance: ruBalance,
    wallet: ruWallet,
    VerifyModal: ruVerifyModal,
    games: ruGames,
    originals: ruOriginals,
  },
} satisfies Record<Locale, unknown>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof translations)['en'] };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: translations.en },
    ru: { translation: translations.ru },
  },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  // Resources are bundled, so init and language changes complete synchronously.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** Switches the UI language and the document's lang attribute together. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
