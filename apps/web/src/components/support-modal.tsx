import { useTranslation } from 'react-i18next';
import { useSupportChatState } from '../lib/support-chat/support-chat-store';
import { Modal } from './ui/modal';
import { SupportCard } from './support-card';

/** The support modal (shell spec §2): the support card; its write button opens the chat. */
export function SupportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // The chat takes over once it opens.
  if (useSupportChatState().open) return null;
  return (
    <Modal title={t('support.title')} onClose={onClose} testId="support-modal">
      <SupportCard />
    </Modal>
  );
}
