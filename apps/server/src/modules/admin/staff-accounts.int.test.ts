import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditResponse } from '@wheelhouse/contracts/admin-audit';
import { ZStaffListResponse, ZStaffMember } from '@wheelhouse/contracts/admin-staff';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  strongPassword,
  uniqueEmail,
  type TestStaff,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';

describe.each(databaseTargets())('staff accounts and the audit log on %s', (target) => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await createStaff(t.app, ['admin']);
  });
  afterAll(async () => t?.close());

  const call = (
    auth: { authorization: string } | undefined,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, ...(auth ? { headers: auth } : {}), payload });

  async function newMember(roles: string[]) {
    const body = { email: uniqueEmail('member'), password: strongPassword(), roles };
    const response = await call(admin.auth, 'POST', '/api/admin/staff', body);
    expect(response.statusCode, response.body).toBe(201);
    return { ...body, member: ZStaffMember.parse(response.json()) };
  }

  it('is for admins only: 401 for guests and players, 403 for finance, support and content', async () => {
    const player = await registerPlayer(t.app);
    expectErrorBody(await call(undefined, 'GET', '/api/admin/staff'), 401, 'unauthorized');
    expectErrorBody(await call(player.auth, 'GET', '/api/admin/staff'), 401, 'unauthorized');
    for (const role of ['finance', 'support', 'content'] as const) {
      const other = await createStaff(t.app, [role]);
      expectErrorBody(await call(other.auth, 'GET', '/api/admin/staff'), 403, 'forbidden');
      expectErrorBody(
        await call(other.auth, 'POST', '/api/admin/staff', {
          email: uniqueEmail(),
          password: strongPassword(),
          roles: ['admin'],
        }),
        403,
        'forbidden',
      );
      expectErrorBody(
        await call(other.auth, 'PUT', `/api/admin/staff/${other.id}/roles`, { roles: ['admin'] }),
        403,
        'forbidden',
      );
    }
  });

  it('creates members (audited); refuses a taken email and invalid fields', async () => {
    const { email, password, member } = await newMember(['finance', 'support']);
    expect(member).toMatchObject({
      email,
      roles: ['finance', 'support'],
      disabled: false,
      secondFactorEnrolled: false,
      secondFactorRequired: true,
    });
    const audit = await t.app.services.audit.entriesFor('staff', String(member.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'staff.create', staffId: admin.id, before: null });
    expect(JSON.stringify(audit[0]?.after)).not.toContain(password);
    // The new finance member sets up a second factor at the first sign-in.
    const login = await call(undefined, 'POST', '/api/admin/auth/login', { email, password });
    expect(login.json().status).toBe('enrolment_required');

    expectErrorBody(
      await call(admin.auth, 'POST', '/api/admin/staff', {
        email: email.toUpperCase(),
        password,
        roles: ['support'],
      }),
      409,
      'email_taken',
    );
    const invalid = expectErrorBody(
      await call(admin.auth, 'POST', '/api/admin/staff', {
        email: 'not-an-email',
        password: 'short',
        roles: ['root'],
      }),
      400,
      'validation_error',
    );
    expect(Object.keys(invalid.fields as object).sort()).toEqual(['email', 'password', 'roles.0']);
    expectErrorBody(
      await call(admin.auth, 'POST', '/api/admin/staff', {
        email: uniqueEmail(),
        password: strongPassword(),
        roles: [],
      }),
      400,
      'validation_error',
    );
  });

  it('lists members with paging meta and filters', async () => {
    await newMember(['content']);
    await newMember(['content']);
    const page = ZStaffListResponse.parse(
      (await call(admin.auth, 'GET', '/api/admin/staff?role=content&limit=1&offset=1')).json(),
    );
    expect(page.meta).toMatchObject({ offset: 1, limit: 1 });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.roles).toContain('content');
    const search = ZStaffListResponse.parse(
      (await call(admin.auth, 'GET', `/api/admin/staff?search=${admin.email.slice(0, 16)}`)).json(),
    );
    expect(search.data.map((member) => member.email)).toContain(admin.email);
    expectErrorBody(
      await call(admin.auth, 'GET', '/api/admin/staff?limit=500'),
      400,
      'validation_error',
    );
    expectErrorBody(await call(admin.auth, 'GET', '/api/admin/staff/999999'), 404, 'not_found');
  });

  it('changes roles (audited); refuses removing your own admin role', async () => {
    const { member } = await newMember(['support']);
    const changed = await call(admin.auth, 'PUT', `/api/admin/staff/${member.id}/roles`, {
      roles: ['content'],
    });
    expect(changed.json().roles).toEqual(['content']);
    const [, row] = await t.app.services.audit.entriesFor('staff', String(member.id));
    expect(row).toMatchObject({
      action: 'staff.roles',
      before: expect.objectContaining({ roles: ['support'] }),
      after: expect.objectContaining({ roles: ['content'] }),
    });
    expectErrorBody(
      await call(admin.auth, 'PUT', `/api/admin/staff/${admin.id}/roles`, { roles: ['finance'] }),
      409,
      'staff_self_lockout',
    );
    expect(
      (await call(admin.auth, 'PUT', `/api/admin/staff/${admin.id}/roles`, { roles: ['admin'] }))
        .statusCode,
    ).toBe(200);
    expectErrorBody(
      await call(admin.auth, 'PUT', `/api/admin/staff/999999/roles`, { roles: ['content'] }),
      404,
      'not_found',
    );
    expectErrorBody(
      await call(admin.auth, 'PUT', `/api/admin/staff/${member.id}/roles`, {
        roles: ['content', 'content'],
      }),
      400,
      'validation_error',
    );
  });

  it('a support member made finance without a factor is signed out until they set one up', async () => {
    const support = await createStaff(t.app, ['support']);
    await call(admin.auth, 'PUT', `/api/admin/staff/${support.id}/roles`, { roles: ['finance'] });
    expectErrorBody(await call(support.auth, 'GET', '/api/admin/me'), 401, 'unauthorized');
    const login = await call(undefined, 'POST', '/api/admin/auth/login', {
      email: support.email,
      password: support.password,
    });
    expect(login.json().status).toBe('enrolment_required');
  });

  it('disables a member (sessions end, sign-in refused) and enables them again; not yourself', async () => {
    const support = await createStaff(t.app, ['support']);
    const disabled = await call(admin.auth, 'PUT', `/api/admin/staff/${support.id}/disabled`, {
      disabled: true,
    });
    expect(disabled.json().disabled).toBe(true);
    expectErrorBody(await call(support.auth, 'GET', '/api/admin/me'), 401, 'unauthorized');
    const credentials = { email: support.email, password: support.password };
    expectErrorBody(
      await call(undefined, 'POST', '/api/admin/auth/login', credentials),
      401,
      'invalid_credentials',
    );
    await call(admin.auth, 'PUT', `/api/admin/staff/${support.id}/disabled`, { disabled: false });
    expect(
      (await call(undefined, 'POST', '/api/admin/auth/login', credentials)).json().status,
    ).toBe('signed_in');
    const actions = (await t.app.services.audit.entriesFor('staff', String(support.id))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['staff.disable', 'staff.enable']);
    expectErrorBody(
      await call(admin.auth, 'PUT', `/api/admin/staff/${admin.id}/disabled`, { disabled: true }),
      409,
      'staff_self_lockout',
    );
  });

  it('resets another admin’s second factor (audited): they enrol again at the next sign-in', async () => {
    const other = await createStaff(t.app, ['admin']);
    const reset = await call(
      admin.auth,
      'POST',
      `/api/admin/staff/${other.id}/second-factor/reset`,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().secondFactorEnrolled).toBe(false);
    expectErrorBody(await call(other.auth, 'GET', '/api/admin/me'), 401, 'unauthorized');
    const login = await call(undefined, 'POST', '/api/admin/auth/login', {
      email: other.email,
      password: other.password,
    });
    expect(login.json().status).toBe('enrolment_required');
    expect(login.json().secret).not.toBe(other.totpSecret);
    const audit = await t.app.services.audit.entriesFor('staff', String(other.id));
    expect(audit.at(-1)).toMatchObject({
      action: 'staff.second_factor.reset',
      staffId: admin.id,
      before: expect.objectContaining({ secondFactorEnrolled: true }),
      after: expect.objectContaining({ secondFactorEnrolled: false }),
    });
    expectErrorBody(
      await call(admin.auth, 'POST', `/api/admin/staff/${admin.id}/second-factor/reset`),
      409,
      'staff_self_lockout',
    );
  });

  it('queries the audit log by member, action, entity and time, with paging', async () => {
    const support = await createStaff(t.app, ['support']);
    const player = await registerPlayer(t.app);
    const globalId = (await t.app.inject({ url: '/api/v1/me', headers: player.auth })).json()
      .globalId as string;
    const before = t.clock.now();
    await call(support.auth, 'POST', `/api/admin/users/${globalId}/ban`, { reason: 'psg' });
    t.clock.advance(60_000);
    await call(support.auth, 'POST', `/api/admin/users/${globalId}/unban`);

    const all = ZAuditResponse.parse(
      (
        await call(admin.auth, 'GET', `/api/admin/audit?targetType=user&targetId=${globalId}`)
      ).json(),
    );
    expect(all.data.map((row) => row.action)).toEqual(['user.unban', 'user.ban']);
    expect(all.data[0]).toMatchObject({ staffId: support.id, staffEmail: support.email });
    expect(all.meta).toEqual({ offset: 0, limit: 30, total: 2 });

    const paged = ZAuditResponse.parse(
      (
        await call(admin.auth, 'GET', `/api/admin/audit?targetId=${globalId}&limit=1&offset=1`)
      ).json(),
    );
    expect(paged.data.map((row) => row.action)).toEqual(['user.ban']);
    expect(paged.meta.total).toBe(2);

    const byAction = ZAuditResponse.parse(
      (await call(admin.auth, 'GET', `/api/admin/audit?action=user.&staffId=${support.id}`)).json(),
    );
    expect(byAction.meta.total).toBe(2);
    const exact = ZAuditResponse.parse(
      (
        await call(admin.auth, 'GET', `/api/admin/audit?action=user.ban&staffId=${support.id}`)
      ).json(),
    );
    expect(exact.data.map((row) => row.action)).toEqual(['user.ban']);

    const window = new URLSearchParams({
      targetId: globalId,
      from: before.toISOString(),
      to: new Date(before.getTime() + 30_000).toISOString(),
    });
    const timed = ZAuditResponse.parse(
      (await call(admin.auth, 'GET', `/api/admin/audit?${window}`)).json(),
    );
    expect(timed.data.map((row) => row.action)).toEqual(['user.ban']);

    // Other staff read only their own rows, whoever they ask about.
    const own = ZAuditResponse.parse(
      (await call(support.auth, 'GET', `/api/admin/audit?staffId=${admin.id}`)).json(),
    );
    expect(own.data.every((row) => row.staffId === support.id)).toBe(true);
    expect(own.meta.total).toBe(2);

    const facets = await call(admin.auth, 'GET', '/api/admin/audit/facets');
    expect(facets.json().actions).toEqual(expect.arrayContaining(['user.ban', 'user.unban']));

    const bad = expectErrorBody(
      await call(admin.auth, 'GET', '/api/admin/audit?from=yesterday&limit=0'),
      400,
      'validation_error',
    );
    expect(Object.keys(bad.fields as object).sort()).toEqual(['from', 'limit']);
    expectErrorBody(await call(undefined, 'GET', '/api/admin/audit'), 401, 'unauthorized');
  });
});
