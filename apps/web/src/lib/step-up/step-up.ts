import { ZStepUpResponse, type StepUpRequest } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../api-client';

/** POST /api/v1/me/security/step-up: the password or a code again, good for 5 minutes. */
export function stepUp(body: StepUpRequest) {
  return apiRequest('/api/v1/me/security/step-up', {
    method: 'POST',
    body,
    schema: ZStepUpResponse,
  });
}
