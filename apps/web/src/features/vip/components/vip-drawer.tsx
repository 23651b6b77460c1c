import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from '../../../components/ui/drawer';
import { Spinner } from '../../../components/ui/spinner';
import { useLocalizedPath } from '../../../lib/use-locale';
import { closeVipDrawer } from '../../../lib/vip/vip-drawer-store';
import { useVip } from '../api/get-vip';

const linkClass =
  'flex items-center justify-center rounded-xl bg-amber-400 px-4 py-3 text-center font-bold text-slate-950 hover:bg-amber-300';

function External({
  href,
  children,
  testId,
}: {
  href: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClass}
      data-testid={testId}
    >
      {children}
    </a>
  );
}

/**
 * The VIP drawer (shell spec §4): VIPs get the dedicated bot, the web mirror and their manager's
 * contact when one is assigned; everyone else the portal link. An incomplete profile (first name,
 * last name, gender, date of birth) is pointed out with a link to the profile.
 */
export function VipDrawer() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const vip = useVip();
  return (
    <Drawer label={t('vip.title')} onClose={closeVipDrawer} testId="vip-drawer" side="right">
      <div className="flex flex-col gap-4 p-5">
        <h2 className="text-xl font-bold text-white">{t('vip.title')}</h2>
        {vip.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('vip.title')} />
          </div>
        ) : vip.isError ? (
          <div role="alert" className="flex flex-col gap-3">
            <p className="text-slate-300">{t('vip.error')}</p>
            <button
              type="button"
              onClick={() => void vip.refetch()}
              className="rounded-xl bg-slate-800 px-4 py-3 font-semibold text-white hover:bg-slate-700"
            >
              {t('vip.retry')}
            </button>
          </div>
        ) : vip.data.isVip ? (
          <>
            <p className="text-slate-200">{t('vip.vip_text')}</p>
            {vip.data.botUrl ? (
              <External href={vip.data.botUrl} testId="vip-bot">
                {t('vip.bot')}
              </External>
            ) : null}
            {vip.data.mirrorUrl ? (
              <External href={vip.data.mirrorUrl} testId="vip-mirror">
                {t('vip.mirror')}
              </External>
            ) : null}
            {vip.data.managerTelegram ? (
              <External href={`https://t.me/${vip.data.managerTelegram}`} testId="vip-manager">
                {t('vip.manager', { username: `@${vip.data.managerTelegram}` })}
              </External>
            ) : null}
            {!vip.data.botUrl && !vip.data.mirrorUrl && !vip.data.managerTelegram ? (
              <p className="text-slate-400">{t('vip.no_links')}</p>
            ) : null}
          </>
        ) : (
          <>
            <p className="text-slate-200">{t('vip.other_text')}</p>
            {vip.data.portalUrl ? (
              <External href={vip.data.portalUrl} testId="vip-portal">
                {t('vip.portal')}
              </External>
            ) : (
              <p className="text-slate-400">{t('vip.no_links')}</p>
            )}
          </>
        )}
        {vip.data && !vip.data.isProfileComplete ? (
          <div className="rounded-xl border border-slate-700 p-3 text-sm text-slate-300">
            <p>{t('vip.profile_incomplete')}</p>
            <Link
              to={localized('/profile')}
              onClick={closeVipDrawer}
              className="mt-2 inline-block font-semibold text-amber-400 underline"
            >
              {t('vip.profile')}
            </Link>
          </div>
        ) : null}
      </div>
    </Drawer>
  );
}
