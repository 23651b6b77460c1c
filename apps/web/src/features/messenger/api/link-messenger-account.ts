import { useMutation } from '@tanstack/react-query';
import type { WebAppLinkRequest } from '@wheelhouse/contracts/messenger';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@wheelhouse/contracts/messenger').then((m) => m.ZWebAppLinkResponse);

/** POST /api/v1/auth/web-app/link: links the init data's messenger account to the player. */
export function linkMessengerAccount(body: WebAppLinkRequest) {
  return apiRequest('/api/v1/auth/web-app/link', { method: 'POST', body, schema });
}

export function useLinkMessengerAccount() {
  return useMutation({ mutationFn: linkMessengerAccount });
}
