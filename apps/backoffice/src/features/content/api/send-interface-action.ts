import { useMutation } from '@tanstack/react-query';
import {
  ZInterfaceActionResponse,
  type InterfaceActionRequest,
} from '@wheelhouse/contracts/originals';
import { apiRequest } from '../../../lib/api-client';

/** Opens a game in one player's app, or in everybody's. */
export function sendInterfaceAction(body: InterfaceActionRequest) {
  return apiRequest('/api/admin/interface-actions', {
    method: 'POST',
    body,
    schema: ZInterfaceActionResponse,
  });
}

export function useSendInterfaceAction() {
  return useMutation({ mutationFn: sendInterfaceAction });
}
