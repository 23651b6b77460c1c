import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenPageSettled } from '../../lib/when-page-settled';
import { ArrowUpIcon } from './icons';

/** Shell spec §9: the control appears once the page is scrolled past this many pixels. */
export const SCROLL_TO_TOP_THRESHOLD = 350;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    // Not at once: reading the scroll position right after the first commit makes the browser lay
    // out the whole new page inside this effect (18 ms unthrottled in a trace of the home page).
    const cancelFirstLook = whenPageSettled(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelFirstLook();
      window.removeEventListener('scroll', update);
    };
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
