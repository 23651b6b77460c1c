import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { User } from '@wheelhouse/contracts/users';
import { CopyButton } from '../../../components/copy-button';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { BUNDLED_LANGUAGES } from '../../../lib/locale';
import { useMe } from '../../../lib/session/get-me';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useLogout } from '../api/logout';
import { ProfileForm } from './profile-form';
import { ProfileRow } from './profile-row';
import { usePageMeta } from '../../../lib/use-page-meta';

const SecuritySection = lazy(() => import('./security/security-section'));
// A chunk of its own (with its strings): most visits to the profile never open it.
const ResponsibleGamingSection = lazy(
  () => import('./responsible-gaming/responsible-gaming-section'),
);

function NotSet() {
  const { t } = useTranslation();
  return <span className="font-normal text-slate-500">{t('profile.not_set')}</span>;
}

function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = BUNDLED_LANGUAGES.find((entry) => entry.code === user.language);
  const gender = user.gender ? t(`profile.gender_${user.gender}`) : null;
  const localized = useLocalizedPath();

  return (
    <>
      <section className="rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-white">{t('profile.account')}</h2>
        <dl className="mt-2 divide-y divide-slate-800">
          <ProfileRow label={t('profile.email')}>{user.email ?? <NotSet />}</ProfileRow>
          <ProfileRow label={t('profile.global_id')}>
            <span className="font-mono">{user.globalId}</span>
            <CopyButton value={user.globalId} label={t('profile.global_id')} />
          </ProfileRow>
          <ProfileRow label={t('profile.language')}>{language?.title ?? user.language}</ProfileRow>
          <ProfileRow label={t('profile.currency')}>{user.currency}</ProfileRow>
          <ProfileRow label={t('profile.messenger')}>
            <Link
              to={localized('/profile/messenger')}
              data-testid="profile-messenger-link"
              className="rounded font-semibold text-amber-400 underline-offset-2 hover:underline"
            >
              {t('profile.messenger_link')}
            </Link>
          </ProfileRow>
          <ProfileRow label={t('profile.vip_status')}>
            {user.isVip ? (
              <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-950">
                {t('profile.vip_yes')}
              </span>
            ) : (
              t('profile.vip_no')
            )}
          </ProfileRow>
        </dl>
      </section>
      <section className="rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-white">{t('profile.personal_data')}</h2>
        <dl className="mt-2 divide-y divide-slate-800">
          <ProfileRow label={t('profile.first_name')}>{user.firstName || <NotSet />}</ProfileRow>
          <ProfileRow label={t('profile.last_name')}>{user.lastName || <NotSet />}</ProfileRow>
          <ProfileRow label={t('profile.gender')}>{gender ?? <NotSet />}</ProfileRow>
          <ProfileRow label={t('profile.date_of_birth')}>
            {user.dateOfBirth ? (
              <time dateTime={user.dateOfBirth}>{user.dateOfBirth}</time>
            ) : (
              <NotSet />
            )}
          </ProfileRow>
        </dl>
      </section>
    </>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const logout = useLogout();
  usePageMeta({ kind: 'profile' });

  // The session is forgotten only once this page has unmounted: forgetting it while the profile
  // route is still on screen would make it ask the now-guest to sign in.
  const signedOutRef = useRef(false);
  const { forgetSession } = logout;
  useEffect(
    () => () => {
      if (signedOutRef.current) forgetSession();
    },
    [forgetSession],
  );

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        signedOutRef.current = true;
        void navigate(localized('/'), { replace: true });
      },
      onError: (error) =>
        toast.error(t('profile.logout_failed'), { description: errorMessage(t, error) }),
    });
  }

  return (
    <div data-testid="profile-page" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-white">{t('profile.title')}</h1>
      {me.data ? (
        <>
          <ProfileDetails user={me.data} />
          <ProfileForm user={me.data} />
          <Suspense fallback={<Skeleton className="h-48" />}>
            <SecuritySection />
          </Suspense>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <ResponsibleGamingSection />
          </Suspense>
        </>
      ) : me.isError ? (
        <AlertBox variant="warning" title={t('Shared.something_went_wrong')}>
          <p>{errorMessage(t, me.error)}</p>
          <button
            type="button"
            onClick={() => void me.refetch()}
            className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
          >
            {t('Shared.retry')}
          </button>
        </AlertBox>
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">{t('Shared.loading')}</span>
          <Skeleton className="h-56" />
          <Skeleton className="h-48" />
        </div>
      )}
      {me.data ? (
        <button
          type="button"
          data-testid="profile-logout"
          onClick={signOut}
          aria-disabled={logout.isPending || undefined}
          className="self-start rounded-xl border border-slate-700 px-4 py-2.5 font-semibold text-slate-200 hover:bg-slate-800 aria-disabled:opacity-60"
        >
          {logout.isPending ? t('profile.logging_out') : t('profile.logout')}
        </button>
      ) : null}
    </div>
  );
}
