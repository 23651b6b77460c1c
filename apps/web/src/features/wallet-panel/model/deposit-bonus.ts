/** Cashier spec §9: the crypto deposit bonus is shown as depositBonus × 100 %. */
export function depositBonusPercent(depositBonus: number): string {
  // Two decimals at most, without float noise (0.07 × 100 = 7.000000000000001).
  return String(Math.round(depositBonus * 10_000) / 100);
}
