import { z } from 'zod';
import { ZRgRefusal } from './responsible-gaming';

/**
 * Every `detail` code the API answers with. Codes named by the specs keep their spelling; the rest
 * are ours. The web maps each to the message key `errors.<code>`; the cashier shows the codes of
 * its spec §8 catalogue as `wallet.server_error.<code>`.
 */
export const ErrorCode = z.enum([
  'validation_error',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'banned',
  'not_found',
  'method_not_allowed',
  'conflict',
  'email_taken',
  'invalid_credentials',
  'invalid_second_factor',
  'second_factor_enrolled',
  'second_factor_required',
  'step_up_required',
  'invalid_token',
  'staff_self_lockout',
  'too_many_requests',
  'idempotency_conflict',
  'insufficient_balance',
  'error_currency_not_supported',
  'error_invalid_address',
  'error_internal_address',
  'wallet_withdraw_too_small',
  'withdraw_daily_limit_exceeded',
  'wager',
  'bonus_max_bet',
  'bonus_not_claimable',
  'promo_code_not_found',
  'promo_code_expired',
  'promo_code_used_up',
  'promo_code_already_redeemed',
  'promo_code_not_eligible',
  'wheel_already_spun',
  'wheel_deposit_required',
  'payments_are_disabled',
  'verification_required',
  'error_orders_limit',
  'wallet_buy_banned',
  'wallet_fiat_banned',
  'profile_field_locked',
  'invalid_ggr',
  'restricted_region',
  'odds_changed',
  'market_suspended',
  'bet_stopped',
  'sportsbook_limit',
  'cash_out_unavailable',
  'rg_deposit_limit',
  'rg_loss_limit',
  'rg_wager_limit',
  'rg_session_limit',
  'rg_cool_off',
  'rg_self_exclusion',
  'internal_error',
  'service_unavailable',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const errorStatus: Record<ErrorCode, number> = {
  validation_error: 400,
  malformed_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  banned: 401,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  invalid_credentials: 401,
  invalid_second_factor: 401,
  second_factor_enrolled: 409,
  second_factor_required: 401,
  step_up_required: 403,
  invalid_token: 400,
  staff_self_lockout: 409,
  too_many_requests: 429,
  idempotency_conflict: 409,
  insufficient_balance: 400,
  error_currency_not_supported: 400,
  error_invalid_address: 400,
  error_internal_address: 400,
  wallet_withdraw_too_small: 400,
  withdraw_daily_limit_exceeded: 400,
  wager: 400,
  bonus_max_bet: 400,
  bonus_not_claimable: 409,
  promo_code_not_found: 404,
  promo_code_expired: 400,
  promo_code_used_up: 409,
  promo_code_already_redeemed: 409,
  promo_code_not_eligible: 403,
  wheel_already_spun: 409,
  wheel_deposit_required: 403,
  payments_are_disabled: 403,
  verification_required: 403,
  error_orders_limit: 409,
  wallet_buy_banned: 403,
  wallet_fiat_banned: 403,
  profile_field_locked: 409,
  invalid_ggr: 400,
  restricted_region: 451,
  odds_changed: 409,
  market_suspended: 409,
  bet_stopped: 409,
  sportsbook_limit: 400,
  cash_out_unavailable: 409,
  rg_deposit_limit: 403,
  rg_loss_limit: 403,
  rg_wager_limit: 403,
  rg_session_limit: 403,
  rg_cool_off: 403,
  rg_self_exclusion: 403,
  internal_error: 500,
  service_unavailable: 503,
};

export const ZFieldError = z
  .object({
    key: z.string().describe('Message key, e.g. Validation.min_length'),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .describe('Why one field was rejected');
export type FieldError = z.infer<typeof ZFieldError>;

export const ZErrorBody = z
  .object({
    detail: z.string().describe('Error code (see ErrorCode)'),
    message: z.string().describe('Human-readable explanation; never internals'),
    key: z.string().describe('Request id; also in the server logs'),
    time: z.string().describe('ISO-8601 time of the error'),
    fields: z.record(z.string(), ZFieldError).optional(),
    retryAfterSeconds: z
      .number()
      .int()
      .optional()
      .describe('With a 429: seconds to wait before trying again (also the Retry-After header)'),
    reason: z.string().optional().describe('Ban reason, with detail "banned"'),
    userId: z.string().optional().describe('The banned account, with detail "banned"'),
    country: z
      .string()
      .optional()
      .describe('With detail "restricted_region": the ISO 3166 country the request came from'),
    ip: z
      .string()
      .optional()
      .describe(
        'With detail "restricted_region": the client address the country was looked up for',
      ),
    offerId: z
      .string()
      .optional()
      .describe(
        'With detail "cash_out_unavailable" from accepting a cash-out whose offer changed: the new offer, to accept as it is',
      ),
    offerAmount: z.string().optional().describe("The new cash-out offer's amount (with offerId)"),
    offerCurrency: z
      .string()
      .optional()
      .describe("The new cash-out offer's currency (with offerId)"),
    offerExpiresAt: z
      .string()
      .optional()
      .describe('ISO-8601 time the new cash-out offer expires (with offerId)'),
  })
  .extend(ZRgRefusal.shape)
  .describe('The error body of every non-2xx answer');
export type ErrorBody = z.infer<typeof ZErrorBody>;
