import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
const PROCESSING = {
  CRYPTO_PROCESSING_URL: 'https://processing.example.com',
  CRYPTO_PROCESSING_API_KEY: 'k'.repeat(20),
  CRYPTO_PROCESSING_WEBHOOK_SECRET: 'w'.repeat(40),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('crypto gateway configuration', () => {
  it('uses the simulator in development and the processing service in production when configured', () => {
    expect(loadConfig({}).cryptoGateway).toBe('simulated');
    expect(loadConfig(PRODUCTION).cryptoGateway).toBe('none');
    const production = loadConfig({ ...PRODUCTION, ...PROCESSING });
    expect(production.cryptoGateway).toBe('processing');
    expect(production.cryptoProcessing).toEqual({
      url: PROCESSING.CRYPTO_PROCESSING_URL,
      apiKey: PROCESSING.CRYPTO_PROCESSING_API_KEY,
      secret: PROCESSING.CRYPTO_PROCESSING_WEBHOOK_SECRET,
    });
    expect(loadConfig({ CRYPTO_GATEWAY: 'processing', ...PROCESSING }).cryptoGateway).toBe(
      'processing',
    );
  });

  it('refuses the simulated chain in production and an incomplete processing setup', () => {
    expect(problemsOf({ ...PRODUCTION, CRYPTO_GATEWAY: 'simulated' })).toEqual([
      'CRYPTO_GATEWAY: the simulated chain must not be used in production',
    ]);
    expect(
      problemsOf({ CRYPTO_GATEWAY: 'processing', CRYPTO_PROCESSING_URL: 'https://p.example' }),
    ).toEqual([
      'CRYPTO_PROCESSING_API_KEY: is required when the crypto gateway is processing',
      'CRYPTO_PROCESSING_WEBHOOK_SECRET: is required when the crypto gateway is processing',
    ]);
    expect(problemsOf({ CRYPTO_GATEWAY: 'chain', CRYPTO_PROCESSING_URL: 'ftp://x' })).toHaveLength(
      2,
    );
  });
});
