import { RECEIPT_MAX_BYTES, RECEIPT_MEDIA_TYPES } from '@wheelhouse/contracts/fiat';

/** The file input's accept list: JPEG, PNG, WebP or PDF (the server checks the content too). */
export const RECEIPT_ACCEPT = RECEIPT_MEDIA_TYPES.join(',');

export type ReceiptFileProblem = 'type' | 'too_large' | 'empty';

/** Why a chosen file cannot be a receipt, before it is read; null when it may be. */
export function receiptFileProblem(file: {
  type: string;
  size: number;
}): ReceiptFileProblem | null {
  if (!(RECEIPT_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > RECEIPT_MAX_BYTES) return 'too_large';
  return null;
}

/** The base64 body of a data: URL ("data:image/png;base64,AAAA" → "AAAA"). */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
}
