import { loadConfig, type Config } from '../config';

/**
 * The configuration of an app built in a test process: no demo seed and no built web apps to
 * serve, with `env` on top (the database, Redis, the role, a test's own settings).
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent/wheelhouse-web-dist',
    BACKOFFICE_DIST: '/nonexistent/wheelhouse-backoffice-dist',
    ...env,
  });
}
