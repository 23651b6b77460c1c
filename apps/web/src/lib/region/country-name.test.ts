import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('country names', () => {
  it('names the country in the player’s language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'ru')).toBe('Германия');
  });

  it('falls back to the code for one the browser cannot name', () => {
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
