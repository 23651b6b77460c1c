import { inject } from 'vitest';

export { DEV_ADMIN } from './dev-admin';

/** `Authorization` of the development admin, signed in once for the suite (global-setup.ts). */
export async function devAdminAuth(): Promise<{ authorization: string }> {
  return { authorization: inject('devAdminAuthorization') };
}
