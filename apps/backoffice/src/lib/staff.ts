import type { StaffRole } from '@wheelhouse/contracts/staff';
import { hasRole } from './roles';
import type { StaffMeResponse } from '@wheelhouse/contracts/admin';
import { createContext, useContext } from 'react';

export const StaffContext = createContext<StaffMeResponse | null>(null);

/** The signed-in staff member (inside the signed-in part of the app only). */
export function useStaff(): StaffMeResponse {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in app');
  return staff;
}

/** Whether the signed-in staff member may use an API that needs one of `roles`. */
export function useHasRole(...roles: StaffRole[]): boolean {
  return hasRole(useStaff().roles, roles);
}
