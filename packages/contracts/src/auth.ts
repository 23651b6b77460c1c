import { z } from 'zod';
import { BAN_REASONS } from './plain/auth';
import { ZLocale } from './locales';
import { ZSupportedCurrency } from './currencies';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const EMAIL_MAX = 254;

export const ZEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .pipe(z.email())
  .describe('Email address; unique case-insensitively');

export const ZPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** A currency code as the API spells it (ISO 4217 or a crypto ticker). */
export const ZCurrencyCode = z
  .string()
  .regex(/^[A-Z0-9]{2,10}$/)
  .describe('Currency code, e.g. USD');

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    currency: ZSupportedCurrency.optional().describe(
      'Display currency; defaults to the house currency',
    ),
    language: ZLocale.optional(),
    termsVersion: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'The terms version shown at sign-up (GET /api/v1/policies/terms), which the player accepts; required once terms are published and must be the current version, else 400 validation_error on termsVersion (Validation.required, or Validation.terms_outdated with params.current)',
      ),
  })
  .strict()
  .describe('Create a player account and sign in');
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z
  .object({
    email: ZEmail,
    password: z.string().min(1).max(PASSWORD_MAX),
    code: z
      .string()
      .trim()
      .min(6)
      .max(20)
      .optional()
      .describe(
        'With a second factor on: the authenticator code (6 digits) or an unused recovery code. Without it such an account answers 401 second_factor_required (only once the password is right); a wrong one 401 invalid_second_factor',
      ),
  })
  .strict()
  .describe('Sign in with email and password (and the second factor when it is on)');
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionResponse = z
  .object({
    token: z
      .string()
      .describe(
        'Session token for Authorization: Bearer (the web uses the httpOnly cookie instead)',
      ),
    expiresAt: z.string().describe('Absolute expiry of the session, ISO-8601'),
  })
  .describe('A new session');
export type SessionResponse = z.infer<typeof ZSessionResponse>;

export { BAN_REASONS } from './plain/auth';
export const ZBanReason = z.enum(BAN_REASONS);
export type BanReason = z.infer<typeof ZBanReason>;
