import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';

/** The sportsbook_limit field rules (bets/service.ts) and their words. */
const LIMIT_TEXT = {
  minimum_amount: 'sportsbook.errors.sportsbook_limit_min',
  maximum_amount: 'sportsbook.errors.sportsbook_limit_max',
  maximum_payout: 'sportsbook.errors.sportsbook_limit_payout',
  liability: 'sportsbook.errors.sportsbook_limit_liability',
} as const;

/**
 * A sportsbook answer in words: the sportsbook's own wording for its codes (odds_changed,
 * market_suspended, bet_stopped, sportsbook_limit, cash_out_unavailable…), the app's for the rest.
 */
export function sportsbookErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return errorMessage(t, error);
  if (error.detail === 'sportsbook_limit') {
    // The rule decides the words: stake, payout and liability limits all carry a `max`.
    for (const field of Object.values(error.fields)) {
      const rule = field.key.replace(/^(Validation|Sportsbook)\./, '');
      const text = LIMIT_TEXT[rule as keyof typeof LIMIT_TEXT] as
        (typeof LIMIT_TEXT)[keyof typeof LIMIT_TEXT] | undefined;
      if (!text) continue;
      const params = field.params ?? {};
      return t(text, {
        min: String(params.min ?? ''),
        max: String(params.max ?? ''),
        currency: String(params.currency ?? ''),
      });
    }
  }
  const key = `sportsbook.errors.${error.detail}`;
  return i18n.exists(key) ? t(key as never) : errorMessage(t, error);
}

/** The new odds an odds_changed answer names per selection index ("selections.1.odds"). */
export function changedOdds(error: unknown): Map<number, string> {
  const changes = new Map<number, string>();
  if (!isApiError(error) || error.detail !== 'odds_changed') return changes;
  for (const [field, value] of Object.entries(error.fields)) {
    const match = /^selections\.(\d+)\.odds$/.exec(field);
    const odds = value.params?.odds;
    if (match && typeof odds === 'string') changes.set(Number(match[1]), odds);
  }
  return changes;
}
