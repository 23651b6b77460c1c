import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { openWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { useWalletPanelPrefetch } from '../../../lib/wallet-panel/wallet-panel-prefetch';
import { welcomeSteps, type WelcomeStep } from '../model/welcome-steps';
import { BonusCard, StateBadge } from './bonus-card';

const TONE = { claimed: 'done', current: 'on', available: 'on', disabled: 'off' } as const;

function DepositButton() {
  const { t } = useTranslation();
  const prefetch = useWalletPanelPrefetch<HTMLButtonElement>();
  return (
    <button
      type="button"
      data-testid="welcome-step-deposit"
      {...prefetch}
      onClick={() => openWalletPanel('deposit')}
      className="rounded-xl bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-300"
    >
      {t('bonuses.step.deposit')}
    </button>
  );
}

function Step({ step }: { step: WelcomeStep }) {
  const { t } = useTranslation();
  return (
    <div data-testid="welcome-step" data-step={step.step} data-state={step.state} className="flex">
      <BonusCard
        bonus={step.bonus}
        testId="welcome-step-card"
        cancellable={false}
        className={`w-full ${step.state === 'disabled' ? 'opacity-70' : ''} ${
          step.state === 'available' ? 'border-amber-400/60' : ''
        }`}
        badge={<StateBadge tone={TONE[step.state]}>{t(`bonuses.step.${step.state}`)}</StateBadge>}
        actions={step.state === 'available' ? <DepositButton /> : null}
      >
        <p className="text-xs font-semibold tracking-wide text-amber-300 uppercase">
          {t('bonuses.step.label', { step: step.step })}
        </p>
        {step.bonus.description ? (
          <p className="text-sm text-slate-300">{step.bonus.description}</p>
        ) : null}
        {step.state === 'disabled' && step.step > 1 ? (
          <p className="text-xs text-slate-500">
            {t('bonuses.step.locked_hint', { step: step.step - 1 })}
          </p>
        ) : null}
      </BonusCard>
    </div>
  );
}

/** Shell spec §4 "Welcome bonus steps": deposits 1 to 4, each with its state. */
export function WelcomeSteps({ bonuses }: { bonuses: readonly PlayerBonus[] }) {
  const { t } = useTranslation();
  const steps = welcomeSteps(bonuses);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="bonuses-welcome" className="flex flex-col gap-3">
      <h2 id="bonuses-welcome" className="text-lg font-semibold text-white">
        {t('bonuses.sections.welcome')}
      </h2>
      <ol
        data-testid="welcome-steps"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        {steps.map((step) => (
          <li key={step.step} className="flex">
            <Step step={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}
