import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';

/**
 * A sportsbook answer in words: the sportsbook's own wording for its codes (odds_changed,
 * market_suspended, bet_stopped, sportsbook_limit, cash_out_unavailable…), the app's for the rest.
 */
export function sportsbookErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return errorMessage(t, error);
  if (error.detail === 'sportsbook_limit') {
    const params = Object.values(error.fields).find((field) => field.params)?.params ?? {};
    if (typeof params.min === 'string' || typeof params.min === 'number')
      return t('sportsbook.errors.sportsbook_limit_min', { min: String(params.min) });
    if (typeof params.max === 'string' || typeof params.max === 'number')
      return t('sportsbook.errors.sportsbook_limit_max', { max: String(params.max) });
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
