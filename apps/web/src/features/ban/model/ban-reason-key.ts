import { isBanReason, type BanReason } from '@wheelhouse/contracts/plain/auth';

/** Ban reasons (shell spec §3) contain dots and spaces, so each gets a plain message key. */
const REASON_KEYS = {
  '4.19 ddos': 'ddos',
  '5.4 multiaccounting': 'multiaccounting',
  '8.6 bruteforce': 'bruteforce',
  '8.12 kyc': 'kyc',
  '8.20 bonus abuse': 'bonus_abuse',
  psg: 'psg',
  'restricted geo': 'restricted_geo',
  'save balance check': 'save_balance_check',
  other: 'other',
} as const satisfies Record<BanReason, string>;

export type BanReasonKey = (typeof REASON_KEYS)[BanReason];

/** Unknown reasons read as "other" rather than showing a raw code. */
export function banReasonKey(reason: string): BanReasonKey {
  return isBanReason(reason) ? REASON_KEYS[reason] : 'other';
}
