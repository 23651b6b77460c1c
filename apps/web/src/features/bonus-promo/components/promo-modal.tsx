import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { Modal } from '../../../components/ui/modal';
import {
  closePromoModal,
  type PromoModalRequest,
} from '../../../lib/promo-modal/promo-modal-store';
import { useMe } from '../../../lib/session/get-me';
import { PromoGuestView } from './promo-guest-view';
import { PromoMainView } from './promo-main-view';
import { PromoOfferView } from './promo-offer-view';
import { PromoRedeemedView } from './promo-redeemed-view';

const TITLES = {
  main: 'bonus-promo.modal.main_title',
  bonus: 'bonus-promo.modal.bonus_title',
  conditions: 'bonus-promo.modal.conditions_title',
} as const;

/** The promo-code modals (shell spec §2), one of main, bonus or conditions as the cookie says. */
export function PromoModal({ request }: { request: PromoModalRequest }) {
  const { t } = useTranslation();
  const me = useMe();
  const [redeemed, setRedeemed] = useState<PlayerBonus | null>(null);
  const code = request.details?.code ?? null;

  return (
    <Modal
      title={redeemed ? t('bonus-promo.modal.redeemed_title') : t(TITLES[request.kind])}
      onClose={closePromoModal}
      testId={`promo-modal-${request.kind}`}
    >
      {!me.data ? (
        <PromoGuestView code={code} />
      ) : redeemed ? (
        <PromoRedeemedView bonus={redeemed} onClose={closePromoModal} />
      ) : request.kind === 'main' || code === null ? (
        <PromoMainView initialCode={code ?? ''} onRedeemed={setRedeemed} />
      ) : (
        <PromoOfferView code={code} kind={request.kind} onRedeemed={setRedeemed} />
      )}
    </Modal>
  );
}
