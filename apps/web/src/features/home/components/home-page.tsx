import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@wheelhouse/contracts/plain/users';
import { Skeleton } from '../../../components/ui/skeleton';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useMe } from '../../../lib/session/get-me';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAuthModalPrefetch } from '../../../lib/auth-modal-prefetch';
import { lazyWithPreload } from '../../../lib/prefetch/lazy-with-preload';
import { Lobby } from './lobby';

const LiveBetsTable = lazyWithPreload(() =>
  import('../../../components/originals/live-bets-table').then((m) => ({
    default: m.LiveBetsTable,
  })),
);

/** Casino home: a welcome section, the game lobby, then everybody's latest bets. */
export function HomePage() {
  const { t } = useTranslation();
  const me = useMe();
  const { open } = useAuthModal();
  const user = me.data;
  usePageMeta({ kind: 'home' });
  const authPrefetch = useAuthModalPrefetch<HTMLDivElement>();

  return (
    <div data-testid="home-page" className="flex flex-col gap-6">
      <section className="relative overflow-hidden rounded-3xl border border-slate-800 bg-gradient-to-br from-indigo-950 via-slate-900 to-slate-950 p-6 sm:p-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-amber-400/20 blur-3xl"
        />
        {user ? (
          <div className="relative max-w-xl">
            <h1 className="text-3xl font-extrabold wrap-anywhere text-white sm:text-5xl">
              {t('home.greeting', { name: displayName(user) || user.email.split('@')[0] })}
            </h1>
            <p className="mt-4 text-base text-slate-300 sm:text-lg">{t('home.greeting_text')}</p>
          </div>
        ) : (
          <div className="relative max-w-xl">
            <h1 className="text-3xl font-extrabold text-white sm:text-5xl">{t('home.headline')}</h1>
            <p className="mt-4 text-base text-slate-300 sm:text-lg">{t('home.text')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row" {...authPrefetch}>
              <button
                type="button"
                onClick={() => open('register')}
                className="rounded-xl bg-amber-400 px-5 py-3 font-semibold text-slate-950 hover:bg-amber-300"
              >
                {t('home.cta_register')}
              </button>
              <button
                type="button"
                onClick={() => open('login')}
                className="rounded-xl border border-slate-600 px-5 py-3 font-semibold text-white hover:bg-slate-800"
              >
                {t('home.cta_sign_in')}
              </button>
            </div>
          </div>
        )}
      </section>
      <Lobby />
      {/* Below the fold, and busy (every bet anyone places): it starts when it comes near. */}
      <WhenVisible placeholder={<Skeleton className="h-96 w-full rounded-2xl" />}>
        <Suspense fallback={<Skeleton className="h-96 w-full rounded-2xl" />}>
          <LiveBetsTable />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
