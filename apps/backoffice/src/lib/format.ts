import { i18n } from './i18n';

/** A date and time in the staff member's language, to the minute (tables) or second (details). */
export function formatDateTime(iso: string | null | undefined, seconds = false): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: seconds ? 'medium' : 'short',
  }).format(date);
}

/**
 * An amount as the API sent it (an exact decimal string in major units), grouped for reading
 * without going through a float: the digits are never changed.
 */
export function formatAmount(value: string, currency?: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = value.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const text = `${negative ? '−' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
  return currency ? `${text} ${currency}` : text;
}
