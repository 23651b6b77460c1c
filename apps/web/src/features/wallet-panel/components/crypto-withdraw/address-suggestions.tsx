import { useTranslation } from 'react-i18next';
import type { WithdrawAddressSuggestion } from '@wheelhouse/contracts/cashier-crypto';
import { useWithdrawAddresses } from '../../api/get-withdraw-addresses';

/**
 * The player's latest addresses for this method, as buttons under the address field: Tab reaches
 * them, Enter or Space fills the address (and the memo it was used with).
 */
export function AddressSuggestions({
  currency,
  current,
  onPick,
}: {
  currency: string;
  current: string;
  onPick: (suggestion: WithdrawAddressSuggestion) => void;
}) {
  const { t } = useTranslation();
  const suggestions = useWithdrawAddresses(currency);
  const others = (suggestions.data ?? []).filter((item) => item.address !== current.trim());
  if (others.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs text-slate-400">
        {t('wallet.withdrawal_crypto.recent_addresses')}
      </span>
      <ul className="flex flex-col gap-1" data-testid="withdraw-address-suggestions">
        {others.map((item) => (
          <li key={`${item.address}:${item.memo ?? ''}`}>
            <button
              type="button"
              onClick={() => onPick(item)}
              aria-label={t('wallet.withdrawal_crypto.use_address', { address: item.address })}
              className="w-full rounded-lg border border-slate-700 px-2 py-1.5 text-left font-mono text-xs break-all text-slate-200 hover:bg-slate-800"
            >
              {item.address}
              {item.memo ? <span className="text-slate-400"> · {item.memo}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
