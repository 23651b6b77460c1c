import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPromoCookies,
  readPromoDetailsCookie,
  readPromoModalCookie,
  writePromoCookies,
} from './promo-cookies';

afterEach(clearPromoCookies);

describe('promo cookies', () => {
  it('round-trips the modal kind and the details', () => {
    writePromoCookies('conditions', { code: 'WELCOME5' });
    expect(readPromoModalCookie()).toBe('conditions');
    expect(readPromoDetailsCookie()).toEqual({ code: 'WELCOME5' });
    clearPromoCookies();
    expect(readPromoModalCookie()).toBeNull();
    expect(readPromoDetailsCookie()).toBeNull();
  });

  it('ignores a modal kind other than main, bonus or conditions, and bad details', () => {
    document.cookie = 'promo_modal=admin; path=/';
    document.cookie = `promo_details=${encodeURIComponent('{"code":"<b>"}')}; path=/`;
    expect(readPromoModalCookie()).toBeNull();
    expect(readPromoDetailsCookie()).toBeNull();
    document.cookie = 'promo_details=%E0%A4%A; path=/';
    expect(readPromoDetailsCookie()).toBeNull();
  });
});
