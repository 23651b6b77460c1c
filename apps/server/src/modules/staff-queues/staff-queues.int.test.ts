import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminQueueCounts } from '@wheelhouse/contracts/admin-queues';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';

describe.each(databaseTargets())('staff queue counts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('answers finance, support and admin with the counts; content 403, players and guests 401', async () => {
    for (const role of ['finance', 'support', 'admin'] as const) {
      const staff = await createStaff(t.app, [role]);
      const response = await t.app.inject({ url: '/api/admin/queues', headers: staff.auth });
      expect(ZAdminQueueCounts.parse(response.json())).toEqual({
        cryptoWithdrawalsPending: 0,
        fiatReceiptsWaiting: 0,
        disputesOpen: 0,
        sellsPending: 0,
      });
    }
    const content = await createStaff(t.app, ['content']);
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/queues', headers: content.auth }),
      403,
      'forbidden',
    );
    const player = await registerPlayer(t.app);
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/queues', headers: player.auth }),
      401,
      'unauthorized',
    );
    expectErrorBody(await t.app.inject({ url: '/api/admin/queues' }), 401, 'unauthorized');
  });
});
