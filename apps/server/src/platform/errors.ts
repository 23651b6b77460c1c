import { errorStatus, type ErrorCode, type FieldError } from '@wheelhouse/contracts/errors';

const defaultMessages: Record<ErrorCode, string> = {
  validation_error: 'Some fields are not valid',
  malformed_json: 'The request body is not valid JSON',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'This content type is not supported',
  unauthorized: 'Sign in to continue',
  forbidden: 'You are not allowed to do this',
  banned: 'This account is banned',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'The request conflicts with the current state',
  email_taken: 'An account with this email already exists',
  invalid_credentials: 'Wrong email or password',
  invalid_second_factor: 'Wrong or expired code; sign in again if the challenge expired',
  second_factor_enrolled: 'A second factor is already set up; an admin can reset it',
  second_factor_required: 'Enter the code from your authenticator app or a recovery code',
  step_up_required: 'Confirm it is you: enter your password or a second-factor code again',
  invalid_token: 'This link is invalid or has expired',
  staff_self_lockout: 'You cannot remove your own admin role or disable yourself',
  too_many_requests: 'Too many requests; try again later',
  idempotency_conflict: 'This idempotency key was used for a different request',
  insufficient_balance: 'Insufficient balance',
  error_currency_not_supported: 'This currency is not supported here',
  error_invalid_address: 'The address is not valid for this network',
  error_internal_address: 'Withdrawals to our own deposit addresses are not allowed',
  wallet_withdraw_too_small: 'The amount is below the minimum withdrawal',
  withdraw_daily_limit_exceeded: 'This withdrawal would exceed your daily withdrawal limit',
  wager: 'Finish the wagering requirement before withdrawing',
  bonus_max_bet: 'The bet is above the maximum bet allowed while a bonus is active',
  bonus_not_claimable: 'This bonus cannot be claimed now',
  promo_code_not_found: 'This promo code does not exist',
  promo_code_expired: 'This promo code is not valid now',
  promo_code_used_up: 'This promo code has been used up',
  promo_code_already_redeemed: 'You have already redeemed this promo code',
  promo_code_not_eligible: 'This promo code is not available for your account',
  wheel_already_spun: 'The wheel was already spun today',
  wheel_deposit_required: 'A first deposit is needed to spin the wheel',
  payments_are_disabled: 'Payments are temporarily disabled',
  verification_required: 'Complete your personal data before withdrawing',
  error_orders_limit: 'You already have an open order for this method; finish or wait for it first',
  wallet_buy_banned: 'Deposits with this method are not available for your account',
  wallet_fiat_banned: 'Fiat payments are not available for your account',
  profile_field_locked: 'This profile field can no longer be changed; contact support',
  invalid_ggr:
    'Withdrawal is not available: your deposits have not been played enough yet; play or contact support',
  restricted_region: 'The service is not available in your region',
  odds_changed: 'The odds changed; check the new odds and place the bet again',
  market_suspended: 'Betting on this market is suspended',
  bet_stopped: 'Betting stopped on this market while the bet was waiting',
  sportsbook_limit: 'The bet is outside the sportsbook limits',
  cash_out_unavailable: 'Cash-out is not available for this bet now',
  rg_deposit_limit: 'This deposit is over your deposit limit',
  rg_loss_limit: 'This bet is over your loss limit',
  rg_wager_limit: 'This bet is over your wager limit',
  rg_session_limit: 'Your session time limit is reached; take a break',
  rg_cool_off: 'Your cool-off is in force: no bets, deposits or bonuses until it ends',
  rg_self_exclusion: 'Your self-exclusion is in force: no bets, deposits or bonuses',
  internal_error: 'Something went wrong on our side',
  service_unavailable: 'The service is temporarily unavailable',
};

export interface AppErrorOptions {
  message?: string;
  fields?: Record<string, FieldError>;
  /** Extra top-level members of the error body (e.g. `reason`, `userId` for "banned"). */
  extra?: Record<string, string>;
  /** Seconds the client should wait; sent as Retry-After. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** The one error type the API throws on purpose; the error handler turns it into the error body. */
export class AppError extends Error {
  readonly status: number;
  readonly fields?: Record<string, FieldError>;
  readonly extra?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? defaultMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.status = errorStatus[code];
    this.fields = options.fields;
    this.extra = options.extra;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function defaultMessage(code: ErrorCode): string {
  return defaultMessages[code];
}
