import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditResponse } from '@wheelhouse/contracts/admin-audit';
import { ZAdminUsersResponse } from '@wheelhouse/contracts/admin';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';

type Staff = Awaited<ReturnType<typeof createStaff>>;

describe.each(databaseTargets())('staff list sorting on %s', (target) => {
  let t: TestApp;
  let admin: Staff;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await createStaff(t.app, ['admin']);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ url, headers: admin.auth });

  it('players sort by a whitelisted column both ways; the default is newest first', async () => {
    const marker = `sortme${Date.now()}`;
    for (const name of ['b', 'c', 'a'])
      await registerPlayer(t.app, { email: `${marker}-${name}@example.test` });
    const emails = async (query: string) =>
      ZAdminUsersResponse.parse(
        (await get(`/api/admin/users?search=${marker}${query}`)).json(),
      ).data.map((user) => user.email.slice(marker.length + 1, marker.length + 2));
    expect(await emails('&sort=email&order=asc')).toEqual(['a', 'b', 'c']);
    expect(await emails('&sort=email&order=desc')).toEqual(['c', 'b', 'a']);
    expect(await emails('')).toEqual(['a', 'c', 'b']);
    // Paging over a sorted list neither repeats nor skips a row.
    expect(await emails('&sort=email&order=asc&offset=1&limit=1')).toEqual(['b']);
  });

  it('the audit log sorts by action', async () => {
    const player = await registerPlayer(t.app);
    const { globalId } = (await t.app.inject({ url: '/api/v1/me', headers: player.auth })).json<{
      globalId: string;
    }>();
    for (const action of ['ban', 'unban'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/users/${globalId}/${action}`,
            headers: admin.auth,
            ...(action === 'ban' ? { payload: { reason: '8.6 bruteforce' } } : {}),
          })
        ).statusCode,
      ).toBe(200);
    const sorted = async (order: 'asc' | 'desc') =>
      ZAuditResponse.parse(
        (await get(`/api/admin/audit?sort=action&order=${order}`)).json(),
      ).data.map((row) => row.action);
    const ascending = await sorted('asc');
    expect(ascending.length).toBeGreaterThan(0);
    expect(ascending).toEqual([...ascending].sort());
    expect(await sorted('desc')).toEqual([...ascending].sort().reverse());
  });

  it.each([
    '/api/admin/users',
    '/api/admin/withdrawals',
    '/api/admin/fiat/orders',
    '/api/admin/audit',
  ])('%s accepts its columns and refuses any other with a field error', async (path) => {
    expect((await get(`${path}?sort=createdAt&order=asc`)).statusCode).toBe(200);
    const column = expectErrorBody(await get(`${path}?sort=passwordHash`), 400, 'validation_error');
    expect(Object.keys(column.fields as object)).toEqual(['sort']);
    const order = expectErrorBody(await get(`${path}?order=sideways`), 400, 'validation_error');
    expect(Object.keys(order.fields as object)).toEqual(['order']);
  });
});
