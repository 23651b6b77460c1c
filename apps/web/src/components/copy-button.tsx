import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';

/** How long "Copied" stays after a copy (shell spec §9). */
export const COPY_CONFIRMATION_MS = 3000;

interface CopyButtonProps {
  value: string;
  /** What is being copied, for the accessible name ("Copy Player ID"). */
  label: string;
}

export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(t('ui.copy_failed'));
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? t('ui.copied') : t('ui.copy_value', { label })}
      className="inline-flex items-center gap-1 rounded-lg border border-slate-700 px-2 py-1 text-xs font-medium text-slate-200 hover:bg-slate-800"
    >
      <svg viewBox="0 0 24 24" width="14" height="14" fill="none" aria-hidden="true">
        {copied ? (
          <path d="m5 12 5 5L20 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M8 8h10v12H8zM6 16H4V4h12v2"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <span aria-live="polite">{copied ? t('ui.copied') : t('ui.copy')}</span>
    </button>
  );
}
