import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { i18n, loadLocale } from '../../../lib/i18n';
import '../locale';
import { sportsbookErrorMessage } from './error-text';

const limit = (field: string, key: string, params: Record<string, string>) =>
  new ApiError({ status: 400, detail: 'sportsbook_limit', fields: { [field]: { key, params } } });

describe('sportsbook limit errors', () => {
  const max = { max: '100.000000', currency: 'USD' };

  it('say which limit the bet broke: stake, payout or the selection’s liability', () => {
    const t = i18n.getFixedT('en');
    expect(sportsbookErrorMessage(t, limit('stake', 'Validation.maximum_amount', max))).toBe(
      'The largest stake is 100.000000 USD',
    );
    expect(
      sportsbookErrorMessage(
        t,
        limit('stake', 'Validation.minimum_amount', { min: '0.10', currency: 'USD' }),
      ),
    ).toBe('The smallest stake is 0.10 USD');
    expect(sportsbookErrorMessage(t, limit('stake', 'Validation.maximum_payout', max))).toBe(
      'One bet can pay at most 100.000000 USD. Lower the stake',
    );
    expect(
      sportsbookErrorMessage(t, limit('selections.0.outcomeId', 'Sportsbook.liability', max)),
    ).toBe(
      'This selection takes no more bets of this size now (limit 100.000000 USD). Lower the stake',
    );
  });

  it('in Russian too', async () => {
    await loadLocale('ru');
    const t = i18n.getFixedT('ru');
    expect(sportsbookErrorMessage(t, limit('stake', 'Validation.maximum_payout', max))).toBe(
      'Одна ставка может выиграть не больше 100.000000 USD. Уменьшите ставку',
    );
    expect(
      sportsbookErrorMessage(t, limit('selections.0.outcomeId', 'Sportsbook.liability', max)),
    ).toContain('лимит 100.000000 USD');
  });
});
