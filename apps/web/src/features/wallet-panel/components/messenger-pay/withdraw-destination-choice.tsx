import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const OPTION =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-3 py-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-300';
const CHOSEN = 'border-amber-400 bg-amber-400/10 text-white';
const OTHER = 'border-slate-700 text-slate-300 hover:bg-slate-800';

/**
 * Where a crypto withdrawal goes in the messenger-bot build: a wallet address, or the player's
 * crypto-bot (Crypto Pay) wallet of their messenger account, which needs no address (spec §5).
 * Native radio buttons: Tab reaches the group, the arrow keys choose.
 */
export function WithdrawDestinationChoice({
  toBotWallet,
  onChange,
}: {
  toBotWallet: boolean;
  onChange: (toBotWallet: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const options = [
    { toBot: false, label: t('messenger-pay.withdraw_to.address'), testId: 'address' },
    {
      toBot: true,
      label: t('messenger-pay.withdraw_to.cryptobot'),
      testId: 'cryptobot',
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2" data-testid="withdraw-destination">
      <legend className="mb-2 text-sm text-slate-300">
        {t('messenger-pay.withdraw_to.label')}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.testId}
            className={`${OPTION} ${option.toBot === toBotWallet ? CHOSEN : OTHER}`}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={option.toBot === toBotWallet}
              onChange={() => onChange(option.toBot)}
              data-testid={`withdraw-destination-${option.testId}`}
            />
            {option.label}
          </label>
        ))}
      </div>
      {toBotWallet ? (
        <p className="text-xs text-slate-400" data-testid="withdraw-cryptobot-hint">
          {t('messenger-pay.withdraw_to.hint')}
        </p>
      ) : null}
    </fieldset>
  );
}
