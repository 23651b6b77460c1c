// Zod-free: the support buttons of the first load use this.

/** Languages an external support chat has its own script for (shell spec §7). */
const SUPPORT_CHAT_OWN_LOCALES = ['en', 'hi', 'kk', 'uk'];

/**
 * The locale segment of the support-chat script URL (shell spec §7): en, hi, kk and uk map to
 * themselves; any other language tag to its language code (`pt-BR` → `pt`, `ru` → `ru`).
 */
export function supportChatLocale(language: string): string {
  const code = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return SUPPORT_CHAT_OWN_LOCALES.includes(code) ? code : code || 'en';
}

/** The script URL for a language: the operator's template with `{locale}` filled in. */
export function supportChatScriptUrl(template: string, language: string): string {
  return template.replaceAll('{locale}', encodeURIComponent(supportChatLocale(language)));
}
