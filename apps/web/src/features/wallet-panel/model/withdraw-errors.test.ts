import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  catalogueCodeOf,
  SERVER_ERROR_CATALOGUE,
  wagerCheckFailure,
  withdrawFailure,
} from './withdraw-errors';

function apiError(status: number, detail: string, fields = {}) {
  const body = { detail, message: detail, key: 'req-1', time: '2030-01-01T00:00:00.000Z', fields };
  return new ApiError({ status, detail, fields, body });
}

describe('withdrawal create failures (spec §8)', () => {
  it('maps every catalogue code but wager to its toast with the request key and time', () => {
    for (const code of SERVER_ERROR_CATALOGUE.filter((code) => code !== 'wager')) {
      expect(withdrawFailure(apiError(400, code))).toEqual({
        kind: 'catalogue',
        code,
        requestKey: 'req-1',
        time: '2030-01-01T00:00:00.000Z',
        fields: {},
      });
    }
  });

  it('keeps the field errors a catalogue code carries', () => {
    const fields = { address: { key: 'Validation.invalid_address' } };
    expect(withdrawFailure(apiError(400, 'error_invalid_address', fields))).toMatchObject({
      kind: 'catalogue',
      fields,
    });
  });

  it('opens the wager view for wager and the personal-data view for verification', () => {
    expect(withdrawFailure(apiError(400, 'wager'))).toEqual({ kind: 'wager' });
    expect(withdrawFailure(apiError(403, 'verification_required'))).toEqual({
      kind: 'personal-data',
    });
  });

  it('treats no answer and server faults as uncertain (retry with the same key)', () => {
    expect(withdrawFailure(new ApiError({ status: 0, detail: 'network_error' }))).toEqual({
      kind: 'uncertain',
    });
    expect(withdrawFailure(apiError(500, 'internal_error'))).toEqual({ kind: 'uncertain' });
    expect(withdrawFailure(apiError(503, 'service_unavailable'))).toEqual({ kind: 'uncertain' });
  });

  it('fails anything else with its field errors', () => {
    const fields = { amount: { key: 'Validation.maximum_amount', params: { max: '10000' } } };
    expect(withdrawFailure(apiError(400, 'validation_error', fields))).toEqual({
      kind: 'failed',
      fields,
    });
    expect(withdrawFailure(apiError(409, 'idempotency_conflict'))).toEqual({
      kind: 'failed',
      fields: {},
    });
    expect(withdrawFailure(new Error('boom'))).toEqual({ kind: 'failed', fields: {} });
  });
});

describe('wager check failures', () => {
  it('opens the wager view for wager, else temporary difficulties', () => {
    expect(wagerCheckFailure(apiError(400, 'wager'))).toBe('wager');
    expect(wagerCheckFailure(apiError(403, 'verification_required'))).toBe('personal-data');
    expect(wagerCheckFailure(apiError(500, 'internal_error'))).toBe('temporary');
    expect(wagerCheckFailure(new Error('boom'))).toBe('temporary');
  });
});

describe('catalogue codes', () => {
  it('names the catalogue code of a failure, or none', () => {
    expect(catalogueCodeOf(apiError(400, 'error_currency_not_supported'))).toBe(
      'error_currency_not_supported',
    );
    expect(catalogueCodeOf(apiError(500, 'internal_error'))).toBeNull();
    expect(catalogueCodeOf(new Error('boom'))).toBeNull();
  });
});
