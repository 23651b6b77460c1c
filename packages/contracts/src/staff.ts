import { z } from 'zod';

export const STAFF_ROLES = ['admin', 'finance', 'support', 'content'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof ZStaffRole>;
