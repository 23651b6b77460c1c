import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const BACKOFFICE_LOCALES = ['en', 'ru'] as const;
export type BackofficeLocale = (typeof BACKOFFICE_LOCALES)[number];
const STORAGE_KEY = 'wh-backoffice-locale';

// Each file is one top-level section of the single "translation" namespace ("players.ban.title").
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resourcesOf(locale: BackofficeLocale): Record<string, unknown> {
  const sections: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, , folder, file] = path.split('/');
    if (folder === locale) sections[file!.replace(/\.json$/, '')] = content;
  }
  return sections;
}

export const translations = { en: resourcesOf('en'), ru: resourcesOf('ru') };

function storedLocale(): BackofficeLocale | undefined {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return BACKOFFICE_LOCALES.find((locale) => locale === value);
  } catch {
    return undefined;
  }
}

function browserLocale(): BackofficeLocale {
  const language = globalThis.navigator?.language?.slice(0, 2);
  return BACKOFFICE_LOCALES.find((locale) => locale === language) ?? 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: translations.en },
    ru: { translation: translations.ru },
  },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...BACKOFFICE_LOCALES],
  // Resources are bundled, so init and language changes complete synchronously.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/**
 * Switches the UI language, the document's lang attribute and its title (the tab's name) together;
 * remembered per browser.
 */
export function applyLocale(locale: BackofficeLocale, remember = false): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.title = i18n.t('common.product');
  }
  if (remember)
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // A browser without storage keeps the choice for this page only.
    }
}

/** The language the app starts in: the staff member's last choice, else the browser's. */
export function initialLocale(): BackofficeLocale {
  return storedLocale() ?? browserLocale();
}
