import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  type Locale,
} from '@wheelhouse/contracts/plain/locales';
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
import type enBonuses from '../locales/en/bonuses.json';
import type enBonusPromo from '../locales/en/bonus-promo.json';
import type enPolicies from '../locales/en/policies.json';
import type enSupportChat from '../locales/en/support-chat.json';
import type enRegion from '../locales/en/region.json';
import type enWebPush from '../locales/en/WebPush.json';
import type enTournaments from '../locales/en/tournaments.json';
import type enSportsbook from '../locales/en/sportsbook.json';
import type enWheel from '../locales/en/wheel.json';
import type enVip from '../locales/en/vip.json';
import type enBot from '../locales/en/bot.json';
import type enSecurity from '../locales/en/security.json';
import type enResponsibleGaming from '../locales/en/responsible-gaming.json';
import type enMessengerPay from '../locales/en/messenger-pay.json';
import type enTon from '../locales/en/ton.json';
/**
 * Each file is one top-level section of the single "translation" namespace, so keys read like the
 * spec's ("Shared.not_found", "Validation.min_length", "errors.email_taken"). English, the default
 * and fallback, is bundled; every other language is a chunk of its own, loaded when first needed
 * (loadLocale), so a first load carries one language, not all of them.
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
};

/**
 * Sections only lazy screens read stay out of the first load even in English. Their types are here
 * all the same, and every other language has them. A lazy page's chunk carries its section and
 * adds it on import (registerSection); a modal, drawer or wallet view that may open anywhere loads
 * its section as a chunk of its own before it renders (loadSection).
 */
export interface LazySections {
  bonuses: typeof enBonuses;
  'bonus-promo': typeof enBonusPromo;
  policies: typeof enPolicies;
  'support-chat': typeof enSupportChat;
  region: typeof enRegion;
  WebPush: typeof enWebPush;
  tournaments: typeof enTournaments;
  sportsbook: typeof enSportsbook;
  wheel: typeof enWheel;
  vip: typeof enVip;
  bot: typeof enBot;
  security: typeof enSecurity;
  'responsible-gaming': typeof enResponsibleGaming;
  'messenger-pay': typeof enMessengerPay;
  ton: typeof enTon;
}

const lazySections = {
  'bonus-promo': () =>
    import('../locales/en/bonus-promo.json').then((m) => m.default as typeof enBonusPromo),
  'support-chat': () =>
    import('../locales/en/support-chat.json').then((m) => m.default as typeof enSupportChat),
  region: () => import('../locales/en/region.json').then((m) => m.default as typeof enRegion),
  WebPush: () => import('../locales/en/WebPush.json').then((m) => m.default as typeof enWebPush),
  wheel: () => import('../locales/en/wheel.json').then((m) => m.default as typeof enWheel),
  vip: () => import('../locales/en/vip.json').then((m) => m.default as typeof enVip),
  'responsible-gaming': () =>
    import('../locales/en/responsible-gaming.json').then(
      (m) => m.default as typeof enResponsibleGaming,
    ),
  ton: () => import('../locales/en/ton.json').then((m) => m.default as typeof enTon),
};
export type LazySection = keyof typeof lazySections;

export type Translation = (typeof translations)['en'] & LazySections;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: translations.en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  // Resources are added before a language is switched to, so init and changes are synchronous.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

const sectionsLoading = new Map<LazySection, Promise<void>>();

/** Adds a lazy section's English strings (other languages carry it in their own chunk). */
export function loadSection(section: LazySection): Promise<void> {
  let pending = sectionsLoading.get(section);
  if (!pending) {
    pending = lazySections[section]().then(
      (strings) => void i18n.addResourceBundle('en', 'translation', { [section]: strings }, true),
      (error: unknown) => {
        sectionsLoading.delete(section);
        throw error;
      },
    );
    sectionsLoading.set(section, pending);
  }
  return pending;
}

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Translation>> = {
  ru: () => import('../locales/ru/translation').then((m) => m.ru satisfies Translation),
  uk: () => import('../locales/uk/translation').then((m) => m.uk satisfies Translation),
  kk: () => import('../locales/kk/translation').then((m) => m.kk satisfies Translation),
};
const loading = new Map<Locale, Promise<void>>();

/** Makes a language's translations available; resolves at once for one already loaded. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'translation')) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (translation) => void i18n.addResourceBundle(locale, 'translation', translation),
      (error: unknown) => {
        // Offline or a replaced chunk: forget the failure so the next switch tries again.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Fetches every other language ahead, for a player about to pick one. */
export function preloadLocales(): void {
  for (const locale of SUPPORTED_LOCALES) void loadLocale(locale).catch(() => undefined);
}

let requested: Locale = DEFAULT_LOCALE;

/**
 * Switches the UI language and the document's lang attribute together, once the language's
 * translations are loaded (at once when they are; the last request wins when several race).
 */
export function applyLocale(locale: Locale): void {
  requested = locale;
  const apply = () => {
    if (requested !== locale) return;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  };
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'translation')) apply();
  else loadLocale(locale).then(apply, () => undefined);
}

const registered = new Set<keyof LazySections>();

/** Adds a lazy page's English section (see LazySections) when its chunk loads; once is enough. */
export function registerSection<K extends keyof LazySections>(
  section: K,
  english: LazySections[K],
): void {
  if (registered.has(section)) return;
  registered.add(section);
  i18n.addResourceBundle('en', 'translation', { [section]: english }, true, false);
}
