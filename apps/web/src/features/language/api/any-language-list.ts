import { ZLanguage } from '@wheelhouse/contracts/locales';
import { z } from 'zod';

/** The server may know languages this build has no translations for; those are dropped, not errors. */
export const ZAnyLanguageList = z.array(ZLanguage.extend({ code: z.string() }));
