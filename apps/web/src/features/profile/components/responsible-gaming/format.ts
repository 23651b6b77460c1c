/** A time the server sent (ISO-8601) as the player reads it in their language. */
export function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Major units without trailing zeros beyond cents ("10.000000" → "10.00"). */
export function formatMoney(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}
