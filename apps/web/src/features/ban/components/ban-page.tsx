import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { SupportModal } from '../../../components/support-modal';
import type { BanInfo } from '../../../lib/ban-state';
import { siteConfig } from '../../../lib/site-config';
import { useLocalizedPath } from '../../../lib/use-locale';
import { banReasonKey } from '../model/ban-reason-key';

/** What a banned player sees instead of the app (shell spec §4 "Global error states"). */
export function BanPage({ ban }: { ban: BanInfo }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [supportOpen, setSupportOpen] = useState(false);

  return (
    <main
      data-testid="ban-page"
      className="flex min-h-dvh items-center justify-center bg-slate-950 p-4 text-slate-100"
    >
      <div className="w-full max-w-md rounded-3xl border border-rose-500/30 bg-slate-900 p-6 text-center shadow-2xl">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-rose-500/15 text-3xl text-rose-400"
        >
          ⊘
        </div>
        <h1 className="mt-4 text-2xl font-bold text-white">{t('ban.title')}</h1>
        <p className="mt-2 text-sm text-slate-400">{t('ban.text')}</p>
        <dl className="mt-6 space-y-3 text-left">
          {ban.userId ? (
            <div className="rounded-xl bg-slate-950 p-3">
              <dt className="text-xs text-slate-400">{t('ban.user_id')}</dt>
              <dd className="mt-1 flex items-center justify-between gap-2 font-mono break-all">
                {ban.userId}
                <CopyButton value={ban.userId} label={t('ban.user_id')} />
              </dd>
            </div>
          ) : null}
          <div className="rounded-xl bg-slate-950 p-3">
            <dt className="text-xs text-slate-400">{t('ban.reason')}</dt>
            <dd className="mt-1">{t(`ban.reasons.${banReasonKey(ban.reason)}`)}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-col gap-3">
          <button
            type="button"
            onClick={() => setSupportOpen(true)}
            className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300"
          >
            {t('ban.support')}
          </button>
          <Link
            to={localized(siteConfig.termsPath)}
            className="text-sm text-slate-300 underline underline-offset-2 hover:text-white"
          >
            {t('ban.terms')}
          </Link>
        </div>
      </div>
      {supportOpen ? <SupportModal onClose={() => setSupportOpen(false)} /> : null}
    </main>
  );
}
