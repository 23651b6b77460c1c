import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateSync } from 'otplib';
import { expect } from 'vitest';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import type { Services } from '../services';

export interface TestPlayer {
  email: string;
  password: string;
  token: string;
  /** `Authorization: Bearer` header for inject. */
  auth: { authorization: string };
}

export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A password that passes the rules and is in no common-password list. */
export function strongPassword(): string {
  return `Wh-${randomBytes(9).toString('base64url')}`;
}

/** The terms version a sign-up must accept now (GET /api/v1/policies/terms), or none. */
export async function currentTermsVersion(app: FastifyInstance): Promise<number | undefined> {
  const response = await app.inject({ url: '/api/v1/policies/terms' });
  return response.statusCode === 200 ? response.json<{ version: number }>().version : undefined;
}

export async function registerPlayer(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; language: string; currency: string }> = {},
): Promise<TestPlayer> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? strongPassword();
  const termsVersion = await currentTermsVersion(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      email,
      password,
      ...(overrides.language ? { language: overrides.language } : {}),
      ...(overrides.currency ? { currency: overrides.currency } : {}),
      ...(termsVersion ? { termsVersion } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token } = response.json<{ token: string }>();
  return { email, password, token, auth: { authorization: `Bearer ${token}` } };
}

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
  /** The member's TOTP secret (admin and finance sign in with a code), for later codes. */
  totpSecret: string | null;
}

/** The TOTP code of `secret` at the app's clock, as an authenticator app would show it. */
export function totpCode(app: FastifyInstance, secret: string): string {
  return generateSync({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });
}

/**
 * A signed-in staff member. Admin and finance need a second factor: the member is enrolled with the
 * secret the CLI path issues and signs in with its current code, as a person would.
 */
export async function createStaff(app: FastifyInstance, roles: StaffRole[]): Promise<TestStaff> {
  const services = (app as FastifyInstance & { services: Services }).services;
  const email = uniqueEmail('staff');
  const password = strongPassword();
  const saved = await services.admin.saveStaff({ email, password, roles });
  const totpSecret = saved.enrolment?.secret ?? null;
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password, ...(totpSecret ? { code: totpCode(app, totpSecret) } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ status: string; token: string }>();
  expect(body.status, response.body).toBe('signed_in');
  return {
    id: saved.id,
    email,
    password,
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
    totpSecret,
  };
}

/** The `name=value` of a Set-Cookie header, for sending it back as a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === name);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Asserts the common error body shape and returns it. */
export function expectErrorBody(response: LightMyRequestResponse, status: number, detail: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(body.detail).toBe(detail);
  expect(typeof body.message).toBe('string');
  expect(body.key).toBe(response.headers['x-request-id']);
  expect(Number.isNaN(Date.parse(String(body.time)))).toBe(false);
  return body;
}

/**
 * The player enters the password again (POST /api/v1/me/security/step-up): money may leave the
 * account for the next 5 minutes of the app's clock, as after a fresh sign-in.
 */
export async function stepUp(app: FastifyInstance, player: TestPlayer): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/me/security/step-up',
    headers: player.auth,
    payload: { password: player.password },
  });
  expect(response.statusCode, response.body).toBe(200);
}
