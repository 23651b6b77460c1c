// Zod-free: the player app's first load imports this without zod (issue 12). Its namesake in the
// parent folder re-exports it next to the schemas.
import type { User } from '../users';

/**
 * Display name (shell spec §3): first and last name joined by a space; when the player has neither,
 * the support-chat user's display_name; empty when there is no user.
 */
export function displayName(
  user: Pick<User, 'firstName' | 'lastName'> | null | undefined,
  supportChatUser?: { display_name?: string | null } | null,
): string {
  if (!user) return '';
  const joined = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return joined || supportChatUser?.display_name?.trim() || '';
}

/**
 * The name a greeting uses: the display name, else the e-mail's local part; empty for a player
 * with neither (a messenger sign-up that has not added an address), who is greeted without one.
 */
export function greetingName(
  user: Pick<User, 'firstName' | 'lastName' | 'email'> | null | undefined,
): string {
  if (!user) return '';
  return displayName(user) || user.email?.split('@')[0] || '';
}

/**
 * A profile is complete when first name, last name, gender and date of birth are all present
 * (shell spec §4 "VIP drawer"). The VIP drawer and the profile page share this rule.
 */
export function isProfileComplete(
  user: Pick<User, 'firstName' | 'lastName' | 'gender' | 'dateOfBirth'> | null | undefined,
): boolean {
  if (!user) return false;
  return Boolean(
    user.firstName?.trim() && user.lastName?.trim() && user.gender && user.dateOfBirth,
  );
}

/**
 * The name-change rule behind `isNameChangeAvailable` (decided for issue 19): a player enters
 * their first and last name themselves once, while neither is set. After that the name is the
 * one payouts and KYC documents are checked against, so a change goes through support (staff).
 */
export function isNameChangeAvailable(user: {
  firstName: string | null;
  lastName: string | null;
}): boolean {
  return !user.firstName && !user.lastName;
}

/** Players must be adults: the youngest allowed age, and the oldest date of birth we accept. */
export const MIN_PLAYER_AGE = 18;
export const MAX_PLAYER_AGE = 120;

/**
 * Whether `dateOfBirth` (YYYY-MM-DD) is a real calendar date of someone aged MIN_PLAYER_AGE to
 * MAX_PLAYER_AGE on `today` (YYYY-MM-DD, UTC). Compared as strings: no time zone arithmetic.
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  today: string,
): 'invalid_date' | 'too_young' | 'too_old' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return 'invalid_date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  )
    return 'invalid_date';
  const [ty, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  const adultFrom = `${String(ty - MIN_PLAYER_AGE).padStart(4, '0')}${rest}`;
  const oldestFrom = `${String(ty - MAX_PLAYER_AGE).padStart(4, '0')}${rest}`;
  if (dateOfBirth > adultFrom) return 'too_young';
  if (dateOfBirth < oldestFrom) return 'too_old';
  return null;
}
