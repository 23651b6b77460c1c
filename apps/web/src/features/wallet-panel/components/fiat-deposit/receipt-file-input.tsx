import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  base64OfDataUrl,
  RECEIPT_ACCEPT,
  receiptFileProblem,
} from '../../model/fiat-deposit-receipt';

export interface ReceiptFile {
  fileName: string;
  /** Base64 of the file's bytes. */
  fileContent: string;
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(base64OfDataUrl(String(reader.result)));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A receipt or dispute image picker (spec §5 "Receipt and dispute"): JPEG, PNG, WebP or PDF up to
 * 10 MB, read as base64; says what is wrong with a file it cannot take.
 */
export function ReceiptFileInput({
  label,
  file,
  onChange,
  error,
  testId,
}: {
  label: string;
  file: ReceiptFile | null;
  onChange: (file: ReceiptFile | null) => void;
  error: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const message = problem ?? error;

  const choose = async (chosen: File | undefined) => {
    setProblem(null);
    if (!chosen) {
      onChange(null);
      return;
    }
    const why = receiptFileProblem(chosen);
    if (why) {
      setProblem(t(`wallet.fiat_deposit.receipt_${why}`));
      onChange(null);
      return;
    }
    setReading(true);
    try {
      onChange({ fileName: chosen.name, fileContent: await readAsBase64(chosen) });
    } catch {
      setProblem(t('wallet.fiat_deposit.receipt_unreadable'));
      onChange(null);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={RECEIPT_ACCEPT}
        data-testid={testId}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : `${id}-hint`}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="w-full min-w-0 rounded-xl border border-slate-700 bg-slate-950 px-3 py-2 text-sm text-slate-200 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-700 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white"
      />
      {message ? (
        <p id={messageId} data-testid={`${testId}-error`} className="text-sm text-rose-400">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {reading
            ? t('wallet.fiat_deposit.receipt_reading')
            : file
              ? t('wallet.fiat_deposit.receipt_chosen', { name: file.fileName })
              : t('wallet.fiat_deposit.receipt_hint')}
        </p>
      )}
    </div>
  );
}
