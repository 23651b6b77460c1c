import { z } from 'zod';
import { SUPPORTED_LOCALES } from './plain/locales';

export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_TITLES,
  SUPPORTED_LOCALES,
  type Locale,
} from './plain/locales';

export const ZLocale = z.enum(SUPPORTED_LOCALES);

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
