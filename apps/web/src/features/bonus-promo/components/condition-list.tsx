import { useTranslation } from 'react-i18next';
import type { BonusConditions } from '@wheelhouse/contracts/bonuses';
import { formatExactAmount } from '../../../lib/money/format-exact-amount';
import { useLocale } from '../../../lib/use-locale';
import { conditionLines, type ConditionLine } from '../model/condition-lines';

function useLineText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (line: ConditionLine, currency: string): string => {
    const money = (amount: string) => formatExactAmount(amount, locale);
    switch (line.key) {
      case 'percent':
        return t('bonus-promo.conditions.percent', { percent: line.percent });
      case 'fixed':
      case 'max_amount':
      case 'min_deposit':
      case 'max_deposit':
      case 'max_bet':
        return t(`bonus-promo.conditions.${line.key}`, { amount: money(line.amount), currency });
      case 'deposit_number':
        return t('bonus-promo.conditions.deposit_number', { count: line.count });
      case 'no_deposit':
      case 'no_wager':
        return t(`bonus-promo.conditions.${line.key}`);
      case 'wager':
      case 'convert_cap':
      case 'freespins_wager':
        return t(`bonus-promo.conditions.${line.key}`, { times: line.times });
      case 'deadline_days':
      case 'deadline_hours':
        return t(`bonus-promo.conditions.${line.key}`, { count: line.count });
      case 'freespins':
        return t('bonus-promo.conditions.freespins', {
          count: line.count,
          amount: money(line.amount),
          currency,
        });
      case 'games':
        return t('bonus-promo.conditions.games', {
          games: line.games
            .map((game) =>
              t('bonus-promo.conditions.game_weight', { name: game.value, weight: game.weight }),
            )
            .join(', '),
        });
    }
  };
}

/** A bonus's conditions in words a player understands (shell spec §2 bonus information). */
export function ConditionList({ conditions }: { conditions: BonusConditions }) {
  const text = useLineText();
  return (
    <ul data-testid="promo-conditions-list" className="flex flex-col gap-2 text-sm text-slate-200">
      {conditionLines(conditions).map((line) => (
        <li key={line.key} className="flex gap-2 rounded-xl bg-slate-800/60 px-3 py-2">
          <span aria-hidden="true" className="text-amber-300">
            •
          </span>
          <span>{text(line, conditions.currency)}</span>
        </li>
      ))}
    </ul>
  );
}
