import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminMarketStatusResponse,
  ZAdminSettleResponse,
  type AdminSettleRequest,
} from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/sportsbook/markets/:id/status: suspend or resume by hand (audited). */
export function setMarketStatus(input: { marketId: number; status: 'active' | 'suspended' }) {
  return apiRequest(`/api/admin/sportsbook/markets/${input.marketId}/status`, {
    method: 'POST',
    body: { status: input.status },
    schema: ZAdminMarketStatusResponse,
  });
}

/** POST /api/admin/sportsbook/markets/:id/settle: a result per outcome (audited). */
export function settleMarket(input: { marketId: number; request: AdminSettleRequest }) {
  return apiRequest(`/api/admin/sportsbook/markets/${input.marketId}/settle`, {
    method: 'POST',
    body: input.request,
    schema: ZAdminSettleResponse,
  });
}

/** POST /api/admin/sportsbook/markets/:id/void: every bet on it is refunded (audited). */
export function voidMarket(marketId: number) {
  return apiRequest(`/api/admin/sportsbook/markets/${marketId}/void`, {
    method: 'POST',
    schema: ZAdminSettleResponse,
  });
}

/** Every action changes the markets, the liability and the bets of the event: all reload. */
function useRefreshEvent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['sportsbook'] });
}

export function useSetMarketStatus() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: setMarketStatus, onSettled: refresh });
}

export function useSettleMarket() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: settleMarket, onSettled: refresh });
}

export function useVoidMarket() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: voidMarket, onSettled: refresh });
}
