import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStaffLoginResponse, ZStaffMeResponse } from '@wheelhouse/contracts/admin';
import {
  createStaff,
  expectErrorBody,
  strongPassword,
  totpCode,
  uniqueEmail,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';

describe.each(databaseTargets())('staff second factor on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '8' } });
  });
  afterAll(async () => t?.close());

  const services = () => t.app.services;
  const login = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload });
  const second = (challenge: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/second-factor',
      payload: { challenge, code },
    });
  const nextStep = () => t.clock.advance(30_000);

  /** A member saved as the CLI saves them, not yet signed in. */
  async function savedMember(roles: ('admin' | 'finance' | 'support' | 'content')[]) {
    const email = uniqueEmail('staff');
    const password = strongPassword();
    await services().admin.saveStaff({ email, password, roles });
    return { email, password };
  }

  it('makes a finance member set up a factor at the first sign-in, then asks for a code every time', async () => {
    const member = await savedMember(['finance']);
    const first = ZStaffLoginResponse.parse((await login(member)).json());
    if (first.status !== 'enrolment_required') throw new Error(first.status);
    expect(first.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(first.otpauthUri).toContain(`secret=${first.secret}`);
    // No session before the code.
    expect(
      (await t.app.inject({ url: '/api/admin/me', headers: { authorization: 'Bearer x' } }))
        .statusCode,
    ).toBe(401);

    const signedIn = await second(first.challenge, totpCode(t.app, first.secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.cookies.find((c) => c.name === 'wh_staff_session')?.httpOnly).toBe(true);
    const me = ZStaffMeResponse.parse(
      (
        await t.app.inject({
          url: '/api/admin/me',
          headers: { authorization: `Bearer ${signedIn.json().token}` },
        })
      ).json(),
    );
    expect(me.secondFactor).toEqual({ enrolled: true, required: true });

    // Enrolled: the secret is never sent again; the password alone opens nothing.
    nextStep();
    const again = await login(member);
    const step = ZStaffLoginResponse.parse(again.json());
    expect(step.status).toBe('second_factor_required');
    expect(again.body).not.toContain(first.secret);
    if (step.status !== 'second_factor_required') return;
    expect((await second(step.challenge, totpCode(t.app, first.secret))).statusCode).toBe(200);
  });

  it('refuses a code used before, a wrong code and a spent challenge', async () => {
    const staff = await createStaff(t.app, ['admin']);
    const secret = staff.totpSecret ?? '';
    // createStaff signed in with the current code: the same code cannot sign in again.
    const step = (await login({ email: staff.email, password: staff.password })).json();
    expectErrorBody(
      await second(step.challenge, totpCode(t.app, secret)),
      401,
      'invalid_second_factor',
    );
    expectErrorBody(
      await login({ email: staff.email, password: staff.password, code: totpCode(t.app, secret) }),
      401,
      'invalid_second_factor',
    );
    nextStep();
    const fresh = totpCode(t.app, secret);
    const wrong = fresh === '000000' ? '111111' : '000000';
    const challenge = (await login({ email: staff.email, password: staff.password })).json()
      .challenge as string;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expectErrorBody(await second(challenge, wrong), 401, 'invalid_second_factor');
    // Five wrong codes spend the challenge: even the right code is refused with it now.
    expectErrorBody(await second(challenge, fresh), 401, 'invalid_second_factor');
    // A new challenge with the right code works, and two requests racing with one code open one session.
    const [a, b] = await Promise.all([
      login({ email: staff.email, password: staff.password }),
      login({ email: staff.email, password: staff.password }),
    ]);
    const answers = await Promise.all([
      second(a.json().challenge, fresh),
      second(b.json().challenge, fresh),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('locks the account after too many wrong codes (429), like wrong passwords', async () => {
    const staff = await createStaff(t.app, ['finance']);
    nextStep();
    const right = totpCode(t.app, staff.totpSecret ?? '');
    const wrong = right === '123456' ? '654321' : '123456';
    let last = 0;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login({ email: staff.email, password: staff.password, code: wrong });
      last = response.statusCode;
      if (last === 429) break;
      expect(last).toBe(401);
    }
    expect(last).toBe(429);
    expectErrorBody(
      await login({ email: staff.email, password: staff.password, code: right }),
      429,
      'too_many_requests',
    );
  });

  it('lets support and content in with the password alone; they may opt in to a factor (audited)', async () => {
    const member = await savedMember(['support']);
    const response = await login(member);
    expect(response.json().status).toBe('signed_in');
    const auth = { authorization: `Bearer ${response.json().token}` };
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/second-factor',
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/me/second-factor/confirm',
        headers: auth,
        payload: { code: 'abc' },
      }),
      400,
      'validation_error',
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/second-factor/confirm',
      headers: auth,
      payload: { code: totpCode(t.app, secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().secondFactor).toEqual({ enrolled: true, required: false });
    expectErrorBody(
      await t.app.inject({ method: 'POST', url: '/api/admin/me/second-factor', headers: auth }),
      409,
      'second_factor_enrolled',
    );
    const me = confirmed.json<{ id: number }>();
    const audit = await t.app.services.audit.entriesFor('staff', String(me.id));
    expect(audit.map((row) => row.action)).toContain('staff.second_factor.enrol');
    nextStep();
    expect((await login(member)).json().status).toBe('second_factor_required');
  });

  it('keeps the secret sealed at rest', async () => {
    const staff = await createStaff(t.app, ['admin']);
    const result = await t.database.db.execute(
      sql`select totp_secret from staff where email = ${staff.email}`,
    );
    const rows = (result as unknown as { rows: { totp_secret: string }[] }).rows;
    expect(rows[0]?.totp_secret).toMatch(/^v1\./);
    expect(rows[0]?.totp_secret).not.toContain(staff.totpSecret);
  });

  it('answers malformed sign-in bodies with field errors', async () => {
    const bad = expectErrorBody(
      await login({ email: 'a@example.test', password: 'x', code: '12' }),
      400,
      'validation_error',
    );
    expect(Object.keys(bad.fields as object)).toContain('code');
    expectErrorBody(await second('not-a-challenge', '123456'), 401, 'invalid_second_factor');
  });
});
