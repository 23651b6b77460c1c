/** The translation key of a ban reason ("8.20 bonus abuse" → players.ban_reasons.8_20_bonus_abuse). */
export function banReasonKey(reason: string): string {
  return `players.ban_reasons.${reason.replace(/[^a-z0-9]+/gi, '_')}`;
}
