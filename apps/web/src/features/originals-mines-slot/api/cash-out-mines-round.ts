import { ZMinesRoundResponse, type MinesRoundResponse } from '@wheelhouse/contracts/originals';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/originals/mines/rounds/{id}/cashout: pays once, after at least one safe reveal. */
export function cashOutMinesRound(roundId: string): Promise<MinesRoundResponse> {
  return apiRequest(`/api/v1/originals/mines/rounds/${roundId}/cashout`, {
    method: 'POST',
    schema: ZMinesRoundResponse,
  });
}
