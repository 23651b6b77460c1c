import { BlockList, isIP } from 'node:net';

/** One network: an address and how many leading bits of it are fixed. */
export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** The loopback networks: the default of METRICS_ALLOW. */
export const LOOPBACK_CIDRS = '127.0.0.0/8,::1/128';

/**
 * Parses a comma-separated list of networks (`10.0.0.0/8, fd00::/8, 192.0.2.7`); a bare address is
 * a network of one. `none` is the empty list. Returns every problem, not only the first.
 */
export function parseCidrList(text: string): { cidrs: Cidr[]; problems: string[] } {
  const cidrs: Cidr[] = [];
  const problems: string[] = [];
  if (text.trim().toLowerCase() === 'none') return { cidrs, problems };
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item === '') {
      problems.push('an empty entry in the list');
      continue;
    }
    const [address = '', prefixText, ...rest] = item.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) {
      problems.push(`"${item}" is not an IP address or CIDR network`);
      continue;
    }
    const bits = version === 4 ? 32 : 128;
    const prefix =
      prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) {
      problems.push(`"${item}" has a prefix length outside 0..${bits}`);
      continue;
    }
    cidrs.push({ address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' });
  }
  return { cidrs, problems };
}

/**
 * A predicate "is this client address inside one of the networks". node:net BlockList matches an
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a dual-stack listener reports) against IPv4
 * networks too. Anything that is not an IP address is outside.
 */
export function addressMatcher(cidrs: readonly Cidr[]): (address: string) => boolean {
  const list = new BlockList();
  for (const cidr of cidrs) list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  return (address) => {
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
