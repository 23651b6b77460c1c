import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { greetingName } from '@wheelhouse/contracts/plain/users';
import type { User } from '@wheelhouse/contracts/users';
import { useLocalizedPath } from '../../lib/use-locale';

type AvatarUser = Pick<
  User,
  'email' | 'firstName' | 'lastName' | 'isVip' | 'isNameChangeAvailable'
>;

function initials(user: AvatarUser): string {
  const name = greetingName(user);
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** The signed-in player's avatar: links to the profile, flags a name to set and VIP status. */
export function HeaderAvatar({ user }: { user: AvatarUser }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized('/profile')}
      data-testid="header-avatar"
      aria-label={t('layout.header.profile')}
      className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-fuchsia-600 text-sm font-bold text-white"
    >
      <span aria-hidden="true">{initials(user)}</span>
      {user.isNameChangeAvailable ? (
        <span
          data-testid="avatar-name-dot"
          className="absolute top-0 right-0 h-3 w-3 rounded-full border-2 border-slate-950 bg-rose-500"
        >
          <span className="sr-only">{t('layout.header.name_change_available')}</span>
        </span>
      ) : null}
      {user.isVip ? (
        <span
          data-testid="avatar-vip-badge"
          className="absolute -bottom-1.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-400 px-1.5 text-[10px] leading-4 font-extrabold text-slate-950"
        >
          {t('layout.header.vip')}
        </span>
      ) : null}
    </Link>
  );
}
