import { useTranslation } from 'react-i18next';
import { siteConfig } from '../lib/site-config';
import { Modal } from './ui/modal';

const POINTS = ['revenue', 'tools', 'manager'] as const;

/** The partners modal (shell spec §2): the affiliate programme and how to join it. */
export function PartnersModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const external = /^https?:/.test(siteConfig.partnersUrl);
  return (
    <Modal title={t('layout.partners.title')} onClose={onClose} testId="partners-modal">
      <p className="text-sm text-slate-300">{t('layout.partners.text')}</p>
      <ul className="mt-4 flex flex-col gap-2 text-sm text-slate-200">
        {POINTS.map((point) => (
          <li key={point} className="flex gap-2">
            <span aria-hidden="true" className="text-amber-400">
              ✓
            </span>
            {t(`layout.partners.points.${point}`)}
          </li>
        ))}
      </ul>
      <a
        href={siteConfig.partnersUrl}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('layout.partners.contact')}
      </a>
    </Modal>
  );
}
