import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../platform/db/client';
import { checkLedger } from '../modules/ledger';
import type { Services } from '../services';

/**
 * Asserts the ledger invariants (the `ledger:check` rules) on a test database. Call it in `afterAll`
 * of any suite that moves money, before closing the app:
 *   afterAll(async () => { await expectLedgerConsistent(testApp.database.db); await testApp.close(); });
 */
export async function expectLedgerConsistent(db: Database): Promise<void> {
  const report = await checkLedger(db);
  expect(report.findings).toEqual([]);
}

export function servicesOf(app: FastifyInstance): Services {
  return (app as FastifyInstance & { services: Services }).services;
}

/** A player row straight through the users service (no HTTP, no password hashing); returns the id. */
export async function createPlayerId(app: FastifyInstance): Promise<number> {
  const access = await servicesOf(app).users.createPlayer({
    email: `ledger-${randomBytes(6).toString('hex')}@example.test`,
    passwordHash: 'not-a-real-hash',
    language: 'en',
    currency: 'USD',
  });
  return access.userId;
}
