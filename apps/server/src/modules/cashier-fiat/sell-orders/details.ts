/** How many of the player's past payout detail sets are offered (newest first). */
export const SAVED_DETAILS_LIMIT = 5;

const lastDigits = (value: string, count = 4) => value.replace(/\D/g, '').slice(-count);

/**
 * The masked summary of where a sell pays out, shown in the player's history and to the desk:
 * the method's label and the last four digits of the card, account or phone ("Card RUB •••• 1234"),
 * or the e-mail with its local part hidden ("Revolut a•••@example.com").
 */
export function maskedDestination(label: string, details: Record<string, string>): string {
  const numbered =
    details.card ??
    details.account_number ??
    details.account_number_online_banking_ph ??
    details.phone;
  if (numbered && lastDigits(numbered)) return `${label} •••• ${lastDigits(numbered)}`;
  const email = details.email;
  if (email?.includes('@')) {
    const [local = '', domain = ''] = email.split('@');
    return `${label} ${local.slice(0, 1)}•••@${domain}`;
  }
  return label;
}
