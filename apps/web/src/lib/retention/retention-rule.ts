/**
 * Cashier spec §4 "Closing" / shell spec §4: the retention offer follows a wallet closed by drag
 * or overlay (not the close button), by a player without deposits, not already offered this
 * session, and not open already.
 */
export function shouldOfferRetention(input: {
  how: 'dismiss' | 'button';
  hasDeposits: boolean;
  alreadyOffered: boolean;
  open: boolean;
}): boolean {
  return input.how === 'dismiss' && !input.hasDeposits && !input.alreadyOffered && !input.open;
}
