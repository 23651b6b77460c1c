import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSection } from '../../lib/i18n';
import { browserSupportsPush } from '../../lib/push/push-prompt-rule';

const PushPrompt = lazy(() =>
  Promise.all([import('../../features/push/components/push-prompt'), loadSection('WebPush')]).then(
    ([m]) => ({ default: m.PushPrompt }),
  ),
);

/**
 * The web-push prompt is a chunk of its own, fetched a moment after the first paint and only for
 * a signed-in player in a browser that can push: nothing of it (nor the service worker, which it
 * registers on accept) weighs on the first load.
 */
export function LazyPushPrompt() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!browserSupportsPush()) return;
    const timer = setTimeout(() => setReady(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
