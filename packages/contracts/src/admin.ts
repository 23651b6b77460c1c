import { z } from 'zod';
import { ZTextId } from './params';
import { ZStaffRole } from './staff';
import { ZBanReason } from './auth';
import { ZPageMeta, DEFAULT_PAGE_LIMIT, sortParams } from './paging';

/** A TOTP code from an authenticator app: six digits (spaces the app shows are tolerated). */
export const ZTotpCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/))
  .describe('Six-digit code from the authenticator app');

export const ZStaffLoginRequest = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()),
    password: z.string().min(1).max(128),
    code: ZTotpCode.optional().describe(
      'The second factor, for a member who has one: lets an API client sign in in one step',
    ),
  })
  .strict()
  .describe('Sign a staff member in to the back office');
export type StaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

/** A short-lived proof that the password was right, traded for a session with a TOTP code. */
const ZChallenge = {
  challenge: z.string().describe('Opaque; send it back with the code to /auth/second-factor'),
  challengeExpiresAt: z.string().describe('ISO-8601; sign in again after it'),
};

export const ZStaffSignedIn = z
  .object({
    status: z.literal('signed_in'),
    token: z.string().describe('Session token (also set as the staff cookie)'),
    expiresAt: z.string().describe('ISO-8601'),
  })
  .describe('Signed in: the session cookie is set');
export type StaffSignedIn = z.infer<typeof ZStaffSignedIn>;

export const ZStaffLoginResponse = z
  .discriminatedUnion('status', [
    ZStaffSignedIn,
    z
      .object({ status: z.literal('second_factor_required'), ...ZChallenge })
      .describe('Password accepted; send the TOTP code with the challenge'),
    z
      .object({
        status: z.literal('enrolment_required'),
        ...ZChallenge,
        otpauthUri: z.string().describe('otpauth://totp/… for a QR code'),
        secret: z.string().describe('The same secret in base32, for typing in by hand'),
      })
      .describe(
        'Password accepted, and the role needs a second factor this member has not set up: scan the URI, then send the first code with the challenge',
      ),
  ])
  .describe('Result of a staff sign-in step');
export type StaffLoginResponse = z.infer<typeof ZStaffLoginResponse>;

export const ZStaffSecondFactorRequest = z
  .object({
    challenge: z.string().min(1).max(200),
    code: ZTotpCode,
  })
  .strict()
  .describe('Second sign-in step: the TOTP code (confirms a new enrolment too)');
export type StaffSecondFactorRequest = z.infer<typeof ZStaffSecondFactorRequest>;

export const ZStaffMeResponse = z
  .object({
    id: z.number().int(),
    email: z.string(),
    roles: z.array(ZStaffRole),
    secondFactor: z
      .object({
        enrolled: z.boolean(),
        required: z.boolean().describe('Admin and finance must have one'),
      })
      .describe('The member’s TOTP second factor'),
  })
  .describe('The signed-in staff member');
export type StaffMeResponse = z.infer<typeof ZStaffMeResponse>;

export const ZStaffEnrolmentResponse = z
  .object({
    otpauthUri: z.string().describe('otpauth://totp/… for a QR code'),
    secret: z.string().describe('Base32; shown only until the enrolment is confirmed'),
  })
  .describe('A new second factor waiting for its first code');
export type StaffEnrolmentResponse = z.infer<typeof ZStaffEnrolmentResponse>;

export const ZStaffEnrolmentConfirmRequest = z
  .object({ code: ZTotpCode })
  .strict()
  .describe('Confirm the new second factor with its first code');
export type StaffEnrolmentConfirmRequest = z.infer<typeof ZStaffEnrolmentConfirmRequest>;

export const ADMIN_USERS_SORT = ['createdAt', 'email', 'currency'] as const;

export const ZAdminUsersQuery = z
  .object({
    search: z.string().trim().max(254).optional().describe('Part of an email or a global id'),
    ...sortParams(ADMIN_USERS_SORT, { sort: 'createdAt', order: 'desc' }),
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
