import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusVideo } from '../../../lib/site-config';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-white">{title}</h3>
      {children}
    </section>
  );
}

/** How a crypto deposit works, step by step (shell spec §1 "crypto guide"). */
export function CryptoGuide({ variant }: { variant: 'welcome' | 'everyday' }) {
  const { t } = useTranslation();
  const steps = [
    t('bonus-promo.drawer.crypto_step_1'),
    t('bonus-promo.drawer.crypto_step_2'),
    t('bonus-promo.drawer.crypto_step_3'),
    t('bonus-promo.drawer.crypto_step_4'),
  ];
  return (
    <Section title={t('bonus-promo.drawer.crypto_title')}>
      <ol className="flex flex-col gap-2 text-sm text-slate-300">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-800 text-xs font-semibold text-amber-300"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      {variant === 'everyday' ? (
        <p className="text-sm text-emerald-300">{t('bonus-promo.drawer.crypto_everyday')}</p>
      ) : null}
    </Section>
  );
}

const FAQ = [1, 2, 3, 4] as const;

export function BonusFaq() {
  const { t } = useTranslation();
  return (
    <Section title={t('bonus-promo.drawer.faq_title')}>
      <div className="flex flex-col gap-2">
        {FAQ.map((n) => (
          <details key={n} className="rounded-xl border border-slate-800 bg-slate-950/60">
            <summary className="cursor-pointer rounded-xl px-3 py-3 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-amber-400">
              {t(`bonus-promo.drawer.faq_q${n}`)}
            </summary>
            <p className="px-3 pb-3 text-sm text-slate-300">{t(`bonus-promo.drawer.faq_a${n}`)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** The video, when the operator configured one; otherwise nothing at all. */
export function BonusVideo() {
  const { t } = useTranslation();
  if (!bonusVideo.src && !bonusVideo.embedUrl) return null;
  const title = t('bonus-promo.drawer.video_title');
  return (
    <Section title={title}>
      {bonusVideo.src ? (
        <video
          data-testid="bonus-drawer-video"
          controls
          preload="none"
          playsInline
          poster={bonusVideo.poster ?? undefined}
          className="aspect-video w-full rounded-xl bg-black"
        >
          <source src={bonusVideo.src} />
          {t('bonus-promo.drawer.video_unsupported')}
        </video>
      ) : (
        <iframe
          data-testid="bonus-drawer-video"
          src={bonusVideo.embedUrl ?? undefined}
          title={title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          className="aspect-video w-full rounded-xl border-0 bg-black"
        />
      )}
    </Section>
  );
}
