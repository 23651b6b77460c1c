// Zod-free: the player app's first load imports this without zod (issue 12). Its namesake in the
// parent folder re-exports it next to the schemas.
import type { User } from '../users';

/** Joined first and last name (shell spec §3 "Display name"); empty when both are missing. */
export function displayName(user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string {
  if (!user) return '';
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
