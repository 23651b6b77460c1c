import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';
import { useLocale } from '../../lib/use-locale';
import { openWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';

/**
 * How an original shows a failed request: field errors go under their fields (the caller renders
 * `fields`), `insufficient_balance` is a toast with a deposit button that opens the cashier, and
 * anything else is a toast with the message, the request key and the time. A `maximum_amount` on
 * the stake also names the operator's max bet, which the stake field then enforces itself.
 *
 *   const report = useBetErrors();
 *   try { await place(...) } catch (error) { const { fields, maxBet } = report(error); }
 */
export interface ReportedBetError {
  /** Translated messages by field (`amount`, `target`, `rows`, …). */
  fields: Record<string, string>;
  /** The max bet in the display currency when the API refused a stake above it. */
  maxBet: string | null;
}

type T = TFunction;

/** A field error of a bet: the game rules' `Validation.<rule>` keys, read in the originals' wording. */
export function betFieldMessage(t: T, error: FieldError, currency: string): string {
  const rule = error.key.replace(/^Validation\./, '');
  const params = { currency, ...(error.params ?? {}) };
  const key = `originals.validation.${rule}`;
  if (i18n.exists(key)) return t(key as 'originals.validation.invalid', params);
  return t('originals.validation.invalid');
}

export function useBetErrors(currency: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (error: unknown): ReportedBetError => {
      const reported: ReportedBetError = { fields: {}, maxBet: null };
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        for (const [field, fieldError] of Object.entries(error.fields)) {
          reported.fields[field] = betFieldMessage(t, fieldError, currency);
          const max = fieldError.params?.max;
          if (field === 'amount' && fieldError.key.endsWith('maximum_amount') && max !== undefined)
            reported.maxBet = String(max);
        }
        return reported;
      }
      const body = isApiError(error) ? error.body : undefined;
      const description = body
        ? t('originals.errors.reference', {
            key: body.key,
            time: new Intl.DateTimeFormat(locale, {
              dateStyle: 'short',
              timeStyle: 'medium',
            }).format(new Date(body.time)),
          })
        : undefined;
      if (isApiError(error) && error.detail === 'insufficient_balance') {
        toast.error(errorMessage(t, error), {
          description,
          action: {
            label: t('originals.errors.deposit'),
            onClick: () => openWalletPanel('deposit'),
          },
        });
      } else {
        toast.error(errorMessage(t, error), { description });
      }
      return reported;
    },
    [t, locale, currency],
  );
}
