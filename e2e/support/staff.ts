import { generateSync } from 'otplib';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** The embedded server's development admin (README "Demo accounts"), with its published secret. */
export const DEV_ADMIN = {
  email: 'admin@wheelhouse.dev',
  password: 'wheelhouse-admin',
  totpSecret: 'JBSWY3DPEHPK3PXPWHEELHOUSEADMIN2',
};

const STEP_MS = 30_000;

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/admin/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

/**
 * Signs a staff member in through both steps and returns the session token. A TOTP code is accepted
 * once, so when another test file signed the same member in with this step's code the server
 * answers invalid_second_factor: then it waits for the next step's code and tries again.
 */
export async function signInStaff(member: {
  email: string;
  password: string;
  totpSecret?: string;
}): Promise<{ token: string; totpSecret: string | null }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const first = await post('login', { email: member.email, password: member.password });
    expect(first.status).toBe(200);
    const step = (await first.json()) as {
      status: string;
      token?: string;
      challenge?: string;
      secret?: string;
    };
    if (step.status === 'signed_in') return { token: step.token ?? '', totpSecret: null };
    const secret = step.secret ?? member.totpSecret ?? '';
    const second = await post('second-factor', {
      challenge: step.challenge,
      code: generateSync({ secret }),
    });
    if (second.status === 200)
      return { token: ((await second.json()) as { token: string }).token, totpSecret: secret };
    expect(second.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 250));
  }
  throw new Error(`could not sign ${member.email} in`);
}

let devAdmin: Promise<{ authorization: string }> | undefined;

/** `Authorization` of the development admin, signed in once per test file. */
export function devAdminAuth(): Promise<{ authorization: string }> {
  devAdmin ??= signInStaff(DEV_ADMIN).then(({ token }) => ({
    authorization: `Bearer ${token}`,
  }));
  return devAdmin;
}
