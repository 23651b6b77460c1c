import type { AdminWithdrawal } from '@wheelhouse/contracts/admin-withdrawals';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/**
 * How and where a withdrawal is paid: the channel (on-chain, xRocket or Crypto Pay) and method, then
 * the chain address (with its memo) or the player's messenger account it is transferred to.
 */
export function WithdrawalDestination({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  const where =
    withdrawal.channel === 'xrocket'
      ? t('withdrawals.xrocket_user', { id: withdrawal.address })
      : withdrawal.channel === 'cryptobot'
        ? t('withdrawals.cryptobot_user', { id: withdrawal.address })
        : [withdrawal.network, withdrawal.address, withdrawal.memo].filter(Boolean).join(' · ');
  return (
    <span className="flex flex-col items-start gap-1" data-testid="withdrawal-destination">
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge>{t(`withdrawals.channel.${withdrawal.channel}`)}</Badge>
        <span className="font-mono text-xs">{withdrawal.method}</span>
      </span>
      <span className="break-all font-mono text-xs">{where}</span>
    </span>
  );
}
