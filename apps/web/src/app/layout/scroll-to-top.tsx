import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from './icons';

/** Shell spec §9: the control appears once the page is scrolled past this many pixels. */
export const SCROLL_TO_TOP_THRESHOLD = 350;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="scroll-to-top"
      aria-label={t('layout.scroll_to_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-24 z-20 flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-white shadow-lg hover:bg-slate-700 md:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}
