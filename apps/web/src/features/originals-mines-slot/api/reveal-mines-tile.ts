import { ZMinesRoundResponse, type MinesRoundResponse } from '@wheelhouse/contracts/originals';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/originals/mines/rounds/{id}/reveal. The server reveals a tile once however often it
 * is asked (400 Validation.duplicate), and answers 409 once the round is over.
 */
export function revealMinesTile(roundId: string, cell: number): Promise<MinesRoundResponse> {
  return apiRequest(`/api/v1/originals/mines/rounds/${roundId}/reveal`, {
    method: 'POST',
    body: { cell },
    schema: ZMinesRoundResponse,
  });
}
