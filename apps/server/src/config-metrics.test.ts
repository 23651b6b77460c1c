import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('metrics configuration', () => {
  it('admits loopback only and has no token by default', () => {
    const config = loadConfig({});
    expect(config.metricsAllow).toEqual([
      { address: '127.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ]);
    expect(config.metricsToken).toBeUndefined();
  });

  it('reads METRICS_ALLOW as a list of networks and METRICS_TOKEN', () => {
    const token = 'a'.repeat(32);
    const config = loadConfig({ METRICS_ALLOW: '10.0.0.0/8,fd00::/8', METRICS_TOKEN: token });
    expect(config.metricsAllow).toEqual([
      { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      { address: 'fd00::', prefix: 8, family: 'ipv6' },
    ]);
    expect(config.metricsToken).toBe(token);
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metricsAllow).toEqual([]);
  });

  it('lists every bad network and a short token among the other problems', () => {
    const problems = problemsOf({
      METRICS_ALLOW: '10.0.0.0/40,intranet',
      METRICS_TOKEN: 'short',
      PORT: 'eighty',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'METRICS_ALLOW: "10.0.0.0/40" has a prefix length outside 0..32',
        'METRICS_ALLOW: "intranet" is not an IP address or CIDR network',
        'METRICS_TOKEN: must be at least 32 characters',
      ]),
    );
    expect(problems.some((problem) => problem.startsWith('PORT:'))).toBe(true);
    expect(problems).toHaveLength(4);
  });
});
