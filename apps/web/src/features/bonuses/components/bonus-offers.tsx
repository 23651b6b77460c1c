import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { BonusCard, StateBadge } from './bonus-card';
import { ClaimButton } from './claim-button';

function Offer({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const state = bonus.activation?.state;
  return (
    <BonusCard
      bonus={bonus}
      badge={
        state ? (
          <StateBadge tone={state === 'offered' ? 'on' : state === 'wagered' ? 'done' : 'off'}>
            {t(`bonuses.state.${state}`)}
          </StateBadge>
        ) : null
      }
      actions={state === 'offered' ? <ClaimButton bonus={bonus} /> : null}
    >
      {bonus.description ? <p className="text-sm text-slate-300">{bonus.description}</p> : null}
    </BonusCard>
  );
}

/** Personal or promo bonuses that are not running now: offers to claim and ended ones. */
export function BonusOffers({
  kind,
  bonuses,
}: {
  kind: 'personal' | 'promo';
  bonuses: readonly PlayerBonus[];
}) {
  const { t } = useTranslation();
  if (bonuses.length === 0) return null;
  const headingId = `bonuses-${kind}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`bonus-offers-${kind}`}
      className="flex flex-col gap-3"
    >
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {t(`bonuses.sections.${kind}`)}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {bonuses.map((bonus) => (
          <Offer key={bonus.id} bonus={bonus} />
        ))}
      </div>
    </section>
  );
}
