import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingName } from '@wheelhouse/contracts/plain/users';
import { Skeleton } from '../../../components/ui/skeleton';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useMe } from '../../../lib/session/get-me';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAuthModalPrefetch } from '../../../lib/auth-modal-prefetch';
import { lazyWithPreload } from '../../../lib/prefetch/lazy-with-preload';
import { GuestHero, HOME_PAGE_CLASS, PlayerHero } from './home-hero';
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
    <div data-testid="home-page" className={HOME_PAGE_CLASS}>
      {user ? (
        <PlayerHero
          greeting={
            greetingName(user)
              ? t('home.greeting', { name: greetingName(user) })
              : t('home.greeting_nameless')
          }
          text={t('home.greeting_text')}
        />
      ) : (
        <GuestHero
          text={{
            headline: t('home.headline'),
            text: t('home.text'),
            register: t('home.cta_register'),
            signIn: t('home.cta_sign_in'),
          }}
          register={{ onClick: () => open('register') }}
          signIn={{ onClick: () => open('login') }}
          actionsProps={authPrefetch}
        />
      )}
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
