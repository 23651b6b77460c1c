import type {
  AdminBot,
  AdminBotsResponse,
  BotInput,
  BotPatch,
  WebAppLinkRequest,
  WebAppLinkResponse,
  WebAppSignInRequest,
  WebAppSignInResponse,
} from '@wheelhouse/contracts/messenger';
import { DEFAULT_LOCALE, isSupportedLocale } from '@wheelhouse/contracts/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditEntry } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { SecretSealer } from '../../platform/secret-sealer';
import type { AuthService, ClientInfo } from '../auth';
import type { UsersService } from '../users';
import { verifyInitData, type VerifiedInitData } from './init-data';
import { messengerRepository, type BotRow, type MessengerAccountRow } from './repository';

export interface MessengerServiceDeps {
  db: Database;
  clock: Clock;
  sealer: SecretSealer;
  auth: Pick<AuthService, 'sessionFor'>;
  users: Pick<UsersService, 'createPlayer'>;
  /** Redeems a promo code for a player (the bonuses module's promo service). */
  redeemPromo: (userId: number, code: string, ip: string) => Promise<unknown>;
  houseCurrency: string;
  initDataMaxAgeMs: number;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
}

/** Messenger accounts have no password: this hash never verifies (platform/passwords). */
const NO_PASSWORD = '!messenger-account';

/** The placeholder email of an account opened in the messenger (unique by messenger user id). */
export function messengerEmail(telegramUserId: string): string {
  return `tg-${telegramUserId}@telegram.invalid`;
}

