import { lazy, Suspense } from 'react';
import { loadSection } from '../../lib/i18n';
import { useSupportChatState } from '../../lib/support-chat/support-chat-store';

// The chat, its schemas and its strings are a chunk of their own, fetched on the first open.
const SupportChat = lazy(() =>
  Promise.all([
    import('../../features/support-chat/components/support-chat'),
    loadSection('support-chat'),
  ]).then(([m]) => ({ default: m.SupportChat })),
);

/** Mounts the support chat (its own chunk) while the "support chat open" flag is raised. */
export function SupportChatHost() {
  const { open } = useSupportChatState();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SupportChat />
    </Suspense>
  );
}
