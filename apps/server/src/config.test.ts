import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_ADMIN_PASSWORD,
  DEV_SESSION_SECRET,
  CONFIG_VARIABLES,
  loadConfig,
} from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('config', () => {
  it('starts with no configuration at all (embedded mode)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      role: 'all',
      simulators: true,
      seedDemo: true,
      houseCurrency: 'USD',
      bodyLimitBytes: 1024 * 1024,
      sessionIdleMs: 10080 * 60_000,
      admin: { email: 'admin@wheelhouse.dev', password: DEV_ADMIN_PASSWORD },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir.endsWith('data/pglite')).toBe(true);
  });

  it('lists every problem at once, not only the first', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      ROLE: 'boss',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      TRUST_PROXY: 'maybe',
    });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*ROLE|ROLE[\s\S]*PORT/);
    for (const name of ['PORT', 'ROLE', 'LOG_LEVEL', 'DATABASE_URL', 'TRUST_PROXY']) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
  });

  it('refuses simulators, demo seed, the default secret and the demo admin password in production, together', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      SIMULATORS: 'true',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      PORT: 'x',
    });
    for (const name of ['SIMULATORS', 'SEED_DEMO', 'SESSION_SECRET', 'ADMIN_PASSWORD', 'PORT']) {
      expect(
        problems.some((problem) => problem.startsWith(`${name}:`)),
        name,
      ).toBe(true);
    }
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: DEV_SESSION_SECRET })).toEqual([
      'SESSION_SECRET: must be set to a secret of your own in production',
    ]);
  });

  it('starts in production with real secrets: no simulators, no demo data, no default admin', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(config).toMatchObject({
      production: true,
      simulators: false,
      seedDemo: false,
      admin: undefined,
    });
  });

  it('needs ADMIN_PASSWORD with ADMIN_EMAIL and treats empty variables as unset', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'ops@example.com' })).toEqual([
      'ADMIN_PASSWORD: is required when ADMIN_EMAIL is set',
    ]);
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('documents every variable in the README table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const documented = CONFIG_VARIABLES.filter((name) => readme.includes(`| \`${name}\``));
    expect(documented).toEqual(CONFIG_VARIABLES);
  });
});
