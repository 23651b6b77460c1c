import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAcceptedResponse,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZConfirmSecondFactorRequest,
  ZEndedSessionsResponse,
  ZForgotPasswordRequest,
  ZPlayerSessionParams,
  ZPlayerSessionsResponse,
  ZRecoveryCodesResponse,
  ZResetPasswordRequest,
  ZSecondFactorSetupResponse,
  ZSecurityStatus,
  ZSignInHistoryResponse,
  ZStepUpRequest,
  ZStepUpResponse,
  ZVerifyEmailRequest,
} from '@wheelhouse/contracts/account-security';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { playerOf } from '../../platform/auth-hooks';
import type { AccountService } from './account-service';

export interface AccountRoutesOptions {
  account: AccountService;
  publicOrigin: string | undefined;
}

/** Where mailed links point: PUBLIC_URL, else the origin the request came to. */
export function linkOriginOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  409: ZErrorBody,
  429: ZErrorBody,
};
const STEP_UP_NOTE =
  'Step-up: 403 step_up_required unless this session entered the password, a second-factor code or a messenger code in the last 5 minutes (POST /api/v1/me/security/step-up; a fresh sign-in counts).';

/** Password reset, e-mail verification and the player's own account security under /api/v1. */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { account, publicOrigin } = options;
  const origin = (request: FastifyRequest) => linkOriginOf(request, publicOrigin);

  routes.post(
    '/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (valid 30 minutes, single use)',
        description:
          'Answers 202 whether or not the address has an account. 429 after 3 requests for one address or 20 from one client in 15 minutes.',
        body: ZForgotPasswordRequest,
        response: { 202: ZAcceptedResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      await account.forgotPassword(request.body.email, request.ip, origin(request));
      return reply.status(202).send({ accepted: true });
    },
  );

  routes.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; every session of the account ends',
        description: '400 invalid_token for an unknown, used or expired link.',
        body: ZResetPasswordRequest,
        response: { 204: z.null(), 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      await account.resetPassword(request.body);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/auth/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with a verification link',
        description:
          '400 invalid_token for an unknown, used or expired link, or one sent to an address the account no longer has.',
        body: ZVerifyEmailRequest,
        response: { 204: z.null(), 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      await account.verifyEmail(request.body.token);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/me/security',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'E-mail verification, second factor and step-up of the signed-in player',
        response: { 200: ZSecurityStatus, 401: ZErrorBody },
      },
    },
    async (request) => account.status(playerOf(request)),
  );

  routes.post(
    '/me/security/step-up',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary:
          'Prove it is the player again (password, second-factor code or messenger code) for 5 minutes',
        description:
          'GET /api/v1/me/security lists the account’s stepUpMethods. A messengerCode comes from POST /api/v1/me/security/step-up/messenger-code. 400 validation_error with fields.password (Validation.wrong_password), fields.code (Validation.wrong_code) or fields.messengerCode (Validation.wrong_code; Validation.code_expired when no code of this session is live: expired, used, replaced or tried 5 times); 409 conflict (reason no_messenger_account) for a messengerCode on an account without a messenger account; 429 after too many failures.',
        body: ZStepUpRequest,
        response: { 200: ZStepUpResponse, ...errors },
      },
    },
    async (request) => {
      const until = await account.stepUp(playerOf(request), request.body, request.ip);
      return { stepUpUntil: until.toISOString() };
    },
  );

  routes.post(
    '/me/security/password',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'Change the password (needs the current one); the player’s other sessions end',
        description:
          '400 validation_error: fields.currentPassword Validation.wrong_password, fields.newPassword Validation.common_password.',
        body: ZChangePasswordRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await account.changePassword(playerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/me/security/email',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'Change the e-mail address; a verification link goes to the new one',
        description: `${STEP_UP_NOTE} 409 email_taken.`,
        body: ZChangeEmailRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await account.changeEmail(playerOf(request), request.body.email, origin(request));
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/me/security/email/verification',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'Mail the verification link again',
        description:
          '409 conflict when already verified, or with reason no_email for an account without an address (a messenger sign-up); 429 after 3 in 15 minutes.',
        response: { 202: ZAcceptedResponse, ...errors },
      },
    },
    async (request, reply) => {
      await account.resendVerification(playerOf(request), request.ip, origin(request));
      return reply.status(202).send({ accepted: true });
    },
  );

  routes.post(
    '/me/security/second-factor/setup',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'A new TOTP key (QR code and manual key), on once a code confirms it',
        description: `${STEP_UP_NOTE} 409 second_factor_enrolled while one is on.`,
        response: { 200: ZSecondFactorSetupResponse, ...errors },
      },
    },
    async (request) => account.beginSecondFactor(playerOf(request)),
  );

  routes.post(
    '/me/security/second-factor/confirm',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'Turn the second factor on with a code; answers 10 recovery codes, shown once',
        description: `${STEP_UP_NOTE} 401 invalid_second_factor for a wrong code or no set-up.`,
        body: ZConfirmSecondFactorRequest,
        response: { 200: ZRecoveryCodesResponse, ...errors },
      },
    },
    async (request) => ({
      recoveryCodes: await account.confirmSecondFactor(playerOf(request), request.body.code),
    }),
  );

  routes.post(
    '/me/security/second-factor/disable',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'Turn the second factor off (its recovery codes stop working)',
        description: STEP_UP_NOTE,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await account.disableSecondFactor(playerOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/me/security/sessions',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'Active sessions: device, address, country; the current one marked',
        response: { 200: ZPlayerSessionsResponse, 401: ZErrorBody },
      },
    },
    async (request) => account.sessions(playerOf(request)),
  );

  routes.delete(
    '/me/security/sessions/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'End one of the player’s sessions (404 for another player’s)',
        params: ZPlayerSessionParams,
        response: { 204: z.null(), 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await account.endSession(playerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/me/security/sessions/end-others',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'End every session but this one',
        response: { 200: ZEndedSessionsResponse, 401: ZErrorBody },
      },
    },
    async (request) => ({ ended: await account.endOtherSessions(playerOf(request)) }),
  );

  routes.get(
    '/me/security/sign-ins',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary: 'Recent sign-ins, successful and refused, newest first',
        response: { 200: ZSignInHistoryResponse, 401: ZErrorBody },
      },
    },
    async (request) => account.signInHistory(playerOf(request)),
  );
}
