import { describe, expect, it } from 'vitest';
import { addressMatcher, LOOPBACK_CIDRS, parseCidrList } from './cidr';

describe('parseCidrList', () => {
  it('reads IPv4 and IPv6 networks, with spaces, and a bare address as a network of one', () => {
    expect(parseCidrList('10.0.0.0/8, fd00::/8 ,192.0.2.7,::1')).toEqual({
      cidrs: [
        { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
        { address: 'fd00::', prefix: 8, family: 'ipv6' },
        { address: '192.0.2.7', prefix: 32, family: 'ipv4' },
        { address: '::1', prefix: 128, family: 'ipv6' },
      ],
      problems: [],
    });
  });

  it('reads the loopback default and `none`', () => {
    expect(parseCidrList(LOOPBACK_CIDRS).cidrs).toEqual([
      { address: '127.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ]);
    expect(parseCidrList('none')).toEqual({ cidrs: [], problems: [] });
    expect(parseCidrList(' NONE ')).toEqual({ cidrs: [], problems: [] });
  });

  it('lists every bad entry at once', () => {
    const { cidrs, problems } = parseCidrList(
      '10.0.0.0/8,example.com,10.0.0.0/33,::/129,1.2.3.4/-1,1.2.3.4/8/9,,300.1.1.1/8,1.2.3.4/',
    );
    expect(cidrs).toEqual([{ address: '10.0.0.0', prefix: 8, family: 'ipv4' }]);
    expect(problems).toEqual([
      '"example.com" is not an IP address or CIDR network',
      '"10.0.0.0/33" has a prefix length outside 0..32',
      '"::/129" has a prefix length outside 0..128',
      '"1.2.3.4/-1" has a prefix length outside 0..32',
      '"1.2.3.4/8/9" is not an IP address or CIDR network',
      'an empty entry in the list',
      '"300.1.1.1/8" is not an IP address or CIDR network',
      '"1.2.3.4/" has a prefix length outside 0..32',
    ]);
  });

  it('accepts the whole address space as /0', () => {
    expect(parseCidrList('0.0.0.0/0,::/0').problems).toEqual([]);
  });
});

describe('addressMatcher', () => {
  const inside = addressMatcher(parseCidrList('10.0.0.0/8,127.0.0.0/8,fd00::/8').cidrs);

  it('matches addresses inside the networks, IPv4-mapped IPv6 included', () => {
    expect(inside('10.200.3.4')).toBe(true);
    expect(inside('127.0.0.1')).toBe(true);
    expect(inside('::ffff:127.0.0.1')).toBe(true);
    expect(inside('fd12:3456::1')).toBe(true);
  });

  it('refuses addresses outside, and what is not an address', () => {
    expect(inside('11.0.0.1')).toBe(false);
    expect(inside('::1')).toBe(false);
    expect(inside('fe80::1')).toBe(false);
    expect(inside('')).toBe(false);
    expect(inside('localhost')).toBe(false);
    expect(addressMatcher([])('127.0.0.1')).toBe(false);
  });
});
