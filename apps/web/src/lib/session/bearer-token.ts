/**
 * The mini-app's session: messenger webviews may drop third-party cookies, so the messenger
 * sign-in answers a bearer token (ARCHITECTURE.md "Sessions") that the API client sends along.
 * Kept for the tab only; the web build never sets it and keeps using the httpOnly cookie.
 */
const STORAGE_KEY = 'wh-bearer';
let token: string | null | undefined;

export function bearerToken(): string | null {
  if (token === undefined) {
    try {
      token = globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      token = null;
    }
  }
  return token;
}

export function setBearerToken(value: string | null): void {
  token = value;
  try {
    if (value) globalThis.sessionStorage?.setItem(STORAGE_KEY, value);
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the token lives as long as this page.
  }
}
