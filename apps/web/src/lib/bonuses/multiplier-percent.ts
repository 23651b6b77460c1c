/**
 * A multiplier as the server sends it ("1.2", "0.05", "40") shown as a percent ("120", "5",
 * "4000"): the decimal point moves two places in the string, so no float rounding creeps in.
 */
export function multiplierPercent(multiplier: string): string {
  const [whole = '0', fraction = ''] = multiplier.split('.');
  const padded = fraction.padEnd(2, '0');
  const digits = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${digits}.${rest}` : digits;
}
