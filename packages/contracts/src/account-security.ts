import { z } from 'zod';
import { PASSWORD_MAX, ZEmail, ZPassword } from './auth';
import { ZSerialId, ZTextId } from './params';

/** How long a step-up (password or second factor again) lets sensitive actions through. */
export const STEP_UP_WINDOW_MS = 5 * 60_000;
/** How long a mailed password-reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** How long a mailed e-mail verification link works. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
/** How long a step-up code sent to the player's messenger chat works. */
export const MESSENGER_CODE_TTL_MS = 5 * 60_000;
/** A new messenger code may be asked for this long after the last one. */
export const MESSENGER_CODE_RESEND_MS = 60_000;
/** Wrong entries of one messenger code before it stops working (a new one is needed). */
export const MESSENGER_CODE_MAX_TRIES = 5;

/** The ways an account can step up: its password, its TOTP second factor, a messenger code. */
export const STEP_UP_METHODS = ['password', 'second_factor', 'messenger_code'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/** A mailed link's token: 43 base64url characters. */
export const ZMailedToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .describe('The token of a mailed link');

const ZOtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/)
  .describe('6-digit code from the authenticator app');

export const ZForgotPasswordRequest = z
  .object({ email: ZEmail })
  .strict()
  .describe('Ask for a password-reset link by e-mail');
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZAcceptedResponse = z
  .object({ accepted: z.literal(true) })
  .describe(
    'Accepted; the same answer whether or not the address belongs to an account (no enumeration)',
  );

export const ZResetPasswordRequest = z
  .object({ token: ZMailedToken, password: ZPassword })
  .strict()
  .describe('Set a new password with the token of a reset link; signs out every session');
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZVerifyEmailRequest = z
  .object({ token: ZMailedToken })
  .strict()
  .describe('Confirm the e-mail address with the token of a verification link');
export type VerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZChangePasswordRequest = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: ZPassword })
  .strict()
  .describe('Change the password; the player’s other sessions end');
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangeEmailRequest = z
  .object({ email: ZEmail })
  .strict()
  .describe('Change the e-mail address (step-up required); a verification link goes to it');
export type ChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

export const ZStepUpRequest = z
  .union([
    z.object({ password: z.string().min(1).max(PASSWORD_MAX) }).strict(),
    z.object({ code: z.string().trim().min(6).max(20) }).strict(),
    z
      .object({
        messengerCode: z
          .string()
          .trim()
          .regex(/^\d{6}$/)
          .describe('6-digit code the bot sent to the player’s messenger chat'),
      })
      .strict(),
  ])
  .describe(
    'Prove it is the player again: the password, a second-factor or recovery code, or the code sent to the messenger chat',
  );
export type StepUpRequest = z.infer<typeof ZStepUpRequest>;

export const ZStepUpResponse = z
  .object({ stepUpUntil: z.string().describe('ISO-8601: sensitive actions pass until then') })
  .describe('The session is stepped up');
export type StepUpResponse = z.infer<typeof ZStepUpResponse>;

export const ZSecurityStatus = z
  .object({
    email: z
      .string()
      .nullable()
      .describe('Null for an account opened in the messenger that has not added an address yet'),
    emailVerified: z.boolean(),
    secondFactor: z.object({
      enabled: z.boolean(),
      recoveryCodesLeft: z.number().int().describe('Unused recovery codes'),
    }),
    stepUpUntil: z
      .string()
      .nullable()
      .describe('ISO-8601 end of this session’s step-up; null when none is running'),
    stepUpMethods: z
      .array(z.enum(STEP_UP_METHODS))
      .describe(
        'How this account can step up: password (it has one), second_factor (TOTP on), messenger_code (a messenger account: a code sent by the bot)',
      ),
  })
  .describe('The signed-in player’s account security');
export type SecurityStatus = z.infer<typeof ZSecurityStatus>;

export const ZMessengerCodeResponse = z
  .object({
    expiresAt: z.string().describe('ISO-8601: the code works until then'),
    resendAfterSeconds: z.number().int().describe('A new code may be asked for after this long'),
  })
  .describe('A 6-digit code is on its way to the player’s messenger chat');
export type MessengerCodeResponse = z.infer<typeof ZMessengerCodeResponse>;

export const ZSecondFactorSetupResponse = z
  .object({
    secret: z.string().describe('Base32 key for typing into an authenticator app'),
    otpauthUri: z.string().describe('otpauth:// URI for the QR code'),
  })
  .describe('A new TOTP key, waiting for its first code');
export type SecondFactorSetupResponse = z.infer<typeof ZSecondFactorSetupResponse>;

export const ZConfirmSecondFactorRequest = z
  .object({ code: ZOtpCode })
  .strict()
  .describe('Turn the second factor on with a code of the new key');

export const ZRecoveryCodesResponse = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .describe('Shown once; each signs in once instead of a code'),
  })
  .describe('The second factor is on');
export type RecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

export const ZPlayerSession = z
  .object({
    id: z.number().int(),
    device: z
      .string()
      .describe('Browser and system read from the user agent, e.g. "Chrome on macOS"'),
    ip: z.string().nullable(),
    country: z.string().nullable().describe('ISO 3166 country of the address; null when unknown'),
    createdAt: z.string().describe('ISO-8601 sign-in'),
    lastSeenAt: z.string().describe('ISO-8601 last use'),
    current: z.boolean().describe('The session of this request'),
  })
  .describe('One signed-in session');
export type PlayerSession = z.infer<typeof ZPlayerSession>;

export const ZPlayerSessionsResponse = z
  .object({ data: z.array(ZPlayerSession) })
  .describe('The player’s active sessions, newest first');
export type PlayerSessionsResponse = z.infer<typeof ZPlayerSessionsResponse>;

export const ZPlayerSessionParams = z.object({ id: ZSerialId.describe('Session id') });

export const ZEndedSessionsResponse = z
  .object({ ended: z.number().int().describe('Sessions signed out') })
  .describe('Sessions ended');

export const ZSignInEvent = z
  .object({
    at: z.string().describe('ISO-8601'),
    success: z.boolean(),
    failure: z
      .enum(['password', 'second_factor'])
      .nullable()
      .describe('What was wrong in a refused sign-in'),
    device: z.string(),
    ip: z.string().nullable(),
    country: z.string().nullable(),
  })
  .describe('One sign-in attempt on the account');
export type SignInEvent = z.infer<typeof ZSignInEvent>;

export const ZSignInHistoryResponse = z
  .object({ data: z.array(ZSignInEvent) })
  .describe('The 20 most recent sign-in attempts, newest first');
export type SignInHistoryResponse = z.infer<typeof ZSignInHistoryResponse>;

export const ZAdminPlayerSecurity = z
  .object({
    emailVerified: z.boolean(),
    secondFactorEnabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .describe('A player’s account security, for support');
export type AdminPlayerSecurity = z.infer<typeof ZAdminPlayerSecurity>;

export const ZAdminPlayerIdParams = z.object({ id: ZTextId.describe('Global id of the player') });

export const ZAdminResetSecondFactorRequest = z
  .object({
    identityChecked: z
      .literal(true)
      .describe('Support confirms they verified the player’s identity first'),
    reason: z.string().trim().min(3).max(500).describe('Why, for the audit log'),
  })
  .strict()
  .describe('Turn a player’s second factor off (support; audited)');
export type AdminResetSecondFactorRequest = z.infer<typeof ZAdminResetSecondFactorRequest>;
