import {
  ZMessengerCodeResponse,
  ZSecurityStatus,
  ZStepUpResponse,
  type StepUpMethod,
  type StepUpRequest,
} from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../api-client';

/** POST /api/v1/me/security/step-up: the password or a code again, good for 5 minutes. */
export function stepUp(body: StepUpRequest) {
  return apiRequest('/api/v1/me/security/step-up', {
    method: 'POST',
    body,
    schema: ZStepUpResponse,
  });
}

/** How the signed-in account can step up (GET /api/v1/me/security). */
export async function stepUpMethods(): Promise<StepUpMethod[]> {
  const status = await apiRequest('/api/v1/me/security', { schema: ZSecurityStatus });
  return status.stepUpMethods;
}

/** POST /api/v1/me/security/step-up/messenger-code: the bot sends a code to the player's chat. */
export function sendMessengerCode() {
  return apiRequest('/api/v1/me/security/step-up/messenger-code', {
    method: 'POST',
    schema: ZMessengerCodeResponse,
  });
}
