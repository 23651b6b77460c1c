import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  SUPPORTED_LOCALES,
  ZLanguagesQuery,
  ZLanguagesResponse,
} from '@wheelhouse/contracts/locales';
import { ZUpdateMeRequest, ZUpdateProfileRequest, ZUser } from '@wheelhouse/contracts/users';
import { playerOf } from '../../platform/auth-hooks';
import { LANGUAGE_ICONS } from './language-icons';
import { asSeenByPlayer, type UsersService } from './service';

const ZIconParams = z.object({
  file: z.enum(SUPPORTED_LOCALES.map((code) => `${code}.svg`) as [string, ...string[]]),
});

/** Routes under /api/v1 for the signed-in player's profile and the language list. */
export async function usersRoutes(app: FastifyInstance, options: { users: UsersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { users } = options;

  routes.get(
    '/me',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['users'],
        summary: 'The signed-in player',
        response: { 200: ZUser, 401: ZErrorBody },
      },
    },
    async (request) => asSeenByPlayer(await users.me(playerOf(request).userId)),
  );

  routes.patch(
    '/me',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['users'],
        summary: 'Change the player’s language',
        body: ZUpdateMeRequest,
        response: { 200: ZUser, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) =>
      asSeenByPlayer(await users.updateLanguage(playerOf(request).userId, request.body.language)),
  );

  routes.patch(
    '/me/profile',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['users'],
        summary: 'Set the player’s first and last name, gender and date of birth',
        description:
          'Name-change rule: a player enters first and last name once, while neither is set (isNameChangeAvailable true); afterwards the name is the one payouts and KYC documents are checked against, so a change goes through support. Gender may change at any time. The date of birth is set once; the player must be 18 to 120 years old (400 validation_error, fields.dateOfBirth: Validation.min_age {min} / max_age {max} / invalid_date). A locked field answers 409 profile_field_locked with that field in `fields` (Validation.field_locked). Names: 1–50 letters, spaces, hyphens or apostrophes. The profile is complete (VIP drawer) when all four are set: isProfileComplete in contracts.',
        body: ZUpdateProfileRequest,
        response: { 200: ZUser, 400: ZErrorBody, 401: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) =>
      asSeenByPlayer(await users.updateProfile(playerOf(request).userId, request.body)),
  );

  routes.get(
    '/languages',
    {
      schema: {
        tags: ['users'],
        summary: 'Languages of the player app (mode=1: only those it ships translations for)',
        querystring: ZLanguagesQuery,
        response: { 200: ZLanguagesResponse },
      },
    },
    async () => users.languages(),
  );

  routes.get(
    '/languages/icons/:file',
    { schema: { tags: ['users'], summary: 'Flag icon of a language (SVG)', params: ZIconParams } },
    async (request, reply) => {
      const code = request.params.file.replace(/\.svg$/, '') as keyof typeof LANGUAGE_ICONS;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(LANGUAGE_ICONS[code]);
    },
  );
}
