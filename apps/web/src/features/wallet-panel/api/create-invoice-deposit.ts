import { useMutation } from '@tanstack/react-query';
import {
  ZInvoiceDepositResponse,
  type InvoiceDepositRequest,
  type InvoiceDepositResponse,
} from '@wheelhouse/contracts/messenger-payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/wallet/txns/deposit {amount, currency, provider}: an invoice of a messenger payment
 * provider (crypto-bot or xRocket) and the page where the player pays it.
 */
export function createInvoiceDeposit(
  request: InvoiceDepositRequest,
): Promise<InvoiceDepositResponse> {
  return apiRequest('/api/v1/wallet/txns/deposit', {
    method: 'POST',
    body: request,
    schema: ZInvoiceDepositResponse,
  });
}

export function useCreateInvoiceDeposit() {
  return useMutation({ mutationFn: createInvoiceDeposit });
}
