/**
 * A country's name in the player's language ("DE" → "Germany", "Германия"), from the browser's own
 * data (Intl.DisplayNames: nothing to ship); the code itself when the browser does not know it.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    // Not a region code the browser accepts (or no Intl.DisplayNames): show what the server sent.
    return code;
  }
}
