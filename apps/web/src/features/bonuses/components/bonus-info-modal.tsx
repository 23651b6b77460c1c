import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { Modal } from '../../../components/ui/modal';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale';
import { conditionLines, type ConditionLine } from '../model/conditions';
import { formatBonusAmount } from '../model/format';

/** Amount values are formatted with the bonus's currency; counts and multipliers stay as they are. */
function lineValues(line: ConditionLine, currency: string, locale: string) {
  const values: Record<string, string | number> = { ...line.values };
  if ('amount' in line.values)
    values.amount = formatBonusAmount(line.values.amount, currency, locale);
  return values;
}

/** A bonus's conditions in words a player understands (shell spec §2 "Bonus information modals"). */
export function BonusInfoModal({ bonus, onClose }: { bonus: PlayerBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { conditions } = bonus;
  return (
    <Modal title={bonus.title} onClose={onClose} testId="bonus-info-modal">
      {bonus.description ? (
        <p className="mb-4 text-sm text-slate-300">{bonus.description}</p>
      ) : null}
      <h3 className="mb-2 text-sm font-semibold text-white">{t('bonuses.card.conditions')}</h3>
      <ul
        data-testid="bonus-conditions"
        className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-200"
      >
        {conditionLines(conditions).map((line) => (
          <li key={line.key} data-condition={line.key}>
            {t(`bonuses.conditions.${line.key}`, lineValues(line, conditions.currency, locale))}
          </li>
        ))}
        <li>{t('bonuses.conditions.real_first')}</li>
      </ul>
      <p className="mt-4 text-sm text-slate-400">{t('bonuses.conditions.games_hint')}</p>
      <Link
        to={localized(`/bonuses/${bonus.id}/games`)}
        onClick={onClose}
        data-testid="bonus-info-games"
        className="mt-2 self-start rounded-xl border border-slate-700 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
      >
        {t('bonuses.card.games')}
      </Link>
    </Modal>
  );
}
