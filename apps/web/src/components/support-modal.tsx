import { useTranslation } from 'react-i18next';
import { Modal } from './ui/modal';
import { SupportCard } from './support-card';

export function SupportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('support.title')} onClose={onClose} testId="support-modal">
      <SupportCard />
    </Modal>
  );
}