function view(row: BotRow): AdminBot {
  return {
    id: row.id,
    type: row.type,
    username: row.username,
    miniAppUrl: row.miniAppUrl,
    active: row.active,
    tokenSet: row.tokenSealed.length > 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LINK_CONFLICT_MESSAGES = {
  messenger_linked_elsewhere: 'This messenger account belongs to another player',
  player_linked_elsewhere: 'Another messenger account is linked to this player already',
} as const;

function linkConflict(reason: keyof typeof LINK_CONFLICT_MESSAGES): AppError {
  return new AppError('conflict', { message: LINK_CONFLICT_MESSAGES[reason], extra: { reason } });
}

export function messengerService(deps: MessengerServiceDeps) {
  const repository = messengerRepository(deps.db);

  function assertStaff(member: StaffPrincipal) {
    // Bots hold the keys that sign players in: admin only.
    if (!staffHasRole(member, ['admin'])) throw new AppError('forbidden');
  }

  /** The init data checked against an active bot's token; every refusal is the same 401. */
  async function verified(
    botId: string,
    payload: string,
    log: FastifyBaseLogger,
  ): Promise<VerifiedInitData> {
    const bot = await repository.botById(botId);
    if (!bot || !bot.active) {
      log.info({ botId }, 'messenger sign-in refused: unknown or inactive bot');
      throw new AppError('invalid_credentials');
    }
    const outcome = verifyInitData(
      payload,
      deps.sealer.open(bot.tokenSealed),
      deps.clock.now(),
      deps.initDataMaxAgeMs,
    );
    if (typeof outcome === 'string') {
      log.info({ botId, reason: outcome }, 'messenger sign-in refused');
      throw new AppError('invalid_credentials');
    }
    return outcome;
  }

  /** The messenger user's account, opened with a new player when there is none (race-safe). */
  async function accountFor(
    botId: string,
    data: VerifiedInitData,
  ): Promise<{ account: MessengerAccountRow; created: boolean }> {
    const existing = await repository.accountByTelegramUser(data.user.id);
    if (existing) return { account: existing, created: false };
    const language =
      data.user.languageCode && isSupportedLocale(data.user.languageCode)
        ? data.user.languageCode
        : DEFAULT_LOCALE;
    try {
      const account = await deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const player = await deps.users.createPlayer(
          {
            email: messengerEmail(data.user.id),
            passwordHash: NO_PASSWORD,
            language,
            currency: deps.houseCurrency,
          },
          tx,
        );
        const row = await repository.insertAccount(
          {
            telegramUserId: data.user.id,
            userId: player.userId,
            botId,
            username: data.user.username,
            firstName: data.user.firstName,
            lastName: data.user.lastName,
            origin: 'signed_up',
            lastSignInAt: deps.clock.now(),
          },
          tx,
        );
        if (!row) throw new AppError('conflict');
        return row;
      });
      return { account, created: true };
    } catch (error) {
      // A parallel first sign-in of the same messenger user opened it: use that one.
      const raced = await repository.accountByTelegramUser(data.user.id);
      if (raced) return { account: raced, created: false };
      throw error;
    }
  }

  return {
    async listBots(member: StaffPrincipal): Promise<AdminBotsResponse> {
      assertStaff(member);
      return { items: (await repository.allBots()).map(view) };
    },

    async createBot(member: StaffPrincipal, input: BotInput, requestId: string): Promise<AdminBot> {
      assertStaff(member);
      return deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const row = await repository.insertBot(
          {
            id: input.id,
            type: input.type,
            username: input.username,
            miniAppUrl: input.miniAppUrl,
            tokenSealed: deps.sealer.seal(input.token),
            active: input.active,
          },
          tx,
        );
        if (!row) throw new AppError('conflict', { message: 'This bot is registered already' });
        const created = view(row);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'messenger_bot.create',
            targetType: 'messenger_bot',
            targetId: row.id,
            before: null,
            after: created,
            requestId,
          },
          tx,
        );
        return created;
      });
    },

    async updateBot(
      member: StaffPrincipal,
      id: string,
      patch: BotPatch,
      requestId: string,
    ): Promise<AdminBot> {
      assertStaff(member);
      if (patch.token !== undefined && patch.token.split(':')[0] !== id)
        throw new AppError('validation_error', {
          message: 'The token belongs to another bot',
          fields: { token: { key: 'Validation.bot_token_mismatch' } },
        });
      return deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const before = await repository.lockBot(id, tx);
        if (!before) throw new AppError('not_found');
        const changes = Object.fromEntries(
          Object.entries({
            type: patch.type,
            username: patch.username,
            miniAppUrl: patch.miniAppUrl,
            active: patch.active,
            tokenSealed: patch.token === undefined ? undefined : deps.sealer.seal(patch.token),
          }).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(changes).length === 0) return view(before);
        const row = await repository.updateBot(id, { ...changes, updatedAt: deps.clock.now() }, tx);
        if (!row) throw new AppError('not_found');
        const updated = view(row);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action:
              patch.token === undefined ? 'messenger_bot.update' : 'messenger_bot.rotate_token',
            targetType: 'messenger_bot',
            targetId: id,
            before: view(before),
            after: updated,
            requestId,
          },
          tx,
        );
        return updated;
      });
    },

    /**
     * Sign-in v2 (spec §7): init data checked against the bot's token, the player found or opened by
     * messenger user id, the promo (start parameter) redeemed when it is a valid code, a session
     * opened. Every refusal is 401 invalid_credentials and is logged with its reason.
     */
    async signIn(
      input: WebAppSignInRequest,
      client: ClientInfo,
      log: FastifyBaseLogger,
    ): Promise<WebAppSignInResponse> {
      const data = await verified(input.botId, input.payload, log);
      const { account, created } = await accountFor(input.botId, data);
      const session = await deps.auth.sessionFor(account.userId, client);
      if (!created)
        await repository.touchAccount(account.id, {
          username: data.user.username,
          firstName: data.user.firstName,
          lastName: data.user.lastName,
          lastSignInAt: deps.clock.now(),
        });
      let promoApplied = false;
      const promo = input.promo?.trim();
      if (promo) {
        try {
          await deps.redeemPromo(account.userId, promo, client.ip);
          promoApplied = true;
        } catch (error) {
          // A start parameter need not be a promo code, or may be used already: sign-in goes on.
          const detail = error instanceof AppError ? error.code : 'error';
          log.info({ userId: account.userId, detail }, 'messenger sign-in promo not applied');
        }
      }
      return { token: session.token, expiresAt: session.expiresAt, created, promoApplied };
    },

    /**
     * The signed-in player links the messenger account of the init data (a deliberate step: the
     * request carries `confirm: true`). 409 `conflict` says which side is taken in `reason`:
     * `messenger_linked_elsewhere` (the messenger account is another player's) or
     * `player_linked_elsewhere` (this player has another messenger account). Linking is logged
     * with both ids: a player's own act, so not the staff audit log.
     */
    async link(
      userId: number,
      input: WebAppLinkRequest,
      log: FastifyBaseLogger,
    ): Promise<WebAppLinkResponse> {
      const data = await verified(input.botId, input.payload, log);
      const byMessenger = await repository.accountByTelegramUser(data.user.id);
      if (byMessenger) {
        if (byMessenger.userId === userId) return { linked: true, telegramUserId: data.user.id };
        throw linkConflict('messenger_linked_elsewhere');
      }
      if (await repository.accountOfUser(userId)) throw linkConflict('player_linked_elsewhere');
      const row = await repository.insertAccount({
        telegramUserId: data.user.id,
        userId,
        botId: input.botId,
        username: data.user.username,
        firstName: data.user.firstName,
        lastName: data.user.lastName,
        origin: 'linked',
      });
      if (!row) {
        // A parallel link or first sign-in took one side meanwhile: answer as if it came first.
        const raced = await repository.accountByTelegramUser(data.user.id);
        if (raced?.userId === userId) return { linked: true, telegramUserId: data.user.id };
        throw linkConflict(raced ? 'messenger_linked_elsewhere' : 'player_linked_elsewhere');
      }
      log.info(
        { userId, telegramUserId: data.user.id, botId: input.botId },
        'messenger account linked',
      );
      return { linked: true, telegramUserId: data.user.id };
    },

    /** The messenger user id of the player's linked account (payouts to their wallet), or null. */
    async telegramUserIdOf(userId: number): Promise<string | null> {
      return (await repository.accountOfUser(userId))?.telegramUserId ?? null;
    },

    /** For the dev harness and the demo: registers a bot unless it exists (no audit: not staff). */
    async ensureBot(bot: Omit<BotInput, 'active'>): Promise<boolean> {
      const created = await repository.insertBot(
        {
          id: bot.id,
          type: bot.type,
          username: bot.username,
          miniAppUrl: bot.miniAppUrl,
          tokenSealed: deps.sealer.seal(bot.token),
          active: true,
        },
        deps.db,
      );
      return created !== null;
    },
  };
}

export type MessengerService = ReturnType<typeof messengerService>;
