import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { phoneCountryForCurrency } from '@wheelhouse/contracts/fiat-rules';

/**
 * The phone input of the fiat-withdraw form: a country picker plus the national number. The draft
 * keeps the whole number as the player reads it, "+<calling code> <national>", so the chosen
 * country survives leaving the form for the wager or personal-data view and coming back.
 */

export interface PhoneCountry {
  code: CountryCode;
  callingCode: string;
  name: string;
  /** The flag as text: two regional-indicator letters (shown as a flag where fonts have it). */
  flag: string;
}

export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
}

export function callingCodeOf(code: CountryCode): string {
  return getCountryCallingCode(code);
}

/** Every country libphonenumber-js knows, named in the player's language, sorted by name. */
export function phoneCountries(locale: string): PhoneCountry[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({
      code,
      callingCode: getCountryCallingCode(code),
      name: names?.of(code) ?? code,
      flag: flagOf(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Countries whose name, ISO code or calling code matches the search ("ru", "+7", "Rus"). */
export function filterCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const text = query.trim().toLowerCase().replace(/^\+/, '');
  if (text === '') return [...countries];
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(text) ||
      country.code.toLowerCase() === text ||
      country.callingCode.startsWith(text),
  );
}

/** The national part of a draft phone for `country` (what the input shows). */
export function nationalPart(phone: string, country: CountryCode): string {
  const prefix = `+${getCountryCallingCode(country)}`;
  const trimmed = phone.trimStart();
  if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length).trimStart();
  return trimmed.replace(/^\+\d*\s*/, '');
}

/** The draft phone of a national number typed for `country`; empty stays empty. */
export function internationalPhone(national: string, country: CountryCode): string {
  const digits = national.replace(/[^\d\s()-]/g, '').trimStart();
  if (digits.trim() === '') return '';
  return `+${getCountryCallingCode(country)} ${digits}`;
}

/** Whether `code` is a country the picker offers (a saved or typed value might not be). */
export function isPhoneCountry(code: string | undefined): code is CountryCode {
  return code !== undefined && (getCountries() as string[]).includes(code);
}

/** The country a draft phone belongs to, when its number says (e.g. a saved "+7 701…" is KZ). */
export function countryOfPhone(phone: string | undefined): CountryCode | undefined {
  if (!phone?.trim().startsWith('+')) return undefined;
  return parsePhoneNumberFromString(phone.trim())?.country;
}

/**
 * The picker's default: the country of the method's currency (spec §5: IDR, RUB, KZT, UAH, UZS,
 * PLN by the rules' PHONE_COUNTRY_BY_CURRENCY), else the country an ISO 4217 code starts with (USD → US), else US.
 */
export function defaultPhoneCountry(currency: string): CountryCode {
  const mapped = phoneCountryForCurrency(currency);
  if (mapped) return mapped;
  const guess = currency.slice(0, 2).toUpperCase();
  return isPhoneCountry(guess) ? guess : 'US';
}
