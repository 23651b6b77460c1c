import { useTranslation } from 'react-i18next';
import type { PanelEvent } from '../../model/panel-machine';

/**
 * Bot mode's extra payment options (spec §1): crypto-bot for deposits, xRocket for both. The TON
 * wallet option is its own feature.
 */
export function MessengerPayOptions({
  purpose,
  dispatch,
}: {
  purpose: 'deposit' | 'withdraw';
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const card =
    'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl border border-slate-700 bg-slate-800/60 p-2 text-center text-sm font-semibold text-slate-100 hover:border-amber-400/60 hover:bg-slate-800';
  return (
    <section className="flex flex-col gap-2" aria-label={t('messenger-pay.options.title')}>
      <h3 className="text-sm font-semibold text-slate-300">{t('messenger-pay.options.title')}</h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {purpose === 'deposit' ? (
          <button
            type="button"
            data-testid="payment-option-crypto-bot"
            className={card}
            onClick={() => dispatch({ type: 'choose-crypto-bot-deposit' })}
          >
            {t('messenger-pay.options.crypto_bot')}
            <span className="text-[11px] font-normal text-slate-400">
              {t('messenger-pay.options.crypto_bot_hint')}
            </span>
          </button>
        ) : null}
        <button
          type="button"
          data-testid="payment-option-x-rocket"
          className={card}
          onClick={() => dispatch({ type: 'choose-x-rocket', mode: purpose })}
        >
          {t('messenger-pay.options.x_rocket')}
          <span className="text-[11px] font-normal text-slate-400">
            {t('messenger-pay.options.x_rocket_hint')}
          </span>
        </button>
      </div>
    </section>
  );
}
