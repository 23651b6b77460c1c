import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { fiatProcessorWebhookSecret } from './modules/cashier-fiat';

const HTTP = {
  FIAT_PROCESSOR_URL: 'https://p2p.example.test',
  FIAT_PROCESSOR_API_KEY: 'k'.repeat(24),
  FIAT_PROCESSOR_WEBHOOK_SECRET: 's'.repeat(40),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('fiat processor configuration', () => {
  it('uses the simulated processor with simulators, and http when configured without them', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).fiatProcessor).toBe('simulated');
    const http = loadConfig({ NODE_ENV: 'development', SIMULATORS: 'false', ...HTTP });
    expect(http.fiatProcessor).toBe('http');
    expect(http.fiatProcessorHttp).toEqual({
      url: HTTP.FIAT_PROCESSOR_URL,
      apiKey: HTTP.FIAT_PROCESSOR_API_KEY,
      secret: HTTP.FIAT_PROCESSOR_WEBHOOK_SECRET,
    });
    expect(loadConfig({ NODE_ENV: 'development', SIMULATORS: 'false' }).fiatProcessor).toBe('none');
  });

  it('refuses the simulated processor in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SESSION_SECRET: 'p'.repeat(40),
        FIAT_PROCESSOR: 'simulated',
      }),
    ).toContain('FIAT_PROCESSOR: the simulated P2P processor must not be used in production');
  });

  it('needs the URL, API key and webhook secret for http, and a long enough key and secret', () => {
    expect(problemsOf({ NODE_ENV: 'development', FIAT_PROCESSOR: 'http' })).toEqual([
      'FIAT_PROCESSOR_URL: is required when the fiat processor is http',
      'FIAT_PROCESSOR_API_KEY: is required when the fiat processor is http',
      'FIAT_PROCESSOR_WEBHOOK_SECRET: is required when the fiat processor is http',
    ]);
    const short = problemsOf({
      NODE_ENV: 'development',
      FIAT_PROCESSOR: 'http',
      ...HTTP,
      FIAT_PROCESSOR_API_KEY: 'short',
      FIAT_PROCESSOR_WEBHOOK_SECRET: 'short',
    });
    expect(short.some((problem) => problem.startsWith('FIAT_PROCESSOR_API_KEY'))).toBe(true);
    expect(short.some((problem) => problem.startsWith('FIAT_PROCESSOR_WEBHOOK_SECRET'))).toBe(true);
  });

  it('verifies callbacks with the configured secret, or a derived one only for the simulator', () => {
    const simulated = loadConfig({ NODE_ENV: 'development' });
    const derived = fiatProcessorWebhookSecret(simulated);
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toContain(simulated.sessionSecret);
    expect(
      fiatProcessorWebhookSecret(
        loadConfig({ NODE_ENV: 'development', FIAT_PROCESSOR: 'http', ...HTTP }),
      ),
    ).toBe(HTTP.FIAT_PROCESSOR_WEBHOOK_SECRET);
    expect(
      fiatProcessorWebhookSecret(loadConfig({ NODE_ENV: 'development', SIMULATORS: 'false' })),
    ).toBeUndefined();
  });
});
