import { useMutation } from '@tanstack/react-query';
import { ZStaffLoginResponse, type StaffLoginRequest } from '@wheelhouse/contracts/admin';
import { ZSessionResponse } from '@wheelhouse/contracts/auth';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * The first sign-in step. A server from before the second factor answered only the session; it is
 * read as `signed_in`, so the app works against both while they are deployed side by side.
 */
const ZLoginAnswer = z.union([
  ZStaffLoginResponse,
  ZSessionResponse.transform((session) => ({ status: 'signed_in' as const, ...session })),
]);

/** Password first: signed in, or a challenge for the TOTP code (and a new enrolment to set up). */
export function staffLogin(body: StaffLoginRequest) {
  return apiRequest('/api/admin/auth/login', { method: 'POST', body, schema: ZLoginAnswer });
}

export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin });
}
