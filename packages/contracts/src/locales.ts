import { z } from 'zod';

/** Locales the product ships complete translations for; the first is the default. */
export const SUPPORTED_LOCALES = ['en', 'ru'] as const;
export const ZLocale = z.enum(SUPPORTED_LOCALES);
export type Locale = z.infer<typeof ZLocale>;
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: string | undefined | null): value is Locale {
  return value != null && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export const ZLanguage = z.object({
  code: ZLocale,
  title: z.string().describe('Name of the language in itself, e.g. "Русский"'),
  icon: z.string().describe('URL of a flag icon'),
});
export type Language = z.infer<typeof ZLanguage>;

export const ZLanguagesQuery = z.object({
  mode: z.coerce.number().int().optional().describe('1 = only languages the player app supports'),
});
export const ZLanguagesResponse = z.array(ZLanguage);
