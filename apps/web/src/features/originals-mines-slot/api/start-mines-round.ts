import {
  ZMinesRoundResponse,
  type MinesRoundResponse,
  type StartMinesRoundRequest,
} from '@wheelhouse/contracts/originals';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/originals/mines/rounds: debits the stake and deals a board (409 while one is active). */
export function startMinesRound(
  request: StartMinesRoundRequest,
  idempotencyKey: string,
): Promise<MinesRoundResponse> {
  return apiRequest('/api/v1/originals/mines/rounds', {
    method: 'POST',
    body: request,
    schema: ZMinesRoundResponse,
    headers: { 'idempotency-key': idempotencyKey },
  });
}
