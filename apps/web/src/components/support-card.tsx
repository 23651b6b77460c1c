import { useTranslation } from 'react-i18next';
import { siteConfig } from '../lib/site-config';

/** Support card (shell spec §2): a 24/7 badge, a contact-us text and a write button. */
export function SupportCard() {
  const { t } = useTranslation();
  const external = /^https?:/.test(siteConfig.supportUrl);
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-950/60 p-4">
      <span className="inline-block rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-300">
        {t('support.badge')}
      </span>
      <p className="mt-3 text-sm text-slate-300">{t('support.text')}</p>
      <a
        href={siteConfig.supportUrl}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        className="mt-4 inline-flex w-full items-center justify-center rounded-xl bg-amber-400 px-4 py-2.5 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('support.write')}
      </a>
    </div>
  );
}
