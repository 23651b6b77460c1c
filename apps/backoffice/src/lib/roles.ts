import type { StaffRole } from '@wheelhouse/contracts/staff';

/**
 * Mirrors the server's guard (platform/auth-hooks staffHasRole): an admin passes every check;
 * anyone else needs one of the listed roles. The server decides; this only hides what it refuses.
 */
export function hasRole(roles: readonly StaffRole[], needed: readonly StaffRole[]): boolean {
  return roles.includes('admin') || needed.length === 0 || needed.some((r) => roles.includes(r));
}
