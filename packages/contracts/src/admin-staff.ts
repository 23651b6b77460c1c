import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';
import { ZSerialId } from './params';
import { ZStaffRole } from './staff';

/** Staff accounts and roles (admin only). Every change is audited. */

export const ZStaffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    roles: z.array(ZStaffRole),
    disabled: z.boolean().describe('A disabled member cannot sign in; their sessions are ended'),
    secondFactorEnrolled: z.boolean(),
    secondFactorRequired: z.boolean().describe('Admin and finance must have a second factor'),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('A back-office staff member');
export type StaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffListQuery = z
  .object({
    search: z.string().trim().max(254).optional().describe('Part of an email'),
    role: ZStaffRole.optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('List staff members, oldest first');
export type StaffListQuery = z.infer<typeof ZStaffListQuery>;

export const ZStaffListResponse = z
  .object({ data: z.array(ZStaffMember), meta: ZPageMeta })
  .describe('A page of staff members');
export type StaffListResponse = z.infer<typeof ZStaffListResponse>;

const ZRoles = z
  .array(ZStaffRole)
  .min(1)
  .max(4)
  .refine((roles) => new Set(roles).size === roles.length, { message: 'Roles repeat' })
  .describe('At least one role, none twice');

export const ZCreateStaffRequest = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()),
    password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
    roles: ZRoles,
  })
  .strict()
  .describe('Create a staff member (admin); 409 email_taken when the email exists');
export type CreateStaffRequest = z.infer<typeof ZCreateStaffRequest>;

export const ZStaffParams = z.object({ id: ZSerialId.describe('Staff member id') });

export const ZStaffRolesRequest = z
  .object({ roles: ZRoles })
  .strict()
  .describe(
    'Replace a member’s roles (admin); 409 staff_self_lockout when it would drop your own admin role',
  );
export type StaffRolesRequest = z.infer<typeof ZStaffRolesRequest>;

export const ZStaffDisabledRequest = z
  .object({ disabled: z.boolean() })
  .strict()
  .describe('Disable (ends their sessions) or re-enable a member (admin); not yourself');
export type StaffDisabledRequest = z.infer<typeof ZStaffDisabledRequest>;
