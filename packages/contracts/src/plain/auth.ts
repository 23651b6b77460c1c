// Zod-free: the player app's first load imports this without zod (issue 12). Its namesake in the
// parent folder re-exports it next to the schemas.

/** Reasons an account can be banned for (shell spec §3). */
export const BAN_REASONS = [
  '4.19 ddos',
  '5.4 multiaccounting',
  '8.6 bruteforce',
  '8.12 kyc',
  '8.20 bonus abuse',
  'psg',
  'restricted geo',
  'save balance check',
  'other',
] as const;
export type BanReason = (typeof BAN_REASONS)[number];

export function isBanReason(value: string): value is BanReason {
  return (BAN_REASONS as readonly string[]).includes(value);
}
