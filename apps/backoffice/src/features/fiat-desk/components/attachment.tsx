import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A player's uploaded file from /api/admin/files/{id}: shown as an image; a PDF (or anything the
 * browser cannot draw) becomes a link that opens it.
 */
export function Attachment({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <figure className="flex flex-col gap-2" data-testid="attachment">
      {failed ? (
        <p className="rounded-md bg-slate-900 p-4 text-sm text-slate-400">
          {t('fiat.not_an_image')}
        </p>
      ) : (
        <img
          src={url}
          alt={label}
          onError={() => setFailed(true)}
          className="max-h-[70vh] w-full rounded-md border border-slate-800 bg-slate-900 object-contain"
        />
      )}
      <figcaption>
        <a href={url} target="_blank" rel="noreferrer" className="text-sm text-amber-300 underline">
          {t('fiat.open_file', { label })}
        </a>
      </figcaption>
    </figure>
  );
}
