import { z } from 'zod';
import { ZTextId } from './params';
import { ZStaffRole } from './staff';
import { ZBanReason } from './auth';
import { ZPageMeta, DEFAULT_PAGE_LIMIT } from './paging';

export const ZStaffLoginRequest = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()),
    password: z.string().min(1).max(128),
  })
  .strict()
  .describe('Sign a staff member in to the back office');
export type StaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

export const ZStaffMeResponse = z
  .object({
    id: z.number().int(),
    email: z.string(),
    roles: z.array(ZStaffRole),
  })
  .describe('The signed-in staff member');
export type StaffMeResponse = z.infer<typeof ZStaffMeResponse>;

export const ZAdminUsersQuery = z
  .object({
    search: z.string().trim().max(254).optional().describe('Part of an email or a global id'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('Find players');
export type AdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUser = z
  .object({
    globalId: z.string(),
    email: z.string(),
    language: z.string(),
    currency: z.string(),
    isVip: z.boolean(),
    banned: z.boolean(),
    banReason: z.string().nullable(),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('A player as the back office sees it');
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersResponse = z.object({ data: z.array(ZAdminUser), meta: ZPageMeta });
export type AdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZAdminUserParams = z.object({
  id: ZTextId.describe('Global id of the player'),
});

export const ZBanUserRequest = z.object({ reason: ZBanReason }).strict().describe('Ban a player');
export type BanUserRequest = z.infer<typeof ZBanUserRequest>;
