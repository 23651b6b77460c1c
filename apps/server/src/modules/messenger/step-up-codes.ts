import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MESSENGER_CODE_MAX_TRIES,
  MESSENGER_CODE_RESEND_MS,
  MESSENGER_CODE_TTL_MS,
  type MessengerCodeResponse,
} from '@wheelhouse/contracts/account-security';
import { DEFAULT_LOCALE } from '@wheelhouse/contracts/locales';
import { z } from 'zod';
import type { PlayerPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { SecretSealer } from '../../platform/secret-sealer';
import type { UsersService } from '../users';
import type { BotSender } from './bot-api';
import { stepUpCodeText } from './bot-texts';
import type { BotRow, messengerRepository } from './repository';

export const MESSENGER_JOBS = {
  /**
   * One step-up code message to one player's messenger chat, keyed by the code: retried while the
   * Bot API fails, skipped once the code is used, replaced or expired (a late code is no use).
   */
  sendStepUpCode: 'messenger.send-step-up-code',
} as const;

const ZSendStepUpCode = z.object({
  codeId: z.number().int().positive(),
  /** The code itself, sealed: the job table never holds it readable. */
  sealedCode: z.string().min(1).max(500),
});

export type StepUpCodeCheck = 'ok' | 'wrong' | 'none';

export interface StepUpCodesDeps {
  db: Database;
  clock: Clock;
  repository: ReturnType<typeof messengerRepository>;
  users: Pick<UsersService, 'languageOf'>;
  /** Seals the code in the job's payload. */
  sealer: SecretSealer;
  /** Keys the stored HMAC of a code (SESSION_SECRET), so a database copy cannot try all codes. */
  hashKey: string;
  /** The Bot API, or the simulators' chat. */
  sender: BotSender;
  openToken: (bot: BotRow) => string;
  queue: () => JobQueue;
}

/**
 * Step-up for accounts opened in the messenger (no password): a 6-digit code the player's bot
 * sends to their chat, good for one session, once, for 5 minutes, and 5 wrong entries.
 */
export function messengerStepUpCodes(deps: StepUpCodesDeps) {
  const { repository, clock } = deps;

  const hashOf = (codeUserId: number, sessionId: number, code: string) =>
    createHmac('sha256', deps.hashKey)
      .update(`messenger-step-up:${codeUserId}:${sessionId}:${code}`)
      .digest('hex');

  /** The bot the account came through while it is active, else the operator's first active bot. */
  async function botFor(botId: string): Promise<BotRow | null> {
    const own = await repository.botById(botId);
    if (own?.active && own.tokenSealed) return own;
    return (await repository.allBots()).find((bot) => bot.active && bot.tokenSealed) ?? null;
  }

  return {
    /** Whether the player has a messenger account a code can be sent to. */
    async available(userId: number): Promise<boolean> {
      return (await repository.accountOfUser(userId)) !== null;
    },

    /**
     * Sends a new code (the older one stops working). 409 conflict (reason no_messenger_account)
     * for an account without a messenger identity; 429 within a minute of the last code.
     */
    async send(principal: PlayerPrincipal): Promise<MessengerCodeResponse> {
      const account = await repository.accountOfUser(principal.userId);
      if (!account)
        throw new AppError('conflict', {
          message: 'This account has no messenger account to send a code to',
          extra: { reason: 'no_messenger_account' },
        });
      const now = clock.now();
      const latest = await repository.latestStepUpCode(principal.userId);
      const waitMs = latest
        ? latest.createdAt.getTime() + MESSENGER_CODE_RESEND_MS - now.getTime()
        : 0;
      if (waitMs > 0) {
        const retryAfterSeconds = Math.ceil(waitMs / 1000);
        throw new AppError('too_many_requests', {
          message: 'A code was sent a moment ago; ask for a new one later',
          retryAfterSeconds,
        });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + MESSENGER_CODE_TTL_MS);
      const row = await deps.db.transaction(async (t) =>
        repository.replaceStepUpCode(
          {
            userId: principal.userId,
            sessionId: principal.sessionId,
            codeHash: hashOf(principal.userId, principal.sessionId, code),
            now,
            expiresAt,
          },
          t as unknown as Database,
        ),
      );
      try {
        await deps
          .queue()
          .send(
            MESSENGER_JOBS.sendStepUpCode,
            { codeId: row.id, sealedCode: deps.sealer.seal(code) },
            { key: `step-up-code:${row.id}` },
          );
      } catch (error) {
        // A code nobody can receive must not hold the resend throttle.
        await repository.retireStepUpCode(row.id, now);
        throw error;
      }
      return {
        expiresAt: expiresAt.toISOString(),
        resendAfterSeconds: MESSENGER_CODE_RESEND_MS / 1000,
      };
    },

    /** Checks a code for the session and uses it up when right; a wrong one counts a try. */
    async check(principal: PlayerPrincipal, code: string): Promise<StepUpCodeCheck> {
      const now = clock.now();
      const live = await repository.liveStepUpCode(
        principal.userId,
        principal.sessionId,
        now,
        MESSENGER_CODE_MAX_TRIES,
      );
      if (!live) return 'none';
      const given = Buffer.from(hashOf(principal.userId, principal.sessionId, code.trim()));
      const stored = Buffer.from(live.codeHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        await repository.countStepUpCodeFailure(live.id);
        return 'wrong';
      }
      return (await repository.useStepUpCode(live.id, now, MESSENGER_CODE_MAX_TRIES))
        ? 'ok'
        : 'none';
    },

    defineJobs(jobs: JobQueue): void {
      jobs.define({
        name: MESSENGER_JOBS.sendStepUpCode,
        payload: ZSendStepUpCode,
        retryLimit: 4,
        retryDelaySeconds: 5,
        expireInSeconds: 60,
        handler: async ({ codeId, sealedCode }) => {
          const row = await repository.stepUpCodeById(codeId);
          if (!row || row.usedAt || row.expiresAt <= clock.now()) return { sent: false };
          const account = await repository.accountOfUser(row.userId);
          if (!account) return { sent: false };
          const bot = await botFor(account.botId);
          // No bot to send with: fail, so the job stays for staff to see and retry.
          if (!bot) throw new Error('no active messenger bot to send the step-up code with');
          const language = (await deps.users.languageOf(row.userId)) ?? DEFAULT_LOCALE;
          await deps.sender.sendMessage(deps.openToken(bot), {
            botId: bot.id,
            chatId: account.telegramUserId,
            text: stepUpCodeText(
              language,
              deps.sealer.open(sealedCode),
              MESSENGER_CODE_TTL_MS / 60_000,
            ),
          });
          return { sent: true, botId: bot.id };
        },
      });
    },
  };
}

export type MessengerStepUpCodes = ReturnType<typeof messengerStepUpCodes>;
