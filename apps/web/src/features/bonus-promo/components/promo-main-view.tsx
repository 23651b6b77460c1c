import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { errorMessage } from '../../../lib/error-message';
import { useRedeemPromoCode } from '../api/redeem-promo-code';
import { ButtonRow, PromoButton } from './promo-buttons';

/** The main promo modal: type a code and activate it; each refusal says what went wrong. */
export function PromoMainView({
  initialCode,
  onRedeemed,
}: {
  initialCode: string;
  onRedeemed: (bonus: PlayerBonus) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState(initialCode);
  const [missing, setMissing] = useState(false);
  const redeem = useRedeemPromoCode();
  const error = missing
    ? t('bonus-promo.modal.code_required')
    : redeem.isError
      ? errorMessage(t, redeem.error)
      : null;

  return (
    <form
      noValidate
      data-testid="promo-main-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.trim();
        if (typed === '') {
          setMissing(true);
          return;
        }
        redeem.mutate(typed, { onSuccess: onRedeemed });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm text-slate-300">
          {t('bonus-promo.modal.code_label')}
        </label>
        <input
          id={inputId}
          data-testid="promo-code-input"
          value={code}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder={t('bonus-promo.modal.code_placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
            if (redeem.isError) redeem.reset();
          }}
          className="rounded-xl border border-slate-700 bg-slate-950 px-3 py-2.5 font-mono text-base text-white uppercase placeholder:normal-case aria-invalid:border-rose-500"
        />
        {error ? (
          <p id={errorId} role="alert" data-testid="promo-error" className="text-sm text-rose-300">
            {error}
          </p>
        ) : null}
      </div>
      <ButtonRow>
        <PromoButton type="submit" disabled={redeem.isPending} data-testid="promo-redeem">
          {redeem.isPending ? t('bonus-promo.modal.redeeming') : t('bonus-promo.modal.redeem')}
        </PromoButton>
      </ButtonRow>
    </form>
  );
}
