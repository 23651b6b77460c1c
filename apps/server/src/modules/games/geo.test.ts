import { describe, expect, it } from 'vitest';
import { offlineCountryLookup } from './geo';

describe('offline country lookup', () => {
  it('places public IPv4 addresses, also when written as IPv4-mapped IPv6', () => {
    expect(offlineCountryLookup('8.8.8.8')).toBe('US');
    expect(offlineCountryLookup('77.88.8.8')).toBe('RU');
    expect(offlineCountryLookup('::ffff:77.88.8.8')).toBe('RU');
  });

  it('has no country for private, loopback, IPv6 and malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '2001:4860:4860::8888',
      '::1',
      'nonsense',
      '1.2.3',
    ])
      expect(offlineCountryLookup(ip)).toBeNull();
  });
});
