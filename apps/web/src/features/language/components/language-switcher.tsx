import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@wheelhouse/contracts/locales';
import { preloadLocales } from '../../../lib/i18n';
import { BUNDLED_LANGUAGES } from '../../../lib/locale';
import { useIntentPrefetch } from '../../../lib/prefetch/intent';
import { useLocale } from '../../../lib/use-locale';
import { useLanguages } from '../api/get-languages';
import { useChangeLanguage } from '../hooks/use-change-language';

function LanguageIcon({ language }: { language: Language }) {
  const [broken, setBroken] = useState(false);
  if (!language.icon || broken) {
    return (
      <span aria-hidden="true" className="w-6 text-xs font-bold text-slate-400 uppercase">
        {language.code}
      </span>
    );
  }
  return (
    <img
      src={language.icon}
      alt=""
      width={20}
      height={20}
      onError={() => setBroken(true)}
      className="h-5 w-5 rounded-full object-cover"
    />
  );
}

/** A button showing the current language that opens the list of languages to choose from. */
export function LanguageSwitcher({ placement = 'down' }: { placement?: 'down' | 'up' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeLanguage = useChangeLanguage();
  const languagesQuery = useLanguages();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const intent = useIntentPrefetch(preloadLocales);

  // While loading or when the list fails, the bundled list keeps the switcher usable.
  const languages = languagesQuery.data?.length ? languagesQuery.data : BUNDLED_LANGUAGES;
  const current = languages.find((language) => language.code === locale) ?? BUNDLED_LANGUAGES[0]!;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    rootRef.current?.addEventListener('keydown', onKeyDown);
    const root = rootRef.current;
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        data-testid="language-switcher"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('language.choose', { language: current.title })}
        onClick={() => setOpen((isOpen) => !isOpen)}
        // Each language is its own chunk: fetch them while the player reaches for the list.
        {...intent}
        className="flex items-center gap-2 rounded-xl border border-slate-700 px-2.5 py-2 text-sm text-slate-200 hover:bg-slate-800"
      >
        <LanguageIcon language={current} />
        <span>{current.title}</span>
        <svg viewBox="0 0 24 24" width="14" height="14" fill="none" aria-hidden="true">
          <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label={t('language.label')}
          className={`absolute right-0 z-30 min-w-44 rounded-xl border border-slate-700 bg-slate-900 p-1 shadow-xl ${
            placement === 'up' ? 'bottom-full mb-2' : 'top-full mt-2'
          }`}
        >
          {languagesQuery.isError ? (
            <li className="px-3 py-2 text-xs text-slate-400">{t('language.list_failed')}</li>
          ) : null}
          {languages.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                lang={language.code}
                data-testid={`language-option-${language.code}`}
                aria-current={language.code === locale ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  if (language.code !== locale) changeLanguage(language.code);
                }}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-slate-800 aria-[current=true]:text-amber-400"
              >
                <LanguageIcon language={language} />
                {language.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
