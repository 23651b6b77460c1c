import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Screenshot {
  fileName: string;
  /** Base64 of the file's bytes. */
  fileContent: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 10 * 1024 * 1024;

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A screenshot picker: JPEG, PNG or WebP up to 10 MB (the server checks the content again). */
export function ScreenshotInput({
  value,
  onChange,
}: {
  value: Screenshot | null;
  onChange: (value: Screenshot | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return onChange(null);
    if (!ACCEPT.split(',').includes(file.type)) {
      setProblem(t('Validation.invalid_image_type'));
      return onChange(null);
    }
    if (file.size > MAX_BYTES) {
      setProblem(t('Validation.file_too_large', { max: 10 }));
      return onChange(null);
    }
    try {
      onChange({ fileName: file.name, fileContent: await readAsBase64(file) });
    } catch {
      setProblem(t('Shared.something_went_wrong'));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label
        htmlFor={id}
        className="cursor-pointer rounded-lg border border-slate-700 px-3 py-2 text-slate-200 focus-within:outline-2 focus-within:outline-amber-400 hover:bg-slate-800"
      >
        {t('support-chat.attach')}
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          data-testid="support-chat-file"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {value ? (
        <span className="flex items-center gap-2 text-slate-300">
          {value.fileName}
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded px-1 text-slate-400 hover:text-white"
            aria-label={t('support-chat.remove_attachment')}
          >
            ×
          </button>
        </span>
      ) : (
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {t('support-chat.attachment_hint')}
        </span>
      )}
      {problem ? (
        <p role="alert" className="w-full text-rose-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
