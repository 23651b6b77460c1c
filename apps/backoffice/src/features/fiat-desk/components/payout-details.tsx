import type { FiatDetailField, FiatDetails } from '@wheelhouse/contracts/fiat';
import { useTranslation } from 'react-i18next';

/** Where to pay a sell: the details exactly as the player gave them, each under its field's name. */
export function PayoutDetails({ details }: { details: FiatDetails }) {
  const { t } = useTranslation();
  const entries = Object.entries(details) as [FiatDetailField, string][];
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs" data-testid="payout-details">
      {entries.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="text-slate-400">{t(`fiat.detail_field.${field}`)}</dt>
          <dd className="break-all font-mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
