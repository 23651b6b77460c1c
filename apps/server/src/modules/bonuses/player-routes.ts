import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBonusDrawerState,
  ZBonusModalState,
  ZBonusParams,
  ZBonusSettings,
  ZClaimBonusRequest,
  ZPlayerBonus,
  ZPlayerBonusesQuery,
  ZPlayerBonusesResponse,
  ZRedeemPromoCodeRequest,
} from '@wheelhouse/contracts/bonuses';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { playerOf } from '../../platform/auth-hooks';
import type { PlayerBonusesService } from './player-service';
import type { PromoService } from './promo-service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };

/** The player's bonuses (shell spec §7 "GET /api/v2 + bonus path"), registered under /api/v2. */
export async function playerBonusesRoutes(
  app: FastifyInstance,
  options: { player: PlayerBonusesService; promo: PromoService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { player, promo } = options;

  routes.post(
    '/promo-codes/redeem',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Redeem a promo code; answers the bonus it gave',
        description:
          'The code may be typed in any case. A bonus that needs no deposit is credited to the bonus balance at once; otherwise it is pending until the next qualifying deposit. Errors: 404 promo_code_not_found (unknown or switched off), 400 promo_code_expired (outside its validity window), 409 promo_code_used_up (no redemptions left), 409 promo_code_already_redeemed (once per player), 403 promo_code_not_eligible (country of the client address or primary currency not allowed), 429 too_many_requests after 10 unknown codes from the player or 30 from the address within 15 minutes.',
        body: ZRedeemPromoCodeRequest,
        response: {
          200: ZPlayerBonus,
          ...errors,
          403: ZErrorBody,
          409: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) => promo.redeem(playerOf(request).userId, request.body.code, request.ip),
  );

  routes.get(
    '/bonuses',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'The bonuses the player can see: welcome steps 1–4, everyday, personal, promo',
        description:
          'Welcome steps come first (one template per step: the variant with the most free spins), then the everyday bonus, then the personal and promo bonuses this player holds. `isFirst`: welcome step 1 for a player without deposits. `isClaimed`: a welcome step whose bonus was activated; the everyday bonus claimed today (UTC); a personal/promo bonus claimed and not ended. `isCurrent`: pending or active now. `status` is `active` while the bonus money is being wagered. `activation` is the player’s own instance (amount, wager {current, total}, expiry). Paged with offset/limit (meta {offset, limit, total}); `type` filters.',
        querystring: ZPlayerBonusesQuery,
        response: { 200: ZPlayerBonusesResponse, ...errors },
      },
    },
    async (request) => player.list(playerOf(request).userId, request.query),
  );

  routes.get(
    '/bonuses/modal',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'The bonus modal state: deposit count, lastShowModalAt and the variant',
        description:
          'variant is `everyday` from 4 completed deposits, `welcome` below (shell spec §4).',
        response: { 200: ZBonusModalState, 401: ZErrorBody },
      },
    },
    async (request) => player.modalState(playerOf(request).userId),
  );

  routes.post(
    '/bonuses/modal/shown',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Records that the bonus modal was shown now (lastShowModalAt)',
        response: { 200: ZBonusModalState, 401: ZErrorBody },
      },
    },
    async (request) => player.markModalShown(playerOf(request).userId),
  );

  routes.get(
    '/bonuses/drawer',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'The bonus drawer status: whether it was shown to the player, and its variant',
        description:
          'The web opens the drawer after sign-up while `isShown` is false (and always on ?bonus10); variant as the modal’s.',
        response: { 200: ZBonusDrawerState, 401: ZErrorBody },
      },
    },
    async (request) => player.drawerState(playerOf(request).userId),
  );

  routes.post(
    '/bonuses/drawer/shown',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Marks the bonus drawer as shown to the player',
        response: { 200: ZBonusDrawerState, 401: ZErrorBody },
      },
    },
    async (request) => player.markDrawerShown(playerOf(request).userId),
  );

  routes.get(
    '/bonuses/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'One bonus as the list shows it; 404 for one the player cannot see',
        params: ZBonusParams,
        response: { 200: ZPlayerBonus, ...errors },
      },
    },
    async (request) => player.one(playerOf(request).userId, request.params.id),
  );

  routes.post(
    '/bonuses/:id/claim',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Claim a bonus',
        description:
          'Everyday bonus (from the 4th completed deposit, once per UTC day): becomes pending and activates on the next qualifying deposit before its activation deadline, the player’s next local midnight (shell spec §9: the countdown ends at local midnight; the bonus is available again at UTC midnight). The local midnight is computed from `utcOffsetMinutes` in the body, the client’s offset at the moment of the claim; without it the deadline is the next UTC midnight. The deadline is `activation.expiresAt` and is fixed at the claim. Exactly at local midnight the deadline is the next one, a whole day away. A player west of UTC may see the next everyday bonus open at UTC midnight while the previous one still waits for its deposit; each activates at most once. Personal offer: a bonus that needs no deposit is credited to the bonus balance at once, otherwise it waits for the next qualifying deposit. Welcome steps activate by themselves on their deposit (the nth completed deposit for step n, within min/max deposit, unless turned off in the bonus settings) and promo bonuses through their code: claiming those is 409 bonus_not_claimable. Claiming again answers the same bonus.',
        params: ZBonusParams,
        body: ZClaimBonusRequest.nullish(),
        response: { 200: ZPlayerBonus, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      player.claim(playerOf(request).userId, request.params.id, request.body ?? {}),
  );

  routes.post(
    '/bonuses/:id/cancel',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Cancel the player’s pending or active instance of a bonus',
        description:
          'An active bonus’s money (what is left of it in the bonus balance) goes back to the house; nothing of it becomes real money. 409 bonus_not_claimable when nothing runs.',
        params: ZBonusParams,
        response: { 200: ZPlayerBonus, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => player.cancel(playerOf(request).userId, request.params.id),
  );

  routes.get(
    '/users/loyalty',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'The player’s bonus settings (defaults: everything enabled, no preference)',
        response: { 200: ZBonusSettings, 401: ZErrorBody },
      },
    },
    async (request) => player.settings(playerOf(request).userId),
  );

  routes.post(
    '/users/loyalty',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'Save the player’s bonus settings (which deposits activate which bonus)',
        description:
          'isWelcomeEnabledFiat / isWelcomeEnabledCrypto: whether fiat / crypto deposits activate the welcome steps. preferredFiat / preferredCrypto: `isEnabled` false turns every deposit bonus of that kind off (the crypto method’s +5 % too); `id` names a claimed bonus (template id) to activate on the next such deposit before the welcome step; it must be a bonus the player can see (400 otherwise).',
        body: ZBonusSettings,
        response: { 200: ZBonusSettings, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => player.saveSettings(playerOf(request).userId, request.body),
  );
}
